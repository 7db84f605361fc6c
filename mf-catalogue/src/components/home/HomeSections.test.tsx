import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { useSiteStore } from '@tour/shared';
import { DevotionalPlans, HiddenGems, TravelerReviews, TrendingDestinations } from './HomeSections';
import { DEVOTIONAL_PLANS } from './homeContent';
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

  it('shows 5 offers, each Starting From its fixed price, in the spec’s order', () => {
    inRouter(<HiddenGems />);
    const region = screen.getByRole('group', { name: 'Hidden gems' });
    const offers = within(region).getAllByRole('article');
    expect(offers).toHaveLength(5);
    expect(within(region).getAllByText('Starting From')).toHaveLength(5);
    expect(offers.map((offer) => within(offer).getByText(/^₹/).textContent)).toEqual([
      '₹14,999',
      '₹25,999',
      '₹36,999',
      '₹15,999',
      '₹26,999',
    ]);
  });

  it('opens the enquiry for that place from its Enquire button', () => {
    inRouter(<HiddenGems />);
    const enquire = screen.getAllByRole('button', { name: 'Enquire' });
    expect(enquire).toHaveLength(5);
    fireEvent.click(enquire[1]!);
    expect(useSiteStore.getState().enquiryOpen).toBe(true);
    expect(useSiteStore.getState().enquiryPrefill).toEqual({ destination: 'Ziro Valley' });
    expect(enquire[1]).toHaveAccessibleDescription('Ziro Valley');
  });
});

describe('Devotional plans and trending destinations', () => {
  it('link each pilgrimage to its listing', () => {
    inRouter(<DevotionalPlans />);
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/puri-tour-packages',
      '/dwarka-tour-packages',
      '/rameshwaram-tour-packages',
      '/kedarnath-tour-packages',
      '/badrinath-tour-packages',
      '/vaishno-devi-tour-packages',
    ]);
    expect(screen.getByRole('link', { name: 'Puri Jagannath' })).toBeInTheDocument();
  });

  it('link the eight trending destinations, 4 per view from 1280 px', () => {
    inRouter(<TrendingDestinations />);
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

describe('Card illustrations', () => {
  it('are described, fixed-size 4:3 images that load lazily', () => {
    inRouter(<DevotionalPlans />);
    const art = screen
      .getAllByRole('img')
      .filter((element): element is HTMLImageElement => element instanceof HTMLImageElement);
    expect(art.map((img) => img.alt)).toEqual(DEVOTIONAL_PLANS.map((place) => place.art));
    for (const img of art) {
      expect(img).toHaveAttribute('width', '400');
      expect(img).toHaveAttribute('height', '300');
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('decoding', 'async');
    }
  });
});

describe('Traveller reviews', () => {
  it('shows 4 reviews rated 4 or 5 with an initials avatar', () => {
    inRouter(<TravelerReviews />);
    const reviews = within(screen.getByRole('group', { name: 'Traveller reviews' })).getAllByRole(
      'article',
    );
    expect(reviews).toHaveLength(4);
    const ratings = screen.getAllByRole('img', { name: /^Rated [45] out of 5$/ });
    expect(ratings).toHaveLength(4);
    expect(screen.getByText('AR')).toBeInTheDocument();
    expect(screen.getByText('Ananya Rao')).toBeInTheDocument();
  });
});
