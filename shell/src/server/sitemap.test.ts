import { setRuntimeConfig } from '@tour/shared';
import { sitemapXml } from './sitemap';

describe('sitemapXml', () => {
  beforeAll(() => setRuntimeConfig({ siteUrl: 'https://ghumakkad.example' }));

  it('writes absolute, escaped URLs with a lastmod where the data has a date', () => {
    const xml = sitemapXml([
      { path: '/terms&conditions' },
      { path: '/blog-details?id=3', lastmod: '2025-01-18' },
    ]);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    expect(xml).toContain('<url><loc>https://ghumakkad.example/terms&amp;conditions</loc></url>');
    expect(xml).toContain(
      '<url><loc>https://ghumakkad.example/blog-details?id=3</loc><lastmod>2025-01-18</lastmod></url>',
    );
  });
});
