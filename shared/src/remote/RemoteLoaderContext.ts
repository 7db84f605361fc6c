import { createContext, useContext } from 'react';
import type { RemoteModule, RemoteModuleId } from '../contracts/remoteModules';

/**
 * Loads `remote/Module` (e.g. `blog/BlogsPage`). The shell binds it to the MF runtime, in the
 * browser and on the render server alike; a load after a failure tries the remote afresh.
 */
export type RemoteModuleLoader = <Id extends RemoteModuleId>(id: Id) => Promise<RemoteModule<Id>>;

export const RemoteLoaderContext = createContext<RemoteModuleLoader | null>(null);

export function useRemoteLoader(): RemoteModuleLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader)
    throw new Error('RemoteSlot needs a RemoteLoaderContext provider (the shell gives one).');
  return loader;
}

/**
 * The render server's record of the modules a page rendered, so it can link their stylesheets
 * in the HTML's head, and preload the scripts of those the browser loads at once (`preload`;
 * a `loadWhen="visible"` slot's wait until it is seen). Null in the browser.
 */
export const RenderedRemotesContext = createContext<Map<
  RemoteModuleId,
  { preload: boolean }
> | null>(null);
