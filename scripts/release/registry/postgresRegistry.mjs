/**
 * The release registry in PostgreSQL (RELEASE_REGISTRY_URL): the History of types.d.mts kept in
 * four tables of one schema, so that CI runners on any machine release through one shared,
 * transactional record and site servers poll its revision.
 *
 *   registry       one row: the revision (a counter and a random token, both replaced by every
 *                  change); its row lock serialises the changes
 *   releases       one row per released version (app, version), `position` its release order
 *   live_versions  one row per app: its live version
 *   canaries       one row per app with a canary: its version, share, start and rule
 *   live_log       the log of live entries, in id order, with a canary decision's reason and
 *                  figures, and who made the change (actor, commit_sha, note)
 *
 * Times written by a change come from the database's clock (`clock_timestamp()`, handed to the
 * change as `now`), not from the clock of whichever machine released.
 */
import { createHash, randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import pg from 'pg';
import { SITE_SERVER_REPORT_KEPT_MS } from '../siteServers.mjs';

/** SQLSTATE of a NOWAIT lock another transaction holds. */
const LOCK_NOT_AVAILABLE = '55P03';
/** SQLSTATEs of a session the server ended: admin_shutdown, crash_shutdown, cannot_connect_now. */
const SESSION_ENDED_CODES = new Set(['57P01', '57P02', '57P03']);

/** @typedef {import('./types.d.mts').Registry} Registry */
/** @typedef {import('./types.d.mts').History} History */
/** @typedef {import('./types.d.mts').Release} Release */

// An unreachable registry must fail a release, or a site server's poll, within seconds.
const CONNECT_TIMEOUT_MS = 5000;
// A site server polls the revision every few hundred ms and reads a few small tables when it
// changes: a statement still running after this long is stuck behind something, and the server
// ends it (statement_timeout, the session's default)...
const READ_STATEMENT_TIMEOUT_MS = 3000;
// ...and a connection that has gone silent (a blackholed network, a failover's old primary) is
// given up by the client a little later, so that a live server's own clearer error comes first.
// The follower logs the rejection and polls again on a fresh connection.
const READ_QUERY_TIMEOUT_MS = 4000;
// An update waits for the registry's row lock while another release's change runs (it reads
// artifacts from the store): as long as the folder registry waits for its lock file.
const WRITE_STATEMENT_TIMEOUT_MS = 60_000;
const WRITE_QUERY_TIMEOUT_MS = WRITE_STATEMENT_TIMEOUT_MS + 5000;
// TCP keepalive probes on pooled connections, starting after this much silence: an idle
// connection whose server vanished without closing it is found dead and dropped by the pool
// instead of being handed to the next poll (which query_timeout bounds regardless).
const KEEPALIVE_INITIAL_DELAY_MS = 10_000;
// The server ends a session left idle inside a transaction this long (a stalled or vanished
// release): its update then fails and writes nothing, and the registry's lock is free again.
const STALLED_UPDATE_MS = 10 * 60 * 1000;
// A CLI runs one update at a time and a site server only reads: a few connections are plenty.
const POOL_MAX = 4;
/** What a query's timeouts are: a read's (the session's defaults) or an update's. */
const READ = { queryTimeoutMs: READ_QUERY_TIMEOUT_MS };
const WRITE = {
  queryTimeoutMs: WRITE_QUERY_TIMEOUT_MS,
  statementTimeoutMs: WRITE_STATEMENT_TIMEOUT_MS,
};
/** pg's message when query_timeout passes with no answer. */
const QUERY_TIMED_OUT = 'Query read timeout';
/** live_log's columns added after it was first created, with their types. */
const LATER_LOG_COLUMNS = {
  reason: 'text',
  figures: 'jsonb',
  actor: 'text',
  commit_sha: 'text',
  note: 'text',
};
/** LiveEntry['action'] of types.d.mts, as SQL literals. */
const LOG_ACTIONS = ['release', 'rollback', 'canary', 'promote', 'end-canary', 'prune']
  .map((action) => `'${action}'`)
  .join(', ');
// Schema names are spliced into SQL (quoted), and must fit PostgreSQL's 63-byte names.
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,49}$/;

