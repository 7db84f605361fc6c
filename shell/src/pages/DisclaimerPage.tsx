import { LegalPage } from './legal/LegalPage';

/** /disclaimer: what the site's information covers (content/pages/disclaimer.md). */
export function DisclaimerPage() {
  return <LegalPage name="disclaimer" label="disclaimer" />;
}

/** The page as the site's routes show it; its title and description come with its text. */
export const DisclaimerRoute = DisclaimerPage;
