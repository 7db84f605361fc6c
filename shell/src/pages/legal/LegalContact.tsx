import { telHref } from '@tour/shared';

export interface LegalContactProps {
  supportEmail: string;
  phone: string;
  officeAddress: string;
}

/** The 'Contact us' block the three legal pages end with, filled from the runtime config. */
export function LegalContact({ supportEmail, phone, officeAddress }: LegalContactProps) {
  return (
    <>
      <p>
        If anything on this page is unclear, or you would like to discuss it with a person, we are
        happy to help.
      </p>
      <ul>
        <li>
          Email: <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        </li>
        <li>
          Phone (24/7): <a href={telHref(phone)}>{phone}</a>
        </li>
      </ul>
      <address>{officeAddress}</address>
    </>
  );
}
