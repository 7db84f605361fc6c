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

  it('shows 18 destination tiles, each place named once', () => {
    renderPage();
    const region = screen.getByRole('region', { name: 'Choose your darshan' });
    const tiles = within(region).getAllByRole('listitem');
    expect(tiles).toHaveLength(18);
    expect(new Set(tiles.map((tile) => tile.textContent)).size).toBe(18);
  });

  it('links each place to what the catalogue has for it, and a place without any to nothing', () => {
    renderPage();
    const region = screen.getByRole('region', { name: 'Choose your darshan' });
    const links = within(region).getAllByRole('link');
    expect(links).toHaveLength(16);
    expect(links[0]).toHaveAttribute('href', '/tile-1-tour-packages');
    expect(links[0]).toHaveTextContent('Tile 1');
    expect(links[1]).toHaveAttribute('href', '/x-tour-packages-details/tile-2');
    for (const link of links) expect(link).not.toHaveAttribute('href', '/details-dev-darshan');
    const unlinked = within(region)
      .getAllByRole('listitem')
      .filter((tile) => within(tile).queryByRole('link') === null);
    expect(unlinked.map((tile) => tile.textContent)).toEqual(['Tile 17A state', 'Tile 18A state']);
  });

  it('sends every slide to /details-dev-darshan', () => {
    renderPage();
    const carousel = screen.getByRole('region', { name: 'Dev Darshan highlights' });
    const links = within(carousel).getAllByRole('link', { hidden: true });
    expect(links).toHaveLength(5);
    for (const link of links) expect(link).toHaveAttribute('href', '/details-dev-darshan');
  });
});
