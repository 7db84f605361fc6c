import { addressLines } from '@tour/shared';
import { EmailLink, PhoneLink } from '@tour/shared';
import { useSiteProfile } from '@tour/shared';

/**
 * What the legal pages passed before the profile held these details: accepted and ignored, so
 * those pages keep building until they stop passing them.
 */
export type LegacyContactProps = Partial<
  Record<'supportEmail' | 'phone' | 'officeAddress', string>
>;

/**
 * The 'Contact us' block the legal pages end with, from the site profile: email, phone, the
 * office address and the registration details the agency has (GSTIN, Ministry of Tourism).
 */
export function LegalContact(_legacy: LegacyContactProps) {
  const profile = useSiteProfile();
  const { gstin, tourismApproval } = profile?.registration ?? {};
  return (
    <>
      <p>
        If anything on this page is unclear, or you would like to discuss it with a person, we are
        happy to help.
      </p>
      <ul>
        <li>
          Email: <EmailLink />
        </li>
        <li>
          Phone ({profile?.hours.phone ?? '24/7'}): <PhoneLink />
        </li>
      </ul>
      {profile && (
        <address>
          {profile.name}
          {addressLines(profile.address).map((line) => (
            <span key={line}>
              <br />
              {line}
            </span>
          ))}
        </address>
      )}
      {(gstin || tourismApproval) && (
        <ul>
          {gstin && <li>GSTIN: {gstin}</li>}
          {tourismApproval && <li>{tourismApproval}</li>}
        </ul>
      )}
    </>
  );
}
