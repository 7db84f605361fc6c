import { useEffect } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Blog, PageRequest } from '@tour/shared';
import type { BlogNeighbours } from '@tour/shared/contracts';
import { blogNeighboursQuery, blogQuery } from '../api/queries';

export type BlogDetailState =
  | { status: 'loading'; blog: null }
  | { status: 'ready'; blog: Blog }
  | { status: 'not-found'; blog: null }
  | { status: 'error'; blog: null };

/** A blog passed in navigation state must at least look like one before we render it. */
export function isBlog(value: unknown): value is Blog {
  if (!value || typeof value !== 'object') return false;
  const blog = value as Partial<Blog>;
  return (
    typeof blog.id === 'number' &&
    typeof blog.name === 'string' &&
    typeof blog.description === 'string'
  );
}

/** The blog id of a /blog-details URL (`?id=12`), or null. */
export function blogIdFromSearch(search: string): number | null {
  const id = Number(new URLSearchParams(search).get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The exposed page's `prefetch`: the render server puts the blog, and the few cards shown around
 * it, into the HTML (both asked for at once; nothing else, so the page stays light).
 */
export async function prefetchBlogDetail(client: QueryClient, { search }: PageRequest) {
  const id = blogIdFromSearch(search);
  if (id === null) return;
  await Promise.all([
    client.prefetchQuery(blogQuery(id)),
    client.prefetchQuery(blogNeighboursQuery(id)),
  ]);
}

/** 404 without an id or when the API says there is no such blog; a failed call is not a 404. */
export function blogDetailStatus(client: QueryClient, { search }: PageRequest): number {
  const id = blogIdFromSearch(search);
  if (id === null) return 404;
  return client.getQueryData(blogQuery(id).queryKey) === null ? 404 : 200;
}

/**
 * The blog to show: the one navigation state carried, else GET /blog/{id}. 'not-found' only
 * when there is no id or the API says there is no such blog; a failed request is 'error'.
 */
export function useBlogDetail(id: number | null, given: Blog | null, attempt = 0): BlogDetailState {
  const query = useQuery({
    ...blogQuery(id ?? 0, attempt),
    enabled: !given && id !== null,
  });
  useEffect(() => {
    if (query.error) console.error('[blog] blog failed to load', query.error);
  }, [query.error]);

  if (given) return { status: 'ready', blog: given };
  if (id === null) return { status: 'not-found', blog: null };
  if (query.isPending) return { status: 'loading', blog: null };
  if (query.error) return { status: 'error', blog: null };
  return isBlog(query.data)
    ? { status: 'ready', blog: query.data }
    : { status: 'not-found', blog: null };
}

const NO_NEIGHBOURS: BlogNeighbours = { related: [], newer: null, older: null };

/**
 * Up to 3 other blogs about the same destination, and the posts published just after and just
 * before this one; nothing (quietly) if they cannot load.
 */
export function useBlogNeighbours(blog: Blog | null): BlogNeighbours {
  const query = useQuery({ ...blogNeighboursQuery(blog?.id ?? 0), enabled: blog !== null });
  useEffect(() => {
    if (query.error) console.warn('[blog] related blogs unavailable', query.error);
  }, [query.error]);
  return (blog && query.data) || NO_NEIGHBOURS;
}
