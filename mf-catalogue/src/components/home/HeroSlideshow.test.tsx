import { apiClient } from '@tour/shared';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderAt, testQueryClient } from '@tour/shared/testing';
import { homeQuery } from '../../api/queries';
import { homeAnswer } from './testing/homeFixture';
import { HomeHero } from '../HomeHero';
import { mockReducedMotion } from '@tour/shared/testing';

// The search bar's city list is not what these tests are about.
// The search bars' city list, from the API client every app's destination query uses.
jest.spyOn(apiClient, 'getAllCities').mockResolvedValue([]);

const SUBHEADINGS = [
  'Kerala Tour Packages',
  'Goa Tour Packages',
  'Jaipur Tour Packages',
  'Kashmir Tour Packages',
  'Shimla Tour Packages',
];

/** As the render server leaves it: the home content already in the cache. */
function renderHero(answer = homeAnswer()) {
  const client = testQueryClient();
  client.setQueryData(homeQuery().queryKey, answer);
  return renderAt(<HomeHero />, '/', { client });
}

/** The slide on show: the others are aria-hidden, so only its heading has a role. */
function currentSlide() {
  const slide = screen.getByRole('heading', { level: 2 }).closest('[aria-roledescription]');
  return slide?.querySelector('p')?.textContent;
}

describe('Home hero slideshow', () => {
  let restoreMatchMedia: (() => void) | undefined;

  beforeEach(() => {
    jest.useFakeTimers();
  });

  afterEach(() => {
    act(() => jest.runOnlyPendingTimers());
    jest.useRealTimers();
    restoreMatchMedia?.();
    restoreMatchMedia = undefined;
  });

  it('has five slides with the spec’s sub-headings, each with its own heading and art', () => {
    renderHero();
    for (const text of SUBHEADINGS) expect(screen.getByText(text)).toBeInTheDocument();
    const slides = document.querySelectorAll('[aria-roledescription="slide"]');
    expect(slides).toHaveLength(5);
    const headings = [...slides].map((slide) => slide.querySelector('h2')?.textContent);
    expect(new Set(headings).size).toBe(5);
    fireEvent.load(document.querySelector('img')!);
    const art = [...document.querySelectorAll('img')];
    expect(new Set(art.map((img) => img.getAttribute('alt'))).size).toBe(5);
  });

  it('draws each slide as a fixed-size image; the others only once the first has loaded', () => {
    renderHero();
    expect(document.querySelectorAll('img')).toHaveLength(1);
    fireEvent.load(document.querySelector('img')!);
    const art = [...document.querySelectorAll('img')];
    expect(art).toHaveLength(5);
    for (const img of art) {
      expect(img.getAttribute('alt')).not.toBe('');
      expect(img).toHaveAttribute('width', '1440');
      expect(img).toHaveAttribute('height', '560');
    }
    const [first, ...rest] = art;
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).not.toHaveAttribute('loading');
    for (const img of rest) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).not.toHaveAttribute('fetchpriority');
    }
  });

  it("keeps the content's trust notes, in its order, and the search bar", () => {
    renderHero();
    const notes = screen.getByRole('list', { name: 'Why book with us' });
    expect([...notes.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '✓ 100% Personalized Trips',
      '✓ Best Prices Guaranteed',
      '✓ 24/7 Support',
    ]);
    expect(screen.getByRole('form', { name: 'Search packages' })).toBeInTheDocument();
  });

  it('promises nothing the content does not, nor from an API older than the notes', () => {
    const answer = homeAnswer();
    renderHero({ ...answer, hero: { ...answer.hero, trustNotes: ['24/7 Support'] } });
    expect(screen.getByRole('list', { name: 'Why book with us' })).toHaveTextContent(
      /^✓ 24\/7 Support$/,
    );
    expect(screen.queryByText(/Guaranteed/)).not.toBeInTheDocument();
  });

  it('shows no list of notes when the content gives none', () => {
    const answer = homeAnswer();
    renderHero({ ...answer, hero: { slides: answer.hero.slides } });
    expect(screen.queryByRole('list', { name: 'Why book with us' })).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Search packages' })).toBeInTheDocument();
  });

  it('advances every 5 s and loops back to the first slide', () => {
    renderHero();
    expect(currentSlide()).toBe('Kerala Tour Packages');
    act(() => jest.advanceTimersByTime(4999));
    expect(currentSlide()).toBe('Kerala Tour Packages');
    act(() => jest.advanceTimersByTime(1));
    expect(currentSlide()).toBe('Goa Tour Packages');
    for (const expected of SUBHEADINGS.slice(2)) {
      act(() => jest.advanceTimersByTime(5000));
      expect(currentSlide()).toBe(expected);
    }
    act(() => jest.advanceTimersByTime(5000));
    expect(currentSlide()).toBe('Kerala Tour Packages');
  });

  it('pauses and plays with the visible control', () => {
    renderHero();
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => jest.advanceTimersByTime(20_000));
    expect(currentSlide()).toBe('Kerala Tour Packages');
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => jest.advanceTimersByTime(5000));
    expect(currentSlide()).toBe('Goa Tour Packages');
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();
  });

  it('shows the slide of a dot and marks it current', () => {
    renderHero();
    const dot = screen.getByRole('button', { name: 'Slide 4: Kashmir Tour Packages' });
    fireEvent.click(dot);
    expect(currentSlide()).toBe('Kashmir Tour Packages');
    expect(dot).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: /Explore Kashmir packages/ })).toHaveAttribute(
      'href',
      '/kashmir-tour-packages',
    );
  });

  it('does not play on its own for visitors who prefer reduced motion', () => {
    restoreMatchMedia = mockReducedMotion(true);
    renderHero();
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(30_000));
    expect(currentSlide()).toBe('Kerala Tour Packages');
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => jest.advanceTimersByTime(5000));
    expect(currentSlide()).toBe('Goa Tour Packages');
  });
});
