/**
 * A Module Federation runtime plugin in each remote's Node build. MF's Node runtime evaluates a
 * remote entry fetched over HTTP inside a wrapper whose `__dirname` is the folder of the entry's
 * URL (`/mf-blog/<version>/server`). The browser build beside it holds the remote's assets, so
 * an imported image renders on the server with the same path as in the browser.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the bundler reads it
declare let __webpack_public_path__: string;

export default function nodePublicPathPlugin(): ModuleFederationRuntimePlugin {
  // Webpack's documented way to set the public path at run time.
  __webpack_public_path__ = `${__dirname.replace(/\/server\/?$/, '')}/`;
  return { name: 'ghumakkad-node-public-path' };
}
