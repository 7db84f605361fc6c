import { screen, within } from '@testing-library/react';
import { homeQuery } from '../api/queries';
import { homeAnswer } from '../components/home/testing/homeFixture';
import { renderAt, testQueryClient } from '@tour/shared/testing';
import { DarshanPage } from './DarshanPage';

/** As the render server leaves it: the slides' and tiles' words already in the cache. */
function renderPage() {
  const client = testQueryClient();
  client.setQueryData(homeQuery().queryKey, homeAnswer());
  return renderAt(<DarshanPage />, '/darshan', { client });
}

describe('DarshanPage', () => {
  it('shows five slides, all titled exactly as the spec has it', () => {
    renderPage();
    const carousel = screen.getByRole('region', { name: 'Dev Darshan highlights' });
    const slides = carousel.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]');
    expect(slides).toHaveLength(5);
    for (const slide of slides) {
      const title = within(slide).getByRole('heading', { level: 2, hidden: true });
      expect(title.textContent).toBe('Stay Religious , Stay Blessed !');
    }
    expect(screen.getAllByText('Stay Religious , Stay Blessed !')).toHaveLength(5);
    // Only the slide on show is exposed to assistive technology.
    expect(within(carousel).getAllByRole('group', { name: /of 5$/ })).toHaveLength(1);
  });

  it('shows 18 destination tiles', () => {
    renderPage();
    const tiles = within(screen.getByRole('region', { name: 'Choose your darshan' })).getAllByRole(
      'link',
    );
    expect(tiles).toHaveLength(18);
    expect(new Set(tiles.map((tile) => tile.textContent)).size).toBe(18);
  });

  it('sends every slide and tile to /details-dev-darshan', () => {
    renderPage();
    const links = screen.getAllByRole('link', { hidden: true });
    expect(links).toHaveLength(5 + 18);
    for (const link of links) expect(link).toHaveAttribute('href', '/details-dev-darshan');
  });
});
