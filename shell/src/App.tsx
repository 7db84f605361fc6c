import { useEffect } from 'react';
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
  useEffect(() => {
    // The page answers input from here on (hydrated, or rendered in the browser): a signal for
    // monitoring and the end-to-end tests, which must not act on server HTML before this.
    document.documentElement.dataset.interactive = 'true';
    performance.mark('app:interactive');
  }, []);
  return (
    <RemoteLoaderContext.Provider value={loadRemoteModule}>
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
