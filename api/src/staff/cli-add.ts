/**
 * `pnpm staff:add <email> [--name "Full Name"]`: creates a staff account of the inbox, or resets
 * an existing one (new password, enabled again, its sessions ended). The password comes from
 * STAFF_PASSWORD, else is typed twice without echo (or read as one line from a pipe); at least
 * 12 characters, stored as an argon2id hash.
 */
import { saveStaffAccount } from './accounts';
import { USAGE, parseAddArguments } from './cli-args';
import { openCommandDatabase } from './cli-database';
import { hashPassword, passwordProblem } from './passwords';

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

async function readPassword(): Promise<string> {
  const fromEnv = process.env.STAFF_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) return readPiped();
  const first = await readHidden('Password (at least 12 characters): ');
  const problem = passwordProblem(first);
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
  const password = await readPassword();
  const problem = passwordProblem(password);
  if (problem) throw new Error(problem);
  const passwordHash = await hashPassword(password);
  const database = await openCommandDatabase(process.argv[1] ?? __filename);
  try {
    const saved = await saveStaffAccount(database.db, { ...args, passwordHash });
    console.log(
      saved.created
        ? `Created the staff account ${args.email} (id ${saved.id}).`
        : `Reset the staff account ${args.email} (id ${saved.id}): new password, signed out everywhere.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('staff:add failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
