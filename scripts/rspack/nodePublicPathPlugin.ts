/**
 * A Module Federation runtime plugin in each remote's Node build. MF's Node runtime evaluates a
 * remote entry fetched over HTTP inside a wrapper whose `__dirname` is the folder of the entry's
 * URL (`/mf-blog/<version>/server`). The browser build beside it holds the remote's assets, so
 * an imported image renders on the server with the same path as in the browser.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

declare let __webpack_public_path__: string;

export default function nodePublicPathPlugin(): ModuleFederationRuntimePlugin {
  __webpack_public_path__ = `${__dirname.replace(/\/server\/?$/, '')}/`;
  return { name: 'ghumakkad-node-public-path' };
}
