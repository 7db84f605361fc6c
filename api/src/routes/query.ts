/**
 * The original client sends a cleared search field as an empty or "null" value; treat those as
 * absent so they mean "no filter" rather than failing validation.
 */
export function withoutBlankValues(query: unknown): Record<string, unknown> {
  const entries = Object.entries((query ?? {}) as Record<string, unknown>);
  return Object.fromEntries(entries.filter(([, value]) => value !== '' && value !== 'null'));
}
