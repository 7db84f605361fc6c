import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './FormField.module.css';

interface FrameProps {
  id: string;
  label: string;
  error?: string;
  /** A fixed adornment inside the field, e.g. +91. */
  adornment?: ReactNode;
  /** A line of help under the label, read with the field. */
  hint?: string;
  className?: string;
  children: (control: {
    id: string;
    className: string;
    'aria-invalid'?: true;
    'aria-describedby'?: string;
    'aria-labelledby'?: string;
  }) => ReactNode;
}

/** Label above, error under the field with an icon and text (never colour alone). */
function FieldFrame({ id, label, error, adornment, hint, className, children }: FrameProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const labelId = `${id}-label`;
  const adornmentId = `${id}-adornment`;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} id={labelId} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={`${styles.control} ${error ? styles.invalid : ''}`}>
        {adornment && (
          <span id={adornmentId} className={styles.adornment}>
            {adornment}
          </span>
        )}
        {children({
          id,
          className: styles.input ?? '',
          'aria-invalid': error ? true : undefined,
          'aria-describedby':
            [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined,
          // The adornment is part of what the field asks for ("Phone number +91").
          'aria-labelledby': adornment ? `${labelId} ${adornmentId}` : undefined,
        })}
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

type FieldProps<A> = Omit<FrameProps, 'children'> & Omit<A, 'id' | 'className'>;

export function FormField({
  id,
  label,
  error,
  adornment,
  hint,
  className,
  ...input
}: FieldProps<ComponentPropsWithRef<'input'>>) {
  return (
    <FieldFrame
      id={id}
      label={label}
      error={error}
      adornment={adornment}
      hint={hint}
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
}: FieldProps<ComponentPropsWithRef<'textarea'>>) {
  return (
    <FieldFrame id={id} label={label} error={error} className={className}>
      {(control) => <textarea rows={5} {...control} {...textarea} />}
    </FieldFrame>
  );
}
