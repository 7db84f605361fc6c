import { render } from '@testing-library/react';
import { breadcrumbJsonLd, usePageMeta, type PageMeta } from './usePageMeta';

function Page(props: PageMeta) {
  usePageMeta(props);
  return null;
}

describe('usePageMeta', () => {
  it('sets title, description, canonical and JSON-LD, and restores them on leave', () => {
    document.title = 'Shell title';
    const { unmount } = render(
      <Page
        title="Goa Tour Packages"
        description="Beaches"
        canonicalPath="/goa-tour-packages"
        jsonLd={breadcrumbJsonLd([
          { name: 'Home', path: '/' },
          { name: 'Goa Tour Packages', path: '/goa-tour-packages' },
        ])}
      />,
    );
    expect(document.title).toBe('Goa Tour Packages | Ghumakkad');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Beaches',
    );
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost/goa-tour-packages',
    );
    const ld = JSON.parse(
      document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    );
    expect(ld['@type']).toBe('BreadcrumbList');
    expect(ld.itemListElement[1]).toMatchObject({ position: 2, name: 'Goa Tour Packages' });
    unmount();
    expect(document.title).toBe('Shell title');
    expect(document.querySelector('meta[name="description"]')).toBeNull();
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
  });
});
