import { useEffect, useRef, useState } from 'react';
import { newIdempotencyKey } from '@tour/shared';

function restore<F extends string>(key: string | undefined, initial: Record<F, string>) {
  if (!key) return initial;
  try {
    const saved = JSON.parse(sessionStorage.getItem(key) ?? 'null') as Partial<Record<F, string>>;
    return saved ? { ...initial, ...saved } : initial;
  } catch {
    return initial;
  }
}

/**
 * Values and per-field errors of one form. Editing a field clears its error and starts a new
 * submission identity, so a retry of the same content keeps its Idempotency-Key. With a
 * `persistKey`, what was typed survives a reload (sessionStorage) until the form is sent.
 */
export function useFormFields<F extends string>(
  initial: Record<F, string>,
  { persistKey, prefill = {} }: { persistKey?: string; prefill?: Partial<Record<F, string>> } = {},
) {
  // What another part of the page chose (e.g. the search bar's destination) wins over a draft.
  const [values, setValues] = useState(() => ({ ...restore(persistKey, initial), ...prefill }));
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const key = useRef<string | null>(null);

  useEffect(() => {
    if (!persistKey) return;
    try {
      sessionStorage.setItem(persistKey, JSON.stringify(values));
    } catch {
      // Storage full or disabled: the form still works, it just won't survive a reload.
    }
  }, [persistKey, values]);

  return {
    values,
    errors,
    setErrors,
    setField(field: F, value: string) {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
      key.current = null;
    },
    /** After a successful send: empty fields, nothing kept for a reload. */
    reset() {
      setValues(initial);
      setErrors({});
      key.current = null;
      if (persistKey) sessionStorage.removeItem(persistKey);
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
