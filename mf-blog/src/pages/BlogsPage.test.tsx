import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { toast } from 'react-toastify';
import { ApiError, setRuntimeConfig } from '@tour/shared';
import { apiClient } from '@tour/shared';
import type { BlogSummary } from '@tour/shared/contracts';
import { fetchBlogPage } from '../api/blogs';
import { CITIES, makeSummaries, pageOf } from '../testing/fixtures';
import { renderAt, testQueryClient } from '@tour/shared/testing';
import { BlogsPage } from './BlogsPage';

jest.mock('../api/blogs', () => ({
  BLOG_PAGE_SIZE: 3,
  fetchBlogPage: jest.fn(),
  getBlog: jest.fn(),
  getBlogNeighbours: jest.fn(),
}));
jest.mock('react-toastify', () => ({ toast: { error: jest.fn() } }));

const codeError = () => new ApiError('code', 'No blogs found for the given filters.', 200);
const networkError = () => new ApiError('network', 'Failed to connect.');

const cards = () =>
  within(screen.getByRole('region', { name: 'Latest Blogs' })).queryAllByRole('listitem');
const location = () => screen.getByTestId('location').textContent;

/** The API's lists: every blog, and what any search finds. */
let latest: BlogSummary[] = [];
let found: BlogSummary[] = [];
const isSearch = (filters: { destinationId?: number | null; categoryId?: number | null }) =>
  Boolean(filters.destinationId || filters.categoryId);
/** The pages asked for: of the latest list, and of searches (with their filters). */
const latestCalls = () => jest.mocked(fetchBlogPage).mock.calls.filter(([f]) => !isSearch(f));
const searchCalls = () => jest.mocked(fetchBlogPage).mock.calls.filter(([f]) => isSearch(f));
const searchFails = (error: Error) =>
  jest
    .mocked(fetchBlogPage)
    .mockImplementation(async (filters, page) =>
      isSearch(filters) ? Promise.reject(error) : pageOf(latest, page),
    );

