import type { Photo } from '../contracts/photo';

/** A photo as the API gives it (one 960 × 720 size of each format), described by `alt`. */
export function testPhoto(alt: string): Photo {
  return {
    alt,
    credit: 'Asha Rao',
    width: 960,
    height: 720,
    placeholder: 'data:image/webp;base64,AAAA',
    sources: {
      avif: [{ url: '/photos/aaaaaaaaaaaaaaaa-960.avif', width: 960 }],
      webp: [{ url: '/photos/bbbbbbbbbbbbbbbb-960.webp', width: 960 }],
    },
    fallback: '/photos/bbbbbbbbbbbbbbbb-960.webp',
    preview: { url: '/photos/cccccccccccccccc-og.jpg', width: 960, height: 504 },
  };
}
