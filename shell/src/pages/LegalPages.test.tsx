import type { ReactElement } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PRIVACY_NOTICE_VERSION, setRuntimeConfig } from '@tour/shared';
import { DisclaimerPage } from './DisclaimerPage';
import { PrivacyPolicyPage } from './PrivacyPolicyPage';
import { TermsPage } from './TermsPage';
import { formatLastUpdated } from './legal/lastUpdated';

const EMAIL = 'privacy@ghumakkad.example';

const PAGES: [string, string, () => ReactElement][] = [
  ['/disclaimer', 'Disclaimer', () => <DisclaimerPage />],
  ['/terms&conditions', 'Terms & Conditions', () => <TermsPage />],
  ['/privacy-policy', 'Privacy Policy', () => <PrivacyPolicyPage />],
];

/** Renders and lets the runtime config (a resolved promise) settle inside act. */
async function renderAt(path: string, page: ReactElement) {
  await act(async () => {
    render(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>);
  });
}

function pageText() {
  return (document.body.textContent ?? '').replace(/\s+/g, ' ');
}

describe('formatLastUpdated', () => {
  it('formats like Indian readers write dates', () => {
    expect(formatLastUpdated(new Date(2026, 10, 21))).toEqual({
      label: '21 November 2026',
      iso: '2026-11-21',
    });
  });
});

describe.each(PAGES)('%s', (path, title, page) => {
  beforeEach(() => setRuntimeConfig({ supportEmail: EMAIL }));
  afterEach(() => jest.useRealTimers());

  it("has one h1 and 'Last updated' set to today's date", async () => {
    jest.useFakeTimers({
      now: new Date(2027, 2, 5, 9, 30),
      doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate', 'setTimeout', 'clearTimeout'],
    });
    await renderAt(path, page());
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    const updated = screen.getByText(/^Last updated:/);
    expect(updated).toHaveTextContent('Last updated: 5 March 2027');
    expect(updated.querySelector('time')).toHaveAttribute('datetime', '2027-03-05');
  });

  it('uses the real date of today when rendered', async () => {
    await renderAt(path, page());
    const today = new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(new Date());
    expect(screen.getByText(/^Last updated:/)).toHaveTextContent(`Last updated: ${today}`);
  });

  it('has a table of contents linking to every section', async () => {
    await renderAt(path, page());
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(toc).getAllByRole('link');
    expect(links.length).toBeGreaterThanOrEqual(8);
    for (const link of links) {
      const id = link.getAttribute('href')!.slice(1);
      const section = document.getElementById(id);
      expect(section).not.toBeNull();
      expect(within(section!).getByRole('heading', { level: 2 })).toHaveTextContent(
        link.textContent!,
      );
    }
  });

  it('states what is collected, that it is not sold, and how to exercise your rights', async () => {
    await renderAt(path, page());
    const mailLinks = await screen.findAllByRole('link', { name: EMAIL });
    expect(mailLinks[0]).toHaveAttribute('href', `mailto:${EMAIL}`);
    const text = pageText();
    for (const fact of ['personal details', 'travel preferences', 'technical data', 'cookies']) {
      expect(text.toLowerCase()).toContain(fact);
    }
    expect(text).toMatch(/we do not sell your personal data/i);
    for (const right of ['access', 'correct', 'delete', 'withdraw your consent']) {
      expect(text).toMatch(new RegExp(right, 'i'));
    }
  });
});

describe('DisclaimerPage', () => {
  it('says payments go through third-party providers and refund rules vary by provider', async () => {
    await renderAt('/disclaimer', <DisclaimerPage />);
    const text = pageText();
    expect(text).toContain('Payments go through third-party providers');
    expect(text).toContain('Cancellation and refund rules vary by provider');
  });
});

describe('TermsPage', () => {
  it('covers quotes, indicative prices, documents, force majeure and Indian law', async () => {
    await renderAt('/terms&conditions', <TermsPage />);
    const text = pageText();
    expect(text).toContain('A booking made on this website is a request for a quote');
    expect(text).toContain('indicative until confirmed');
    for (const heading of [
      'Your responsibilities as a traveller',
      'Identity documents, permits and visas',
      'Force majeure',
      'Governing law and disputes',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(text).toContain('governed by the laws of India');
  });
});

describe('PrivacyPolicyPage', () => {
  it('names the grievance officer and limits sharing to fulfilling a request', async () => {
    await renderAt('/privacy-policy', <PrivacyPolicyPage />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Grievance Officer' }),
    ).toBeInTheDocument();
    expect(pageText()).toContain('with partner agents only to fulfil a request you have made');
    // What the API does (issue 24), said in plain words, with the notice's version leads record.
    expect(pageText()).toContain(`This is version ${PRIVACY_NOTICE_VERSION} of this notice`);
    expect(pageText()).toContain('delete them two years after they reach us');
    expect(pageText()).toContain('open it and press Unsubscribe');
    expect(pageText()).toContain('send you a copy of all of it, or erase all of it');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
