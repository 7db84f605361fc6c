import { render } from '@testing-library/react';
import { setRuntimeConfig } from '../api/runtimeConfig';
import { breadcrumbJsonLd, PageMeta, scriptJson } from './PageMeta';

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

  it('escapes markup inside the JSON-LD', () => {
    const { container } = render(
      <PageMeta title="x" canonicalPath="/" jsonLd={{ name: '</script><b>' }} />,
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
