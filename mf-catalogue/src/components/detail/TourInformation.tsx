import { CheckIcon, CrossIcon, gstSentence, type PackageDetail } from '@tour/shared';
import { splitList } from './textList';
import styles from './DetailSections.module.css';

function BulletList({ items, kind }: { items: string[]; kind: 'yes' | 'no' | 'plain' }) {
  if (items.length === 0) return <p className={styles.muted}>Not specified.</p>;
  return (
    <ul className={`${styles.bullets} ${styles[kind]}`}>
      {items.map((item, index) => (
        <li key={`${index}-${item}`}>
          {kind === 'yes' && <CheckIcon size={18} />}
          {kind === 'no' && <CrossIcon size={18} />}
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Tour Information: Inclusions and Exclusions as bullet lists, then how GST is charged, said the
 * same way on every package (it is a field of its own, not an exclusion line in varying words).
 */
export function TourInformation({ pkg }: { pkg: PackageDetail }) {
  return (
    <section className={styles.section} aria-labelledby="tour-info-title">
      <h2 id="tour-info-title" className={styles.heading}>
        Tour Information
      </h2>
      <div className={styles.columns}>
        <div className={styles.panel}>
          <h3 className={styles.subheading}>Inclusions</h3>
          <BulletList items={splitList(pkg.inclusions)} kind="yes" />
        </div>
        <div className={styles.panel}>
          <h3 className={styles.subheading}>Exclusions</h3>
          <BulletList items={splitList(pkg.exclusions)} kind="no" />
        </div>
      </div>
      {pkg.gst !== undefined && <p className={styles.gstNote}>{gstSentence(pkg.gst)}</p>}
    </section>
  );
}

/** Our Tour Policies: confirmation, and cancellation under 'If you Cancel your Holiday:-'. */
export function TourPolicies({ pkg }: { pkg: PackageDetail }) {
  return (
    <section className={styles.section} aria-labelledby="policies-title">
      <h2 id="policies-title" className={styles.heading}>
        Our Tour Policies
      </h2>
      <div className={styles.policies}>
        <div className={styles.panel}>
          <h3 className={styles.subheading}>Confirmation Policy</h3>
          <BulletList items={splitList(pkg.tourPolicy)} kind="plain" />
        </div>
        <div className={styles.panel}>
          <h3 className={styles.subheading}>Cancellation Policy</h3>
          <p className={styles.cancelLead}>If you Cancel your Holiday:-</p>
          <BulletList items={splitList(pkg.cancellationPolicy)} kind="plain" />
        </div>
      </div>
    </section>
  );
}
