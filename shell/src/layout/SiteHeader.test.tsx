import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient, setPageSubject, setRuntimeConfig } from '@tour/shared';
import { SiteHeader } from './SiteHeader';
import { clientWithProfile } from './testProfile';

function renderHeader(url = '/', client = clientWithProfile()) {
  window.history.replaceState(null, '', url);
  return render(
    <QueryClientProvider client={client}>
      <BrowserRouter>
        <SiteHeader />
      </BrowserRouter>
    </QueryClientProvider>,
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
  beforeEach(() => setRuntimeConfig({ siteUrl: 'https://ghumakkad.example' }));

  it('calls the profile’s phone and chats on its WhatsApp number in one tap, from the bar', () => {
    renderHeader('/about-us');
    const call = screen.getByRole('link', { name: 'Call us 24/7 at +91 80 4123 4567' });
    const whatsapp = screen.getByRole('link', { name: 'Chat on WhatsApp' });
    expect(call).toHaveAttribute('href', 'tel:+918041234567');
    expect(whatsapp).toHaveAttribute(
      'href',
      `https://wa.me/919988776655?text=${encodeURIComponent("Hi, I'd like help planning a trip.")}`,
    );
    expect(whatsapp).toHaveAttribute('rel', expect.stringContaining('noopener'));
    // In the bar, beside the menu toggle: not inside the folded navigation.
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).not.toContainElement(call);
    expect(nav).not.toContainElement(whatsapp);
    // The menu's 'Book Online or Call Us 24/7' note dials the same full number.
    expect(within(nav).getByRole('link', { name: /Call Us 24\/7/ })).toHaveAttribute(
      'href',
      'tel:+918041234567',
    );
  });

  it('on a package page, starts the chat with the package the page names, and its link', () => {
    const path = '/goa-tour-packages-details/goa-beach-escape';
    const url = `https://ghumakkad.example${path}`;
    renderHeader(path);
    const chatText = () =>
      new URL(
        screen.getByRole('link', { name: 'Chat on WhatsApp' }).getAttribute('href')!,
      ).searchParams.get('text');
    expect(chatText()).toBe(`Hi, I'm interested in this package: ${url}`);
    // The package page's share buttons publish what the page is about.
    act(() => setPageSubject({ title: 'Goa Beach Escape', url }));
    expect(chatText()).toBe(`Hi, I'm interested in Goa Beach Escape: ${url}`);
    act(() => setPageSubject(null));
  });

  it('offers no number it does not have: without the profile the contact links stay out', () => {
    renderHeader('/', createQueryClient());
    expect(screen.queryByRole('link', { name: /^Call us/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Chat on WhatsApp' })).toBeNull();
    // The menu itself still works.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
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
