import '../ui/tokens.css';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { LazyToastContainer } from '../ui/LazyToastContainer';
import { RemoteLoaderContext, type RemoteComponentModule } from '../remote/RemoteLoaderContext';
import { RemoteSlot } from '../remote/RemoteSlot';
import styles from './Standalone.module.css';

export interface StandaloneOptions {
  /** e.g. 'mf-blog'. */
  title: string;
  /** This remote's own exposed modules by id, e.g. `{ 'blog/BlogsPage': () => import(…) }`. */
  modules: Record<string, () => Promise<RemoteComponentModule>>;
  /** Pages to route to (path → module id); the first is the index. */
  routes: { path: string; id: string; label: string; props?: Record<string, unknown> }[];
  /** Pieces that float over every page (e.g. the chat widget). */
  overlays?: string[];
  children?: ReactNode;
}

/**
 * Mounts a remote on its own page with the same providers the shell gives (router, toasts,
 * module loader, tokens), so its team can develop without the other apps running.
 */
export function mountStandalone({ title, modules, routes, overlays = [] }: StandaloneOptions) {
  const load = (id: string) => {
    const loader = modules[id];
    return loader ? loader() : Promise.reject(new Error(`${id} is not part of ${title}`));
  };
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
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
          {overlays.map((id) => (
            <RemoteSlot key={id} id={id} skeleton={null} />
          ))}
          <LazyToastContainer />
        </RemoteLoaderContext.Provider>
      </BrowserRouter>
    </StrictMode>,
  );
}
