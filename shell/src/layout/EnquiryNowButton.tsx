import { useLocation } from 'react-router-dom';
import { ActionLink, enquiryPath, useSiteStore } from '@tour/shared';
import { matchSiteRoute } from '../routes/siteRoutes';
import styles from './EnquiryNowButton.module.css';

/** Opens the enquiry modal; before the app runs, or without JavaScript, the enquiry page. */
export function EnquiryNowButton() {
  const { pathname } = useLocation();
  const openEnquiry = useSiteStore((state) => state.openEnquiry);
  if (matchSiteRoute(pathname).hidesEnquiryNow) return null;
  return (
    <ActionLink
      href={enquiryPath()}
      className={styles.button}
      onAction={() => openEnquiry()}
      // Steps aside while a list of options is open (global.css).
      data-floating=""
    >
      Enquiry Now
    </ActionLink>
  );
}
