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
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    // A link folds the menu; open it again on the next page, then go Back.
    await user.click(within(nav).getByRole('link', { name: 'Blogs' }));
    expect(window.location.pathname).toBe('/blogs');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await back();
    expect(window.location.pathname).toBe('/');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('keeps the mobile menu open when Themes is tapped in it, to show the themes', async () => {
    const user = userEvent.setup();
    renderHeader('/blogs');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const themes = within(nav).getByRole('link', { name: /Themes/ });
    await user.pointer({ keys: '[TouchA]', target: themes });
    expect(themes).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Close menu' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Honeymoon' })).toBeVisible();
  });
});
