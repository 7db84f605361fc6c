import { useEffect, useState } from 'react';
import { ApiError, type Blog, showToast } from '@tour/shared';
import { fetchCategoryBlogs, fetchLatestBlogs, searchBlogs } from '../api/blogs';

/** Which list to show: every blog, a search (spec §5), or one category. */
export type BlogListQuery =
  | { kind: 'latest' }
  | { kind: 'search'; destinationId: number | null; categoryId: number | null }
  | { kind: 'category'; categoryId: number };

export type BlogListStatus = 'loading' | 'ready' | 'empty' | 'error';

export interface BlogListState {
  blogs: Blog[];
  status: BlogListStatus;
}

/** The toasts of spec §8: a code other than 1, and a failed request. */
const MESSAGES: Record<BlogListQuery['kind'], { code: string; failure: string }> = {
  latest: { code: 'Failed to fetch blogs!', failure: 'Something went wrong while fetching blogs!' },
  category: {
    code: 'Failed to fetch blogs!',
    failure: 'Something went wrong while fetching blogs!',
  },
  search: {
    code: 'No blogs found for your search criteria!',
    failure: 'Something went wrong while fetching blogs.',
  },
};

function load(query: BlogListQuery): Promise<Blog[]> {
  switch (query.kind) {
    case 'latest':
      return fetchLatestBlogs();
    case 'search':
      return searchBlogs({ destinationId: query.destinationId, categoryId: query.categoryId });
    case 'category':
      return fetchCategoryBlogs(query.categoryId);
  }
}

/**
 * Loads one blog list and toasts its failures. `attempt` changes to ask again for the same
 * list (a repeated search). A query of null loads nothing.
 */
export function useBlogList(query: BlogListQuery | null, attempt = ''): BlogListState {
  const key = query ? `${JSON.stringify(query)}#${attempt}` : '';
  const [state, setState] = useState<BlogListState & { key: string }>({
    key: '',
    blogs: [],
    status: 'loading',
  });

  useEffect(() => {
    if (!key) return;
    const current = JSON.parse(key.slice(0, key.lastIndexOf('#'))) as BlogListQuery;
    let active = true;
    load(current)
      .then((blogs) => {
        if (!active) return;
        const list = Array.isArray(blogs) ? blogs : [];
        setState({ key, blogs: list, status: list.length ? 'ready' : 'empty' });
      })
      .catch((error: unknown) => {
        if (!active) return;
        const codeError = error instanceof ApiError && error.kind === 'code';
        if (!codeError) console.error('[blog] blog list failed to load', error);
        showToast(
          'error',
          codeError ? MESSAGES[current.kind].code : MESSAGES[current.kind].failure,
        );
        setState({ key, blogs: [], status: codeError ? 'empty' : 'error' });
      });
    return () => {
      active = false;
    };
  }, [key]);

  if (!key) return { blogs: [], status: 'empty' };
  return state.key === key ? state : { blogs: [], status: 'loading' };
}
