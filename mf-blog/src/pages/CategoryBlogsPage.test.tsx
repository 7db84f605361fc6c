import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { ApiError, setRuntimeConfig } from '@tour/shared';
import { fetchCategoryBlogs } from '../api/blogs';
import { makeBlogs } from '../testing/fixtures';
import { renderAt } from '../testing/renderAt';
import { CategoryBlogsPage } from './CategoryBlogsPage';

jest.mock('../api/blogs', () => ({
  fetchLatestBlogs: jest.fn(),
  searchBlogs: jest.fn(),
  fetchCategoryBlogs: jest.fn(),
  getBlog: jest.fn(),
  fetchDestinations: jest.fn(),
}));
jest.mock('react-toastify', () => ({ toast: { error: jest.fn() } }));

const settle = () => act(async () => {});

const cards = () =>
  screen.queryByRole('list', { name: 'Blog posts' })?.querySelectorAll(':scope > li') ?? [];

describe('CategoryBlogsPage', () => {
  beforeAll(() => setRuntimeConfig({ apiBaseUrl: 'http://api.test' }));
  beforeEach(() => {
    jest.mocked(fetchCategoryBlogs).mockResolvedValue(makeBlogs(4, { categoryName: 'RELIGIOUS' }));
  });
  afterEach(() => jest.useRealTimers());

  it('lists one category by its code, and hides See more once all are shown', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderAt(<CategoryBlogsPage categoryName="RELIGIOUS" />, '/category/RELIGIOUS/blog');
    expect(screen.getByRole('heading', { level: 1, name: 'Religious Blogs' })).toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: 'Blog posts' });
    expect(fetchCategoryBlogs).toHaveBeenCalledWith(8);
    expect(within(grid).getAllByRole('listitem')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'See more' }));
    act(() => jest.advanceTimersByTime(1000));
    expect(within(grid).getAllByRole('listitem')).toHaveLength(4);
    expect(
      screen.queryByRole('button', { name: /See more|No More Blogs/ }),
    ).not.toBeInTheDocument();
  });

  it.each([
    ['HONEYMOON', 5, 'Honeymoon Blogs'],
    ['honeymoon', 5, 'Honeymoon Blogs'],
    ['Water activity', 9, 'Water Activity Blogs'],
    ['WATER_ACTIVITY', 9, 'Water Activity Blogs'],
    ['Seasonal Package', 1, 'Seasonal Package Blogs'],
  ])('accepts %s as a category name', async (name, id, heading) => {
    renderAt(<CategoryBlogsPage categoryName={name} />, `/category/${name}/blog`);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await waitFor(() => expect(fetchCategoryBlogs).toHaveBeenCalledWith(id));
    await settle();
  });

  it('reads the category from the path when no prop is given (standalone)', async () => {
    renderAt(<CategoryBlogsPage />, '/category/Family/blog');
    await waitFor(() => expect(fetchCategoryBlogs).toHaveBeenCalledWith(3));
    await settle();
  });

  it('has a breadcrumb to Home and Blog', async () => {
    renderAt(<CategoryBlogsPage categoryName="NATURE" />, '/category/NATURE/blog');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blogs');
    await settle();
  });

  it('does not ask the API about a category that does not exist', () => {
    renderAt(<CategoryBlogsPage categoryName="SKYDIVING" />, '/category/SKYDIVING/blog');
    expect(screen.getByRole('heading', { name: 'Blog category not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Honeymoon' })).toHaveAttribute(
      'href',
      '/category/HONEYMOON/blog',
    );
    expect(fetchCategoryBlogs).not.toHaveBeenCalled();
  });

  it('toasts "Failed to fetch blogs!" when the code is not 1', async () => {
    jest.mocked(fetchCategoryBlogs).mockRejectedValue(new ApiError('code', 'none', 200));
    renderAt(<CategoryBlogsPage categoryName="FAMILY" />, '/category/FAMILY/blog');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to fetch blogs!'));
    expect(await screen.findByText('No family blogs yet.')).toBeInTheDocument();
    expect(cards().length).toBe(0);
  });

  it('toasts "Something went wrong while fetching blogs!" when the request fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.mocked(fetchCategoryBlogs).mockRejectedValue(new ApiError('http', 'down', 503));
    renderAt(<CategoryBlogsPage categoryName="FAMILY" />, '/category/FAMILY/blog');
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Something went wrong while fetching blogs!'),
    );
  });
});
