import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useSiteStore } from '@tour/shared';

/** Every route change scrolls to the top and closes the enquiry modal (spec §2). */
export function RouteChangeEffects() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
    useSiteStore.getState().closeEnquiry();
  }, [pathname]);
  return null;
}
