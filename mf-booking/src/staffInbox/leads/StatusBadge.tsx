import type { LeadStatus } from '@tour/shared';
import { STATUS_LABELS } from '../labels';
import { Pill, type PillTone } from '../Pill';
import styles from './StatusBadge.module.css';

/** Where a lead stands, as a colour: new is saffron, being worked teal, booked green. */
const STATUS_TONES: Record<LeadStatus, PillTone> = {
  new: 'saffron',
  contacted: 'teal',
  quoted: 'teal',
  booked: 'leaf',
  lost: 'grey',
  spam: 'red',
};

/** A lead's status as a pill: its word, coloured by where it stands (never colour alone). */
export function StatusBadge({ status }: { status: LeadStatus }) {
  return <Pill tone={STATUS_TONES[status]}>{STATUS_LABELS[status]}</Pill>;
}

/** The warning sign and words of a lead whose notification failed or is being retried. */
export function DeliveryWarning({ text, compact = false }: { text: string; compact?: boolean }) {
  return (
    <span className={compact ? `${styles.warning} ${styles.compact}` : styles.warning}>
      <span aria-hidden="true">⚠</span> {text}
    </span>
  );
}
