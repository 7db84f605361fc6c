import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { ApiError, type Blog } from '@tour/shared';
import { fetchLatestBlogs } from '../api/blogs';

/** Loads the blog list; its failures are the toasts of spec §8. */
export function useLatestBlogs(): { blogs: Blog[]; loading: boolean } {
  const [state, setState] = useState({ blogs: [] as Blog[], loading: true });
  useEffect(() => {
    let active = true;
    fetchLatestBlogs()
      .then((blogs) => active && setState({ blogs, loading: false }))
      .catch((error: unknown) => {
        if (!active) return;
        toast.error(
          error instanceof ApiError && error.kind === 'code'
            ? 'Failed to fetch blogs!'
            : 'Something went wrong while fetching blogs!',
        );
        setState({ blogs: [], loading: false });
      });
    return () => {
      active = false;
    };
  }, []);
  return state;
}
