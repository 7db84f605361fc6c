import { knownRuntimeConfig } from '../api/runtimeConfig';

export const SITE_NAME = 'Ghumakkad';

export interface PageMetaProps {
  /** The page's own title; ' | Ghumakkad' is added. */
  title: string;
  description?: string;
  /** Path (and query, if it names the content) of the canonical URL. */
  canonicalPath: string;
  /** schema.org objects, rendered as one JSON-LD script. */
  jsonLd?: object | object[] | null;
}

/**
 * The absolute URL of a site path, for canonical links and JSON-LD: the site's public origin from
 * the runtime config, the same on the render server and in the browser.
 */
export function siteUrl(path: string): string {
  const origin = knownRuntimeConfig()?.siteUrl || globalThis.location?.origin || 'http://localhost';
  return new URL(path, origin).href;
}

/**
 * JSON that is safe inside a script element: no `</script>` can close it early, and the two line
 * separators JavaScript once read as line ends are escaped, not dropped.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Title, meta description, canonical link and JSON-LD of one page, as React 19 metadata: React
 * puts them into the head, in the server's HTML and on client navigation alike.
 */
export function PageMeta({ title, description, canonicalPath, jsonLd }: PageMetaProps) {
  return (
    <>
      <title>{`${title} | ${SITE_NAME}`}</title>
      {description ? <meta name="description" content={description} /> : null}
      <link rel="canonical" href={siteUrl(canonicalPath)} />
      {jsonLd ? (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: scriptJson(jsonLd) }}
        />
      ) : null}
    </>
  );
}

/** schema.org BreadcrumbList from (name, path) pairs. */
export function breadcrumbJsonLd(items: { name: string; path: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: siteUrl(item.path),
    })),
  };
}
