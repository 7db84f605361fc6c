import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { toast } from 'react-toastify';
import { apiClient, useSiteStore, type Destination } from '@tour/shared';
import { searchPackages } from '../api/packages';
import { listing } from '../testing/fixtures';
import { renderAt } from '@tour/shared/testing';
import { searchMonths } from './searchMonths';
import { SearchBar } from './SearchBar';

jest.mock('../api/packages', () => ({ searchPackages: jest.fn() }));
jest.mock('react-toastify', () => ({ toast: { error: jest.fn() } }));

const render = (ui: ReactElement) => renderAt(ui, '/');

const CITIES = [
  { id: 1, name: 'Goa' },
  { id: 2, name: 'Jaipur' },
  { id: 3, name: 'Nainital' },
];

const fetchDestinations = jest.spyOn(apiClient, 'getAllCities');

describe('SearchBar', () => {
  beforeEach(() => {
    fetchDestinations.mockReset();
    fetchDestinations.mockResolvedValue(CITIES);
    useSiteStore.setState({ enquiryOpen: false });
  });

  it('filters destinations case-insensitively by substring and stores the chosen one', async () => {
    const user = userEvent.setup();
    render(<SearchBar />);
    const destination = screen.getByRole('combobox', { name: 'Destination' });
    await user.click(destination);
    const list = await screen.findByRole('listbox', { name: 'Destination' });
    expect(within(list).getAllByRole('option')).toHaveLength(3);
    await user.type(destination, 'AI');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Jaipur', 'Nainital']);
    await user.click(screen.getByRole('option', { name: 'Nainital' }));
    expect(destination).toHaveValue('Nainital');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opening one list closes the other, and a click outside closes both', async () => {
    const user = userEvent.setup();
    render(
      <>
        <SearchBar />
        <p>outside</p>
      </>,
    );
    await user.click(screen.getByRole('combobox', { name: 'Destination' }));
    expect(screen.getByRole('listbox', { name: 'Destination' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    expect(screen.queryByRole('listbox', { name: 'Destination' })).not.toBeInTheDocument();
    expect(screen.getByRole('listbox', { name: 'Category' })).toBeInTheDocument();
    await user.click(screen.getByText('outside'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('offers the spec’s 9 categories', async () => {
    const user = userEvent.setup();
    render(<SearchBar />);
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    const list = screen.getByRole('listbox', { name: 'Category' });
    expect(within(list).getAllByRole('option')).toHaveLength(9);
  });

  it('asks for a destination, and only for that', async () => {
    const user = userEvent.setup();
    render(<SearchBar />);
    await user.type(screen.getByRole('combobox', { name: 'Category' }), 'Family');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(toast.error).toHaveBeenCalledWith('Please enter a destination.');
    await user.type(screen.getByRole('combobox', { name: 'Destination' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(toast.error).toHaveBeenCalledTimes(2);
    expect(searchPackages).not.toHaveBeenCalled();
  });

  it('searches a destination alone, for any category and any month', async () => {
    jest.mocked(searchPackages).mockResolvedValue({ code: 1, message: 'Success', data: listing() });
    const user = userEvent.setup();
    render(<SearchBar />);
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveDisplayValue('Any month');
    await user.type(screen.getByRole('combobox', { name: 'Destination' }), 'goa');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(searchPackages).toHaveBeenCalledWith({ destinationId: 1, categoryId: null, date: null });
    await waitFor(() => expect(location()).toHaveTextContent(/^\/goa-tour-packages$/));
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('finds a destination by another name, in the list and typed alone', async () => {
    fetchDestinations.mockResolvedValue([
      ...CITIES,
      { id: 4, name: 'Pondicherry', aliases: ['pondy', 'puducherry'] },
    ]);
    jest.mocked(searchPackages).mockResolvedValue({ code: 1, message: 'Success', data: listing() });
    const user = userEvent.setup();
    render(<SearchBar />);
    const destination = screen.getByRole('combobox', { name: 'Destination' });
    await user.type(destination, 'Pondy');
    const list = await screen.findByRole('listbox', { name: 'Destination' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Pondicherry']);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(searchPackages).toHaveBeenCalledWith(expect.objectContaining({ destinationId: 4 }));
  });

  async function searchGoaHoneymoon() {
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Destination' }));
    await user.click(await screen.findByRole('option', { name: 'Goa' }));
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(screen.getByRole('option', { name: 'Honeymoon' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
  }
  const location = () => screen.getByTestId('location');
  const navState = () => JSON.parse(location().getAttribute('data-state') ?? 'null');

  it('posts the search (any month by default) and goes to the listing with the response', async () => {
    const response = { code: 1, message: 'Success', data: listing() };
    jest.mocked(searchPackages).mockResolvedValue(response);
    render(<SearchBar />);
    await searchGoaHoneymoon();
    expect(searchPackages).toHaveBeenCalledWith({
      destinationId: 1,
      categoryId: 5,
      date: null,
    });
    await waitFor(() =>
      expect(location()).toHaveTextContent(/^\/goa-tour-packages\?category=HONEYMOON$/),
    );
    expect(navState()).toEqual(response);
  });

  it('carries the month chosen in the picker to the listing', async () => {
    jest.mocked(searchPackages).mockResolvedValue({ code: 1, message: 'Success', data: listing() });
    const user = userEvent.setup();
    render(<SearchBar />);
    const last = searchMonths().at(-1)!.value;
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), last);
    await searchGoaHoneymoon();
    expect(searchPackages).toHaveBeenCalledWith(expect.objectContaining({ date: `${last}-01` }));
    await waitFor(() => expect(location()).toHaveTextContent(`month=${last}`));
  });

  it.each([
    ['friends', 7, 'FRIEND'],
    ['FAMILY', 3, 'FAMILY'],
    ['Seasonal', 1, 'SEASONAL_PACKAGE'],
    ['water activities', 9, 'WATER_ACTIVITY'],
  ])(
    'searches a category typed as %j without picking it: id %i, %s on the listing',
    async (typed, id, code) => {
      // The response names some other category (its guess when none is asked): not used.
      jest.mocked(searchPackages).mockResolvedValue({
        code: 1,
        message: 'Success',
        data: listing({
          mainPackageResponse: { ...listing().mainPackageResponse, categoryName: 'NATURE' },
        }),
      });
      const user = userEvent.setup();
      render(<SearchBar />);
      await user.type(screen.getByRole('combobox', { name: 'Destination' }), 'Goa');
      await user.type(screen.getByRole('combobox', { name: 'Category' }), typed);
      await user.click(screen.getByRole('button', { name: 'Search' }));
      await waitFor(() =>
        expect(searchPackages).toHaveBeenCalledWith(expect.objectContaining({ categoryId: id })),
      );
      await waitFor(() =>
        expect(location()).toHaveTextContent(new RegExp(`^/goa-tour-packages\\?category=${code}$`)),
      );
    },
  );

  it('searches every category for a category it cannot place, and ticks none', async () => {
    jest.mocked(searchPackages).mockResolvedValue({ code: 1, message: 'Success', data: listing() });
    const user = userEvent.setup();
    render(<SearchBar />);
    await user.type(screen.getByRole('combobox', { name: 'Destination' }), 'Goa');
    await user.type(screen.getByRole('combobox', { name: 'Category' }), 'beach');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(searchPackages).toHaveBeenCalledWith(expect.objectContaining({ categoryId: null })),
    );
    await waitFor(() => expect(location()).toHaveTextContent(/^\/goa-tour-packages$/));
  });

  it.each([
    [
      'the response message',
      'No packages found for your search.',
      'No packages found for your search.',
    ],
    ['“No result found.” without one', '', 'No result found.'],
  ])('goes to /no-result-found with %s when the code is not 1', async (_, message, shown) => {
    jest.mocked(searchPackages).mockResolvedValue({ code: 0, message, data: null });
    render(<SearchBar />);
    await searchGoaHoneymoon();
    await waitFor(() => expect(location()).toHaveTextContent('/no-result-found'));
    expect(navState()).toEqual({ data: [], code: 0, message: shown });
  });

  it('toasts “Something went wrong!” when the request fails, and stays', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(searchPackages).mockRejectedValue(new Error('network'));
    render(<SearchBar />);
    await searchGoaHoneymoon();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Something went wrong!'));
    expect(location()).toHaveTextContent(/^\/$/);
    expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled();
    error.mockRestore();
  });
  async function typeGoaHoneymoon() {
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Destination' }), 'Goa');
    await user.type(screen.getByRole('combobox', { name: 'Category' }), 'Honeymoon');
    await user.click(screen.getByRole('button', { name: 'Search' }));
  }

  it('a search typed before the destinations arrive waits for them, not “no result”', async () => {
    let arrive: (cities: Destination[]) => void = () => undefined;
    fetchDestinations.mockReturnValueOnce(new Promise((resolve) => (arrive = resolve)));
    jest.mocked(searchPackages).mockReturnValue(new Promise(() => undefined));
    render(<SearchBar />);
    await typeGoaHoneymoon();
    arrive(CITIES);
    await waitFor(() =>
      expect(searchPackages).toHaveBeenCalledWith(expect.objectContaining({ destinationId: 1 })),
    );
    expect(location()).toHaveTextContent(/^\/$/);
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
  });

  it('toasts “Something went wrong!” when the destinations cannot be loaded, and stays', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchDestinations.mockRejectedValue(new Error('network'));
    render(<SearchBar />);
    await typeGoaHoneymoon();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Something went wrong!'));
    expect(searchPackages).not.toHaveBeenCalled();
    expect(location()).toHaveTextContent(/^\/$/);
    expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveValue('Goa');
    expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled();
    error.mockRestore();
  });
});
