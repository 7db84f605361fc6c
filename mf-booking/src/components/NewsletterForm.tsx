import { useEffect, useRef, useState, type FormEvent } from 'react';
import { newIdempotencyKey, TIMINGS_MS } from '@tour/shared';
import { subscribeToNewsletter } from '../api/messages';
import { isValidEmail } from '../hooks/useFormFields';
import styles from './NewsletterForm.module.css';

/** The footer's newsletter sign-up (spec §4, §5, §8). */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<'idle' | 'pending' | 'thanks'>('idle');
  const key = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (status === 'pending') return;
    if (!email.trim() || !isValidEmail(email)) {
      setError('Valid email is required *');
      return;
    }
    key.current ??= newIdempotencyKey();
    setStatus('pending');
    try {
      await subscribeToNewsletter(email.trim(), key.current);
      setEmail('');
      key.current = null;
      setStatus('thanks');
      timer.current = setTimeout(() => setStatus('idle'), TIMINGS_MS.newsletterThankYou);
    } catch (failure) {
      // Spec §8: a newsletter failure is only logged; the visitor may simply try again.
      console.error('[booking] newsletter sign-up failed', failure);
      setStatus('idle');
    }
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Newsletter">
      <label htmlFor="newsletter-email" className={styles.label}>
        Travel ideas and offers, once a month
      </label>
      <div className={styles.row}>
        <input
          id="newsletter-email"
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
            key.current = null;
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
          Thank you for subscribing!
        </p>
      )}
    </form>
  );
}
