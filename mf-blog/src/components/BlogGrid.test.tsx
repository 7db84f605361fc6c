import type { ComponentProps } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { setRuntimeConfig } from '@tour/shared';
import type { BlogSummary } from '@tour/shared/contracts';
import { useSeeMorePaging } from '../hooks/useSeeMorePaging';
import { makeSummaries } from '../testing/fixtures';
import { BlogGrid } from './BlogGrid';

type GridProps = Omit<ComponentProps<typeof BlogGrid>, 'paging'>;

/** The grid over a list already loaded, paged as useBlogList pages it. */
function LoadedGrid({ blogs, ...props }: GridProps) {
  const paging = useSeeMorePaging(blogs.length);
  return <BlogGrid {...props} blogs={blogs.slice(0, paging.visible)} paging={paging} />;
}

const renderGrid = (props: GridProps & { blogs: BlogSummary[] }) =>
  render(
    <MemoryRouter initialEntries={['/blogs']}>
      <LoadedGrid {...props} />
    </MemoryRouter>,
  );

describe('BlogGrid See more, for keyboard and screen reader users', () => {
  beforeAll(() => setRuntimeConfig({ apiBaseUrl: 'http://api.test' }));
  beforeEach(() => {
    jest.useFakeTimers();
    window.history.replaceState(null, '');
  });
  afterEach(() => jest.useRealTimers());

  it('keeps focus while loading, moves it to the first new card, and announces the count', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderGrid({ blogs: makeSummaries(12), status: 'ready', whenAllShown: 'disable' });
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();

    const button = screen.getByRole('button', { name: 'See more' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-busy', 'true');
    // A second press while loading adds nothing more.
    await user.keyboard('{Enter}');

    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('link', { name: 'Blog number 4' })).toHaveFocus();
    expect(status).toHaveTextContent('Showing 6 of 12 blogs');
    expect(screen.queryByRole('link', { name: 'Blog number 7' })).not.toBeInTheDocument();
  });

  it('moves focus to the new cards when the button goes away at the end', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderGrid({ blogs: makeSummaries(5), status: 'ready', whenAllShown: 'hide' });
    await user.click(screen.getByRole('button', { name: 'See more' }));
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('button', { name: 'See more' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Blog number 4' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 5 of 5 blogs');
  });
});
