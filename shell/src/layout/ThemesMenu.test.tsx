import { render, screen, waitFor } from '@testing-library/react';
import { mockMediaQueries } from '@tour/shared/testing';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
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

/** The trigger: the `<summary>` of the menu's `<details>`. */
const trigger = () => screen.getByText('Themes', { selector: 'summary' });
const isOpen = () => (trigger().parentElement as HTMLDetailsElement).open;
const religious = () => screen.getByRole('link', { name: 'Religious' });

describe('Themes menu', () => {
  it('opens on hover with the 7 categories in the spec’s order and closes on leave', async () => {
    const user = userEvent.setup();
    renderMenu();
    expect(religious()).not.toBeVisible();
    await user.hover(trigger());
    expect(isOpen()).toBe(true);
    expect(religious()).toBeVisible();
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
    await user.unhover(trigger());
    expect(isOpen()).toBe(false);
  });

  it('goes to /themes with categoryId and themeName in the URL and the state, then closes', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.hover(trigger());
    await user.click(screen.getByRole('link', { name: 'Seasonal Package' }));
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/themes?categoryId=1&themeName=Seasonal%20Package|{"categoryId":1,"themeName":"Seasonal Package"}',
    );
    expect(isOpen()).toBe(false);
  });

  it('opens on a tap (no hover on a touch screen), and a tap outside closes it', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.pointer({ keys: '[TouchA]', target: trigger() });
    expect(isOpen()).toBe(true);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/blogs\|/);
    // The browser reports the toggle in a task of its own; the app listens for presses outside then.
    await waitFor(() => expect(religious()).toBeVisible());
    await new Promise((resolve) => setTimeout(resolve, 0));
    await user.pointer({ keys: '[TouchA]', target: document.body });
    expect(isOpen()).toBe(false);

    await user.pointer({ keys: '[TouchA]', target: trigger() });
    await user.pointer({ keys: '[TouchA]', target: trigger() });
    expect(isOpen()).toBe(false);
  });

  it('a mouse click keeps open the menu its hover opened, and stays on the page', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(trigger());
    expect(isOpen()).toBe(true);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/blogs\|/);
  });

  it('works by keyboard: ArrowDown opens, Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    renderMenu();
    trigger().focus();
    await user.keyboard('{ArrowDown}');
    expect(isOpen()).toBe(true);
    await user.tab();
    expect(religious()).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(isOpen()).toBe(false);
    expect(trigger()).toHaveFocus();
  });
});

describe('Themes menu inside the phone’s folded menu', () => {
  let restore: () => void;
  beforeEach(() => {
    ({ restore } = mockMediaQueries((query) => query.includes('max-width')));
  });
  afterEach(() => restore());

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
    await user.click(trigger());
    expect(religious()).toBeVisible();
    // The press starts: on a desktop this closes the list; here it would move Blogs under the finger.
    await user.pointer({
      keys: '[MouseLeft>]',
      target: screen.getByRole('link', { name: 'Blogs' }),
    });
    expect(religious()).toBeVisible();
    await user.pointer({
      keys: '[/MouseLeft]',
      target: screen.getByRole('link', { name: 'Blogs' }),
    });
    expect(screen.getByTestId('where')).toHaveTextContent('/blogs');
    expect(isOpen()).toBe(false);
  });
});

describe('Themes menu as the app starts under a resting pointer', () => {
  const menu = () => (
    <MemoryRouter initialEntries={['/blogs']}>
      <ThemesMenu />
    </MemoryRouter>
  );
  let restoreMediaQueries: () => void;
  /** Where the pointer rests: jsdom has none, so `:hover` is answered here. */
  let hovered: Element | null;

  beforeEach(() => {
    hovered = null;
    const domMatches = Element.prototype.matches;
    jest.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector) {
      return selector === ':hover'
        ? hovered !== null && this.contains(hovered)
        : domMatches.call(this, selector);
    });
  });
  afterEach(() => {
    restoreMediaQueries();
    jest.restoreAllMocks();
    document.body.replaceChildren();
  });

  /** Hydrates the server's HTML of the menu with the pointer resting on its trigger. */
  function hydrateUnderPointer() {
    const container = document.createElement('div');
    container.innerHTML = renderToString(menu());
    document.body.append(container);
    hovered = container.querySelector('summary');
    render(menu(), { container, hydrate: true });
  }

  it('keeps open the list a mouse’s hover showed before the app ran', async () => {
    ({ restore: restoreMediaQueries } = mockMediaQueries((query) => query === '(hover: hover)'));
    hydrateUnderPointer();
    expect(isOpen()).toBe(true);
    await waitFor(() => expect(religious()).toBeVisible());
  });

  it('leaves it folded on a touch screen, where a tap’s hover lingers', () => {
    ({ restore: restoreMediaQueries } = mockMediaQueries(() => false));
    hydrateUnderPointer();
    expect(isOpen()).toBe(false);
  });
});
