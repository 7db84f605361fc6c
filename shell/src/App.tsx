import { useCallback } from 'react';
import { LazyToastContainer, RemoteLoaderContext } from '@tour/shared';
import { loadRemoteModule } from './registry/remoteRegistry';
import { SiteHeader } from './layout/SiteHeader';
import { SiteFooter } from './layout/SiteFooter';
import { EnquiryModal } from './layout/EnquiryModal';
import { EnquiryNowButton } from './layout/EnquiryNowButton';
import { AssistantLauncher } from './layout/AssistantLauncher';
import { RouteChangeEffects } from './routes/RouteChangeEffects';
import { SiteRoutes } from './routes/SiteRoutes';
import styles from './App.module.css';

export function App() {
  const load = useCallback((id: string) => loadRemoteModule(id), []);
  return (
    <RemoteLoaderContext.Provider value={load}>
      <RouteChangeEffects />
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className={styles.main}>
        <SiteRoutes />
      </main>
      <SiteFooter />
      <EnquiryNowButton />
      <EnquiryModal />
      <AssistantLauncher />
      <LazyToastContainer />
    </RemoteLoaderContext.Provider>
  );
}
