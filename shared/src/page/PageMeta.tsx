import type { BreadcrumbList, Thing, WithContext } from 'schema-dts';
import { knownRuntimeConfig } from '../api/runtimeConfig';
import { PREVIEW_IMAGE_SIZE } from '../contracts/constants';

export const SITE_NAME = 'Ghumakkad';

/** What a link preview image stands for: the site, or one destination, package or blog. */
export type PreviewImageSubject =
  | { kind: 'default' }
  | { kind: 'destinations' | 'packages'; slug: string }
  | { kind: 'blogs'; id: number }
  /** The item's own photo's preview JPEG (Photo.preview: a path on the API). */
  | { kind: 'photo'; url: string; width: number; height: number };

/** A typed schema.org object (schema-dts), so the typecheck catches a wrong property. */
export type JsonLd = WithContext<Thing>;

export interface PageMetaProps {
  /** The page's own title; ' | Ghumakkad' is added. */
  title: string;
  description?: string;
  /** Path (and query, if it names the content) of the canonical URL. */
  canonicalPath: string;
  /** What the link preview shows; the site's own picture when not given. */
  previewImage?: PreviewImageSubject;
  /** Open Graph type: an article for blog posts, a website for everything else. */
  ogType?: 'website' | 'article';
  /** schema.org objects, rendered as one JSON-LD script. */
  jsonLd?: JsonLd | JsonLd[] | null;
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
 * The absolute URL of a link preview image (a PNG the API makes from our own illustrations):
 * previewers fetch it from anywhere, so it is absolute even when the API's address is a path.
 */
export function previewImageUrl(subject: PreviewImageSubject): string {
  const apiBase = knownRuntimeConfig()?.apiBaseUrl ?? '';
  if (subject.kind === 'photo') return siteUrl(`${apiBase.replace(/\/$/, '')}${subject.url}`);
  const name =
    subject.kind === 'default'
      ? 'default'
      : `${subject.kind}/${subject.kind === 'blogs' ? subject.id : encodeURIComponent(subject.slug)}`;
  return siteUrl(`${apiBase.replace(/\/$/, '')}/og/${name}.png`);
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
 * Title, meta description, canonical link, link preview tags (Open Graph, Twitter card) and
 * JSON-LD of one page, as React 19 metadata: React puts them into the head, in the server's HTML
 * and on client navigation alike.
 */
export function PageMeta({
  title,
  description,
  canonicalPath,
  previewImage = { kind: 'default' },
  ogType = 'website',
  jsonLd,
}: PageMetaProps) {
  const fullTitle = `${title} | ${SITE_NAME}`;
  const url = siteUrl(canonicalPath);
  const image = previewImageUrl(previewImage);
  const imageSize = previewImage.kind === 'photo' ? previewImage : PREVIEW_IMAGE_SIZE;
  return (
    <>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      <link rel="canonical" href={url} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:locale" content="en_IN" />
      <meta property="og:type" content={ogType} />
      <meta property="og:title" content={fullTitle} />
      {description ? <meta property="og:description" content={description} /> : null}
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta
        property="og:image:type"
        content={previewImage.kind === 'photo' ? 'image/jpeg' : 'image/png'}
      />
      <meta property="og:image:width" content={String(imageSize.width)} />
      <meta property="og:image:height" content={String(imageSize.height)} />
      <meta property="og:image:alt" content={title} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      {description ? <meta name="twitter:description" content={description} /> : null}
      <meta name="twitter:image" content={image} />
      {jsonLd ? (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: scriptJson(jsonLd) }}
        />
      ) : null}
    </>
  );
}

/**
 * The head of a page that answers 404: its title, what it says, and `noindex`. Nothing that
 * would describe the missing thing as if it were there: no canonical link, no link preview
 * (title, image) and no JSON-LD, whatever the address said.
 */
export function NotFoundMeta({ title, description }: { title: string; description?: string }) {
  return (
    <>
      <title>{`${title} | ${SITE_NAME}`}</title>
      {description ? <meta name="description" content={description} /> : null}
      <meta name="robots" content="noindex" />
    </>
  );
}

/** schema.org BreadcrumbList from (name, path) pairs. */
export function breadcrumbJsonLd(
  items: { name: string; path: string }[],
): WithContext<BreadcrumbList> {
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
