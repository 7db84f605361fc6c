import '../ui/tokens.css';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { LazyToastContainer } from '../ui/LazyToastContainer';
import { createQueryClient } from '../query/queryClient';
import type { RemoteModule, RemoteModuleId } from '../contracts/remoteModules';
import { RemoteLoaderContext, type RemoteModuleLoader } from '../remote/RemoteLoaderContext';
import { RemoteSlot } from '../remote/RemoteSlot';
import styles from './Standalone.module.css';

export interface StandaloneOptions {
  /** e.g. 'mf-blog'. */
  title: string;
  /** This remote's own exposed modules by id, e.g. `{ 'blog/BlogsPage': () => import(…) }`. */
  modules: Partial<{ [Id in RemoteModuleId]: () => Promise<RemoteModule<Id>> }>;
  /** Pages to route to (path → module id, with its props); the first is the index. */
  routes: { path: string; id: RemoteModuleId; label: string; props?: object }[];
  /** Pieces that float over every page (e.g. the chat widget). */
  overlays?: RemoteModuleId[];
  children?: ReactNode;
}

/**
 * Mounts a remote on its own page with the same providers the shell gives (router, toasts,
 * module loader, tokens), so its team can develop without the other apps running.
 */
export function mountStandalone({ title, modules, routes, overlays = [] }: StandaloneOptions) {
  const load: RemoteModuleLoader = <Id extends RemoteModuleId>(id: Id) => {
    const loader = modules[id] as (() => Promise<RemoteModule<Id>>) | undefined;
    return loader ? loader() : Promise.reject(new Error(`${id} is not part of ${title}`));
  };
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
                  // The remote's own bootstrap lists its pages with their props.
                  element={<RemoteSlot id={route.id} props={route.props as never} />}
                />
              ))}
            </Routes>
            {overlays.map((id) => (
              <RemoteSlot key={id} id={id} skeleton={null} />
            ))}
            <LazyToastContainer />
          </RemoteLoaderContext.Provider>
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}
