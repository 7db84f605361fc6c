import type { QueryClient } from '@tanstack/react-query';
import { destinationsQuery, type Destination, type RemoteModule } from '@tour/shared';
import { blogPageQuery } from '../api/queries';
import { sentBlogSearchOutcome } from '../components/blogSearch';
import { BlogsPage, blogListFor, searchTermsFromUrl, searchUrl } from '../pages/BlogsPage';

/** What the search bar's form, sent without the app, comes to (null: no form in the URL). */
const sentSearch = (client: QueryClient, search: string) =>
  sentBlogSearchOutcome(
    search,
    client.getQueryData<Destination[]>(destinationsQuery().queryKey) ?? [],
  );

const page: RemoteModule<'blog/BlogsPage'> = {
  default: BlogsPage,
  prefetch: async (client, { search }) => {
    const terms = searchTermsFromUrl(new URLSearchParams(search));
    await Promise.all([
      // Only the first page of cards: 'See more' asks for the next.
      client.prefetchQuery(blogPageQuery(blogListFor(terms), 1)),
      client.prefetchQuery(destinationsQuery()),
    ]);
  },
  // A search the form sent by name goes to its list by ids, as the bar's own search does.
  redirect: (client, { search }) => {
    const outcome = sentSearch(client, search);
    return outcome?.kind === 'search' ? searchUrl(outcome.terms) : null;
  },
  // An empty form is a request the page could not carry out; an unknown name finds no blog.
  status: (client, { search }) => (sentSearch(client, search)?.kind === 'missing' ? 400 : 200),
};
export default page.default;
export const { prefetch, redirect, status } = page;
