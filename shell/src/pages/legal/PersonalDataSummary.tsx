import { Link } from 'react-router-dom';
import { EmailLink } from '@tour/shared';
import type { LegacyContactProps } from './LegalContact';

/**
 * The short version of the privacy policy that the Terms and the Disclaimer repeat, so every
 * policy page states what is collected, that it is not sold, and how to exercise your rights.
 */
export function PersonalDataSummary(_legacy: Pick<LegacyContactProps, 'supportEmail'>) {
  return (
    <>
      <p>
        When you use this website we collect personal details (such as your name, phone number and
        email address), your travel preferences (destinations, dates, departure city and number of
        travellers), technical data (such as your browser, device type and IP address) and cookies.
        We use this information to answer your enquiries and run the website. We share it with
        partner agents only to fulfil a request you have made, and{' '}
        <strong>we do not sell your personal data</strong>.
      </p>
      <p>
        You may access, correct or delete your personal data, or withdraw your consent, at any time:
        write to <EmailLink />. Our <Link to="/privacy-policy">Privacy Policy</Link> explains all of
        this in full.
      </p>
    </>
  );
}
