import { prefetchRemoteModule, startRemotes } from './registry/remoteRegistry';
import { matchSiteRoute } from './routes/siteRoutes';

// The page's remote module (and its data) start downloading now, beside React, not after the
// first render.
void startRemotes().then(() => {
  const { target, params } = matchSiteRoute(window.location.pathname);
  if (target.owner === 'remote') prefetchRemoteModule(target.module, params);
});

// The federation runtime starts while this file runs; the bootstrap (React, the shared modules,
// the app) starts in a later task, so the browser gets a turn in between instead of one long task.
setTimeout(() => void import('./bootstrap'));
