import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { packageDetailPath, setRuntimeConfig, useSiteStore } from '@tour/shared';
import { DevotionalPlans, HiddenGems, TravelerReviews, TrendingDestinations } from './HomeSections';
import { testPhoto } from '@tour/shared/testing';
import { homeAnswer, packageCard } from './testing/homeFixture';
import {
  installIntersectionObserver,
  removeIntersectionObserver,
} from '../../testing/intersectionObserver';

jest.mock('swiper/react', () => jest.requireActual('./testing/swiperMock'));
jest.mock('swiper/modules', () => ({ A11y: {}, Autoplay: {} }));

// The carousels stay still (swiper not loaded) until they near the viewport, which never
// happens here: these tests are about the content, which is the same either way.
beforeEach(() => installIntersectionObserver());
afterEach(() => removeIntersectionObserver());

function inRouter(node: React.ReactNode) {
  return render(<MemoryRouter>{node}</MemoryRouter>);
}

describe('Hidden gems', () => {
  beforeEach(() => useSiteStore.setState({ enquiryOpen: false, enquiryPrefill: {} }));

  it("shows 5 catalogue packages, each with its package's price or range, GST and length", () => {
    const content = homeAnswer().hiddenGems;
    inRouter(<HiddenGems content={content} />);
    const region = screen.getByRole('group', { name: 'Hidden gems' });
    const offers = within(region).getAllByRole('article');
    expect(offers).toHaveLength(5);
    // A range says its own start, as on the package's page; a single price is 'Starting From'.
    expect(within(region).getAllByText('Starting From')).toHaveLength(4);
    expect(within(region).getAllByText('+ 5% GST')).toHaveLength(5);
    expect(offers.map((offer) => within(offer).getByText(/^₹/).textContent)).toEqual([
      '₹15,499 – ₹18,999',
      '₹20,001',
      '₹20,002',
      '₹20,003',
      '₹20,004',
    ]);
    expect(within(offers[0]!).getByText('4N/5D')).toBeInTheDocument();
    expect(within(offers[0]!).getByText('Duration: 4 nights, 5 days')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Hampi, Badami and Aihole Road Trip' }),
    ).toBeVisible();
  });

  it('shows no discount badge without a stored original price, and one counted from it', () => {
    const content = homeAnswer().hiddenGems;
    content.packages = [
      packageCard(),
      packageCard({ slug: 'b', price: 7500, originalPrice: 10000 }),
    ];
    inRouter(<HiddenGems content={content} />);
    expect(screen.getAllByText(/% OFF$/)).toHaveLength(1);
    expect(screen.getByText('25% OFF')).toBeInTheDocument();
    expect(screen.getByText('₹10,000')).toBeInTheDocument();
  });

  it("links every offer to its package's own page", () => {
    const content = homeAnswer().hiddenGems;
    inRouter(<HiddenGems content={content} />);
    const offers = within(screen.getByRole('group', { name: 'Hidden gems' })).getAllByRole(
      'article',
    );
    expect(
      offers.map((offer) => {
        const link = within(offer).getByRole('link');
        return [link.textContent, link.getAttribute('href')];
      }),
    ).toEqual(
      content.packages.map((card) => [
        card.name,
        packageDetailPath(card.destinationName, card.name),
      ]),
    );
    expect(offers[0]).toContainElement(
      screen.getByRole('link', { name: 'Hampi, Badami and Aihole Road Trip' }),
    );
    expect(
      screen.getByRole('link', { name: 'Hampi, Badami and Aihole Road Trip' }),
    ).toHaveAttribute('href', '/hampi-tour-packages-details/hampi-badami-and-aihole-road-trip');
  });

  it('opens the enquiry for that place from its Enquire button', () => {
    inRouter(<HiddenGems content={homeAnswer().hiddenGems} />);
    const enquire = screen.getAllByRole('button', { name: 'Enquire' });
    expect(enquire).toHaveLength(5);
    fireEvent.click(enquire[0]!);
    expect(useSiteStore.getState().enquiryOpen).toBe(true);
    expect(useSiteStore.getState().enquiryPrefill).toEqual({ destination: 'Hampi' });
    expect(enquire[0]).toHaveAccessibleDescription('Hampi, Badami and Aihole Road Trip');
  });
});