describe('BlogsPage', () => {
  beforeAll(() => setRuntimeConfig({ apiBaseUrl: 'http://api.test' }));
  beforeEach(() => {
    jest.spyOn(apiClient, 'getAllCities').mockResolvedValue(CITIES);
    latest = makeSummaries(7);
    found = makeSummaries(2);
    jest
      .mocked(fetchBlogPage)
      .mockImplementation(async (filters, page) =>
        pageOf(isSearch(filters) ? found : latest, page),
      );
  });

  describe('the latest blogs', () => {
    afterEach(() => jest.useRealTimers());

    it('shows 3, adds 3 after a 1 s spinner, then a disabled No More Blogs', async () => {
      jest.useFakeTimers();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderAt(<BlogsPage />, '/blogs');
      expect(await screen.findByRole('link', { name: 'Blog number 1' })).toBeInTheDocument();
      expect(cards()).toHaveLength(3);

      await user.click(screen.getByRole('button', { name: 'See more' }));
      // Loading: marked disabled, yet still focusable (a disabled button would drop focus).
      expect(screen.getByRole('button', { name: 'See more' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      act(() => jest.advanceTimersByTime(999));
      expect(cards()).toHaveLength(3);
      act(() => jest.advanceTimersByTime(1));
      expect(cards()).toHaveLength(6);

      await user.click(screen.getByRole('button', { name: 'See more' }));
      act(() => jest.advanceTimersByTime(1000));
      expect(cards()).toHaveLength(7);
      expect(screen.getByRole('button', { name: 'No More Blogs' })).toBeDisabled();
      expect(screen.queryByRole('button', { name: 'See more' })).not.toBeInTheDocument();
    });

    it('See more asks for the next page only, and spins until it has arrived', async () => {
      jest.useFakeTimers();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      let sendPage2: () => void = () => {};
      jest.mocked(fetchBlogPage).mockImplementation((_filters, page) =>
        page === 1
          ? Promise.resolve(pageOf(latest, 1))
          : new Promise((resolve) => {
              sendPage2 = () => resolve(pageOf(latest, page));
            }),
      );
      renderAt(<BlogsPage />, '/blogs');
      await screen.findByRole('link', { name: 'Blog number 1' });
      expect(latestCalls().map(([, page]) => page)).toEqual([1]);

      await user.click(screen.getByRole('button', { name: 'See more' }));
      // Asked for as the spinner starts, not after it.
      expect(latestCalls().map(([, page]) => page)).toEqual([1, 2]);
      act(() => jest.advanceTimersByTime(1500));
      expect(cards()).toHaveLength(3);
      expect(screen.getByRole('button', { name: 'See more' })).toHaveAttribute('aria-busy', 'true');
      await act(async () => sendPage2());
      await waitFor(() => expect(cards()).toHaveLength(6));
      expect(screen.getByRole('link', { name: 'Blog number 4' })).toHaveFocus();
    });

    it('cards link to the blog by id, with date, reading time and the product as author', async () => {
      renderAt(<BlogsPage />, '/blogs');
      const link = await screen.findByRole('link', { name: 'Blog number 2' });
      expect(link).toHaveAttribute('href', '/blog-details?id=2');
      const card = link.closest('li')!;
      expect(within(card).getByText('18 Jan 2025')).toBeInTheDocument();
      expect(within(card).getByText('5 min read')).toBeInTheDocument();
      expect(within(card).getByText('By Ghumakkad')).toBeInTheDocument();
      expect(within(card).getByText('Honeymoon')).toBeInTheDocument();
    });

    it('toasts "Failed to fetch blogs!" when the code is not 1', async () => {
      jest.mocked(fetchBlogPage).mockRejectedValue(codeError());
      renderAt(<BlogsPage />, '/blogs');
      await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to fetch blogs!'));
      expect(toast.error).toHaveBeenCalledTimes(1);
    });

    it('toasts "Something went wrong while fetching blogs!" when the request fails', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => {});
      jest.mocked(fetchBlogPage).mockRejectedValue(networkError());
      renderAt(<BlogsPage />, '/blogs');
      await waitFor(() =>
        expect(toast.error).toHaveBeenCalledWith('Something went wrong while fetching blogs!'),
      );
      expect(await screen.findByText(/couldn’t load the blogs/)).toBeInTheDocument();
    });

    it('toasts "Failed to load destinations." when the city list fails', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => {});
      jest.spyOn(apiClient, 'getAllCities').mockRejectedValue(networkError());
      renderAt(<BlogsPage />, '/blogs');
      await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to load destinations.'));
    });
  });

  describe('going Back to the list', () => {
    /** The page in the browser's own history (jsdom's), as the shell's BrowserRouter has it. */
    function renderInBrowser(url: string) {
      window.history.replaceState(null, '', url);
      return render(
        <QueryClientProvider client={testQueryClient()}>
          <BrowserRouter>
            <Routes>
              <Route path="/blogs" element={<BlogsPage />} />
              <Route path="/blog-details" element={<p>Reading a blog</p>} />
            </Routes>
          </BrowserRouter>
        </QueryClientProvider>,
      );
    }
    const back = async () => {
      await act(async () => {
        window.history.back();
        await new Promise((resolve) =>
          window.addEventListener('popstate', resolve, { once: true }),
        );
      });
    };

    afterEach(() => jest.useRealTimers());

    it('shows as many cards as the visitor had opened, from the cache', async () => {
      jest.useFakeTimers();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderInBrowser('/blogs');
      expect(await screen.findByRole('link', { name: 'Blog number 1' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'See more' }));
      act(() => jest.advanceTimersByTime(1000));
      expect(cards()).toHaveLength(6);
      jest.useRealTimers();

      await userEvent.setup().click(screen.getByRole('link', { name: 'Blog number 5' }));
      expect(screen.getByText('Reading a blog')).toBeInTheDocument();
      await back();
      expect(window.location.pathname).toBe('/blogs');
      expect(cards()).toHaveLength(6);
      // Page 1 with the list, page 2 for 'See more'; Back asks for neither again.
      expect(latestCalls().map(([, page]) => page)).toEqual([1, 2]);
    });

    it('finds a search’s results in the cache rather than asking again', async () => {
      const user = userEvent.setup();
      renderInBrowser('/blogs');
      await screen.findByRole('link', { name: 'Blog number 1' });
      await user.type(screen.getByRole('combobox', { name: 'Category' }), 'religious');
      await user.click(screen.getByRole('button', { name: 'Search' }));
      await waitFor(() => expect(window.location.search).toBe('?categoryId=8'));
      await screen.findAllByRole('link', { name: /Blog number/ });
      expect(searchCalls()).toHaveLength(1);

      await user.click(screen.getByRole('link', { name: 'Blog number 2' }));
      await back();
      expect(window.location.search).toBe('?categoryId=8');
      expect(cards()).toHaveLength(2);
      expect(searchCalls()).toHaveLength(1);
    });
  });

  describe('the blog search', () => {
    it('needs a destination or a category', async () => {
      const user = userEvent.setup();
      renderAt(<BlogsPage />, '/blogs');
      await screen.findByRole('link', { name: 'Blog number 1' });
      await user.click(screen.getByRole('button', { name: 'Search' }));
      expect(toast.error).toHaveBeenCalledWith('Please enter a destination or category.');
      expect(searchCalls()).toHaveLength(0);
      expect(location()).toBe('/blogs');

      await user.type(screen.getByRole('combobox', { name: 'Destination' }), '   ');
      await user.click(screen.getByRole('button', { name: 'Search' }));
      expect(toast.error).toHaveBeenCalledTimes(2);
      expect(searchCalls()).toHaveLength(0);
    });

    it('searches by the chosen ids and puts them in the URL', async () => {
      const user = userEvent.setup();
      found = makeSummaries(2, { name: 'Found' });
      renderAt(<BlogsPage />, '/blogs');
      await screen.findByRole('link', { name: 'Blog number 1' });

      await user.click(screen.getByRole('combobox', { name: 'Destination' }));
      await user.click(await screen.findByRole('option', { name: 'Manali' }));
      await user.click(screen.getByRole('combobox', { name: 'Category' }));
      await user.click(screen.getByRole('option', { name: 'Honeymoon' }));
      await user.click(screen.getByRole('button', { name: 'Search' }));

      await waitFor(() => expect(location()).toBe('/blogs?destinationId=3&categoryId=5'));
      expect(fetchBlogPage).toHaveBeenCalledWith({ destinationId: 3, categoryId: 5 }, 1);
      expect(await screen.findAllByRole('link', { name: 'Found' })).toHaveLength(2);
      expect(screen.getByText('Manali · Honeymoon')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Clear search' })).toHaveAttribute('href', '/blogs');
    });

    it('accepts a typed name that matches an option', async () => {
      const user = userEvent.setup();
      renderAt(<BlogsPage />, '/blogs');
      await screen.findByRole('link', { name: 'Blog number 1' });
      await user.type(screen.getByRole('combobox', { name: 'Category' }), 'religious');
      await user.click(screen.getByRole('button', { name: 'Search' }));
      await waitFor(() => expect(location()).toBe('/blogs?categoryId=8'));
      expect(fetchBlogPage).toHaveBeenCalledWith({ destinationId: null, categoryId: 8 }, 1);
    });

    it('sends a cleared field as null', async () => {
      const user = userEvent.setup();
      renderAt(<BlogsPage />, '/blogs');
      await screen.findByRole('link', { name: 'Blog number 1' });
      const destination = screen.getByRole('combobox', { name: 'Destination' });
      await user.click(destination);
      await user.click(await screen.findByRole('option', { name: 'Goa' }));
      await user.click(screen.getByRole('combobox', { name: 'Category' }));
      await user.click(screen.getByRole('option', { name: 'Family' }));
      await user.clear(destination);
      await user.click(screen.getByRole('button', { name: 'Search' }));

      await waitFor(() => expect(location()).toBe('/blogs?categoryId=3'));
      expect(fetchBlogPage).toHaveBeenCalledWith({ destinationId: null, categoryId: 3 }, 1);
    });

    it('runs the search in the URL on a direct load and shows it in the fields', async () => {
      renderAt(<BlogsPage />, '/blogs?destinationId=2&categoryId=5');
      await waitFor(() =>
        expect(fetchBlogPage).toHaveBeenCalledWith({ destinationId: 2, categoryId: 5 }, 1),
      );
      expect(latestCalls()).toHaveLength(0);
      await waitFor(() =>
        expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveValue('Jaipur'),
      );
      expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Honeymoon');
    });

    it('a field cleared from a search in the URL searches without it', async () => {
      const user = userEvent.setup();
      renderAt(<BlogsPage />, '/blogs?destinationId=2&categoryId=5');
      const category = screen.getByRole('combobox', { name: 'Category' });
      await waitFor(() => expect(category).toHaveValue('Honeymoon'));
      await user.clear(category);
      await user.click(screen.getByRole('button', { name: 'Search' }));
      await waitFor(() => expect(location()).toBe('/blogs?destinationId=2'));
      expect(fetchBlogPage).toHaveBeenLastCalledWith({ destinationId: 2, categoryId: null }, 1);
    });

    it('toasts "No blogs found for your search criteria!" when the code is not 1', async () => {
      searchFails(codeError());
      renderAt(<BlogsPage />, '/blogs?categoryId=9');
      await waitFor(() =>
        expect(toast.error).toHaveBeenCalledWith('No blogs found for your search criteria!'),
      );
      expect(await screen.findByText('No blogs match this search yet.')).toBeInTheDocument();
    });

    it('toasts "Something went wrong while fetching blogs." when the search fails', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => {});
      searchFails(networkError());
      renderAt(<BlogsPage />, '/blogs?destinationId=1');
      await waitFor(() =>
        expect(toast.error).toHaveBeenCalledWith('Something went wrong while fetching blogs.'),
      );
    });

    it('does not search for a name that is in neither list', async () => {
      const user = userEvent.setup();
      renderAt(<BlogsPage />, '/blogs');
      await screen.findByRole('link', { name: 'Blog number 1' });
      await user.type(screen.getByRole('combobox', { name: 'Destination' }), 'Atlantis');
      await user.click(screen.getByRole('button', { name: 'Search' }));
      expect(toast.error).toHaveBeenCalledWith('No blogs found for your search criteria!');
      expect(searchCalls()).toHaveLength(0);
    });
  });
});
