/** The arguments of `pnpm staff:add` (USAGE). */
import { z } from 'zod';
import { STAFF_ROLES, type StaffRole } from '@tour/shared/contracts';

export const USAGE =
  'Usage: pnpm staff:add <email> [--name "Full Name"] [--role owner|agent] [--enable] [--reset-two-factor]';

const emailSchema = z.email();

export type AddArguments =
  | {
      email: string;
      name: string | null;
      /** Null: a new account is an agent (the very first an owner); an existing one keeps its own. */
      role: StaffRole | null;
      /** Enable the account again if it was disabled. */
      enable: boolean;
      /** Remove its second factor (a lost phone and lost recovery codes). */
      resetTwoFactor: boolean;
    }
  | { error: string };

const isRole = (value: string): value is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(value);

export function parseAddArguments(argv: string[]): AddArguments {
  // pnpm may pass on the "--" that separates its own options from the script's.
  const args = argv.filter((arg) => arg !== '--');
  let email: string | null = null;
  let name: string | null = null;
  let role: StaffRole | null = null;
  let enable = false;
  let resetTwoFactor = false;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    const [option, inlineValue] = arg.startsWith('--') ? arg.split(/=(.*)/s, 2) : [arg];
    const takeValue = () => {
      if (inlineValue !== undefined) return inlineValue;
      const value = args[i + 1];
      if (value === undefined || value.startsWith('--')) return null;
      i += 1;
      return value;
    };
    if (option === '--name') {
      const value = takeValue();
      if (value === null) return { error: '--name needs a value' };
      name = value.trim();
    } else if (option === '--role') {
      const value = takeValue();
      if (value === null || !isRole(value)) {
        return { error: `--role must be one of ${STAFF_ROLES.join(', ')}` };
      }
      role = value;
    } else if (arg === '--enable') {
      enable = true;
    } else if (arg === '--reset-two-factor') {
      resetTwoFactor = true;
    } else if (arg.startsWith('-')) {
      return { error: `Unknown option ${arg}` };
    } else if (email === null) {
      email = arg.trim().toLowerCase();
    } else {
      return { error: `Unexpected argument ${arg}` };
    }
  }
  if (email === null) return { error: 'Give the email address' };
  if (!emailSchema.safeParse(email).success) return { error: `Not an email address: ${email}` };
  if (name !== null && (name.length === 0 || name.length > 100)) {
    return { error: 'The name must be 1 to 100 characters' };
  }
  return { email, name, role, enable, resetTwoFactor };
}
