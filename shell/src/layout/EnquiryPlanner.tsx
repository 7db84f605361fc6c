import { CLAIMS, RemoteSlot, Skeleton, useSiteProfile, type RemoteModuleProps } from '@tour/shared';
import { PhoneLink } from '@tour/shared';
import styles from './EnquiryPlanner.module.css';

const STEPS = [
  'Tell us your holiday plan',
  'Get multiple quotes from expert agents and compare',
  'Select and book the best deal',
];

/**
 * The side panel of spec §1 (three steps, the claims) beside booking/EnquiryForm: the enquiry
 * modal's content, and the whole of the /enquiry page that Enquiry Now links to before the app
 * runs or without JavaScript.
 */
export function EnquiryPlanner({ prefill }: RemoteModuleProps['booking/EnquiryForm']) {
  // Counted from the catalogue by the API; without the profile the count is left out.
  const destinations = useSiteProfile()?.counts?.destinations;
  return (
    <div className={styles.layout}>
      <aside className={styles.side}>
        <h2>Plan your holiday in 3 easy steps</h2>
        <ol className={styles.steps}>
          {STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <dl className={styles.claims}>
          <div>
            <dt>{CLAIMS.agents}</dt>
            <dd>Verified agents</dd>
          </div>
          <div>
            <dt>{CLAIMS.travelers}</dt>
            <dd>Happy travelers</dd>
          </div>
          {destinations !== undefined && (
            <div>
              <dt>{destinations}</dt>
              <dd>Destinations</dd>
            </div>
          )}
        </dl>
      </aside>
      <div className={styles.form}>
        <RemoteSlot
          id="booking/EnquiryForm"
          props={{ prefill }}
          skeleton={<Skeleton height={420} />}
          fallback={
            <p className={styles.fallback}>
              Our enquiry form is unavailable right now. Please call us 24/7 at <PhoneLink /> and we
              will plan it with you.
            </p>
          }
        />
      </div>
    </div>
  );
}
