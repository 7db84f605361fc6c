import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { ApiError, setRuntimeConfig } from '@tour/shared';
import { fetchBlogPage } from '../api/blogs';
import { makeSummaries, pageOf } from '../testing/fixtures';
import { renderAt } from '@tour/shared/testing';
import { CategoryBlogsPage } from './CategoryBlogsPage';

jest.mock('../api/blogs', () => ({
  BLOG_PAGE_SIZE: 3,
  fetchBlogPage: jest.fn(),
  getBlog: jest.fn(),
  getBlogNeighbours: jest.fn(),
}));
jest.mock('react-toastify', () => ({ toast: { error: jest.fn() } }));

const settle = () => act(async () => {});

const cards = () =>
  screen.queryByRole('list', { name: 'Blog posts' })?.querySelectorAll(':scope > li') ?? [];

describe('CategoryBlogsPage', () => {
  beforeAll(() => setRuntimeConfig({ apiBaseUrl: 'http://api.test' }));
  beforeEach(() => {
    const religious = makeSummaries(4, { categoryName: 'RELIGIOUS' });
    jest
      .mocked(fetchBlogPage)
      .mockImplementation(async (_filters, page) => pageOf(religious, page));
  });
  afterEach(() => jest.useRealTimers());

  it('lists one category by its code, and hides See more once all are shown', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderAt(<CategoryBlogsPage categoryName="RELIGIOUS" />, '/category/RELIGIOUS/blog');
    expect(screen.getByRole('heading', { level: 1, name: 'Religious Blogs' })).toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: 'Blog posts' });
    expect(fetchBlogPage).toHaveBeenCalledWith({ categoryId: 8 }, 1);
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
    await waitFor(() => expect(fetchBlogPage).toHaveBeenCalledWith({ categoryId: id }, 1));
    await settle();
  });

  it('reads the category from the path when no prop is given (standalone)', async () => {
    renderAt(<CategoryBlogsPage />, '/category/Family/blog');
    await waitFor(() => expect(fetchBlogPage).toHaveBeenCalledWith({ categoryId: 3 }, 1));
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
    expect(fetchBlogPage).not.toHaveBeenCalled();
    // It answers 404: nothing for search engines or link previews to keep.
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it('toasts "Failed to fetch blogs!" when the code is not 1', async () => {
    jest.mocked(fetchBlogPage).mockRejectedValue(new ApiError('code', 'none', 200));
    renderAt(<CategoryBlogsPage categoryName="FAMILY" />, '/category/FAMILY/blog');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to fetch blogs!'));
    expect(await screen.findByText('No family blogs yet.')).toBeInTheDocument();
    expect(cards().length).toBe(0);
  });

  it('toasts "Something went wrong while fetching blogs!" when the request fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.mocked(fetchBlogPage).mockRejectedValue(new ApiError('http', 'down', 503));
    renderAt(<CategoryBlogsPage categoryName="FAMILY" />, '/category/FAMILY/blog');
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Something went wrong while fetching blogs!'),
    );
  });
});
