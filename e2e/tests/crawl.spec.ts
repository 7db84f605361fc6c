/**
 * Crawlable: a link checker (linkinator) that starts at `/` and reads only the server's HTML, as
 * a search engine without JavaScript does, reaches every listing, package, blog and static page
 * with no broken link on the way.
 */
import { check, LinkState } from 'linkinator';
import { expect, queryDb, test } from './fixtures';

test('a crawler without JavaScript reaches every page from / and finds no broken link', async ({
  site,
}) => {
  test.setTimeout(300_000);
  const ours = [site.siteUrl, site.apiUrl];
  const result = await check({
    path: `${site.siteUrl}/`,
    recurse: true,
    concurrency: 4,
    // Only our own origins: the test command never reaches the internet (WhatsApp, social sites).
    linksToSkip: async (link) => !ours.some((origin) => link.startsWith(origin)),
  });
  const broken = result.links
    .filter((link) => link.state === LinkState.BROKEN)
    .map((link) => `${link.status} ${link.url} (on ${link.parent})`);
  expect(broken).toEqual([]);

  const reached = new Set(
    result.links
      .filter((link) => link.state === LinkState.OK)
      .map((link) => decodeURIComponent(link.url)),
  );
  const page = (route: string) => `${site.siteUrl}${route}`;
  const listings = queryDb<{ slug: string }>(
    site,
    'select distinct d.slug from destinations d join packages p on p.destination_id = d.id',
  );
  const blogs = queryDb<{ id: number }>(site, 'select id from blogs');
  const [packages] = queryDb<{ count: number }>(site, 'select count(*) as count from packages');
  const missing = [
    ...[
      '/about-us',
      '/faq',
      '/contact-us',
      '/customer-support',
      '/disclaimer',
      '/terms&conditions',
      '/privacy-policy',
      '/tours',
      '/darshan',
      '/blogs',
    ].map(page),
    ...listings.map(({ slug }) => page(`/${slug}-tour-packages`)),
    ...blogs.map(({ id }) => page(`/blog-details?id=${id}`)),
  ].filter((url) => !reached.has(url));
  expect(missing).toEqual([]);
  const packagePages = [...reached].filter((url) => url.includes('-tour-packages-details/'));
  expect(packagePages.length).toBeGreaterThanOrEqual(packages!.count);
});