/**
 * Opens (and on first use creates) the registry in `schema` of the database at `url`.
 * @param {{ url: string, schema?: string, onWait?: (line: string) => void }} options `onWait`
 *   hears when an update has to wait for another's lock
 * @returns {Promise<Registry>}
 */
export async function openPostgresRegistry({
  url,
  schema = 'release_registry',
  onWait = () => {},
}) {
  if (!SCHEMA_NAME.test(schema)) {
    throw new Error(
      `invalid release registry schema "${schema}": use lowercase letters, digits and _`,
    );
  }
  const where = location(url);
  const table = (name) => `"${schema}".${name}`;
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_MAX,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: READ_STATEMENT_TIMEOUT_MS,
    query_timeout: READ_QUERY_TIMEOUT_MS,
    idle_in_transaction_session_timeout: STALLED_UPDATE_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_INITIAL_DELAY_MS,
    application_name: 'release-registry',
  });
  // An idle pooled connection the server closed: the pool drops it and the next use reconnects.
  pool.on('error', () => {});

  async function connect() {
    try {
      return await pool.connect();
    } catch (error) {
      throw new Error(`the release registry at ${where} is unreachable: ${causeOf(error)}`, {
        cause: error,
      });
    }
  }

  /**
   * A pooled client whose `query` gives up after `queryTimeoutMs` and names a lost or silent
   * connection as the reason it failed; `broken` is then set, and `release` keeps it out of the
   * pool (its next answer, if any, would be the abandoned query's).
   */
  async function checkout({ queryTimeoutMs }) {
    const client = await connect();
    // A session the server ended (STALLED_UPDATE_MS, a restart) is reported here while the
    // client is checked out; without a listener it would crash the process.
    let lost;
    const onError = (error) => (lost ??= error);
    client.on('error', onError);
    const session = {
      /** @type {Error | undefined} */
      broken: undefined,
      async query(text, values) {
        try {
          return await client.query({ text, values, query_timeout: queryTimeoutMs });
        } catch (error) {
          if (error?.message === QUERY_TIMED_OUT) {
            session.broken = error;
            throw new Error(
              `the release registry at ${where} did not answer within ${queryTimeoutMs / 1000} s`,
              { cause: error },
            );
          }
          // The server's own notice (57P01…) can reach the query before the client's error event.
          const gone = lost ?? (SESSION_ENDED_CODES.has(error?.code) ? error : undefined);
          if (!gone) throw error;
          session.broken = gone;
          // pg's own error past this point only says the client "is not queryable".
          throw new Error(
            `the release registry at ${where} dropped the connection (${causeOf(gone)})`,
            { cause: gone },
          );
        }
      },
      release() {
        client.off('error', onError);
        client.release(session.broken);
      },
    };
    return session;
  }

  /**
   * Runs `work` in a transaction on one pooled client, within `timeouts` (READ or WRITE); rolls
   * back and rethrows if it throws. `work` gets `{ query }`.
   */
  async function transaction(begin, { queryTimeoutMs, statementTimeoutMs }, work) {
    const session = await checkout({ queryTimeoutMs });
    let committing = false;
    try {
      await session.query(begin);
      if (statementTimeoutMs) {
        await session.query(`SET LOCAL statement_timeout = ${statementTimeoutMs}`);
      }
      const result = await work(session);
      committing = true;
      await session.query('COMMIT');
      return result;
    } catch (error) {
      if (session.broken) {
        // The transaction went with the connection; a COMMIT sent may have been applied.
        throw new Error(
          committing
            ? `${error.message} at COMMIT; the change may or may not have been written`
            : `${error.message} mid-transaction; nothing was written`,
          { cause: error.cause },
        );
      }
      try {
        await session.query('ROLLBACK');
      } catch (rollbackError) {
        // The connection is gone, and the transaction with it: kept out of the pool.
        session.broken ??= rollbackError;
      }
      throw error;
    } finally {
      session.release();
    }
  }

  /** The rows of one statement, outside any transaction. */
  async function once(timeouts, text) {
    const session = await checkout(timeouts);
    try {
      return (await session.query(text)).rows;
    } finally {
      session.release();
    }
  }

  /**
   * Takes the registry row's lock; if another change holds it, says so through `onWait` first,
   * then waits (up to the update's statement timeout) rather than leaving the caller silent.
   */
  async function takeRegistryLock(client) {
    const lock = `SELECT revision FROM ${table('registry')} FOR UPDATE`;
    await client.query('SAVEPOINT registry_lock');
    try {
      await client.query(`${lock} NOWAIT`);
      return;
    } catch (error) {
      if (error?.code !== LOCK_NOT_AVAILABLE) throw error;
      await client.query('ROLLBACK TO SAVEPOINT registry_lock');
    }
    onWait(
      `another release, rollback or promotion holds the lock of the release registry at ${where}: waiting for it to finish (up to ${WRITE_STATEMENT_TIMEOUT_MS / 1000} s)`,
    );
    await client.query(lock);
  }

  /** @returns {Promise<History>} */
  async function load(client, { lock }) {
    const lives = await client.query(
      `SELECT app, version FROM ${table('live_versions')} ORDER BY app${lock ? ' FOR UPDATE' : ''}`,
    );
    const releases = await client.query(
      `SELECT app, version, released_at, shared, digest FROM ${table('releases')}
       ORDER BY app, position`,
    );
    const canaries = await client.query(
      `SELECT app, version, share, started_at, auto FROM ${table('canaries')} ORDER BY app`,
    );
    const log = await client.query(
      `SELECT at, action, app, version, previous, reason, figures, actor, commit_sha, note
       FROM ${table('live_log')} ORDER BY id`,
    );
    /** @type {History} */
    const history = { apps: {}, log: [] };
    for (const row of lives.rows) history.apps[row.app] = { live: row.version, versions: [] };
    for (const row of releases.rows) {
      /** @type {Release} */
      const release = { version: row.version, releasedAt: row.released_at.toISOString() };
      if (row.shared !== null) release.shared = row.shared;
      if (row.digest !== null) release.digest = row.digest;
      history.apps[row.app].versions.push(release);
    }
    for (const row of canaries.rows) {
      history.apps[row.app].canary = {
        version: row.version,
        share: row.share,
        startedAt: row.started_at.toISOString(),
        auto: row.auto,
      };
    }
    for (const row of log.rows) {
      history.log.push({
        at: row.at.toISOString(),
        action: row.action,
        app: row.app,
        version: row.version,
        previous: row.previous,
        ...(row.reason === null ? {} : { reason: row.reason }),
        ...(row.figures === null ? {} : { figures: row.figures }),
        // Entries written before the registry recorded identities, or without an identity, have none: absent, not null.
        ...(row.actor === null ? {} : { actor: row.actor }),
        ...(row.commit_sha === null ? {} : { commit: row.commit_sha }),
        ...(row.note === null ? {} : { note: row.note }),
      });
    }
    return history;
  }

  try {
    await transaction('BEGIN', WRITE, async (client) => {
      // CREATE ... IF NOT EXISTS still fails when two sessions create the same thing at once.
      await client.query('SELECT pg_advisory_xact_lock($1::bigint)', [lockKey(schema)]);
      await client.query(`
        CREATE SCHEMA IF NOT EXISTS "${schema}";
        CREATE TABLE IF NOT EXISTS ${table('registry')} (
          id boolean PRIMARY KEY DEFAULT true CHECK (id),
          revision bigint NOT NULL DEFAULT 0,
          token text
        );
        INSERT INTO ${table('registry')} (id) VALUES (true) ON CONFLICT (id) DO NOTHING;
        CREATE TABLE IF NOT EXISTS ${table('releases')} (
          app text NOT NULL,
          version text NOT NULL,
          position integer NOT NULL,
          released_at timestamptz NOT NULL,
          shared jsonb,
          digest text,
          PRIMARY KEY (app, version),
          UNIQUE (app, position)
        );
        CREATE TABLE IF NOT EXISTS ${table('live_versions')} (
          app text PRIMARY KEY,
          version text
        );
        CREATE TABLE IF NOT EXISTS ${table('live_log')} (
          id bigserial PRIMARY KEY,
          at timestamptz NOT NULL,
          action text NOT NULL CONSTRAINT live_log_action_check CHECK (action IN (${LOG_ACTIONS})),
          app text NOT NULL,
          version text NOT NULL,
          previous text,
          reason text,
          figures jsonb,
          actor text,
          commit_sha text,
          note text
        );
        CREATE TABLE IF NOT EXISTS ${table('site_servers')} (
          id text PRIMARY KEY,
          report jsonb NOT NULL,
          reported_at timestamptz NOT NULL
        );
        CREATE TABLE IF NOT EXISTS ${table('canaries')} (
          app text PRIMARY KEY,
          version text NOT NULL,
          share integer NOT NULL CHECK (share BETWEEN 1 AND 99),
          started_at timestamptz NOT NULL,
          auto jsonb
        );
      `);
      await migrate(client, table, schema);
    });
  } catch (error) {
    await pool.end();
    throw error;
  }

  return {
    describe: () => `PostgreSQL registry at ${where} (schema ${schema})`,

    read: () =>
      // One snapshot for all three tables: never a log entry without its release.
      transaction('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY', READ, (client) =>
        load(client, { lock: false }),
      ),

    update: (change) =>
      transaction('BEGIN', WRITE, async (client) => {
        // Every update from every machine takes this row first: one at a time, each seeing the
        // last one's commit (READ COMMITTED reads after the lock is granted).
        await takeRegistryLock(client);
        // Read once the lock is held: the change's stamps follow the order changes are made in.
        const { rows } = await client.query('SELECT clock_timestamp() AS now');
        // The apps' live rows too, in app order, in case anything writes them without the
        // registry row (a hand-run fix in psql).
        const before = await load(client, { lock: true });
        const { history, result } = await change(structuredClone(before), { now: rows[0].now });
        const writes = diff(before, history);
        if (
          writes.releases.length + writes.log.length + writes.live.length + writes.canaries.length >
          0
        ) {
          await write(client, table, writes);
          await client.query(
            `UPDATE ${table('registry')} SET revision = revision + 1, token = $1`,
            [randomUUID()],
          );
        }
        return result;
      }),

    revision: () =>
      once(READ, `SELECT revision || '.' || token AS revision FROM ${table('registry')}`).then(
        (rows) => rows[0].revision,
      ),

    now: () => once(READ, 'SELECT clock_timestamp() AS now').then((rows) => rows[0].now),

    // Outside the registry row's lock and revision: a report is no change of the history.
    async reportServer({ id, ...report }) {
      const session = await checkout(READ);
      try {
        await session.query(
          `INSERT INTO ${table('site_servers')} (id, report, reported_at)
           VALUES ($1, $2, clock_timestamp())
           ON CONFLICT (id) DO UPDATE SET report = EXCLUDED.report, reported_at = EXCLUDED.reported_at`,
          [id, report],
        );
        await session.query(
          `DELETE FROM ${table('site_servers')} WHERE reported_at < clock_timestamp() - $1 * interval '1 millisecond'`,
          [SITE_SERVER_REPORT_KEPT_MS],
        );
      } finally {
        session.release();
      }
    },

    servers: () =>
      once(READ, `SELECT id, report, reported_at FROM ${table('site_servers')} ORDER BY id`).then(
        (rows) =>
          rows.map((row) => ({
            ...row.report,
            id: row.id,
            reportedAt: row.reported_at.toISOString(),
          })),
      ),

    close: () => pool.end(),
  };
}

