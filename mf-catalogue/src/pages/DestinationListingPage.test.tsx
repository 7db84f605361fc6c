import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, setRuntimeConfig } from '@tour/shared';
import { fetchListingBySlug } from '../api/packages';
import { listing, pkg } from '../testing/fixtures';
import { renderAt, testQueryClient } from '@tour/shared/testing';
import { destinationListingStatus, prefetchDestinationListing } from '../hooks/useListingData';
import { DestinationListingPage } from './DestinationListingPage';

jest.mock('../api/packages', () => ({ fetchListingBySlug: jest.fn() }));
// The search bars' city list, from the API client every app's destination query uses.
jest.spyOn(apiClient, 'getAllCities').mockResolvedValue([
  { id: 1, name: 'Goa' },
  { id: 2, name: 'Kerala' },
  { id: 15, name: 'Vaishno Devi' },
]);

const location = () => screen.getByTestId('location');
const cards = () => screen.queryAllByRole('article');

function many(count: number) {
  return Array.from({ length: count }, (_, index) =>
    pkg(index + 1, {
      name: `Goa Package ${index + 1}`,
      category: index % 2 ? 'HONEYMOON' : 'FAMILY',
      durationDay: index % 3 ? 5 : 8,
      price: 10000 + index * 1000,
    }),
  );
}

function faqs(count: number, answered = count) {
  return {
    questionResponses: Array.from({ length: count }, (_, i) => ({
      id: i + 1,
      question: `Q${i + 1}?`,
    })),
    answerResponses: Array.from({ length: answered }, (_, i) => ({
      questionId: i + 1,
      answer: `A${i + 1}.`,
    })),
  };
}

