/**
 * The API as a real child process (src/server.ts under tsx, or a built .js file), for the tests
 * that need separate processes: crash durability and several instances on one database, and for
 * the benchmark. Ports come from 4300–4399.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const API_DIR = path.resolve(__dirname, '..', '..');
const PORT_RANGE = { first: 4300, last: 4399 };
const START_TIMEOUT_MS = 20_000;

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process printed, for failure messages. */
  output(): string;
  /** Resolves with the exit code, or the signal's name. */
  exited: Promise<number | string>;
}

/** A port in the allowed range that nothing listens on right now. */
export async function freePort(): Promise<number> {
  const span = PORT_RANGE.last - PORT_RANGE.first + 1;
  const offset = Math.floor(Math.random() * span);
  for (let i = 0; i < span; i++) {
    const port = PORT_RANGE.first + ((offset + i) % span);
    if (await isFree(port)) return port;
  }
  throw new Error('No free port in 4300–4399');
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * Starts the API (or another server script answering /health) with exactly these settings, not
 * the caller's DATABASE_URL and the like, and waits until /health answers.
 *
 * With `logFile` the process writes its output to that file, as under a service manager,
 * instead of through a pipe into this process: the benchmark would otherwise read every access
 * line with the CPU that drives the load.
 */
export async function startApi(
  settings: Record<string, string>,
  script = path.join(API_DIR, 'src', 'server.ts'),
  logFile?: string,
): Promise<ApiProcess> {
  const port = settings.PORT ?? String(await freePort());
  const args = script.endsWith('.ts') ? ['--import', 'tsx', script] : [script];
  const logFd = logFile ? fs.openSync(logFile, 'w') : null;
  const child = spawn(process.execPath, args, {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...settings,
      PORT: port,
    },
    stdio: logFd === null ? ['ignore', 'pipe', 'pipe'] : ['ignore', logFd, logFd],
  });
  if (logFd !== null) fs.closeSync(logFd);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const api: ApiProcess = {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => (logFile ? fs.readFileSync(logFile, 'utf8') : output),
    exited,
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const healthy = await fetch(`${api.url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return api;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`API did not become healthy on port ${port}:\n${api.output()}`);
}

/** SIGTERM, then waits for the graceful shutdown. */
export async function stopApi(api: ApiProcess): Promise<void> {
  if (api.child.exitCode === null && api.child.signalCode === null) api.child.kill('SIGTERM');
  await api.exited;
}