/**
 * Brings a registry made by earlier code up to date, under the lock that creates it: live_log
 * gains the columns added since (a registry made before canaries, their actions too; one made
 * before pruning, its action), read as absent in older rows, and the registry row gains its token.
 */
async function migrate(client, table, schema) {
  const { rows } = await client.query(
    `SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = $1 AND table_name IN ('live_log', 'registry')`,
    [schema],
  );
  const present = new Set(rows.map((row) => `${row.table_name}.${row.column_name}`));
  const missing = Object.entries(LATER_LOG_COLUMNS).filter(
    ([name]) => !present.has(`live_log.${name}`),
  );
  // A registry made before `prune` was an action refuses its entries until the check is renewed.
  const { rows: checks } = await client.query(
    `SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint
     WHERE conname = 'live_log_action_check' AND conrelid = $1::regclass`,
    [`"${schema}".live_log`],
  );
  const allowsPrune = checks.some((check) => check.definition.includes("'prune'"));
  // Checked first: ALTER TABLE locks the table out even when it has nothing to add.
  if (missing.length > 0 || !allowsPrune) {
    await client.query(`ALTER TABLE ${table('live_log')}
      ${missing.map(([name, type]) => `ADD COLUMN ${name} ${type},`).join('\n')}
      DROP CONSTRAINT IF EXISTS live_log_action_check,
      ADD CONSTRAINT live_log_action_check CHECK (action IN (${LOG_ACTIONS}))`);
  }
  if (!present.has('registry.token')) {
    await client.query(`ALTER TABLE ${table('registry')} ADD COLUMN token text`);
  }
  // A new registry's row, or an old one's: no revision without a token. Locks nothing otherwise.
  await client.query(`UPDATE ${table('registry')} SET token = $1 WHERE token IS NULL`, [
    randomUUID(),
  ]);
}

