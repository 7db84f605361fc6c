/** The part of a zod schema we need: safeParse and its issues. */
export interface ParsingSchema {
  safeParse(
    input: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/**
 * The first message per field from one of the shared lead schemas, so a form says exactly what
 * the API would (required first, then formats).
 */
export function fieldErrors<F extends string>(
  schema: ParsingSchema,
  values: Record<F, unknown>,
): Partial<Record<F, string>> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<F, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as F | undefined;
    if (typeof field === 'string' && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
