/**
 * /sitemap.xml, made by the live shell's server build from the API's data: every destination
 * listing, package and blog post, and the site's own pages. It is released with the shell, like
 * the routes it lists.
 */
import {
  apiClient,
  blogDetailsPath,
  listingPath,
  packageDetailPath,
  requestData,
  siteUrl,
  THEME_CATEGORIES,
  themeLink,
  type SitemapData,
} from '@tour/shared';

export interface SitemapEntry {
  /** Path and query on the site. */
  path: string;
  /** YYYY-MM-DD, where the data has a date. */
  lastmod?: string;
}

/** The pages that exist whatever the data (spec §2); the internal /__remotes page is not one. */
export const STATIC_PAGES = [
  '/',
  '/tours',
  '/themes',
  '/darshan',
  '/blogs',
  '/about-us',
  '/faq',
  '/contact-us',
  '/enquiry',
  '/customer-support',
  '/disclaimer',
  '/terms&conditions',
  '/privacy-policy',
];

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The sitemaps.org XML for these entries, with absolute URLs on the site's public origin. */
export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map(
    ({ path, lastmod }) =>
      `<url><loc>${escapeXml(siteUrl(path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** A timestamp's day, as sitemaps give lastmod. */
const day = (timestamp: string | null | undefined) => timestamp?.slice(0, 10);

/** Every page the data has and every theme, each with the day it last changed where known. */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const [catalogue, blogs] = await Promise.all([
    requestData<SitemapData>('/sitemap/entries'),
    apiClient.getBlogs(),
  ]);
  const withDay = (path: string, timestamp: string | null | undefined): SitemapEntry => {
    const lastmod = day(timestamp);
    return lastmod ? { path, lastmod } : { path };
  };
  const newestBlog = blogs
    .map((blog) => blog.publishedAt)
    .sort()
    .at(-1);
  return [
    ...STATIC_PAGES.map((path) => withDay(path, path === '/blogs' ? newestBlog : null)),
    ...THEME_CATEGORIES.map(({ id, name }) => ({ path: themeLink(id, name).to })),
    ...catalogue.destinations.map((d) => withDay(listingPath(d.name), d.updatedAt)),
    ...catalogue.packages.map((p) =>
      withDay(packageDetailPath(p.destinationName, p.name), p.updatedAt),
    ),
    ...blogs.map((blog) => withDay(blogDetailsPath(blog), blog.publishedAt)),
  ];
}

export async function renderSitemap(): Promise<string> {
  return sitemapXml(await sitemapEntries());
}
