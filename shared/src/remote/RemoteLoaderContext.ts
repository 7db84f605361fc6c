import { createContext, useContext, type ComponentType } from 'react';

/**
 * A federated module as RemoteSlot expects it: a React component as the default export. Props
 * cross the federation boundary untyped (the remote's exposes/ file documents them).
 */
export interface RemoteComponentModule {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  default: ComponentType<any>;
  /**
   * Optional: starts the page's data requests for the props it will get, before it renders. The
   * shell calls it as soon as it knows the first route, so data and React download together.
   */
  prefetch?: (props: Record<string, string>) => void;
}

/** Loads `remote/Module` (e.g. `blog/BlogsPage`); the shell binds it to the MF runtime. */
export type RemoteModuleLoader = (id: string) => Promise<RemoteComponentModule>;

export const RemoteLoaderContext = createContext<RemoteModuleLoader | null>(null);

export function useRemoteLoader(): RemoteModuleLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader)
    throw new Error('RemoteSlot needs a RemoteLoaderContext provider (the shell gives one).');
  return loader;
}
