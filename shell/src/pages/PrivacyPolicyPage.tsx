import { LegalPage } from './legal/LegalPage';

/** /privacy-policy: what personal data we keep and the visitor's rights (content/pages/privacy.md). */
export function PrivacyPolicyPage() {
  return <LegalPage name="privacy" label="privacy policy" />;
}

/** The page as the site's routes show it; its title and description come with its text. */
export const PrivacyPolicyRoute = PrivacyPolicyPage;
