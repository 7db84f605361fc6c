import { ApiError } from '@tour/shared';

/** The API's field errors of a 400 (`data.errors`), by field name. */
export function fieldProblems(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const errors = (error.body as { data?: { errors?: unknown } } | undefined)?.data?.errors;
  if (!Array.isArray(errors)) return {};
  const byField: Record<string, string> = {};
  for (const item of errors as { field?: unknown; message?: unknown }[]) {
    if (typeof item.field === 'string' && typeof item.message === 'string') {
      byField[item.field] ??= item.message;
    }
  }
  return byField;
}

/** What went wrong, as the API words it (its refusals are written for people), else a fallback. */
export function problemText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.kind !== 'http') return error.message;
  if (error instanceof ApiError && error.status !== undefined && error.status < 500) {
    return error.message;
  }
  return fallback;
}
