/**
 * Crawlable: a link checker (linkinator) that starts at `/` and reads only the server's HTML, as
 * a search engine without JavaScript does, reaches every listing, package, blog and static page
 * with no broken link on the way.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, queryDb, test } from './fixtures';

interface CrawledLink {
  url: string;
  state: 'OK' | 'BROKEN' | 'SKIPPED';
  status?: number;
  parent?: string;
}

/**
 * Crawls in a process of its own, as a search engine would from outside: parsing hundreds of
 * pages is heavy work, and in this test's process it would hold up the site's own server (which
 * runs here too) and make its pages look slow.
 */
async function crawl(start: string, origins: string[]): Promise<CrawledLink[]> {
  const script = `
    import { check } from 'linkinator';
    const [start, ...origins] = process.argv.slice(1);
    const result = await check({
      path: start,
      recurse: true,
      concurrency: 2,
      // linkinator starts far more checks at once than its concurrency says; the render server
      // sheds what its queue cannot hold with a 503, and a crawler comes back for those, as a
      // search engine does (after 2, 4, 8 … s here, spread over 10 s).
      retryErrors: true,
      retryErrorsCount: 5,
      retryErrorsJitter: 10_000,
      linksToSkip: async (link) => !origins.some((origin) => link.startsWith(origin)),
    });
    process.stdout.write(JSON.stringify(result.links.map(({ url, state, status, parent }) =>
      ({ url, state, status, parent }))));
  `;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--input-type=module', '--eval', script, start, ...origins],
    { cwd: import.meta.dirname, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as CrawledLink[];
}

test('a crawler without JavaScript reaches every page from / and finds no broken link', async ({
  site,
}) => {
  test.setTimeout(300_000);
  // Only our own origins: the test command never reaches the internet (WhatsApp, social sites).
  const links = await crawl(`${site.siteUrl}/`, [site.siteUrl, site.apiUrl]);
  const broken = links
    .filter((link) => link.state === 'BROKEN')
    .map((link) => `${link.status} ${link.url} (on ${link.parent})`);
  expect(broken).toEqual([]);

  const reached = new Set(
    links.filter((link) => link.state === 'OK').map((link) => decodeURIComponent(link.url)),
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
      '/enquiry',
      '/chat',
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
