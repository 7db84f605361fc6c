import { staffAccountCreationSchema } from '@tour/shared/contracts';

/** The API's own rule for a staff member's address (POST /staff/accounts), with its message. */
const staffEmail = staffAccountCreationSchema.shape.email;

/**
 * The inbox's one check of a typed email address (signing in, adding a colleague, a privacy
 * request), as react-hook-form's `validate` wants it: true when it will do, else what to say.
 * Empty gets `missing`, worded for the field it is in. Spaces around the address do not count:
 * the forms send it trimmed.
 */
export function emailProblem(value: string, missing: string): string | true {
  const email = value.trim();
  if (!email) return missing;
  const checked = staffEmail.safeParse(email);
  return checked.success || (checked.error.issues[0]?.message ?? 'Enter a valid email address');
}
