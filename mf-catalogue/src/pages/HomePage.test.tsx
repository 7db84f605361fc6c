import { apiClient, setRuntimeConfig } from '@tour/shared';
import { screen } from '@testing-library/react';
import { renderAt } from '../testing/renderWithRouter';
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
    phone: '+91 98765 43210',
    officeAddress: 'MG Road, Bengaluru 560001',
  }),
);
beforeEach(() => installIntersectionObserver());
afterEach(() => removeIntersectionObserver());

describe('HomePage', () => {
  it('tells search engines about the agency: name, phone and office from the config', () => {
    const { container } = renderAt(<HomePage />, '/');
    const agency = JSON.parse(
      container.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null',
    );
    expect(agency).toMatchObject({
      '@type': 'TravelAgency',
      name: 'Ghumakkad',
      url: 'https://ghumakkad.example/',
      telephone: '+91 98765 43210',
      address: { '@type': 'PostalAddress', streetAddress: 'MG Road, Bengaluru 560001' },
    });
  });

  it('shows the hero and every home section in order', async () => {
    renderAt(<HomePage />, '/');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'What travellers tell us' });
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
      'What travellers tell us',
    ]);
    for (const title of [
      'Easy to use',
      'Fast and responsive',
      'Secure and reliable',
      '24/7 support',
    ]) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
  });
});
