import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import styles from './FormField.module.css';

interface FrameProps {
  id: string;
  label: string;
  error?: string;
  /** A fixed adornment inside the field, e.g. +91. */
  adornment?: ReactNode;
  /** Red border only: the message is kept for screen readers but not shown. */
  hideMessage?: boolean;
  className?: string;
  children: (control: {
    id: string;
    className: string;
    'aria-invalid'?: true;
    'aria-describedby'?: string;
  }) => ReactNode;
}

/** Label above, error under the field with an icon and text (never colour alone). */
function FieldFrame({ id, label, error, adornment, hideMessage, className, children }: FrameProps) {
  const errorId = `${id}-error`;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={`${styles.control} ${error ? styles.invalid : ''}`}>
        {adornment && <span className={styles.adornment}>{adornment}</span>}
        {children({
          id,
          className: styles.input ?? '',
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId : undefined,
        })}
      </div>
      <p
        id={errorId}
        className={hideMessage ? styles.hiddenMessage : styles.error}
        aria-live="polite"
      >
        {error && (
          <>
            <span aria-hidden="true">⚠</span> {error}
          </>
        )}
      </p>
    </div>
  );
}

type FieldProps<A> = Omit<FrameProps, 'children'> & Omit<A, 'id' | 'className'>;

export function FormField({
  id,
  label,
  error,
  adornment,
  hideMessage,
  className,
  ...input
}: FieldProps<InputHTMLAttributes<HTMLInputElement>>) {
  return (
    <FieldFrame
      id={id}
      label={label}
      error={error}
      adornment={adornment}
      hideMessage={hideMessage}
      className={className}
    >
      {(control) => <input {...control} {...input} />}
    </FieldFrame>
  );
}

export function TextAreaField({
  id,
  label,
  error,
  className,
  ...textarea
}: FieldProps<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  return (
    <FieldFrame id={id} label={label} error={error} className={className}>
      {(control) => <textarea rows={5} {...control} {...textarea} />}
    </FieldFrame>
  );
}
