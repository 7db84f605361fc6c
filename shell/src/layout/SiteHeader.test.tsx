import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter } from 'react-router-dom';
import { setRuntimeConfig } from '@tour/shared';
import { SiteHeader } from './SiteHeader';

function renderHeader(url = '/') {
  window.history.replaceState(null, '', url);
  return render(
    <BrowserRouter>
      <SiteHeader />
    </BrowserRouter>,
  );
}

const back = () =>
  act(async () => {
    window.history.back();
    await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  });

/** The mobile menu's toggle: the `<summary>` of its `<details>`. */
const menuToggle = () => screen.getByText('Open menu').closest('summary')!;
const menuOpen = () => (menuToggle().parentElement as HTMLDetailsElement).open;

describe('the site header', () => {
  beforeEach(() => setRuntimeConfig({ phone: '+91 98765 43210' }));

  it('calls and WhatsApps the configured number in one tap, from the bar itself', () => {
    renderHeader();
    const call = screen.getByRole('link', { name: 'Call us 24/7 at +91 98765 43210' });
    const whatsapp = screen.getByRole('link', {
      name: 'Message us on WhatsApp at +91 98765 43210',
    });
    expect(call).toHaveAttribute('href', 'tel:+919876543210');
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/919876543210');
    expect(whatsapp).toHaveAttribute('rel', expect.stringContaining('noopener'));
    // In the bar, beside the menu toggle: not inside the folded navigation.
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).not.toContainElement(call);
    expect(nav).not.toContainElement(whatsapp);
  });

  it('folds the mobile menu on browser Back', async () => {
    const user = userEvent.setup();
    renderHeader('/');
    await user.click(menuToggle());
    expect(menuOpen()).toBe(true);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    // A link folds the menu; open it again on the next page, then go Back.
    await user.click(within(nav).getByRole('link', { name: 'Blogs' }));
    expect(window.location.pathname).toBe('/blogs');
    expect(menuOpen()).toBe(false);
    await user.click(menuToggle());
    expect(menuOpen()).toBe(true);

    await back();
    expect(window.location.pathname).toBe('/');
    expect(menuOpen()).toBe(false);
  });

  it('names the toggle by what it will do, from the disclosure’s own state', () => {
    renderHeader('/');
    // CSS shows one name and hides the other (SiteHeader.module.css), with or without the app.
    expect(within(menuToggle()).getByText('Open menu')).toHaveClass('whenFolded');
    expect(within(menuToggle()).getByText('Close menu')).toHaveClass('whenOpen');
  });

  it('folds the open mobile menu on Escape and gives the toggle focus', async () => {
    const user = userEvent.setup();
    renderHeader('/');
    await user.click(menuToggle());
    within(screen.getByRole('navigation', { name: 'Main' }))
      .getByRole('link', { name: 'Tours' })
      .focus();
    await user.keyboard('{Escape}');
    expect(menuOpen()).toBe(false);
    expect(menuToggle()).toHaveFocus();
  });

  it('keeps the mobile menu open when Themes is tapped in it, to show the themes', async () => {
    const user = userEvent.setup();
    renderHeader('/blogs');
    await user.click(menuToggle());
    const themes = screen.getByText('Themes', { selector: 'summary' });
    await user.pointer({ keys: '[TouchA]', target: themes });
    expect((themes.parentElement as HTMLDetailsElement).open).toBe(true);
    expect(menuOpen()).toBe(true);
    expect(screen.getByRole('link', { name: 'Honeymoon' })).toBeVisible();
  });
});
