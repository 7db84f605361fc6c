import { render, screen } from '@testing-library/react';
import { setRuntimeConfig } from '@tour/shared';
import { testPhoto } from '@tour/shared/testing';
import { PackageImage } from './PackageImage';

const PHOTO = testPhoto('Houseboats moored on the backwaters at dawn');

beforeAll(() => setRuntimeConfig({ apiBaseUrl: 'https://api.example' }));

describe('PackageImage', () => {
  it('shows the package’s photo when it has one, crediting it for screen readers', () => {
    const { container } = render(
      <PackageImage
        src="/images/backwaters-v3.svg"
        photo={PHOTO}
        alt=""
        width={400}
        height={300}
      />,
    );
    expect(screen.getByRole('img', { name: PHOTO.alt })).toHaveAttribute(
      'src',
      'https://api.example/photos/bbbbbbbbbbbbbbbb-960.webp',
    );
    expect(container.querySelector('source[type="image/avif"]')).toHaveAttribute(
      'sizes',
      '(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw',
    );
    expect(screen.getByText('Photo: Asha Rao')).toHaveClass('visually-hidden');
  });

  it('keeps the drawn landscape without a photo', () => {
    const { container } = render(
      <PackageImage src="/images/backwaters-v3.svg" alt="" width={400} height={300} />,
    );
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute(
      'src',
      'https://api.example/images/backwaters-v3.svg',
    );
  });

  it('shows the card’s own drawing instead of the placeholder without a photo', () => {
    render(
      <PackageImage
        alt=""
        width={400}
        height={300}
        fallback={<svg role="img" aria-label="A temple at dawn" />}
      />,
    );
    expect(screen.getByRole('img', { name: 'A temple at dawn' })).toBeInTheDocument();
  });

  it('puts the photo before the drawing when there is one', () => {
    render(
      <PackageImage
        photo={PHOTO}
        alt=""
        width={400}
        height={300}
        fallback={<svg role="img" aria-label="A temple at dawn" />}
      />,
    );
    expect(screen.getByRole('img', { name: PHOTO.alt })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'A temple at dawn' })).not.toBeInTheDocument();
  });
});
