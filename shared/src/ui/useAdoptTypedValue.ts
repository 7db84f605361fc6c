import { useEffect, useRef, type RefObject } from 'react';

/**
 * A controlled field's value as the visitor left it before the app hydrated it: React keeps what
 * was typed in the field, but the state behind it still holds the server's value, so the page
 * would show one thing and act on another. Once mounted, a field whose text differs from its
 * value hands the text to `onChange`, as if it had been typed now.
 */
export function useAdoptTypedValue(
  fieldRef: RefObject<HTMLInputElement | HTMLSelectElement | null>,
  value: string,
  onChange: (typed: string) => void,
): void {
  const latest = useRef({ value, onChange });
  useEffect(() => {
    latest.current = { value, onChange };
  });
  useEffect(() => {
    const typed = fieldRef.current?.value;
    if (typed !== undefined && typed !== latest.current.value) latest.current.onChange(typed);
  }, [fieldRef]);
}
