import {
  packageChatText,
  siteUrl,
  WHATSAPP_GREETING,
  whatsappChatLink,
  type PageSubject,
  type ProfilePhone,
} from '@tour/shared';
import { matchSiteRoute } from '../routes/siteRoutes';

/** Before the package page has named its package (the server's HTML, no JavaScript). */
const UNNAMED_PACKAGE = 'this package';

/**
 * What a WhatsApp chat opened from `pathname` starts with: on a package page, the package and its
 * link, so the agent knows at once which trip the visitor means; elsewhere a greeting. The name
 * is the one the page itself publishes (ShareButtons' page subject); the shell never loads the
 * package, and a name guessed from the address could name another trip.
 */
export function chatTextFor(pathname: string, subject: PageSubject | null): string {
  const route = matchSiteRoute(pathname);
  if (route.target.owner !== 'remote' || route.target.module !== 'catalogue/PackageDetailPage') {
    return WHATSAPP_GREETING;
  }
  // The page withdraws its subject when it goes, so a subject here is this package's (its
  // canonical link); until the page has published it, the address the visitor is on.
  return subject
    ? packageChatText(subject.title, subject.url)
    : packageChatText(UNNAMED_PACKAGE, siteUrl(pathname));
}

/** The WhatsApp chat with the agency, opened from `pathname`, with its first message typed. */
export function whatsappChatHref(
  whatsapp: ProfilePhone,
  pathname: string,
  subject: PageSubject | null,
): string {
  return whatsappChatLink(whatsapp, chatTextFor(pathname, subject));
}
