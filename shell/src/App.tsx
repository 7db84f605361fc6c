import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import {
  FormSubmissionContext,
  LazyToastContainer,
  RemoteLoaderContext,
  type FormSubmission,
} from '@tour/shared';
import { loadRemoteModule } from './registry/remoteRegistry';
import { SiteHeader } from './layout/SiteHeader';
import { EnquiryModal } from './layout/EnquiryModal';
import { EnquiryNowButton } from './layout/EnquiryNowButton';
import { AssistantLauncher } from './layout/AssistantLauncher';
import { SiteFooter } from './layout/SiteFooter';
import { RouteChangeEffects } from './routes/RouteChangeEffects';
import { PageViewTracker } from './health/PageViewTracker';
import { startNextPageView } from './health/pageViewBeacon';
import { SiteRoutes } from './routes/SiteRoutes';
import styles from './App.module.css';

interface AppProps {
  /** The lead form post this page was rendered to answer (the server refused or could not store it). */
  submission?: FormSubmission | null;
}

export function App({ submission = null }: AppProps) {
  // Only the page first loaded answers the post: once the visitor moves on in the app, forms
  // start empty (the router's first location is the only one keyed 'default').
  const { key } = useLocation();
  useEffect(() => {
    // The page answers input from here on (hydrated, or rendered in the browser): a signal for
    // monitoring and the end-to-end tests, which must not act on server HTML before this.
    document.documentElement.dataset.interactive = 'true';
    performance.mark('app:interactive');
  }, []);
  return (
    <RemoteLoaderContext.Provider value={loadRemoteModule}>
      <FormSubmissionContext.Provider value={key === 'default' ? submission : null}>
        {/* In the server's tree as in the browser's, so both give the same ids (useId). */}
        <PageViewTracker onNavigate={startNextPageView} />
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
      </FormSubmissionContext.Provider>
    </RemoteLoaderContext.Provider>
  );
}
