/**
 * /sitemap.xml, made by the live shell's server build from the API's data: every destination
 * listing, package and blog post, and the site's own pages. It is released with the shell, like
 * the routes it lists.
 */
import {
  apiClient,
  blogDetailsPath,
  FIXED_PAYLOAD,
  listingPath,
  packageDetailPath,
  requestData,
  siteUrl,
  THEME_CATEGORIES,
  themeLink,
  type SearchResponseData,
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

/** Every page the data has and every theme, newest blog date as the blog list's lastmod. */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const [destinations, blogs] = await Promise.all([apiClient.getAllCities(), apiClient.getBlogs()]);
  const listings = await Promise.all(
    destinations.map((destination) =>
      requestData<SearchResponseData>('/package/search-by-city-name', {
        query: { websiteId: FIXED_PAYLOAD.websiteId, destinationName: destination.name },
      }).catch(() => null),
    ),
  );
  const newestBlog = blogs
    .map((blog) => blog.publishedAt.slice(0, 10))
    .sort()
    .at(-1);
  return [
    ...STATIC_PAGES.map((path) => ({
      path,
      ...(path === '/blogs' && newestBlog ? { lastmod: newestBlog } : {}),
    })),
    ...THEME_CATEGORIES.map(({ id, name }) => ({ path: themeLink(id, name).to })),
    ...listings.flatMap((listing) => {
      // A destination without packages answers 404, so it is no page to list.
      if (!listing || listing.packageList.length === 0) return [];
      const destination = listing.mainPackageResponse.destinationName;
      return [
        { path: listingPath(destination) },
        ...listing.packageList.map((pkg) => ({ path: packageDetailPath(destination, pkg.name) })),
      ];
    }),
    ...blogs.map((blog) => ({
      path: blogDetailsPath(blog),
      lastmod: blog.publishedAt.slice(0, 10),
    })),
  ];
}

export async function renderSitemap(): Promise<string> {
  return sitemapXml(await sitemapEntries());
}
