import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig } from '@tour/shared';
import { fetchListingBySlug, fetchThemePackages } from '../api/packages';
import { listing } from '../testing/fixtures';
import { renderAt } from '@tour/shared/testing';
import { OPEN_CARD_TIMEOUT_MS, ThemesPage } from './ThemesPage';

jest.mock('../api/packages', () => ({
  fetchThemePackages: jest.fn(),
  fetchListingBySlug: jest.fn(),
}));

const CARDS = [
  {
    id: 21,
    destinationName: 'Agra',
    image: '/images/city.svg',
    minPrice: 12999,
    maxPrice: 16999,
    minDays: 2,
    maxDays: 3,
  },
  {
    id: 11,
    destinationName: 'Dwarka',
    image: '',
    minPrice: 8499,
    maxPrice: 8499,
    minDays: 4,
    maxDays: 4,
  },
  {
    id: 15,
    destinationName: 'Vaishno Devi',
    image: '/images/temple.svg',
    minPrice: 45000,
    maxPrice: 52000,
    minDays: 1,
    maxDays: 6,
  },
];

const location = () => screen.getByTestId('location');

describe('ThemesPage', () => {
  beforeEach(() => setRuntimeConfig({ apiBaseUrl: 'http://api.test' }));

  it('asks for a theme when there is none', () => {
    renderAt(<ThemesPage />, '/themes');
    expect(screen.getByText('Please select a theme to view packages.')).toBeInTheDocument();
    expect(fetchThemePackages).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Religious' })).toHaveAttribute(
      'href',
      '/themes?categoryId=7&themeName=Religious',
    );
  });

  it('reads the theme from navigation state, shows Loading... then the cards', async () => {
    jest.mocked(fetchThemePackages).mockResolvedValue(CARDS);
    renderAt(<ThemesPage />, {
      pathname: '/themes',
      state: { categoryId: 7, themeName: 'Religious' },
    });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(fetchThemePackages).toHaveBeenCalledWith(7, expect.any(AbortSignal));
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Religious Tour Packages' }),
    ).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Price: ₹12,999 - ₹16,999')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('per person')).toBeInTheDocument();
    await waitFor(() =>
      expect(cards[0]!.querySelector('img')).toHaveAttribute(
        'src',
        'http://api.test/images/city.svg',
      ),
    );
    // Dwarka has no image: the placeholder illustration stands in.
    expect(cards[1]!.querySelector('svg')).not.toBeNull();
    expect(cards[1]!.querySelector('img')).toBeNull();
  });

  it('reads the theme from the URL on a reload', async () => {
    jest.mocked(fetchThemePackages).mockResolvedValue(CARDS);
    renderAt(<ThemesPage />, '/themes?categoryId=5&themeName=Honeymoon');
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(fetchThemePackages).toHaveBeenCalledWith(5, expect.any(AbortSignal));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Honeymoon Tour Packages' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['empty', () => Promise.resolve([])],
    ['failed', () => Promise.reject(new Error('down'))],
  ])('says "No packages found for this theme." when the list is %s', async (_, result) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(fetchThemePackages).mockImplementation(result);
    renderAt(<ThemesPage />, '/themes?categoryId=2&themeName=Adventure');
    expect(await screen.findByText('No packages found for this theme.')).toBeInTheDocument();
    jest.mocked(console.error).mockRestore();
  });

  it('filters by budget against minPrice and keeps it in the URL', async () => {
    const user = userEvent.setup();
    jest.mocked(fetchThemePackages).mockResolvedValue(CARDS);
    renderAt(<ThemesPage />, '/themes?categoryId=7&themeName=Religious');
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('radio', { name: '₹0 - ₹9,999' }));
    expect(
      screen.getAllByRole('article').map((c) => within(c).getByRole('heading').textContent),
    ).toEqual(['Dwarka']);
    expect(location()).toHaveTextContent('budget=0-9999');
    await user.click(screen.getByRole('radio', { name: '₹40,001 - ₹60,000' }));
    expect(
      screen.getAllByRole('article').map((c) => within(c).getByRole('heading').textContent),
    ).toEqual(['Vaishno Devi']);
    await user.click(screen.getByRole('radio', { name: '₹80,001 and above' }));
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText('No Religious packages in this budget.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Any budget' }));
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  const headings = () =>
    screen.getAllByRole('article').map((c) => within(c).getByRole('heading').textContent);

  it('sorts by lowest price or shortest trip, keeps it in the URL, and shows each card’s lengths', async () => {
    const user = userEvent.setup();
    jest.mocked(fetchThemePackages).mockResolvedValue(CARDS);
    renderAt(<ThemesPage />, '/themes?categoryId=7&budget=10000-20000');
    await screen.findAllByRole('article');
    expect(headings()).toEqual(['Agra']);
    await user.click(screen.getByRole('radio', { name: 'Any budget' }));
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    await user.selectOptions(sort, 'price-desc');
    expect(headings()).toEqual(['Vaishno Devi', 'Agra', 'Dwarka']);
    expect(location()).toHaveTextContent('sort=price-desc');
    await user.selectOptions(sort, 'duration');
    expect(headings()).toEqual(['Vaishno Devi', 'Agra', 'Dwarka']);
    await user.selectOptions(sort, 'duration-desc');
    expect(headings()).toEqual(['Dwarka', 'Agra', 'Vaishno Devi']);
    await user.selectOptions(sort, 'recommended');
    expect(headings()).toEqual(['Agra', 'Dwarka', 'Vaishno Devi']);
    expect(location()).not.toHaveTextContent('sort=');
    expect(screen.getByText('1 to 6 days')).toBeInTheDocument();
    expect(screen.getByText('4 days')).toBeInTheDocument();
  });

  it('reads a sort and budget sent by its form without the app, ignoring one it does not know', async () => {
    jest.mocked(fetchThemePackages).mockResolvedValue(CARDS);
    renderAt(<ThemesPage />, '/themes?categoryId=7&budget=&sort=price-asc');
    await screen.findAllByRole('article');
    expect(headings()).toEqual(['Dwarka', 'Agra', 'Vaishno Devi']);
    const form = screen.getByRole('form', { name: 'Filter and sort destinations' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/themes');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveAttribute('form', form.id);
    expect(screen.getByRole('radio', { name: 'Any budget' })).toBeChecked();
  });

  it('orders by name for a sort it does not know', async () => {
    jest.mocked(fetchThemePackages).mockResolvedValue(CARDS);
    renderAt(<ThemesPage />, '/themes?categoryId=7&sort=cheapest');
    await screen.findAllByRole('article');
    expect(headings()).toEqual(['Agra', 'Dwarka', 'Vaishno Devi']);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('recommended');
  });

  it('loads the destination’s listing on a card click and opens it with the theme chosen', async () => {
    const user = userEvent.setup();
    const envelope = {
      code: 1,
      message: 'Success',
      data: listing({
        mainPackageResponse: { ...listing().mainPackageResponse, destinationName: 'Vaishno Devi' },
      }),
    };
    jest.mocked(fetchThemePackages).mockResolvedValue(CARDS);
    jest.mocked(fetchListingBySlug).mockResolvedValue(envelope);
    renderAt(<ThemesPage />, '/themes?categoryId=7&themeName=Religious');
    await user.click(await screen.findByRole('link', { name: 'Vaishno Devi' }));
    await waitFor(() =>
      expect(location()).toHaveTextContent('/vaishno-devi-tour-packages?category=RELIGIOUS'),
    );
    expect(fetchListingBySlug).toHaveBeenCalledWith('vaishno-devi', expect.any(AbortSignal));
    expect(JSON.parse(location().getAttribute('data-state') ?? 'null')).toEqual(envelope);
  });

  it('still goes to the listing when that call fails', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(fetchThemePackages).mockResolvedValue(CARDS);
    jest.mocked(fetchListingBySlug).mockRejectedValue(new Error('down'));
    renderAt(<ThemesPage />, '/themes?categoryId=7&themeName=Religious');
    await user.click(await screen.findByRole('link', { name: 'Agra' }));
    await waitFor(() => expect(location()).toHaveTextContent('/agra-tour-packages'));
    jest.mocked(console.error).mockRestore();
  });

  it('titles the page from its own theme list, never from themeName in the URL', async () => {
    jest.mocked(fetchThemePackages).mockResolvedValue(CARDS);
    const { container } = renderAt(
      <ThemesPage />,
      '/themes?categoryId=7&themeName=Free%20iPhones%20by%20Mallory',
    );
    const page = container.firstElementChild!;
    expect(
      screen.getByRole('heading', { level: 1, name: 'Religious Tour Packages' }),
    ).toBeInTheDocument();
    await screen.findAllByRole('article');
    expect(page.textContent).not.toMatch(/Mallory/);
    await waitFor(() => expect(document.title).toBe('Religious Tour Packages | Ghumakkad'));
    const description = document.querySelector('meta[name="description"]');
    expect(description?.getAttribute('content')).toMatch(/^Religious tour packages/);
    expect(document.head.innerHTML).not.toMatch(/Mallory/);
  });

  it('treats a categoryId outside the theme list as no theme', () => {
    const { container } = renderAt(<ThemesPage />, '/themes?categoryId=42&themeName=Mallory');
    expect(screen.getByText('Please select a theme to view packages.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Travel Themes' })).toBeInTheDocument();
    expect(container.firstElementChild!.textContent).not.toMatch(/Mallory/);
    expect(screen.getByText('We have no travel theme at this address.')).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(fetchThemePackages).not.toHaveBeenCalled();
  });

  it.each([
    [8, 'Wildlife'],
    [9, 'Water Activities'],
    [7, 'Religious'],
  ])('marks the tab of theme %i (%s) as the current page', async (id, name) => {
    jest.mocked(fetchThemePackages).mockResolvedValue(CARDS);
    renderAt(<ThemesPage />, `/themes?categoryId=${id}&themeName=${encodeURIComponent(name)}`);
    const tabs = within(screen.getByRole('navigation', { name: 'Choose a theme' }));
    expect(tabs.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    expect(
      tabs.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page'),
    ).toHaveLength(1);
    expect(
      screen.getByRole('heading', { level: 1, name: `${name} Tour Packages` }),
    ).toBeInTheDocument();
    expect(fetchThemePackages).toHaveBeenCalledWith(id, expect.any(AbortSignal));
    await screen.findAllByRole('article');
  });

  describe('a card that waits on a slow API', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it(`gives up after ${OPEN_CARD_TIMEOUT_MS / 1000} s with a message, and can be tried again`, async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      jest.mocked(fetchThemePackages).mockResolvedValue(CARDS);
      jest.mocked(fetchListingBySlug).mockReturnValue(new Promise(() => undefined));
      renderAt(<ThemesPage />, '/themes?categoryId=7&themeName=Religious');
      const agra = await screen.findByRole('link', { name: 'Agra' });
      await user.click(agra);
      expect(screen.getByText('Opening…')).toBeInTheDocument();

      act(() => jest.advanceTimersByTime(OPEN_CARD_TIMEOUT_MS - 1));
      expect(screen.getByText('Opening…')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();

      await act(async () => {
        jest.advanceTimersByTime(1);
      });
      expect(screen.getByRole('alert')).toHaveTextContent(
        'This is taking too long. Please try again.',
      );
      expect(screen.queryByText('Opening…')).not.toBeInTheDocument();
      expect(location()).toHaveTextContent('/themes?categoryId=7');
      // The request itself is cancelled, not left running.
      expect(jest.mocked(fetchListingBySlug).mock.calls[0]![1]?.aborted).toBe(true);

      jest.mocked(fetchListingBySlug).mockResolvedValue({ code: 0, message: 'none', data: null });
      await user.click(agra);
      await waitFor(() => expect(location()).toHaveTextContent('/agra-tour-packages'));
    });
  });
});
