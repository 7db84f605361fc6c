import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSiteProfile } from '../api/useSiteProfile';
import { mailLink, telLink } from '../contracts/siteProfile';

interface ContactLinkProps {
  className?: string;
  /** The link's content from the number or address as shown; by default that alone. */
  children?: (shown: string) => ReactNode;
}

/**
 * When the profile could not be loaded there is no number or address to show: the support page
 * (which says the same once the API answers) stands in, so a sentence still leads somewhere.
 */
function Unavailable({ className }: ContactLinkProps) {
  return (
    <Link className={className} to="/customer-support">
      Customer Support
    </Link>
  );
}

/** The agency's phone number as a `tel:` link to the full number. */
export function PhoneLink({ className, children = (shown) => shown }: ContactLinkProps) {
  const profile = useSiteProfile();
  if (!profile) return <Unavailable className={className} />;
  return (
    <a className={className} href={telLink(profile.phone)}>
      {children(profile.phone.display)}
    </a>
  );
}

/** The agency's email address as a `mailto:` link. */
export function EmailLink({ className, children = (shown) => shown }: ContactLinkProps) {
  const profile = useSiteProfile();
  if (!profile) return <Unavailable className={className} />;
  return (
    <a className={className} href={mailLink(profile.email)}>
      {children(profile.email)}
    </a>
  );
}
