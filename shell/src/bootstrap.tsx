import '@tour/shared/tokens.css';
import './global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { hydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  createQueryClient,
  loadRuntimeConfig,
  preloadRemoteModule,
  setRuntimeConfig,
  type FormSubmission,
} from '@tour/shared';
import { withoutTrackingParameters } from '@tour/shared/trackingParameters';
import { App } from './App';
import { Document } from './Document';
import {
  fetchRemotesManifest,
  loadRemoteModule,
  registerRemoteEntries,
  addFederationPlugins,
} from './registry/remoteRegistry';
import { startPageViewBeacon } from './health/pageViewBeacon';
import { yieldBetweenRemoteSteps } from './registry/yieldBetweenRemoteSteps';
import { matchSiteRoute } from './routes/siteRoutes';
import type { BootData } from './server/renderPage';

declare global {
  interface Window {
    /** Written by the render server: what the page was composed from. */
    __TOUR_BOOT__?: BootData;
  }
}

/** The app as both renders have it: the browser's router, the page's query cache. */
function Root({
  client,
  submission = null,
}: {
  client: QueryClient;
  submission?: FormSubmission | null;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={client}>
        <BrowserRouter>
          <App submission={submission} />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>
  );
}

async function start() {
  // Marks of the start's steps (User Timing), for pnpm bench:web and any RUM tool.
  performance.mark('app:start');
  addFederationPlugins([yieldBetweenRemoteSteps()]);
  const client = createQueryClient();
  const boot = window.__TOUR_BOOT__;
  if (boot) {
    // The same remote versions, config and data the server rendered with, so hydration matches
    // and makes no second request for the page's data.
    setRuntimeConfig(boot.config);
    registerRemoteEntries(boot.remotes);
    // Release health counts this tab's page views from here, before the first render: a slot
    // that fails as the page hydrates counts in the first view.
    startPageViewBeacon({ apiBaseUrl: boot.config.apiBaseUrl, remotes: boot.remotes });
    hydrate(client, boot.queries);
    // A page answering a form's post came at the form's address (/forms/…): the router must see
    // the page it is, and a reload should load that page rather than post again.
    if (boot.post) window.history.replaceState(null, '', boot.post.page);
    // A campaign link's tracking parameters (fbclid, utm_*): the server rendered the page without
    // them, so the router must see the address it rendered; the address bar drops them too, so a
    // link copied from it carries none.
    const address = `${window.location.pathname}${window.location.search}`;
    const untracked = withoutTrackingParameters(address);
    if (untracked !== address) {
      window.history.replaceState(window.history.state, '', `${untracked}${window.location.hash}`);
    }
    const { target } = matchSiteRoute(window.location.pathname);
    // The page's module before hydration starts, so the page is interactive in one pass. A
    // failure is the slot's to show.
    if (target.owner === 'remote') {
      await preloadRemoteModule(loadRemoteModule, target.module).catch(() => undefined);
    }
    performance.mark('app:hydrate');
    // The whole document, as the server rendered it (Document.tsx). In a transition, React
    // hydrates it in slices of a few milliseconds and lets the browser paint and take input in
    // between, instead of in one long task (the server's HTML is already on screen meanwhile).
    startTransition(() => {
      hydrateRoot(
        document,
        <Document styles={boot.styles}>
          <Root client={client} submission={boot.post?.submission} />
        </Document>,
        {
          // A slot the server could not render (its remote down or throwing there) is rendered here
          // instead, as designed; RemoteSlot reports a real failure. Anything else that React
          // recovers from (a hydration mismatch) is a bug, and the end-to-end tests fail on warnings.
          onRecoverableError(error, info) {
            const cause =
              error instanceof Error && error.cause instanceof Error ? error.cause : null;
            console.warn(
              '[hydration] recovered:',
              String(error),
              cause?.message ?? '',
              info.componentStack ?? '',
            );
          },
        },
      );
    });
    return;
  }
  // `pnpm dev` and any page served without the render server: render in the browser.
  const [remotes, config] = await Promise.all([
    fetchRemotesManifest().catch((error: unknown) => {
      console.error('[remotes] /remotes.json could not be loaded', error);
      return {};
    }),
    loadRuntimeConfig(),
  ]);
  registerRemoteEntries(remotes);
  startPageViewBeacon({ apiBaseUrl: config.apiBaseUrl, remotes });
  createRoot(document.getElementById('root')!).render(<Root client={client} />);
}

void start();
