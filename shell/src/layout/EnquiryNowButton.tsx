import { useLocation } from 'react-router-dom';
import { useSiteStore } from '@tour/shared';
import { isEnquiryButtonHidden } from './enquiryButtonVisibility';
import styles from './EnquiryNowButton.module.css';

export function EnquiryNowButton() {
  const { pathname } = useLocation();
  const openEnquiry = useSiteStore((state) => state.openEnquiry);
  if (isEnquiryButtonHidden(pathname)) return null;
  return (
    <button type="button" className={styles.button} onClick={() => openEnquiry()}>
      Enquiry Now
    </button>
  );
}
