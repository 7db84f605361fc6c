import {
  CLAIMS,
  Modal,
  RemoteSlot,
  Skeleton,
  useRuntimeConfig,
  useSiteStore,
  telHref,
} from '@tour/shared';
import styles from './EnquiryModal.module.css';

const STEPS = [
  'Tell us your holiday plan',
  'Get multiple quotes from expert agents and compare',
  'Select and book the best deal',
];

/** The shell's frame around booking/EnquiryForm: the side panel of spec §1 and the dialog. */
export function EnquiryModal() {
  const open = useSiteStore((state) => state.enquiryOpen);
  const close = useSiteStore((state) => state.closeEnquiry);
  const { phone } = useRuntimeConfig();
  return (
    <Modal open={open} onClose={close} label="Enquiry" maxWidth={920}>
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
            <div>
              <dt>{CLAIMS.destinations}</dt>
              <dd>Destinations</dd>
            </div>
          </dl>
        </aside>
        <div className={styles.form}>
          <RemoteSlot
            id="booking/EnquiryForm"
            skeleton={<Skeleton height={420} />}
            fallback={
              <p className={styles.fallback}>
                Our enquiry form is unavailable right now. Please call us 24/7 at{' '}
                <a href={telHref(phone)}>{phone}</a> and we will plan it with you.
              </p>
            }
          />
        </div>
      </div>
    </Modal>
  );
}
