import { useEffect } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { ApiError, showToast } from '@tour/shared';
import type { BlogSummary } from '@tour/shared/contracts';
import { BLOG_PAGE_SIZE } from '../api/blogs';
import { blogPageQuery, type BlogListQuery } from '../api/queries';
import { useSeeMorePaging, type SeeMorePaging } from './useSeeMorePaging';

export type { BlogListQuery } from '../api/queries';

export type BlogListStatus = 'loading' | 'ready' | 'empty' | 'error';

export interface BlogListState {
  /** The cards to show now. */
  blogs: BlogSummary[];
  status: BlogListStatus;
  /** 'See more': `visible` counts the cards that are shown, not only asked for. */
  paging: SeeMorePaging;
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
 * Loads one blog list a page of cards at a time and toasts its failures. The first page comes
 * with the server-rendered HTML; 'See more' asks for the next page as its spinner starts, so the
 * cards are usually there when it ends. `attempt` changes to ask again for the same list (a
 * repeated search). A query of null loads nothing.
 */
export function useBlogList(query: BlogListQuery | null, attempt = ''): BlogListState {
  const list = query ?? { kind: 'latest' as const };
  const first = useQuery({ ...blogPageQuery(list, 1, attempt), enabled: query !== null });
  const total = first.data?.total ?? 0;
  // Each list (and each new asking of it) is paged from the start, or as its history entry kept.
  const paging = useSeeMorePaging(total, JSON.stringify([list, attempt]));

  // The pages the shown cards need, plus the next one while 'See more' is spinning.
  const wanted = paging.visible + (paging.loadingMore ? BLOG_PAGE_SIZE : 0);
  const lastPage = Math.min(Math.ceil(wanted / BLOG_PAGE_SIZE), Math.ceil(total / BLOG_PAGE_SIZE));
  const later = useQueries({
    queries: Array.from({ length: Math.max(0, lastPage - 1) }, (_, index) => ({
      ...blogPageQuery(list, index + 2, attempt),
      enabled: query !== null,
    })),
  });
  const laterError = later.find((page) => page.error)?.error ?? null;
  const kind = list.kind;

  useEffect(() => {
    if (!first.error) return;
    const codeError = isCodeError(first.error);
    if (!codeError) console.error('[blog] blog list failed to load', first.error);
    showToast('error', codeError ? MESSAGES[kind].code : MESSAGES[kind].failure);
  }, [first.error, kind]);
  useEffect(() => {
    if (!laterError) return;
    console.error('[blog] more blogs failed to load', laterError);
    showToast('error', MESSAGES[kind].failure);
  }, [laterError, kind]);

  // Cards from the pages that have arrived, in order, up to the first still missing.
  const loaded: BlogSummary[] = [];
  for (const page of [first, ...later]) {
    if (!page.data) break;
    loaded.push(...page.data.items);
  }
  const blogs = loaded.slice(0, paging.visible);
  // The spinner ran out before the page arrived: keep spinning until it does (or fails).
  const stillComing = blogs.length < paging.visible && !laterError;
  const shown: SeeMorePaging = {
    ...paging,
    visible: blogs.length,
    loadingMore: paging.loadingMore || stillComing,
    allShown: paging.allShown && !stillComing,
  };

  if (!query) return { blogs: [], status: 'empty', paging: shown };
  if (first.isPending) return { blogs: [], status: 'loading', paging: shown };
  if (first.error) {
    return { blogs: [], status: isCodeError(first.error) ? 'empty' : 'error', paging: shown };
  }
  return { blogs, status: blogs.length ? 'ready' : 'empty', paging: shown };
}
