import { useLocation } from 'react-router-dom';
import { useSiteStore } from '@tour/shared';
import { matchSiteRoute } from '../routes/siteRoutes';
import styles from './EnquiryNowButton.module.css';

export function EnquiryNowButton() {
  const { pathname } = useLocation();
  const openEnquiry = useSiteStore((state) => state.openEnquiry);
  if (matchSiteRoute(pathname).hidesEnquiryNow) return null;
  return (
    <button type="button" className={styles.button} onClick={() => openEnquiry()}>
      Enquiry Now
    </button>
  );
}
