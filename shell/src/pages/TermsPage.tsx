import { LegalPage } from './legal/LegalPage';

/** /terms&conditions: how enquiries, quotes and bookings work (content/pages/terms.md). */
export function TermsPage() {
  return <LegalPage name="terms" label="terms and conditions" />;
}

/** The page as the site's routes show it; its title and description come with its text. */
export const TermsRoute = TermsPage;
