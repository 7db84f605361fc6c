import { apiClient, setRuntimeConfig } from '@tour/shared';
import { screen } from '@testing-library/react';
import { homeQuery } from '../api/queries';
import { homeAnswer } from '../components/home/testing/homeFixture';
import { renderAt, testQueryClient } from '@tour/shared/testing';
import { HomePage } from './HomePage';
import {
  installIntersectionObserver,
  removeIntersectionObserver,
} from '../testing/intersectionObserver';

// The search bar's city list is not what these tests are about.
// The search bars' city list, from the API client every app's destination query uses.
jest.spyOn(apiClient, 'getAllCities').mockResolvedValue([]);
jest.mock('swiper/react', () => jest.requireActual('../components/home/testing/swiperMock'));
jest.mock('swiper/modules', () => ({ A11y: {}, Autoplay: {} }));

// The carousels stay still (swiper not loaded) until they near the viewport, which never
// happens here: these tests are about the content, which is the same either way.
beforeAll(() =>
  setRuntimeConfig({
    siteUrl: 'https://ghumakkad.example',
  }),
);
beforeEach(() => installIntersectionObserver());
afterEach(() => removeIntersectionObserver());

/** As the render server leaves it: GET /site/home's answer already in the cache. */
function renderHome(home = homeAnswer()) {
  const client = testQueryClient();
  client.setQueryData(homeQuery().queryKey, home);
  return renderAt(<HomePage />, '/', { client });
}

describe('HomePage', () => {
  it('tells search engines about the agency: name, phone and office from the site profile', () => {
    const { container } = renderHome();
    const agency = JSON.parse(
      container.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null',
    );
    expect(agency).toMatchObject({
      '@type': 'TravelAgency',
      name: 'Ghumakkad Travels',
      url: 'https://ghumakkad.example/',
      telephone: '+918041234567',
      email: 'help@ghumakkad.example',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '12 Residency Road',
        addressLocality: 'Bengaluru',
        postalCode: '560025',
        addressRegion: 'Karnataka',
        addressCountry: 'IN',
      },
    });
  });

  it('shows the hero and every home section in order, with no reviews section without reviews', async () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Why travellers choose Ghumakkad' });
    const sections = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(sections).toEqual([
      expect.any(String), // the hero slide on show
      'Hidden gems of India',
      'Devotional plans',
      'Explore by theme',
      'Trending destinations',
      'Why travellers choose Ghumakkad',
    ]);
    expect(screen.queryByRole('heading', { name: 'What travellers tell us' })).toBeNull();
    for (const title of ['Easy to use', '24/7 support']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
  });

  it("states the catalogue's counts, not a claim", async () => {
    renderHome();
    await screen.findByRole('heading', { name: 'Why travellers choose Ghumakkad' });
    expect(screen.getByText('37')).toBeInTheDocument();
    expect(screen.getByText('destinations')).toBeInTheDocument();
    expect(screen.queryByText('65+')).toBeNull();
  });

  it('shows the reviews section once there are reviews', async () => {
    const home = homeAnswer();
    home.reviews.testimonials = [
      { reviewer: 'Asha Verma', text: 'Calm.', source: 'Google reviews', date: '2026-01-31' },
    ];
    renderHome(home);
    expect(await screen.findByRole('heading', { name: 'What travellers tell us' })).toBeVisible();
  });
});
