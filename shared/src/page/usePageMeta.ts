import { useEffect } from 'react';

export const SITE_NAME = 'Ghumakkad';

export interface PageMeta {
  /** The page's own title; ' | Ghumakkad' is added. Nothing is set while it is empty. */
  title: string;
  description?: string;
  /** Path (and query, if it names the content) of the canonical URL; default: the pathname. */
  canonicalPath?: string;
  /** schema.org objects, rendered as one JSON-LD script. */
  jsonLd?: object | object[] | null;
}

// Marks the head elements a page added, as opposed to those the shell's index.html ships.
const OWNER_ATTR = 'data-page-meta';

function headElement<T extends HTMLElement>(
  selector: string,
  create: () => T,
): { element: T; created: boolean } {
  const found = document.head.querySelector<T>(selector);
  if (found) return { element: found, created: false };
  const element = create();
  element.setAttribute(OWNER_ATTR, '');
  document.head.append(element);
  return { element, created: true };
}

/** The absolute URL of a site path, for canonical links and JSON-LD. */
export function siteUrl(path: string): string {
  return new URL(path, window.location.origin).href;
}

/**
 * Title, meta description, canonical link and JSON-LD for one page, the same way in every remote;
 * everything goes back to what the shell had when the page leaves.
 */
export function usePageMeta({ title, description, canonicalPath, jsonLd }: PageMeta): void {
  const json = jsonLd ? JSON.stringify(jsonLd).replace(/</g, '\\u003c') : null;

  useEffect(() => {
    if (!title) return;
    const previousTitle = document.title;
    document.title = `${title} | ${SITE_NAME}`;
    return () => {
      document.title = previousTitle;
    };
  }, [title]);

  useEffect(() => {
    if (!description) return;
    const { element, created } = headElement('meta[name="description"]', () => {
      const meta = document.createElement('meta');
      meta.name = 'description';
      return meta;
    });
    const previous = element.content;
    element.content = description;
    return () => {
      if (created) element.remove();
      else element.content = previous;
    };
  }, [description]);

  useEffect(() => {
    const { element, created } = headElement('link[rel="canonical"]', () => {
      const link = document.createElement('link');
      link.rel = 'canonical';
      return link;
    });
    const previous = element.href;
    element.href = siteUrl(canonicalPath ?? window.location.pathname);
    return () => {
      if (created) element.remove();
      else element.href = previous;
    };
  }, [canonicalPath]);

  useEffect(() => {
    if (!json) return;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute(OWNER_ATTR, '');
    script.textContent = json;
    document.head.append(script);
    return () => script.remove();
  }, [json]);
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
