import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeGrid } from './ThemeGrid';

function ThemesProbe() {
  const location = useLocation();
  return <p data-testid="probe">{`${location.search}|${JSON.stringify(location.state)}`}</p>;
}

function renderGrid() {
  render(
    <MemoryRouter>
      <Routes>
        <Route path="/" element={<ThemeGrid />} />
        <Route path="/themes" element={<ThemesProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('ThemeGrid', () => {
  it('shows the eight themes, each linking to /themes with its category id and name', () => {
    renderGrid();
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/themes?categoryId=8&themeName=Wildlife',
      '/themes?categoryId=3&themeName=Family',
      '/themes?categoryId=4&themeName=Friends',
      '/themes?categoryId=2&themeName=Adventure',
      '/themes?categoryId=6&themeName=Nature',
      '/themes?categoryId=5&themeName=Honeymoon',
      '/themes?categoryId=1&themeName=Seasonal%20Package',
      '/themes?categoryId=9&themeName=Water%20Activities',
    ]);
  });

  it('carries categoryId and themeName as navigation state', () => {
    renderGrid();
    fireEvent.click(screen.getByRole('link', { name: /Seasonal Package/ }));
    expect(screen.getByTestId('probe')).toHaveTextContent(
      '?categoryId=1&themeName=Seasonal%20Package|{"categoryId":1,"themeName":"Seasonal Package"}',
    );
  });

  it('sends Water Activities with the search category id', () => {
    renderGrid();
    fireEvent.click(screen.getByRole('link', { name: /Water Activities/ }));
    expect(screen.getByTestId('probe')).toHaveTextContent(
      '{"categoryId":9,"themeName":"Water Activities"}',
    );
  });

  it('shows each theme’s icon as a decorative, fixed-size lazy image', () => {
    renderGrid();
    const icons = [...document.querySelectorAll('img')];
    expect(icons).toHaveLength(8);
    for (const icon of icons) {
      expect(icon).toHaveAttribute('alt', '');
      expect(icon).toHaveAttribute('width', '64');
      expect(icon).toHaveAttribute('height', '64');
      expect(icon).toHaveAttribute('loading', 'lazy');
    }
  });
});
