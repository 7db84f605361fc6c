import styles from './LeadReference.module.css';

/**
 * What follows a sent form's thank-you when the API gave the lead a reference: " Your reference:
 * GK-7QX4M2PA." The reference stays on one line: a narrow screen would otherwise break it at its
 * hyphen, and a visitor would copy or read out two halves ("GK-" and "7QX4M2PA").
 */
export function LeadReference({ reference }: { reference: string | undefined }) {
  if (!reference) return null;
  return (
    <>
      {' '}
      Your reference: <span className={styles.reference}>{reference}</span>.
    </>
  );
}
