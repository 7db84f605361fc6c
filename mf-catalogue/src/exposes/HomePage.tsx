import { destinationsQuery, type RemoteModule } from '@tour/shared';
import {
  homeSearchKey,
  runHomeSearch,
  searchFieldsFromUrl,
  type HomeSearchOutcome,
} from '../components/homeSearch';
import { homeQuery } from '../api/queries';
import { HomePage } from '../pages/HomePage';

const page: RemoteModule<'catalogue/HomePage'> = {
  default: HomePage,
  // The search bar's destinations: with the HTML, so the first search needs no request. A search
  // sent by the bar's form without the app (`/?destination=…`) is run here, as the bar would.
  prefetch: async (client, { search }) => {
    // The hero's slides and every section's words and cards (GET /site/home), with the search
    // bar's destinations, so the first search needs no request either.
    await Promise.all([
      client.prefetchQuery(destinationsQuery()),
      client.prefetchQuery(homeQuery()),
    ]);
    const fields = searchFieldsFromUrl(search);
    if (fields) client.setQueryData(homeSearchKey(search), await runHomeSearch(client, fields));
  },
  // Found: its listing; nothing found: the no-result page. A missing field or a failure stays
  // here, where the bar shows the spec's message with the values kept.
  redirect: (client, { search }) => {
    const outcome = client.getQueryData<HomeSearchOutcome>(homeSearchKey(search));
    if (outcome?.kind === 'listing') return outcome.url;
    if (outcome?.kind === 'noResult') return '/no-result-found';
    return null;
  },
  // The page is the answer to a request it could not carry out.
  status: (client, { search }) => {
    const outcome = client.getQueryData<HomeSearchOutcome>(homeSearchKey(search));
    if (outcome?.kind === 'missing') return 400;
    if (outcome?.kind === 'failed') return 503;
    return 200;
  },
};
export default page.default;
export const { prefetch, redirect, status } = page;
