import { render } from '@testing-library/react';
import { setRuntimeConfig } from '../api/runtimeConfig';
import { breadcrumbJsonLd, NotFoundMeta, PageMeta, previewImageUrl, scriptJson } from './PageMeta';

describe('PageMeta', () => {
  beforeEach(() => setRuntimeConfig({ siteUrl: 'https://ghumakkad.example' }));

  it('puts the title, description, canonical link and JSON-LD into the page', () => {
    const { container } = render(
      <PageMeta
        title="Goa Tour Packages"
        description="Beaches and forts"
        canonicalPath="/goa-tour-packages"
        jsonLd={breadcrumbJsonLd([{ name: 'Home', path: '/' }])}
      />,
    );
    expect(document.title).toBe('Goa Tour Packages | Ghumakkad');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Beaches and forts',
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://ghumakkad.example/goa-tour-packages',
    );
    const jsonLd = JSON.parse(
      container.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null',
    );
    expect(jsonLd.itemListElement[0].item).toBe('https://ghumakkad.example/');
  });

  it('gives link previews the title, description, URL and a 1200×630 PNG from the API', () => {
    setRuntimeConfig({ siteUrl: 'https://ghumakkad.example', apiBaseUrl: '/api' });
    render(
      <PageMeta
        title="Goa Beach Escape"
        description="Four nights by the sea"
        canonicalPath="/goa-tour-packages-details/goa-beach-escape"
        previewImage={{ kind: 'packages', slug: 'goa-beach-escape' }}
      />,
    );
    const content = (selector: string) =>
      document.head.querySelector(selector)?.getAttribute('content');
    expect(content('meta[property="og:title"]')).toBe('Goa Beach Escape | Ghumakkad');
    expect(content('meta[property="og:description"]')).toBe('Four nights by the sea');
    expect(content('meta[property="og:url"]')).toBe(
      'https://ghumakkad.example/goa-tour-packages-details/goa-beach-escape',
    );
    expect(content('meta[property="og:image"]')).toBe(
      'https://ghumakkad.example/api/og/packages/goa-beach-escape.png',
    );
    expect(content('meta[property="og:image:width"]')).toBe('1200');
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(content('meta[name="twitter:image"]')).toBe(
      'https://ghumakkad.example/api/og/packages/goa-beach-escape.png',
    );
  });

  it('points every other page at the default preview image on an absolute API address', () => {
    setRuntimeConfig({ siteUrl: 'https://ghumakkad.example', apiBaseUrl: 'https://api.example/' });
    expect(previewImageUrl({ kind: 'default' })).toBe('https://api.example/og/default.png');
    expect(previewImageUrl({ kind: 'blogs', id: 7 })).toBe('https://api.example/og/blogs/7.png');
  });

  it('escapes markup inside the JSON-LD', () => {
    const { container } = render(
      <PageMeta
        title="x"
        canonicalPath="/"
        jsonLd={{ '@context': 'https://schema.org', '@type': 'Thing', name: '</script><b>' }}
      />,
    );
    expect(container.querySelector('script')?.innerHTML).not.toContain('</script>');
  });
});

describe('scriptJson', () => {
  it('keeps the data whole while nothing in it can end the script', () => {
    const value = { text: '</script>\u2028line' };
    const json = scriptJson(value);
    expect(json).not.toContain('</script>');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('NotFoundMeta', () => {
  it('gives a 404 its title and noindex, and nothing that describes the missing page', () => {
    const { container } = render(
      <NotFoundMeta title="Package not found" description="We have no such package." />,
    );
    expect(document.title).toBe('Package not found | Ghumakkad');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
    for (const selector of [
      'link[rel="canonical"]',
      'meta[property^="og:"]',
      'meta[name^="twitter:"]',
      'script[type="application/ld+json"]',
    ]) {
      expect(document.head.querySelector(selector)).toBeNull();
      expect(container.querySelector(selector)).toBeNull();
    }
  });
});
