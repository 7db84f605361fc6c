/**
 * `pnpm staff:add <email> [--name "Full Name"] [--role owner|agent] [--enable]
 * [--reset-two-factor]`: creates a staff account of the inbox, or resets an existing one (new
 * password, its sessions ended; a disabled account stays disabled unless --enable, and keeps its
 * second factor unless --reset-two-factor). A new account is an agent unless --role says owner;
 * the very first account is an owner. The password comes from STAFF_PASSWORD, else is typed
 * twice without echo (or read as one line from a pipe); it must pass the same rules as in the
 * inbox (staff/passwords.ts) and is stored as an argon2id hash. Each run is audited.
 */
import { normaliseEmail, saveStaffAccount } from './accounts';
import { recordAudit } from './audit';
import { USAGE, parseAddArguments } from './cli-args';
import { openCommandDatabase } from './cli-database';
import { hashPassword, passwordProblem, type PasswordOwner } from './passwords';

/** One line from the terminal, not echoed; Ctrl-C aborts. */
function readHidden(prompt: string): Promise<string> {
  const input = process.stdin;
  return new Promise((resolve, reject) => {
    process.stderr.write(prompt);
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    let typed = '';
    const finish = (error: Error | null) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0004') return finish(null);
        if (char === '\u0003') return finish(new Error('Cancelled'));
        if (char === '\u007f' || char === '\b') typed = [...typed].slice(0, -1).join('');
        else if (char >= ' ') typed += char;
      }
    };
    input.on('data', onData);
  });
}

/** Everything piped in, first line only (e.g. from a secrets manager). */
async function readPiped(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.split(/\r?\n/)[0] ?? '';
}

async function readPassword(owner: PasswordOwner): Promise<string> {
  const fromEnv = process.env.STAFF_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) return readPiped();
  const first = await readHidden('Password (at least 12 characters, hard to guess): ');
  const problem = passwordProblem(first, owner);
  if (problem) throw new Error(problem);
  const again = await readHidden('The same password again: ');
  if (again !== first) throw new Error('The passwords differ.');
  return first;
}

async function main(): Promise<void> {
  const args = parseAddArguments(process.argv.slice(2));
  if ('error' in args) {
    console.error(`${args.error}\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  const database = await openCommandDatabase(process.argv[1] ?? __filename);
  try {
    const existing = await database.db
      .selectFrom('staff')
      .select('name')
      .where('email', '=', normaliseEmail(args.email))
      .executeTakeFirst();
    const owner = { email: args.email, name: args.name ?? existing?.name ?? null };
    const password = await readPassword(owner);
    const problem = passwordProblem(password, owner);
    if (problem) throw new Error(problem);
    const passwordHash = await hashPassword(password);
    const saved = await database.db.transaction().execute(async (trx) => {
      const account = await saveStaffAccount(trx, {
        email: args.email,
        name: args.name,
        passwordHash,
        ...(args.role ? { role: args.role } : {}),
        enable: args.enable,
        resetTwoFactor: args.resetTwoFactor,
      });
      await recordAudit(trx, {
        staffId: null,
        action: 'account',
        ip: null,
        detail:
          account.outcome === 'created'
            ? `added the account ${account.email} (${account.role}) from the command line`
            : `reset the account ${account.email} from the command line: ${account.changes.join('; ')}`,
      });
      return account;
    });
    console.log(
      saved.outcome === 'created'
        ? `Created the staff account ${saved.email} (id ${saved.id}, ${saved.role}).`
        : `Reset the staff account ${saved.email} (id ${saved.id}, ${saved.role}): new password, signed out everywhere.`,
    );
    if (!saved.enabled) {
      console.log('It stays disabled: run again with --enable to let it sign in.');
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('staff:add failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
