import { Link } from 'react-router-dom';
import styles from './ConsentNote.module.css';

/** Said under every lead form: what happens to the details, with the policy one click away. */
export function ConsentNote() {
  return (
    <p className={styles.note}>
      We share your details only with the agents who quote for this trip. See our{' '}
      <Link to="/privacy-policy">privacy policy</Link>.
    </p>
  );
}
