/** The arguments of `pnpm staff:add <email> [--name "Full Name"]`. */
import { z } from 'zod';

export const USAGE = 'Usage: pnpm staff:add <email> [--name "Full Name"]';

const emailSchema = z.email();

export type AddArguments = { email: string; name: string | null } | { error: string };

export function parseAddArguments(argv: string[]): AddArguments {
  // pnpm may pass on the "--" that separates its own options from the script's.
  const args = argv.filter((arg) => arg !== '--');
  let email: string | null = null;
  let name: string | null = null;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (arg === '--name') {
      const value = args[i + 1];
      if (value === undefined || value.startsWith('--')) return { error: '--name needs a value' };
      name = value.trim();
      i += 1;
    } else if (arg.startsWith('--name=')) {
      name = arg.slice('--name='.length).trim();
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
  return { email, name };
}
