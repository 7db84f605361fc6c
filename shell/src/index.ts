import { nextTask } from './nextTask';
import { prefetchRemoteModule, startRemotes } from './registry/remoteRegistry';
import { matchSiteRoute } from './routes/siteRoutes';

// The page's remote module (and its data) start downloading now, beside React, not after the
// first render.
void startRemotes().then(() => {
  const { target, params } = matchSiteRoute(window.location.pathname);
  if (target.owner === 'remote') prefetchRemoteModule(target.module, params);
});

// Start-up in three tasks rather than one long one: the federation runtime (this file), React
// DOM's module set-up, then the bootstrap (the other shared modules and the app).
void nextTask()
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => import('./bootstrap'));
