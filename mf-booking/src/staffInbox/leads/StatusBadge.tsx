import type { LeadStatus } from '@tour/shared';
import { STATUS_LABELS } from '../labels';
import styles from './StatusBadge.module.css';

/** A lead's status as a pill: its word, coloured by where it stands (never colour alone). */
export function StatusBadge({ status }: { status: LeadStatus }) {
  return <span className={`${styles.badge} ${styles[status] ?? ''}`}>{STATUS_LABELS[status]}</span>;
}

/** The warning sign and words of a lead whose notification failed or is being retried. */
export function DeliveryWarning({ text, compact = false }: { text: string; compact?: boolean }) {
  return (
    <span className={compact ? `${styles.warning} ${styles.compact}` : styles.warning}>
      <span aria-hidden="true">⚠</span> {text}
    </span>
  );
}
