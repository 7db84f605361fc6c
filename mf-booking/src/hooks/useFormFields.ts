import { useRef, useState } from 'react';
import { newIdempotencyKey } from '@tour/shared';

/**
 * Values and per-field errors of one form. Editing a field clears its error and starts a new
 * submission identity, so a retry of the same content keeps its Idempotency-Key.
 */
export function useFormFields<F extends string>(initial: Record<F, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const key = useRef<string | null>(null);

  return {
    values,
    errors,
    setErrors,
    setField(field: F, value: string) {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
      key.current = null;
    },
    reset() {
      setValues(initial);
      setErrors({});
      key.current = null;
    },
    idempotencyKey(): string {
      key.current ??= newIdempotencyKey();
      return key.current;
    },
  };
}

/** A plain check that catches typos like a missing @ or domain; the server checks again. */
export function isValidEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email.trim());
}
