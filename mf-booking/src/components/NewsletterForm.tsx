import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  EMAIL_PATTERN,
  formPostPath,
  LEAD_SENT_TEXT,
  MAX_EMAIL_LENGTH,
  NEWSLETTER_INVALID,
  newIdempotencyKey,
  TIMINGS_MS,
  useFormSubmission,
} from '@tour/shared';
import { subscribeToNewsletter } from '../api/messages';
import { PrivacyNoticeField } from './PrivacyNoticeField';
import { ReturnToField } from './ReturnToField';
import styles from './NewsletterForm.module.css';

/**
 * The footer's newsletter sign-up (spec §4, §5, §8). Also a plain form posting to the site's
 * server, for a visitor whose app has not started; a refused post comes back with the address
 * and its message (a failure only keeps the address: spec §8 shows no message for it).
 */
export function NewsletterForm() {
  const submission = useFormSubmission('newsletter');
  const [email, setEmail] = useState(submission?.values.email ?? '');
  const [error, setError] = useState<string | null>(submission?.errors.email ?? null);
  const [status, setStatus] = useState<'idle' | 'pending' | 'thanks'>('idle');
  // The key belongs to the address sent, until the server has answered: a retry of the same
  // address (after a timeout, say) reuses it and cannot count twice; another address gets its own.
  const identity = useRef<{ email: string; key: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (status === 'pending') return;
    // The newsletterSchema's rule, without loading the lead schemas into every page's footer.
    const address = email.trim();
    if (!EMAIL_PATTERN.test(address) || address.length > MAX_EMAIL_LENGTH) {
      setError(NEWSLETTER_INVALID);
      return;
    }
    if (identity.current?.email !== address) {
      identity.current = { email: address, key: newIdempotencyKey() };
    }
    setStatus('pending');
    try {
      await subscribeToNewsletter(address, identity.current.key);
      // An address typed while this one was on its way stays for the visitor to send.
      setEmail((current) => (current === email ? '' : current));
      identity.current = null;
      setStatus('thanks');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setStatus('idle'), TIMINGS_MS.newsletterThankYou);
    } catch (failure) {
      // Spec §8: a newsletter failure is only logged; the visitor may simply try again.
      console.error('[booking] newsletter sign-up failed', failure);
      setStatus('idle');
    }
  }

  return (
    <form
      className={styles.form}
      method="post"
      action={formPostPath('newsletter')}
      onSubmit={onSubmit}
      noValidate
      aria-label="Newsletter"
    >
      <ReturnToField />
      <PrivacyNoticeField />
      <label htmlFor="newsletter-email" className={styles.label}>
        Travel ideas and offers, once a month
      </label>
      <div className={styles.row}>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="Your email address"
          className={styles.input}
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'newsletter-error' : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(null);
          }}
        />
        <button type="submit" className={styles.button} disabled={status === 'pending'}>
          Subscribe
        </button>
      </div>
      <p id="newsletter-error" className={styles.error} aria-live="polite">
        {error}
      </p>
      {status === 'thanks' && (
        <p className={styles.thanks} role="status">
          {LEAD_SENT_TEXT.newsletter}
        </p>
      )}
    </form>
  );
}
