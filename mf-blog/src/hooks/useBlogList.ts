import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ApiError, type Blog, showToast } from '@tour/shared';
import { blogListQuery, type BlogListQuery } from '../api/queries';

export type { BlogListQuery } from '../api/queries';

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

const isCodeError = (error: unknown) => error instanceof ApiError && error.kind === 'code';

/**
 * Loads one blog list and toasts its failures. `attempt` changes to ask again for the same
 * list (a repeated search). A query of null loads nothing.
 */
export function useBlogList(query: BlogListQuery | null, attempt = ''): BlogListState {
  const result = useQuery({
    ...blogListQuery(query ?? { kind: 'latest' }, attempt),
    enabled: query !== null,
  });
  const kind = query?.kind ?? 'latest';

  useEffect(() => {
    if (!result.error) return;
    const codeError = isCodeError(result.error);
    if (!codeError) console.error('[blog] blog list failed to load', result.error);
    showToast('error', codeError ? MESSAGES[kind].code : MESSAGES[kind].failure);
  }, [result.error, kind]);

  if (!query) return { blogs: [], status: 'empty' };
  if (result.isPending) return { blogs: [], status: 'loading' };
  if (result.error) return { blogs: [], status: isCodeError(result.error) ? 'empty' : 'error' };
  const blogs = Array.isArray(result.data) ? result.data : [];
  return { blogs, status: blogs.length ? 'ready' : 'empty' };
}