describe('DestinationListingPage', () => {
  beforeEach(() => setRuntimeConfig({ apiBaseUrl: 'http://api.test' }));

  it('uses the search response from navigation state without fetching', async () => {
    const data = listing({ packageList: many(3) });
    renderAt(<DestinationListingPage destinationSlug="goa" />, {
      pathname: '/goa-tour-packages',
      state: { code: 1, message: 'Success', data },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Goa' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Goa Tour Packages' })).toBeInTheDocument();
    expect(screen.getByText('Showing 3 Goa Tour Package(s)')).toBeInTheDocument();
    // No category asked for: the response's categoryName (its cheapest package's) is no choice.
    expect(screen.getByText('all packages', { selector: 'dd' })).toBeInTheDocument();
    const month = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric' }).format(
      new Date(),
    );
    expect(screen.getByText(month)).toBeInTheDocument();
    expect(fetchListingBySlug).not.toHaveBeenCalled();
    await waitFor(() => expect(document.title).toBe('Goa Tour Packages | Ghumakkad'));
  });

  it('applies the searched category: ticked in the filter, counted, and removable', async () => {
    const user = userEvent.setup();
    renderAt(<DestinationListingPage destinationSlug="goa" />, {
      pathname: '/goa-tour-packages',
      search: '?category=HONEYMOON&month=2026-12',
      state: { code: 1, message: 'Success', data: listing({ packageList: many(23) }) },
    });
    expect(screen.getByText('honeymoon', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('Showing 11 Goa Tour Package(s)')).toBeInTheDocument();
    const honeymoon = screen.getByRole('checkbox', { name: /^Honeymoon/ });
    expect(honeymoon).toBeChecked();
    expect(cards()).toHaveLength(10);

    await user.click(honeymoon);
    expect(location()).toHaveTextContent(/^\/goa-tour-packages\?month=2026-12$/);
    expect(screen.getByText('Showing 23 Goa Tour Package(s)')).toBeInTheDocument();
    expect(screen.getByText('all packages', { selector: 'dd' })).toBeInTheDocument();
  });

  it.each([
    ['friends', /^Friends \/ Group/, 'friend'],
    ['Seasonal', /^Seasonal Package/, 'seasonal package'],
    ['water_activity', /^Water Activities/, 'water activity'],
  ])('reads ?category=%s as a category in words', async (value, label, summary) => {
    renderAt(<DestinationListingPage destinationSlug="goa" />, {
      pathname: '/goa-tour-packages',
      search: `?category=${value}`,
      state: {
        code: 1,
        message: 'Success',
        data: listing({
          packageList: [
            pkg(1, { category: 'FRIEND' }),
            pkg(2, { category: 'SEASONAL_PACKAGE' }),
            pkg(3, { category: 'WATER_ACTIVITY' }),
          ],
        }),
      },
    });
    expect(screen.getByRole('checkbox', { name: label })).toBeChecked();
    expect(screen.getByText('Showing 1 Goa Tour Package(s)')).toBeInTheDocument();
    expect(screen.getByText(summary, { selector: 'dd' })).toBeInTheDocument();
  });

  it('offers every category the packages have, and none they lack', () => {
    renderAt(<DestinationListingPage destinationSlug="kedarnath" />, {
      pathname: '/kedarnath-tour-packages',
      state: {
        code: 1,
        message: 'Success',
        data: listing({
          mainPackageResponse: { ...listing().mainPackageResponse, destinationName: 'Kedarnath' },
          packageList: [
            pkg(1, { category: 'RELIGIOUS' }),
            pkg(2, { category: 'RELIGIOUS' }),
            pkg(3, { category: 'ADVENTURE' }),
          ],
        }),
      },
    });
    const group = screen.getByRole('group', { name: 'Category' });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Adventure1 package', 'Religious2 packages']);
  });

  it('keeps a searched category the packages lack visible, so it can be removed', async () => {
    const user = userEvent.setup();
    renderAt(<DestinationListingPage destinationSlug="kedarnath" />, {
      pathname: '/kedarnath-tour-packages',
      search: '?category=HONEYMOON',
      state: {
        code: 1,
        message: 'Success',
        data: listing({
          mainPackageResponse: { ...listing().mainPackageResponse, destinationName: 'Kedarnath' },
          packageList: [pkg(1, { category: 'RELIGIOUS' })],
        }),
      },
    });
    expect(screen.getByText('Showing 0 Kedarnath Tour Package(s)')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /^Honeymoon/ }));
    expect(screen.getByText('Showing 1 Kedarnath Tour Package(s)')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /^Honeymoon/ })).not.toBeInTheDocument();
  });

  it('shows the category the URL asks for, not the one the response guessed', () => {
    // As a theme card opens Goa for Honeymoon: the response names its cheapest package's category.
    const data = listing({
      mainPackageResponse: { ...listing().mainPackageResponse, categoryName: 'FAMILY' },
      packageList: many(4),
    });
    renderAt(<DestinationListingPage destinationSlug="goa" />, {
      pathname: '/goa-tour-packages',
      search: '?category=HONEYMOON',
      state: { code: 1, message: 'Success', data },
    });
    expect(screen.getByText('honeymoon', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.queryByText('family', { selector: 'dd' })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 2 Goa Tour Package(s)')).toBeInTheDocument();
  });

  it('shows the searched month and puts the packages that suit it first', async () => {
    const user = userEvent.setup();
    renderAt(<DestinationListingPage destinationSlug="goa" />, {
      pathname: '/goa-tour-packages',
      search: '?month=2026-07',
      state: {
        code: 1,
        message: 'Success',
        data: listing({
          packageList: [
            pkg(1, { name: 'Winter Beaches', price: 9000, months: [10, 11, 12, 1, 2, 3] }),
            pkg(2, { name: 'Monsoon Escape', price: 12000, months: [6, 7, 8, 9] }),
            pkg(3, { name: 'Any Time', price: 15000 }),
            pkg(4, { name: 'Christmas', price: 20000, months: [12] }),
          ],
        }),
      },
    });
    expect(screen.getByText('July 2026', { selector: 'dd' })).toBeInTheDocument();
    const order = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(order()).toEqual(['Monsoon Escape', 'Any Time', 'Winter Beaches', 'Christmas']);
    // The ones whose best months leave July out say so.
    expect(screen.getByText('Best months: Oct–Mar (not July)')).toBeInTheDocument();
    expect(screen.getByText('Best months: Dec (not July)')).toBeInTheDocument();
    expect(screen.getByText('Best: Jun–Sep')).toBeInTheDocument();
    // An explicit sort is the visitor's: price alone.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price-asc');
    expect(order()).toEqual(['Winter Beaches', 'Monsoon Escape', 'Any Time', 'Christmas']);
  });

  it('reads its GET form as sent without the app: repeated filters, sort, the month kept', () => {
    renderAt(<DestinationListingPage destinationSlug="goa" />, {
      pathname: '/goa-tour-packages',
      search: '?month=2027-06&budgets=under-10000&budgets=10000-20000,nonsense&sort=price-desc',
      state: {
        code: 1,
        message: 'Success',
        data: listing({
          packageList: [
            pkg(1, { name: 'Cheap', price: 9000 }),
            pkg(2, { name: 'Middle', price: 15000 }),
            pkg(3, { name: 'Dear', price: 50000 }),
          ],
        }),
      },
    });
    const order = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(order).toEqual(['Middle', 'Cheap']);
    const form = screen.getByRole('form', { name: 'Filter and sort packages' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/goa-tour-packages');
    expect(form.querySelector('input[type="hidden"][name="month"]')).toHaveValue('2027-06');
    const budget = screen.getByRole('checkbox', { name: /^Less Than 10,000/ });
    expect(budget).toBeChecked();
    expect(budget).toHaveAttribute('form', form.id);
    expect(budget).toHaveAttribute('name', 'budgets');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveAttribute('name', 'sort');
  });

  it('shows this month for a month the URL does not write like 2026-12', () => {
    renderAt(<DestinationListingPage destinationSlug="goa" />, {
      pathname: '/goa-tour-packages',
      search: '?month=December',
      state: { code: 1, message: 'Success', data: listing() },
    });
    const month = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric' }).format(
      new Date(),
    );
    expect(screen.getByText(month, { selector: 'dd' })).toBeInTheDocument();
  });

  it('fetches by slug on a direct load and links cards to their detail page', async () => {
    jest.mocked(fetchListingBySlug).mockResolvedValue({
      code: 1,
      message: 'Success',
      data: listing({
        mainPackageResponse: { ...listing().mainPackageResponse, categoryName: 'SEASONAL_PACKAGE' },
        packageList: [
          pkg(1, { name: 'Goa Beaches & Water Sports', durationDay: 4, price: 14999, rating: 3 }),
        ],
      }),
    });
    renderAt(<DestinationListingPage destinationSlug="goa" />, '/goa-tour-packages');
    expect(screen.getByLabelText('Loading packages')).toBeInTheDocument();
    const card = await screen.findByRole('article');
    expect(fetchListingBySlug).toHaveBeenCalledWith('goa', expect.any(AbortSignal));
    expect(within(card).getByRole('link', { name: 'Goa Beaches & Water Sports' })).toHaveAttribute(
      'href',
      '/goa-tour-packages-details/goa-beaches-and-water-sports',
    );
    expect(within(card).getByText('3 Nights / 4 Days')).toBeInTheDocument();
    expect(within(card).getByText('₹14,999')).toBeInTheDocument();
    expect(within(card).getByText(/Starting From/)).toBeInTheDocument();
    expect(within(card).getByText(/per person/)).toBeInTheDocument();
    expect(within(card).getByText('3-star hotels')).toBeInTheDocument();
    expect(screen.getByText('all packages', { selector: 'dd' })).toBeInTheDocument();
  });

  it('says on each card where travellers sleep, the price range with GST, best months and difficulty', async () => {
    jest.mocked(fetchListingBySlug).mockResolvedValue({
      code: 1,
      message: 'Success',
      data: listing({
        packageList: [
          pkg(1, {
            name: 'Goa Backpacker Trail',
            price: 11999,
            maxPrice: 15999,
            rating: 0,
            months: [11, 12, 1, 2, 3],
            stay: ['hostel', 'beach-hut'],
            includes: ['stay', 'breakfast'],
            gst: 5,
            difficulty: null,
          }),
          pkg(2, {
            name: 'Goa Ridge Trek',
            price: 18999,
            maxPrice: null,
            rating: 3,
            stay: ['hotel'],
            gst: 'included',
            difficulty: 'moderate',
          }),
        ],
      }),
    });
    renderAt(<DestinationListingPage destinationSlug="goa" />, '/goa-tour-packages');
    const [hostel, trek] = await screen.findAllByRole('article');
    expect(within(hostel!).getByText('Hostels and beach huts')).toBeInTheDocument();
    expect(within(hostel!).queryByText(/star/)).not.toBeInTheDocument();
    expect(within(hostel!).getByText('₹11,999 – ₹15,999')).toBeInTheDocument();
    expect(within(hostel!).getByText('+ 5% GST')).toBeInTheDocument();
    expect(within(hostel!).getByText('Best: Nov–Mar')).toBeInTheDocument();
    expect(within(trek!).getByText('3-star hotels')).toBeInTheDocument();
    expect(within(trek!).getByText('₹18,999')).toBeInTheDocument();
    expect(within(trek!).getByText('GST included')).toBeInTheDocument();
    expect(within(trek!).getByText('Difficulty: Moderate')).toBeInTheDocument();
  });

  it('renders the listing its module prefetched (as on the server) without asking again', async () => {
    jest.mocked(fetchListingBySlug).mockClear();
    jest.mocked(fetchListingBySlug).mockResolvedValue({
      code: 1,
      message: 'Success',
      data: listing({ packageList: many(2) }),
    });
    const client = testQueryClient();
    const request = { params: { destinationSlug: 'goa' }, search: '' };
    await prefetchDestinationListing(client, request);
    expect(destinationListingStatus(client, request)).toBe(200);
    renderAt(<DestinationListingPage destinationSlug="goa" />, '/goa-tour-packages', { client });
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(fetchListingBySlug).toHaveBeenCalledTimes(1);
  });

  it('answers 404 for a destination the API does not know, 200 when the call fails', async () => {
    const request = { params: { destinationSlug: 'atlantis' }, search: '' };
    jest.mocked(fetchListingBySlug).mockResolvedValue({
      code: 0,
      message: 'No packages found for your search.',
      data: null,
    });
    const unknown = testQueryClient();
    await prefetchDestinationListing(unknown, request);
    expect(destinationListingStatus(unknown, request)).toBe(404);
    renderAt(<DestinationListingPage destinationSlug="atlantis" />, '/atlantis-tour-packages', {
      client: unknown,
    });
    // Nothing claims a destination called Atlantis: a true sentence, noindex, no preview or JSON-LD.
    expect(screen.getByRole('heading', { name: 'Destination not found' })).toBeInTheDocument();
    expect(
      screen.getByText('We have no destination or tour packages at this address.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Atlantis/)).toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();

    jest.mocked(fetchListingBySlug).mockRejectedValue(new Error('down'));
    const failed = testQueryClient();
    await prefetchDestinationListing(failed, request);
    expect(destinationListingStatus(failed, request)).toBe(200);
  });

  it('shows an empty state with a way on when the listing cannot load (only logged)', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(fetchListingBySlug).mockRejectedValue(new Error('down'));
    renderAt(<DestinationListingPage destinationSlug="atlantis" />, '/atlantis-tour-packages');
    expect(
      await screen.findByRole('heading', { name: 'Atlantis Tour Packages' }),
    ).toBeInTheDocument();
    expect(error).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Search destinations' }));
    expect(screen.getByRole('dialog', { name: 'Search destinations' })).toBeInTheDocument();
    error.mockRestore();
  });

  it('shows 10 a page with a promo after every 4th card, and pages through the URL', async () => {
    const user = userEvent.setup();
    renderAt(<DestinationListingPage destinationSlug="goa" />, {
      pathname: '/goa-tour-packages',
      state: { code: 1, message: 'Success', data: listing({ packageList: many(23) }) },
    });
    expect(cards()).toHaveLength(10);
    // The results, not the breadcrumb's list.
    const list = screen.getAllByRole('list').find((l) => l.tagName === 'OL' && !l.closest('nav'))!;
    const kinds = Array.from(list.children).map((li) =>
      li.getAttribute('data-testid') === 'promo-slot' ? 'P' : 'i',
    );
    expect(kinds.join('')).toBe('iiiiPiiiiPii');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(location()).toHaveTextContent('/goa-tour-packages?page=2');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Goa Package 11' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(cards()).toHaveLength(3);
    expect(screen.queryAllByTestId('promo-slot')).toHaveLength(0);
  });

  it('scrolls to the results once the new page is laid out, after the shell went to the top', async () => {
    const user = userEvent.setup();
    const scrolled: string[] = [];
    // The shell scrolls to the top in a layout effect on every new history entry.
    function ShellScroll() {
      const { key } = useLocation();
      useLayoutEffect(() => void scrolled.push(`top ${key}`), [key]);
      return null;
    }
    // jsdom has no layout, so no scrollIntoView of its own.
    HTMLElement.prototype.scrollIntoView = () => void scrolled.push('results');
    renderAt(
      <>
        <ShellScroll />
        <DestinationListingPage destinationSlug="goa" />
      </>,
      {
        pathname: '/goa-tour-packages',
        state: { code: 1, message: 'Success', data: listing({ packageList: many(23) }) },
      },
    );
    scrolled.length = 0;
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(scrolled).toEqual([expect.stringMatching(/^top /), 'results']);
    delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
  });

  it.each([
    ['Honeymoon', 'category=HONEYMOON', 11],
    ['4 to 6 days', 'durations=4-6', 15],
    ['10,000 - 20,000', 'budgets=10000-20000', 11],
  ])('filters by %s, keeps it in the URL and goes back to page 1', async (label, param, count) => {
    const user = userEvent.setup();
    renderAt(<DestinationListingPage destinationSlug="goa" />, {
      pathname: '/goa-tour-packages',
      search: '?page=2',
      state: { code: 1, message: 'Success', data: listing({ packageList: many(23) }) },
    });
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('checkbox', { name: new RegExp(`^${label}`) }));
    expect(location()).toHaveTextContent(`/goa-tour-packages?${param}`);
    expect(location()).not.toHaveTextContent('page=');
    expect(screen.getByText(`Showing ${count} Goa Tour Package(s)`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    // The search response stays in navigation state, so nothing is fetched again.
    expect(fetchListingBySlug).not.toHaveBeenCalled();
  });

  it('reads filters and sort from the URL and resets the page when sorting', async () => {
    const user = userEvent.setup();
    renderAt(<DestinationListingPage destinationSlug="goa" />, {
      pathname: '/goa-tour-packages',
      search: '?category=FAMILY&sort=price-desc&page=2',
      state: { code: 1, message: 'Success', data: listing({ packageList: many(23) }) },
    });
    expect(screen.getByText('Showing 12 Goa Tour Package(s)')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /^Family/ })).toBeChecked();
    expect(screen.getAllByRole('link', { name: /^Goa Package/ })[0]).toHaveTextContent(
      'Goa Package 3',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price-asc');
    expect(location()).toHaveTextContent('?category=FAMILY&sort=price-asc');
    expect(screen.getAllByRole('link', { name: /^Goa Package/ })[0]).toHaveTextContent(
      'Goa Package 1',
    );
  });

  it('has all of a description over 500 characters in the page, clamped until Read More', async () => {
    const description = `<p>${'x'.repeat(520)}</p>`;
    renderAt(<DestinationListingPage destinationSlug="goa" />, {
      pathname: '/goa-tour-packages',
      state: {
        code: 1,
        message: 'Success',
        data: listing({ mainPackageResponse: { ...listing().mainPackageResponse, description } }),
      },
    });
    const text = screen.getByText('x'.repeat(520));
    expect(text.parentElement).toHaveClass('collapsed');
    await userEvent.click(screen.getByRole('button', { name: 'Read More' }));
    expect(text.parentElement).not.toHaveClass('collapsed');
  });

  it('describes the page with the text of the description', async () => {
    const description = '<p>Sun &amp; <strong>sand</strong>,</p>\n<ul><li>forts</li></ul>';
    renderAt(<DestinationListingPage destinationSlug="goa" />, {
      pathname: '/goa-tour-packages',
      state: {
        code: 1,
        message: 'Success',
        data: listing({ mainPackageResponse: { ...listing().mainPackageResponse, description } }),
      },
    });
    await waitFor(() =>
      expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
        'content',
        expect.stringMatching(/ Sun & sand, forts$/),
      ),
    );
  });

  it('says when the description is missing', async () => {
    renderAt(<DestinationListingPage destinationSlug="goa" />, {
      pathname: '/goa-tour-packages',
      state: {
        code: 1,
        message: 'Success',
        data: listing({
          mainPackageResponse: { ...listing().mainPackageResponse, description: '' },
        }),
      },
    });
    expect(await screen.findByText('No description available')).toBeInTheDocument();
  });

  it('shows 5 FAQs, loads 5 more, then a disabled No More FAQs', async () => {
    const user = userEvent.setup();
    renderAt(<DestinationListingPage destinationSlug="goa" />, {
      pathname: '/goa-tour-packages',
      state: { code: 1, message: 'Success', data: listing(faqs(12, 11)) },
    });
    const faqButtons = () => screen.getAllByRole('button', { name: /^Q\d+\?$/ });
    expect(faqButtons()).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(faqButtons()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(faqButtons()).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'No More FAQs' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Q1?' }));
    expect(screen.getByText('A1.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Q12?' }));
    expect(screen.getByText('No answer available.')).toBeVisible();
    expect(screen.getByText('A1.')).not.toBeVisible();
  });

  it('says when there are no FAQs', async () => {
    renderAt(<DestinationListingPage destinationSlug="goa" />, {
      pathname: '/goa-tour-packages',
      state: { code: 1, message: 'Success', data: listing() },
    });
    expect(await screen.findByText('FAQ is not available')).toBeInTheDocument();
  });

  it('searches another destination from the magnifier', async () => {
    const user = userEvent.setup();
    renderAt(<DestinationListingPage destinationSlug="goa" />, {
      pathname: '/goa-tour-packages',
      state: { code: 1, message: 'Success', data: listing() },
    });
    await user.click(screen.getByRole('button', { name: 'Search another destination' }));
    const dialog = screen.getByRole('dialog', { name: 'Search destinations' });
    await user.type(within(dialog).getByRole('searchbox', { name: 'Destination' }), 'DEVI');
    const links = within(dialog).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Vaishno Devi']);
    jest.mocked(fetchListingBySlug).mockReturnValue(new Promise(() => undefined));
    await user.click(links[0]!);
    expect(location()).toHaveTextContent('/vaishno-devi-tour-packages');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
