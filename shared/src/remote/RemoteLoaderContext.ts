import { createContext, useContext, type ComponentType } from 'react';

/** A federated module as RemoteSlot expects it: a React component as the default export. */
export interface RemoteComponentModule {
  default: ComponentType<Record<string, unknown>>;
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
