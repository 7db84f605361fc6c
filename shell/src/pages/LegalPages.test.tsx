import type { ReactElement } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig } from '@tour/shared';
import type { SitePageName } from '@tour/shared/contracts';
import { DisclaimerPage } from './DisclaimerPage';
import { PrivacyPolicyPage } from './PrivacyPolicyPage';
import { TermsPage } from './TermsPage';
import { formatLastUpdated } from './legal/lastUpdated';
import { legalPage, renderWithSiteData, TEST_PROFILE } from '../testing/sitePages';

const PAGES: [string, SitePageName, string, () => ReactElement][] = [
  ['/disclaimer', 'disclaimer', 'Disclaimer', () => <DisclaimerPage />],
  ['/terms&conditions', 'terms', 'Terms & Conditions', () => <TermsPage />],
  ['/privacy-policy', 'privacy', 'Privacy Policy', () => <PrivacyPolicyPage />],
];

const realFetch = globalThis.fetch;

/** The browser's fetch, as the test answers it (jsdom has none of its own). */
function mockFetch(): jest.Mock {
  const fetch = jest.fn();
  globalThis.fetch = fetch;
  return fetch;
}

beforeEach(() => setRuntimeConfig({}));
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('formatLastUpdated', () => {
  it('formats a day of content/ as Indian readers write dates', () => {
    expect(formatLastUpdated('2026-11-21')).toEqual({
      label: '21 November 2026',
      iso: '2026-11-21',
    });
    expect(formatLastUpdated('2027-01-01').label).toBe('1 January 2027');
  });
});

describe.each(PAGES)('%s', (path, name, title, page) => {
  const render = () => renderWithSiteData(page(), path, { pages: [legalPage(name, title)] });

  it("has one h1, the page's text and its 'Last updated' day", async () => {
    await render();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    const updated = screen.getByText(/^Last updated:/);
    expect(updated).toHaveTextContent('Last updated: 21 November 2026');
    expect(updated.querySelector('time')).toHaveAttribute('datetime', '2026-11-21');
    expect(screen.getByText('Plain words first.')).toBeInTheDocument();
    expect(screen.getByText('text').tagName).toBe('STRONG');
    expect(document.title).toBe(`${title} | Ghumakkad`);
  });

  it('has a table of contents linking to every section', async () => {
    await render();
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(toc).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'First things',
      'Second things',
      'Your personal data',
      'Contact us',
    ]);
    for (const link of links) {
      const section = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(within(section!).getByRole('heading', { level: 2 })).toHaveTextContent(
        link.textContent!,
      );
    }
  });

  it('shows the personal-data summary and the contact block from the site profile', async () => {
    await render();
    const summary = document.getElementById('personal-data')!;
    expect(summary).toHaveTextContent(/we do not sell your personal data/i);
    const contact = document.getElementById('contact')!;
    expect(within(contact).getByRole('link', { name: TEST_PROFILE.email })).toHaveAttribute(
      'href',
      `mailto:${TEST_PROFILE.email}`,
    );
    expect(within(contact).getByRole('link', { name: TEST_PROFILE.phone.display })).toHaveAttribute(
      'href',
      `tel:${TEST_PROFILE.phone.e164}`,
    );
  });

  it('shows the shape of the page while the text loads, and says so when it cannot', async () => {
    let fail: (reason: Error) => void = () => undefined;
    mockFetch().mockImplementation(() => new Promise((_resolve, reject) => (fail = reject)));
    await renderWithSiteData(page(), path, {});
    expect(screen.getByRole('status', { name: /^Loading/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();

    fail(new TypeError('Failed to fetch'));
    expect(await screen.findByRole('alert')).toHaveTextContent(/couldn’t load the .* just now/);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('a page whose text could not be loaded', () => {
  it('asks again when the visitor tries again', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch().mockRejectedValue(new TypeError('offline'));
    await renderWithSiteData(<TermsPage />, '/terms&conditions', {});
    await screen.findByRole('alert');
    const calls = fetch.mock.calls.length;
    const body = { code: 1, message: '', data: legalPage('terms', 'Terms & Conditions') };
    fetch.mockResolvedValue({ ok: true, status: 200, json: () => Promise.resolve(body) });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Terms & Conditions'),
    );
    expect(fetch.mock.calls.length).toBeGreaterThan(calls);
  });
});
