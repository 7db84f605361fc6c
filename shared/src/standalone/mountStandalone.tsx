import '../ui/tokens.css';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { LazyToastContainer } from '../ui/LazyToastContainer';
import { createQueryClient } from '../query/queryClient';
import type { RemoteKey, RemoteModule, RemoteModuleId } from '../contracts/remoteModules';
import { RemoteLoaderContext, type RemoteModuleLoader } from '../remote/RemoteLoaderContext';
import { RemoteSlot, type RemoteSlotProps } from '../remote/RemoteSlot';
import styles from './Standalone.module.css';

/** The modules of the remote `Key`: `blog/BlogsPage`, … of `blog`. */
export type ModuleIdOf<Key extends RemoteKey> = Extract<RemoteModuleId, `${Key}/${string}`>;

/** A page of the standalone app: its module, with the props the shell would give it. */
export type StandaloneRoute<Id extends RemoteModuleId> = {
  [I in Id]: { path: string; label: string } & Pick<RemoteSlotProps<I>, 'id' | 'props'>;
}[Id];

/** The remote's `src/exposes/` files, as `import.meta.glob` finds them: path → lazy import. */
export type ExposesFiles = Record<string, () => Promise<unknown>>;

export interface StandaloneOptions<Key extends RemoteKey> {
  /** e.g. 'mf-blog'. */
  title: string;
  /** The remote's key in module ids, e.g. `blog`. */
  remote: Key;
  /**
   * The remote's exposed modules, one file each: `import.meta.glob('./exposes/*.tsx')` in its
   * bootstrap, so the list is the folder the build checks against the contract
   * (scripts/rspack/federationContract.mjs), not one more copy of it.
   */
  exposes: ExposesFiles;
  /** Pages to route to (path → module id, with its props); the first is the index. */
  routes: StandaloneRoute<ModuleIdOf<NoInfer<Key>>>[];
  /** Pieces that float over every page (e.g. the chat widget). */
  overlays?: ModuleIdOf<NoInfer<Key>>[];
  children?: ReactNode;
}

/**
 * Loads `remote/Name` from `./exposes/Name.tsx`. Each of those files declares itself as
 * `RemoteModule<'<its id>'>`, which the build checks, so the file loaded has the id's props.
 */
export function standaloneLoader(
  title: string,
  remote: RemoteKey,
  exposes: ExposesFiles,
): RemoteModuleLoader {
  const byId = new Map(
    Object.entries(exposes).map(([file, load]) => [
      `${remote}/${file.replace(/^.*\//, '').replace(/\.tsx$/, '')}`,
      load,
    ]),
  );
  return <Id extends RemoteModuleId>(id: Id) => {
    const load = byId.get(id);
    return load
      ? (load() as Promise<RemoteModule<Id>>)
      : Promise.reject(new Error(`${id} is not part of ${title}`));
  };
}

/**
 * Mounts a remote on its own page with the same providers the shell gives (router, toasts,
 * module loader, tokens), so its team can develop without the other apps running.
 */
export function mountStandalone<Key extends RemoteKey>({
  title,
  remote,
  exposes,
  routes,
  overlays = [],
}: StandaloneOptions<Key>) {
  const load = standaloneLoader(title, remote, exposes);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <BrowserRouter>
          <RemoteLoaderContext.Provider value={load}>
            <header className={styles.bar}>
              <strong>{title}</strong> <span>standalone</span>
              {routes.map((route) => (
                <Link key={route.path} to={route.path}>
                  {route.label}
                </Link>
              ))}
            </header>
            <Routes>
              {routes.map((route) => (
                <Route
                  key={route.path}
                  path={route.path}
                  element={<RemoteSlot id={route.id} props={route.props} />}
                />
              ))}
            </Routes>
            {/* Any module id: the slot's props type cannot be worked out for `Key` unknown. */}
            {overlays.map((id: RemoteModuleId) => (
              <RemoteSlot key={id} id={id} skeleton={null} />
            ))}
            <LazyToastContainer />
          </RemoteLoaderContext.Provider>
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}
