import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { Photo } from '../contracts/photo';
import { setRuntimeConfig } from '../api/runtimeConfig';
import { PhotoPicture } from './PhotoPicture';

const PHOTO: Photo = {
  alt: 'Fishing boats drawn up on the sand at dusk',
  credit: 'Asha Rao',
  width: 1600,
  height: 1067,
  placeholder: 'data:image/webp;base64,UklGRh4AAABXRUJQVlA4',
  sources: {
    avif: [
      { url: '/photos/aaaaaaaaaaaaaaaa-480.avif', width: 480 },
      { url: '/photos/bbbbbbbbbbbbbbbb-1600.avif', width: 1600 },
    ],
    webp: [
      { url: '/photos/cccccccccccccccc-480.webp', width: 480 },
      { url: '/photos/dddddddddddddddd-1600.webp', width: 1600 },
    ],
  },
  fallback: '/photos/cccccccccccccccc-480.webp',
  preview: { url: '/photos/eeeeeeeeeeeeeeee-og.jpg', width: 1200, height: 630 },
};

beforeAll(() => setRuntimeConfig({ apiBaseUrl: 'https://api.example' }));

describe('PhotoPicture', () => {
  it('offers AVIF and WebP at each width from the API, with sizes, size and alt', () => {
    const { container } = render(<PhotoPicture photo={PHOTO} sizes="100vw" />);
    const [avif, webp] = Array.from(container.querySelectorAll('picture > source'));
    expect(avif).toHaveAttribute('type', 'image/avif');
    expect(avif).toHaveAttribute(
      'srcset',
      'https://api.example/photos/aaaaaaaaaaaaaaaa-480.avif 480w, ' +
        'https://api.example/photos/bbbbbbbbbbbbbbbb-1600.avif 1600w',
    );
    expect(avif).toHaveAttribute('sizes', '100vw');
    expect(webp).toHaveAttribute('type', 'image/webp');
    expect(webp?.getAttribute('srcset')).toContain('dddddddddddddddd-1600.webp 1600w');

    const image = screen.getByRole('img', { name: PHOTO.alt });
    expect(image).toHaveAttribute('src', 'https://api.example/photos/cccccccccccccccc-480.webp');
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '1067');
    expect(image.style.backgroundImage).toContain(PHOTO.placeholder);
  });

  it('loads lazily unless it is the page’s largest paint', () => {
    const { rerender } = render(<PhotoPicture photo={PHOTO} sizes="100vw" />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
    rerender(<PhotoPicture photo={PHOTO} sizes="100vw" priority />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('announces a hero in the head of the server’s HTML', () => {
    const html = renderToString(
      <html>
        <head />
        <body>
          <PhotoPicture photo={PHOTO} sizes="100vw" priority />
        </body>
      </html>,
    );
    expect(html).toMatch(/<link rel="preload"[^>]*imageSrcSet="[^"]*-1600\.avif 1600w"/i);
    expect(html).toMatch(/<link rel="preload"[^>]*type="image\/avif"/);
  });

  it('credits the photo, visibly or for screen readers only', () => {
    const { rerender } = render(<PhotoPicture photo={PHOTO} sizes="100vw" />);
    expect(screen.getByText('Photo: Asha Rao')).not.toHaveClass('visually-hidden');
    rerender(<PhotoPicture photo={PHOTO} sizes="100vw" credit="hidden" />);
    expect(screen.getByText('Photo: Asha Rao')).toHaveClass('visually-hidden');
  });
});