/**
 * What `after` adds to `before`: releases appended per app, log entries appended, live pointers
 * moved. Anything else (a past release or log entry changed or removed, an app dropped) is a bug
 * in the caller, refused before anything is written.
 */
function diff(before, after) {
  if (!after || typeof after.apps !== 'object' || !Array.isArray(after.log)) {
    throw new Error('a registry update must return { history: { apps, log }, result }');
  }
  const writes = { releases: [], log: [], live: [], canaries: [] };
  for (const app of Object.keys(before.apps)) {
    if (!after.apps[app]) throw new Error(`a registry update may not remove ${app}`);
  }
  for (const [app, { live, versions }] of Object.entries(after.apps)) {
    const old = before.apps[app] ?? { live: undefined, versions: [] };
    old.versions.forEach((release, i) => {
      if (!isDeepStrictEqual(versions[i], release)) {
        throw new Error(
          `a registry update may not change or remove ${app} ${release.version}: releases are never replaced`,
        );
      }
    });
    versions.slice(old.versions.length).forEach((release, i) => {
      checkTime(release.releasedAt, `${app} ${release.version} releasedAt`);
      writes.releases.push({ app, position: old.versions.length + i, ...release });
    });
    if (live !== old.live) writes.live.push({ app, version: live });
    const canary = after.apps[app].canary ?? null;
    if (!isDeepStrictEqual(canary, old.canary ?? null)) {
      if (canary) checkTime(canary.startedAt, `${app}'s canary startedAt`);
      writes.canaries.push({ app, canary });
    }
  }
  before.log.forEach((entry, i) => {
    if (!isDeepStrictEqual(after.log[i], entry)) {
      throw new Error(`a registry update may only append to the log; entry ${i} was changed`);
    }
  });
  for (const entry of after.log.slice(before.log.length)) {
    checkTime(entry.at, `the log entry for ${entry.app} ${entry.version}`);
    writes.log.push(entry);
  }
  return writes;
}

