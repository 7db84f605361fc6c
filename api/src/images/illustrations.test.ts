import { findIllustration, imagePath, LANDSCAPES } from './illustrations';

const PALETTE = ['#E8702A', '#0F5E63', '#2E7D4F', '#FAF7F2', '#1F2933'];

describe.each(LANDSCAPES)('the %s illustration', (landscape) => {
  const svg = findIllustration(`${landscape}.svg`) ?? '';

  it('is a small 800x600 SVG with a title', () => {
    expect(Buffer.byteLength(svg)).toBeLessThanOrEqual(4096);
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="800" height="600" viewBox="0 0 800 600">/,
    );
    expect(svg).toMatch(/<title>[^<]+<\/title>/);
  });

  it('uses only the design palette', () => {
    const colours = new Set(svg.match(/#[0-9A-Fa-f]{6}/g));
    for (const colour of colours) expect(PALETTE).toContain(colour.toUpperCase());
  });

  it('is served at its image path', () => {
    expect(imagePath(landscape)).toBe(`/images/${landscape}.svg`);
  });
});

describe('findIllustration', () => {
  it.each(['beach', 'beach.png', 'toString.svg', '../beach.svg'])(
    'finds nothing for %s',
    (name) => {
      expect(findIllustration(name)).toBeUndefined();
    },
  );
});
