/**
 * Photos made on the fly for tests (no photo file is shipped or downloaded): a simple
 * coast at dusk drawn as SVG and encoded by sharp as a JPEG, PNG or WebP of any size.
 */
import sharp from 'sharp';

export interface TestPhotoOptions {
  width: number;
  height: number;
  format?: 'jpeg' | 'png' | 'webp';
  /** Moves the sun, so two photos of the same size differ in their bytes. */
  seed?: number;
}

export function testPhotoSvg({ width, height, seed = 0 }: TestPhotoOptions): string {
  const horizon = Math.round(height * 0.58);
  const sunX = Math.round(width * (0.25 + ((seed * 0.17) % 0.5)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#24476b"/><stop offset="0.6" stop-color="#e8702a"/>
      <stop offset="1" stop-color="#f6c89f"/>
    </linearGradient>
    <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#0f5e63"/><stop offset="1" stop-color="#123b4a"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${horizon}" fill="url(#sky)"/>
  <circle cx="${sunX}" cy="${Math.round(horizon * 0.8)}" r="${Math.round(height * 0.09)}" fill="#ffd9a0"/>
  <rect y="${horizon}" width="${width}" height="${height - horizon}" fill="url(#sea)"/>
  <path d="M0 ${height} L0 ${Math.round(height * 0.8)} Q${width * 0.4} ${height * 0.74} ${width} ${height * 0.86} L${width} ${height} Z" fill="#d9b77e"/>
  <path d="M${width * 0.78} ${height * 0.84} q-6 -${height * 0.25} 30 -${height * 0.33}" stroke="#3b2a1a" stroke-width="${Math.max(4, width / 150)}" fill="none"/>
  <g fill="#1f4d2e" transform="translate(${width * 0.78 + 30} ${height * 0.51})">
    <ellipse rx="${width * 0.06}" ry="${height * 0.02}" transform="rotate(-20)"/>
    <ellipse rx="${width * 0.06}" ry="${height * 0.02}" transform="rotate(25)"/>
    <ellipse rx="${width * 0.05}" ry="${height * 0.018}" transform="rotate(80)"/>
  </g>
</svg>`;
}

export async function makeTestPhoto(options: TestPhotoOptions): Promise<Buffer> {
  const image = sharp(Buffer.from(testPhotoSvg(options)));
  if (options.format === 'png') return image.png().toBuffer();
  if (options.format === 'webp') return image.webp().toBuffer();
  return image.jpeg({ quality: 85 }).toBuffer();
}
