import { useEffect, useState } from 'react';
import { ApiError, type Blog } from '@tour/shared';
import { fetchLatestBlogs, getBlog } from '../api/blogs';

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

function isNotFound(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.kind === 'code' ||
      (error.kind === 'http' && (error.status === 404 || error.status === 400)))
  );
}

/**
 * The blog to show: the one navigation state carried, else GET /blog/{id}. 'not-found' only
 * when there is no id or the API says there is no such blog; a failed request is 'error'.
 */
export function useBlogDetail(id: number | null, given: Blog | null, attempt = 0): BlogDetailState {
  const key = given || id === null ? '' : `${id}#${attempt}`;
  const [fetched, setFetched] = useState<{ key: string; state: BlogDetailState } | null>(null);

  useEffect(() => {
    if (!key || id === null) return;
    let active = true;
    getBlog(id)
      .then((blog) => {
        if (!active) return;
        setFetched({
          key,
          state: isBlog(blog) ? { status: 'ready', blog } : { status: 'not-found', blog: null },
        });
      })
      .catch((error: unknown) => {
        if (!active) return;
        const notFound = isNotFound(error);
        if (!notFound) console.error('[blog] blog failed to load', error);
        setFetched({
          key,
          state: notFound ? { status: 'not-found', blog: null } : { status: 'error', blog: null },
        });
      });
    return () => {
      active = false;
    };
  }, [id, key]);

  if (given) return { status: 'ready', blog: given };
  if (id === null) return { status: 'not-found', blog: null };
  return fetched?.key === key ? fetched.state : { status: 'loading', blog: null };
}

/** Up to 3 other blogs about the same destination; nothing (quietly) if they cannot load. */
export function useRelatedBlogs(blog: Blog | null, limit = 3): Blog[] {
  const destination = blog?.destinationName ?? '';
  const currentId = blog?.id ?? null;
  const [related, setRelated] = useState<{ key: string; blogs: Blog[] }>({ key: '', blogs: [] });
  const key = destination ? `${destination}#${currentId}` : '';

  useEffect(() => {
    if (!key) return;
    let active = true;
    fetchLatestBlogs()
      .then((all) => {
        if (!active) return;
        const wanted = destination.toLowerCase();
        const blogs = (Array.isArray(all) ? all : [])
          .filter((other) => other.id !== currentId)
          .filter((other) => other.destinationName?.toLowerCase() === wanted)
          .slice(0, limit);
        setRelated({ key, blogs });
      })
      .catch((error: unknown) => {
        if (active) console.warn('[blog] related blogs unavailable', error);
      });
    return () => {
      active = false;
    };
  }, [key, destination, currentId, limit]);

  return related.key === key ? related.blogs : [];
}
