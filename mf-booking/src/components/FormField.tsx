import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './FormField.module.css';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: string;
  /** A fixed adornment inside the field, e.g. +91. */
  adornment?: ReactNode;
}

/** Label above, error under the field with an icon and text (never colour alone). */
export function FormField({ id, label, error, adornment, className, ...input }: FormFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={`${styles.control} ${error ? styles.invalid : ''}`}>
        {adornment && <span className={styles.adornment}>{adornment}</span>}
        <input
          id={id}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
      </div>
      <p id={errorId} className={styles.error} aria-live="polite">
        {error && (
          <>
            <span aria-hidden="true">⚠</span> {error}
          </>
        )}
      </p>
    </div>
  );
}
