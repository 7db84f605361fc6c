import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemesMenu } from './ThemesMenu';

function WhereAmI() {
  const location = useLocation();
  return (
    <output data-testid="where">{`${location.pathname}${location.search}|${JSON.stringify(location.state)}`}</output>
  );
}

function renderMenu() {
  return render(
    <MemoryRouter initialEntries={['/blogs']}>
      <ThemesMenu />
      <Routes>
        <Route path="*" element={<WhereAmI />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Themes menu', () => {
  it('opens on hover with the 7 categories in the spec’s order and closes on leave', async () => {
    const user = userEvent.setup();
    renderMenu();
    const trigger = screen.getByRole('link', { name: /Themes/ });
    expect(screen.queryByRole('link', { name: 'Religious' })).not.toBeInTheDocument();
    await user.hover(trigger);
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Religious',
      'Adventure',
      'Family',
      'Friends',
      'Honeymoon',
      'Nature',
      'Seasonal Package',
    ]);
    await user.unhover(trigger);
    expect(screen.queryByRole('link', { name: 'Religious' })).not.toBeInTheDocument();
  });

  it('goes to /themes with categoryId and themeName in the URL and the state, then closes', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.hover(screen.getByRole('link', { name: /Themes/ }));
    await user.click(screen.getByRole('link', { name: 'Seasonal Package' }));
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/themes?categoryId=1&themeName=Seasonal%20Package|{"categoryId":1,"themeName":"Seasonal Package"}',
    );
    expect(screen.queryByRole('link', { name: 'Religious' })).not.toBeInTheDocument();
  });

  it('opens on Enter and on Space, and closes on a second press', async () => {
    const user = userEvent.setup();
    renderMenu();
    const trigger = screen.getByRole('link', { name: /Themes/ });
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Religious' })).toBeVisible();
    // Enter opened the menu instead of following the link to /.
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/blogs\|/);
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard(' ');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on a tap (no hover on a touch screen), and a tap outside closes it', async () => {
    const user = userEvent.setup();
    renderMenu();
    const trigger = screen.getByRole('link', { name: /Themes/ });
    await user.pointer({ keys: '[TouchA]', target: trigger });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/blogs\|/);
    await user.pointer({ keys: '[TouchA]', target: document.body });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await user.pointer({ keys: '[TouchA]', target: trigger });
    await user.pointer({ keys: '[TouchA]', target: trigger });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('a mouse click keeps open the menu its hover opened, and stays on the page', async () => {
    const user = userEvent.setup();
    renderMenu();
    const trigger = screen.getByRole('link', { name: /Themes/ });
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/blogs\|/);
  });

  it('works by keyboard: ArrowDown opens, Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    renderMenu();
    const trigger = screen.getByRole('link', { name: /Themes/ });
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Religious' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });
});

describe('Themes menu inside the phone’s folded menu', () => {
  const desktop = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = desktop;
  });

  it('stays open while a press elsewhere in the menu lands, and closes with the navigation', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/']}>
        <ThemesMenu />
        <Link to="/blogs">Blogs</Link>
        <Routes>
          <Route path="*" element={<WhereAmI />} />
        </Routes>
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('link', { name: /Themes/ }));
    expect(screen.getByRole('link', { name: 'Religious' })).toBeVisible();
    // The press starts: on a desktop this closes the list; here it would move Blogs under the finger.
    await user.pointer({
      keys: '[MouseLeft>]',
      target: screen.getByRole('link', { name: 'Blogs' }),
    });
    expect(screen.getByRole('link', { name: 'Religious' })).toBeVisible();
    await user.pointer({
      keys: '[/MouseLeft]',
      target: screen.getByRole('link', { name: 'Blogs' }),
    });
    expect(screen.getByTestId('where')).toHaveTextContent('/blogs');
    expect(screen.queryByRole('link', { name: 'Religious' })).not.toBeInTheDocument();
  });
});
