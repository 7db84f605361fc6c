import { RemoteSlot, Skeleton, useSiteProfile, type RemoteModuleProps } from '@tour/shared';
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
  // Counted from the catalogue by the API, and claimed in the site profile's content: a figure
  // the profile does not give (or a profile not loaded) is left out, never made up here.
  const profile = useSiteProfile();
  const destinations = profile?.counts?.destinations;
  const figures: [string | undefined, string][] = [
    [profile?.claims?.agents, 'Partner agents'],
    [profile?.claims?.travellers, 'Travellers served'],
    [destinations === undefined ? undefined : String(destinations), 'Destinations'],
  ];
  const shown = figures.filter((entry): entry is [string, string] => entry[0] !== undefined);
  return (
    <div className={styles.layout}>
      <aside className={styles.side}>
        <h2>Plan your holiday in 3 easy steps</h2>
        <ol className={styles.steps}>
          {STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        {shown.length > 0 && (
          <dl className={styles.claims}>
            {shown.map(([figure, what]) => (
              <div key={what}>
                <dt>{figure}</dt>
                <dd>{what}</dd>
              </div>
            ))}
          </dl>
        )}
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