/** Times are stored as timestamptz: only toISOString's form is sure to read back unchanged. */
function checkTime(value, what) {
  const time = new Date(value);
  if (Number.isNaN(time.getTime()) || time.toISOString() !== value) {
    throw new Error(`${what} must be an ISO time like 2025-01-31T12:00:00.000Z, not "${value}"`);
  }
}

async function write(client, table, { releases, log, live, canaries }) {
  if (releases.length > 0) {
    await client.query(
      `INSERT INTO ${table('releases')} (app, version, position, released_at, shared, digest)
       SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::timestamptz[], $5::jsonb[],
         $6::text[])`,
      [
        releases.map((r) => r.app),
        releases.map((r) => r.version),
        releases.map((r) => r.position),
        releases.map((r) => r.releasedAt),
        releases.map((r) => (r.shared === undefined ? null : JSON.stringify(r.shared))),
        releases.map((r) => r.digest ?? null),
      ],
    );
  }
  if (log.length > 0) {
    // Ordered by position in the array so ids follow the log's order.
    await client.query(
      `INSERT INTO ${table('live_log')}
         (at, action, app, version, previous, reason, figures, actor, commit_sha, note)
       SELECT at, action, app, version, previous, reason, figures, actor, commit_sha, note
       FROM unnest($1::timestamptz[], $2::text[], $3::text[], $4::text[], $5::text[],
         $6::text[], $7::jsonb[], $8::text[], $9::text[], $10::text[])
         WITH ORDINALITY AS entry (at, action, app, version, previous, reason, figures, actor,
           commit_sha, note, n)
       ORDER BY n`,
      [
        log.map((e) => e.at),
        log.map((e) => e.action),
        log.map((e) => e.app),
        log.map((e) => e.version),
        log.map((e) => e.previous),
        log.map((e) => e.reason ?? null),
        log.map((e) => (e.figures === undefined ? null : JSON.stringify(e.figures))),
        log.map((e) => e.actor ?? null),
        log.map((e) => e.commit ?? null),
        log.map((e) => e.note ?? null),
      ],
    );
  }
  // Live pointers first in effect: a promoted canary's row goes as its version becomes live.
  for (const { app, canary } of canaries) {
    if (canary) {
      await client.query(
        `INSERT INTO ${table('canaries')} (app, version, share, started_at, auto)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (app) DO UPDATE SET version = excluded.version, share = excluded.share,
           started_at = excluded.started_at, auto = excluded.auto`,
        [app, canary.version, canary.share, canary.startedAt, JSON.stringify(canary.auto)],
      );
    } else {
      await client.query(`DELETE FROM ${table('canaries')} WHERE app = $1`, [app]);
    }
  }
  if (live.length > 0) {
    await client.query(
      `INSERT INTO ${table('live_versions')} (app, version)
       SELECT * FROM unnest($1::text[], $2::text[])
       ON CONFLICT (app) DO UPDATE SET version = excluded.version`,
      [live.map((l) => l.app), live.map((l) => l.version)],
    );
  }
}

/** `host:port/database` from the URL, for messages: never its user or password. */
function location(url) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('the release registry URL is not like postgres://user@host:5432/database');
  }
  // A Unix socket is given as ?host=/run/postgresql.
  const host = parsed.searchParams.get('host') ?? (parsed.host || 'localhost');
  return `${host}/${decodeURIComponent(parsed.pathname.slice(1))}`;
}

/** The advisory lock that serialises creating `schema`: the same in every process. */
function lockKey(schema) {
  return createHash('sha256')
    .update(`release-registry:${schema}`)
    .digest()
    .readBigInt64BE(0)
    .toString();
}

/** The cause of a failed connection, in words: Node's AggregateError has an empty message. */
function causeOf(error) {
  if (error.message) return error.message;
  if (error.errors?.length) return error.errors.map((e) => e.message).join('; ');
  return error.code ?? String(error);
}