describe('Devotional plans and trending destinations', () => {
  it('link each pilgrimage to its listing', () => {
    inRouter(<DevotionalPlans content={homeAnswer().devotionalPlans} />);
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/puri-tour-packages',
      '/dwarka-tour-packages',
      '/rameshwaram-tour-packages',
      '/kedarnath-tour-packages',
      '/badrinath-tour-packages',
      '/vaishno-devi-tour-packages',
    ]);
    expect(screen.getByRole('link', { name: 'Puri' })).toBeInTheDocument();
  });

  it('link the eight trending destinations', () => {
    inRouter(<TrendingDestinations content={homeAnswer().trendingDestinations} />);
    const names = screen.getAllByRole('link').map((link) => link.textContent);
    expect(names).toEqual([
      'Rajasthan',
      'Kerala',
      'Goa',
      'Kashmir',
      'Manali',
      'Darjeeling',
      'Shimla',
      'Nainital',
    ]);
    expect(screen.getByRole('link', { name: 'Darjeeling' })).toHaveAttribute(
      'href',
      '/darjeeling-tour-packages',
    );
  });
});

describe('Card photos', () => {
  // Photos are served by the API.
  beforeEach(() => setRuntimeConfig({ apiBaseUrl: 'http://api.test' }));

  it("show a hidden gem's own photo, else its drawing", () => {
    const content = homeAnswer().hiddenGems;
    content.packages = [
      packageCard({ slug: 'a', photo: testPhoto('Boulders at Hampi at sunset') }),
      packageCard({ slug: 'b' }),
    ];
    inRouter(<HiddenGems content={content} />);
    const [withPhoto, withoutPhoto] = screen.getAllByRole('article');
    const photo = within(withPhoto!).getByRole('img', { name: 'Boulders at Hampi at sunset' });
    expect(photo).toHaveAttribute('src', expect.stringContaining('bbbbbbbbbbbbbbbb-960.webp'));
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(within(withPhoto!).getAllByRole('img')).toHaveLength(1);
    // The drawing: an image of ours, not a photo's picture.
    expect(within(withoutPhoto!).getByRole('img').closest('picture')).toBeNull();
  });

  it("show a destination's own photo on its card, else its drawing", () => {
    const content = homeAnswer().devotionalPlans;
    content.places[0] = { ...content.places[0]!, photo: testPhoto('The Jagannath temple, Puri') };
    inRouter(<DevotionalPlans content={content} />);
    const photo = screen.getByRole('img', { name: 'The Jagannath temple, Puri' });
    expect(photo.closest('picture')?.querySelector('source[type="image/avif"]')).not.toBeNull();
    // The five other places keep their drawings.
    expect(screen.getAllByRole('img')).toHaveLength(6);
  });
});

describe('Card illustrations', () => {
  it('are described, fixed-size 4:3 images that load lazily', () => {
    inRouter(<DevotionalPlans content={homeAnswer().devotionalPlans} />);
    const art = screen
      .getAllByRole('img')
      .filter((element): element is HTMLImageElement => element instanceof HTMLImageElement);
    expect(art).toHaveLength(6);
    expect(art[0]!.alt).toMatch(/Jagannath temple at Puri/);
    for (const img of art) {
      expect(img.alt).not.toBe('');
      expect(img).toHaveAttribute('width', '400');
      expect(img).toHaveAttribute('height', '300');
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('decoding', 'async');
    }
  });
});

describe('Traveller reviews', () => {
  it('are not shown at all without reviews', () => {
    const { container } = inRouter(<TravelerReviews content={homeAnswer().reviews} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('show each review with where and when it was posted', () => {
    const content = homeAnswer().reviews;
    content.testimonials = [
      {
        reviewer: 'Asha Verma',
        text: 'Calm and well planned.',
        source: 'Google reviews',
        date: '2026-01-31',
        rating: 5,
      },
    ];
    inRouter(<TravelerReviews content={content} />);
    const review = within(screen.getByRole('group', { name: 'Traveller reviews' })).getByRole(
      'article',
    );
    expect(within(review).getByText('Asha Verma')).toBeInTheDocument();
    expect(within(review).getByText(/Google reviews/)).toBeInTheDocument();
    expect(within(review).getByText('AV')).toBeInTheDocument();
    expect(review.querySelector('time')).toHaveAttribute('datetime', '2026-01-31');
    expect(within(review).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
  });
});
