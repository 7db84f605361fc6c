/**
 * Staff access (staff/routes/: staff-guards.ts, own-account.ts, team.ts): roles and the owners'
 * routes, account life (add, disable, enable, the last owner), password changes, the TOTP second
 * factor and its recovery codes, STAFF_REQUIRE_2FA, idle sessions on a clock the test moves,
 * each member's sessions, and the cookie's name and flags over https and http. On a database of
 * its own, with apps of its own.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import { staffAccessConfig, type StaffAccessConfig } from '../../src/config';
import { buildApp } from '../../src/app';
import { restoreBackup, takeBackup } from '../../src/backup/backup';
import { describeReapplication } from '../../src/backup/reapply';
import type { AppDatabase } from '../../src/db/connect';
import { openDatabase } from '../../src/open-database';
import { prepareDatabase } from '../../src/prepare-database';
import { newLeadReference } from '../../src/leads/lead-reference';
import { readAccessLedger } from '../../src/staff/access-ledger';
import { changeStaffAccount, saveStaffAccount } from '../../src/staff/accounts';
import { hashPassword } from '../../src/staff/passwords';
import type { TestDatabaseTarget } from '../support/database-targets';
import { AUTH_CODE, FROM_SITE } from './context';

const UNLIMITED = { perIp: 1_000_000, leads: 1_000_000, namespace: 'unused:' };
const PASSWORD = 'saffron ledger pebble monsoon';
const NEW_PASSWORD = 'violet kettle mango harbour';
const MINUTE = 60_000;
const ACCESS: StaffAccessConfig = {
  requireTwoFactor: 'nobody',
  sessionIdleMs: 30 * MINUTE,
  totpKey: null,
};

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export function describeStaffAccess(createTarget: () => Promise<TestDatabaseTarget>): void {
  describe('staff access', () => {
    let target: TestDatabaseTarget;
    let database: AppDatabase;
    let app: FastifyInstance;
    /** The staff clock of every app here, in ms; tests move it on. */
    let clock = Date.now();
    const apps: FastifyInstance[] = [];
    let leadId = 0;
    let ownerId = 0;

    async function build(
      options: { publicSiteUrl?: string; access?: Partial<StaffAccessConfig> } = {},
    ) {
      const built = buildApp({
        database,
        authCode: AUTH_CODE,
        corsOrigins: null,
        rateLimits: UNLIMITED,
        trustProxy: 1,
        publicSiteUrl: options.publicSiteUrl ?? null,
        staffAccess: { ...ACCESS, ...options.access },
        staffClock: () => new Date(clock),
      });
      await built.ready();
      apps.push(built);
      return built;
    }

    let addressCount = 0;
    /** Each request from an address of its own, so the throttle's per-address count stays low. */
    const freshAddress = () =>
      `10.7.${Math.floor(addressCount / 250)}.${(addressCount++ % 250) + 1}`;

    const signIn = (
      email: string,
      password: string,
      extra: { code?: string; on?: FastifyInstance; headers?: Record<string, string> } = {},
    ) =>
      (extra.on ?? app).inject({
        method: 'POST',
        url: '/staff/sign-in',
        remoteAddress: freshAddress(),
        headers: { 'content-type': 'application/json', ...FROM_SITE, ...extra.headers },
        payload: JSON.stringify({
          email,
          password,
          ...(extra.code !== undefined ? { code: extra.code } : {}),
        }),
      });
    const tokenOf = (response: LightMyRequestResponse) =>
      response.cookies.find((cookie) => cookie.name === 'gk_staff')?.value ?? '';
    const session = async (email: string, password = PASSWORD) => {
      const response = await signIn(email, password);
      expect(response.statusCode).toBe(200);
      return tokenOf(response);
    };
    const call = (method: Method, url: string, token: string, body?: unknown, on = app) => {
      const options: InjectOptions = {
        method,
        url,
        remoteAddress: freshAddress(),
        headers: {
          cookie: `gk_staff=${token}`,
          ...FROM_SITE,
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
      };
      return on.inject(options);
    };
    const addAccount = async (email: string, role: 'owner' | 'agent') => {
      const passwordHash = await hashPassword(PASSWORD);
      return (await saveStaffAccount(database.db, { email, name: null, passwordHash, role })).id;
    };
    const newestAudit = () =>
      database.db
        .selectFrom('audit_log')
        .selectAll()
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
    /** The authenticator's code at the staff clock (moved on by `stepsLater` periods). */
    const codeFor = (secret: string, stepsLater = 0) =>
      generate({ secret, epoch: Math.floor(clock / 1000) + stepsLater * 30 });
    /** A code that none of the steps the check allows (one either side) would take. */
    const wrongCodeFor = async (secret: string) => {
      const near = await Promise.all([-1, 0, 1].map((steps) => codeFor(secret, steps)));
      return ['111111', '222222', '333333', '444444'].find((code) => !near.includes(code))!;
    };

    beforeAll(async () => {
      target = await createTarget();
      database = openDatabase(target.config);
      await prepareDatabase(database);
      app = await build();
      ownerId = await addAccount('olga@agency.example', 'owner');
      await addAccount('arun@agency.example', 'agent');
      const lead = await database.db
        .insertInto('leads')
        .values({
          kind: 'contact',
          payload: JSON.stringify({ name: 'Meena', email: 'meena@example.com', message: 'Hi' }),
          idempotency_key: null,
          request_hash: 'h',
          dedupe_key: null,
          created_at: new Date().toISOString(),
          reference: newLeadReference(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      leadId = lead.id;
    }, 30_000); // migrations, the catalogue import and password hashing: seconds on a busy machine

    afterAll(async () => {
      for (const built of apps) await built.close();
      await database?.close();
      await target?.cleanup();
    });

    describe('roles', () => {
      it('makes the first account of an empty agency an owner and later ones agents', async () => {
        const roles = await database.db
          .selectFrom('staff')
          .select(['email', 'role'])
          .orderBy('id')
          .execute();
        expect(roles.slice(0, 2)).toEqual([
          { email: 'olga@agency.example', role: 'owner' },
          { email: 'arun@agency.example', role: 'agent' },
        ]);
        const passwordHash = await hashPassword(PASSWORD);
        const saved = await saveStaffAccount(database.db, {
          email: 'later@agency.example',
          name: null,
          passwordHash,
        });
        expect(saved).toMatchObject({ outcome: 'created', role: 'agent' });
      });

      it('answers an agent 403 on each owner route', async () => {
        const agent = await session('arun@agency.example');
        const ownerRoutes: [Method, string, unknown?][] = [
          ['GET', '/staff/leads.csv'],
          ['GET', '/staff/subjects?email=meena@example.com'],
          ['POST', '/staff/subjects/erase', { email: 'meena@example.com' }],
          ['GET', '/staff/audit'],
          ['GET', '/staff/accounts'],
          [
            'POST',
            '/staff/accounts',
            { email: 'x@agency.example', role: 'agent', password: NEW_PASSWORD },
          ],
          ['PATCH', `/staff/accounts/${ownerId}`, { disabled: true }],
        ];
        for (const [method, url, body] of ownerRoutes) {
          const response = await call(method, url, agent, body);
          expect({ url, status: response.statusCode, body: response.json() }).toEqual({
            url,
            status: 403,
            body: { code: 0, message: 'Only an owner can do this.', data: null },
          });
        }
        // Nothing was erased on the way.
        expect(
          await database.db.selectFrom('leads').select('id').where('id', '=', leadId).execute(),
        ).toHaveLength(1);
      });

      it('answers an agent 200 on its own routes', async () => {
        const agent = await session('arun@agency.example');
        const me = await call('GET', '/staff/me', agent);
        expect(me.json().data).toEqual({
          id: expect.any(Number),
          email: 'arun@agency.example',
          name: 'arun',
          role: 'agent',
          twoFactor: { enabled: false, setupRequired: false },
        });
        const ownRoutes: [Method, string, unknown?][] = [
          ['GET', '/staff/colleagues'],
          ['GET', '/staff/leads'],
          ['GET', `/staff/leads/${leadId}`],
          ['PATCH', `/staff/leads/${leadId}`, { status: 'contacted' }],
          ['POST', `/staff/leads/${leadId}/redeliver`],
          ['GET', '/staff/sessions'],
        ];
        for (const [method, url, body] of ownRoutes) {
          const response = await call(method, url, agent, body);
          expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
        }
        const colleagues = (await call('GET', '/staff/colleagues', agent)).json().data;
        expect(colleagues).toContainEqual({
          id: ownerId,
          email: 'olga@agency.example',
          name: 'olga',
          role: 'owner',
        });
      });

      it("shows an agent a lead's history without addresses, and an owner with them", async () => {
        const owner = await session('olga@agency.example');
        const agent = await session('arun@agency.example');
        expect((await call('GET', `/staff/leads/${leadId}`, owner)).statusCode).toBe(200);
        type Entry = { actor: string | null; action: string; ip: string | null };
        const historyOf = async (response: LightMyRequestResponse) => {
          expect(response.statusCode).toBe(200);
          return response.json().data.history as Entry[];
        };

        const agentAnswers = [
          await call('GET', `/staff/leads/${leadId}`, agent),
          await call('PATCH', `/staff/leads/${leadId}`, agent, { notes: 'Called twice.' }),
          await call('PATCH', `/staff/leads/${leadId}`, agent, { notes: 'Called twice.' }),
          await call('POST', `/staff/leads/${leadId}/redeliver`, agent),
        ];
        for (const answer of agentAnswers) {
          const history = await historyOf(answer);
          // The working history stays: who did what, including the owner's read.
          expect(history).toContainEqual(
            expect.objectContaining({ actor: 'olga@agency.example', action: 'read' }),
          );
          expect(history.length).toBeGreaterThan(1);
          expect(history.filter((entry) => entry.ip !== null)).toEqual([]);
        }
        // The addresses are still recorded, and an owner still reads them.
        const history = await historyOf(await call('GET', `/staff/leads/${leadId}`, owner));
        const fromRequests = history.filter((entry) => entry.actor !== null);
        expect(fromRequests.length).toBeGreaterThan(4);
        for (const entry of fromRequests) expect(entry.ip).toMatch(/^10\.7\./);
      });

      it('answers an owner 200 on the owner routes', async () => {
        const owner = await session('olga@agency.example');
        for (const url of ['/staff/leads.csv', '/staff/audit', '/staff/accounts']) {
          expect({ url, status: (await call('GET', url, owner)).statusCode }).toEqual({
            url,
            status: 200,
          });
        }
      });
    });

    describe('account life', () => {
      it('adds an account, audited, and refuses the same address again or a weak password', async () => {
        const owner = await session('olga@agency.example');
        const added = await call('POST', '/staff/accounts', owner, {
          email: 'Kiran@Agency.example',
          name: 'Kiran Rao',
          role: 'agent',
          password: NEW_PASSWORD,
        });
        expect(added.statusCode).toBe(200);
        expect(added.json().data).toMatchObject({
          email: 'kiran@agency.example',
          name: 'Kiran Rao',
          role: 'agent',
          disabledAt: null,
          twoFactorEnabled: false,
          lastSignInAt: null,
        });
        expect(await newestAudit()).toMatchObject({
          staff_id: ownerId,
          action: 'account',
          detail: 'added the account kiran@agency.example (agent)',
        });
        expect((await signIn('kiran@agency.example', NEW_PASSWORD)).statusCode).toBe(200);

        const again = await call('POST', '/staff/accounts', owner, {
          email: 'kiran@agency.example',
          role: 'owner',
          password: NEW_PASSWORD,
        });
        expect(again.statusCode).toBe(409);
        expect(again.json().message).toBe('An account with this email address already exists.');

        const weak = await call('POST', '/staff/accounts', owner, {
          email: 'weak@agency.example',
          role: 'agent',
          password: 'password1234',
        });
        expect(weak.statusCode).toBe(400);
        expect(weak.json().data.errors[0].field).toBe('password');
        // zxcvbn rates the xkcd passphrase strong; the breached list knows it.
        const breached = await call('POST', '/staff/accounts', owner, {
          email: 'xkcd@agency.example',
          role: 'agent',
          password: 'Correct Horse Battery Staple',
        });
        expect(breached.statusCode).toBe(400);
        expect(breached.json().data.errors).toEqual([
          { field: 'password', message: expect.stringMatching(/appeared in data breaches/) },
        ]);

        const listed = (await call('GET', '/staff/accounts', owner)).json().data;
        expect(listed.find((a: { email: string }) => a.email === 'olga@agency.example')).toEqual(
          expect.objectContaining({ role: 'owner', lastSignInAt: expect.any(String) }),
        );
      });

      it('disables an agent: its next request is 401, and it cannot sign in until enabled again', async () => {
        const email = 'dina@agency.example';
        const dinaId = await addAccount(email, 'agent');
        const dina = await session(email);
        expect((await call('GET', '/staff/leads', dina)).statusCode).toBe(200);

        const owner = await session('olga@agency.example');
        const disabled = await call('PATCH', `/staff/accounts/${dinaId}`, owner, {
          disabled: true,
        });
        expect(disabled.statusCode).toBe(200);
        expect(disabled.json().data.disabledAt).toEqual(expect.any(String));
        expect(await newestAudit()).toMatchObject({
          staff_id: ownerId,
          action: 'account',
          detail: `${email}: disabled`,
        });
        expect((await call('GET', '/staff/leads', dina)).statusCode).toBe(401);
        expect((await signIn(email, PASSWORD)).statusCode).toBe(401);

        const enabled = await call('PATCH', `/staff/accounts/${dinaId}`, owner, {
          disabled: false,
        });
        expect(enabled.json().data.disabledAt).toBeNull();
        expect((await signIn(email, PASSWORD)).statusCode).toBe(200);
      });

      it('changes a role, which applies to the sessions already open', async () => {
        const email = 'esha@agency.example';
        const eshaId = await addAccount(email, 'agent');
        const esha = await session(email);
        expect((await call('GET', '/staff/audit', esha)).statusCode).toBe(403);
        const owner = await session('olga@agency.example');
        const promoted = await call('PATCH', `/staff/accounts/${eshaId}`, owner, {
          role: 'owner',
        });
        expect(promoted.json()).toMatchObject({ message: 'Saved.', data: { role: 'owner' } });
        expect((await call('GET', '/staff/audit', esha)).statusCode).toBe(200);
        await call('PATCH', `/staff/accounts/${eshaId}`, owner, { role: 'agent' });
        expect((await call('GET', '/staff/audit', esha)).statusCode).toBe(403);
      });

      it('keeps an owner from changing their own account', async () => {
        const owner = await session('olga@agency.example');
        for (const change of [{ disabled: true }, { role: 'agent' }]) {
          const response = await call('PATCH', `/staff/accounts/${ownerId}`, owner, change);
          expect(response.statusCode).toBe(400);
          expect(response.json().message).toBe(
            'You cannot disable your own account or change your own role. Ask another owner to do it.',
          );
        }
        // Asking for what already is changes nothing and is no refusal.
        const same = await call('PATCH', `/staff/accounts/${ownerId}`, owner, { role: 'owner' });
        expect(same.json()).toMatchObject({ code: 1, message: 'Nothing to change.' });
      });

      it('never leaves the agency without an enabled owner', async () => {
        const email = 'farah@agency.example';
        const farahId = await addAccount(email, 'owner');
        const farah = await session(email);
        // Another owner may take Olga's role away while Farah stays one…
        const demoted = await call('PATCH', `/staff/accounts/${ownerId}`, farah, {
          role: 'agent',
        });
        expect(demoted.json().data.role).toBe('agent');
        // …but then Farah is the last: not from the command line…
        const passwordHash = await hashPassword(PASSWORD);
        await expect(
          saveStaffAccount(database.db, { email, name: null, passwordHash, role: 'agent' }),
        ).rejects.toThrow(/last enabled owner/);
        // …nor by anyone's change (the API's own guards already stop agents and self-changes).
        const outcome = await changeStaffAccount(database.db, ownerId, farahId, {
          disabled: true,
        });
        expect(outcome).toEqual({ outcome: 'last-owner' });

        await call('PATCH', `/staff/accounts/${ownerId}`, farah, { role: 'owner' });
        const olga = await session('olga@agency.example');
        const farahGone = await call('PATCH', `/staff/accounts/${farahId}`, olga, {
          disabled: true,
        });
        expect(farahGone.statusCode).toBe(200);
      });

      it('resets from the command line without enabling a disabled account unless asked', async () => {
        const email = 'hari@agency.example';
        const hariId = await addAccount(email, 'agent');
        await database.db
          .updateTable('staff')
          .set({ disabled_at: new Date().toISOString() })
          .where('id', '=', hariId)
          .execute();
        const passwordHash = await hashPassword(NEW_PASSWORD);
        const reset = await saveStaffAccount(database.db, { email, name: null, passwordHash });
        expect(reset).toMatchObject({ outcome: 'reset', enabled: false, role: 'agent' });
        expect((await signIn(email, NEW_PASSWORD)).statusCode).toBe(401);
        const enabled = await saveStaffAccount(database.db, {
          email,
          name: null,
          passwordHash,
          enable: true,
        });
        expect(enabled).toMatchObject({
          enabled: true,
          changes: expect.arrayContaining(['enabled']),
        });
        expect((await signIn(email, NEW_PASSWORD)).statusCode).toBe(200);
      });
    });

    describe('passwords', () => {
      const email = 'ines@agency.example';
      beforeAll(() => addAccount(email, 'agent'));

      it.each([
        [
          'a wrong current password',
          { currentPassword: 'not it at all', newPassword: NEW_PASSWORD },
          'currentPassword',
          /^Wrong password\.$/,
        ],
        [
          'a common password',
          { currentPassword: PASSWORD, newPassword: 'password1234' },
          'newPassword',
          /too easy to guess/,
        ],
        [
          'a breached password',
          { currentPassword: PASSWORD, newPassword: 'correcthorsebatterystaple' },
          'newPassword',
          /appeared in data breaches/,
        ],
        [
          'a short password',
          { currentPassword: PASSWORD, newPassword: 'short one' },
          'newPassword',
          /at least 12/,
        ],
        [
          'the address itself',
          { currentPassword: PASSWORD, newPassword: email },
          'newPassword',
          /email address or your name/,
        ],
      ])('refuses %s with a field error and changes nothing', async (_, body, field, message) => {
        const token = await session(email);
        const response = await call('POST', '/staff/password', token, body);
        expect(response.statusCode).toBe(400);
        expect(response.json().data.errors).toEqual([
          { field, message: expect.stringMatching(message) },
        ]);
        expect((await signIn(email, PASSWORD)).statusCode).toBe(200);
      });

      it('counts wrong current passwords as failed sign-ins: a borrowed session cannot keep guessing', async () => {
        const guessed = 'noor@agency.example';
        await addAccount(guessed, 'agent');
        const token = await session(guessed);
        const statuses: number[] = [];
        for (let i = 0; i < 6; i += 1) {
          const response = await call('POST', '/staff/password', token, {
            currentPassword: `guess number ${i}`,
            newPassword: NEW_PASSWORD,
          });
          statuses.push(response.statusCode);
        }
        expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
        expect((await signIn(guessed, PASSWORD)).statusCode).toBe(429);
      });

      it('changes it, audited, ending every other session of the account', async () => {
        const other = await session(email);
        const current = await session(email);
        const response = await call('POST', '/staff/password', current, {
          currentPassword: PASSWORD,
          newPassword: NEW_PASSWORD,
        });
        expect(response.statusCode).toBe(200);
        expect(await newestAudit()).toMatchObject({
          action: 'account',
          detail: 'changed their password; their other sessions ended',
        });
        expect((await call('GET', '/staff/me', other)).statusCode).toBe(401);
        expect((await call('GET', '/staff/me', current)).statusCode).toBe(200);
        expect((await signIn(email, PASSWORD)).statusCode).toBe(401);
        expect((await signIn(email, NEW_PASSWORD)).statusCode).toBe(200);
      });
    });

    describe('two-factor sign-in', () => {
      const email = 'jaya@agency.example';
      let secret = '';
      let recoveryCodes: string[] = [];
      beforeAll(() => addAccount(email, 'agent'));

      it('sets up an authenticator, confirmed with a code, and answers ten recovery codes once', async () => {
        // A session opened elsewhere before (a cookie taken from another browser, say).
        const elsewhere = await session(email);
        const token = await session(email);
        const setup = await call('POST', '/staff/two-factor/setup', token);
        expect(setup.statusCode).toBe(200);
        const data = setup.json().data;
        secret = data.secret;
        expect(secret).toMatch(/^[A-Z2-7]{32}$/);
        expect(data.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Ghumakkad:jaya%40agency\.example\?/);
        expect(data.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
        // Not on until confirmed.
        expect((await call('GET', '/staff/me', token)).json().data.twoFactor.enabled).toBe(false);

        const wrong = await call('POST', '/staff/two-factor/enable', token, {
          code: await wrongCodeFor(secret),
        });
        expect(wrong.statusCode).toBe(400);
        const enabled = await call('POST', '/staff/two-factor/enable', token, {
          code: await codeFor(secret),
        });
        expect(enabled.statusCode).toBe(200);
        recoveryCodes = enabled.json().data.recoveryCodes;
        expect(recoveryCodes).toHaveLength(10);
        expect(new Set(recoveryCodes).size).toBe(10);
        expect((await call('GET', '/staff/me', token)).json().data.twoFactor.enabled).toBe(true);
        expect(await newestAudit()).toMatchObject({
          action: 'account',
          detail: 'turned on two-factor sign-in; their other sessions ended',
        });
        // The other session is over: whoever held it signs in again, under the second factor.
        expect((await call('GET', '/staff/me', elsewhere)).statusCode).toBe(401);
        // Only hashes are stored.
        const stored = await database.db
          .selectFrom('staff_recovery_codes')
          .select('code_hash')
          .execute();
        expect(stored.map((row) => row.code_hash)).not.toContain(recoveryCodes[0]);
        const again = await call('POST', '/staff/two-factor/setup', token);
        expect(again.statusCode).toBe(409);
      });

      it('asks for the code after the right password, and takes the right one once', async () => {
        const noCode = await signIn(email, PASSWORD);
        expect(noCode.statusCode).toBe(401);
        expect(noCode.json()).toEqual({
          code: 0,
          message: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
          data: { secondFactor: 'required' },
        });
        expect(noCode.headers['set-cookie']).toBeUndefined();
        // A wrong password says nothing about a second factor.
        expect((await signIn(email, 'not the password', { code: '123456' })).json()).toEqual({
          code: 0,
          message: 'Wrong email or password.',
          data: null,
        });

        clock += 30_000;
        const code = await codeFor(secret);
        const wrong = await signIn(email, PASSWORD, { code: await wrongCodeFor(secret) });
        expect(wrong.statusCode).toBe(401);
        expect(wrong.json()).toEqual({
          code: 0,
          message: 'Wrong code.',
          data: { secondFactor: 'required' },
        });
        expect((await newestAudit()).action).toBe('sign-in-failed');

        const right = await signIn(email, PASSWORD, { code });
        expect(right.statusCode).toBe(200);
        expect(await newestAudit()).toMatchObject({
          action: 'sign-in',
          detail: 'signed in with an authenticator code',
        });
        const replayed = await signIn(email, PASSWORD, { code });
        expect(replayed.statusCode).toBe(401);
        expect(replayed.json().message).toBe('Wrong code.');
        // The code of the step before is older than the one taken: refused too.
        expect(
          (await signIn(email, PASSWORD, { code: await codeFor(secret, -1) })).statusCode,
        ).toBe(401);
        clock += 30_000;
        expect((await signIn(email, PASSWORD, { code: await codeFor(secret) })).statusCode).toBe(
          200,
        );
      });

      it('takes a recovery code once, however it is typed', async () => {
        const typed = ` ${recoveryCodes[0]!.toUpperCase().replace(/-/g, ' ')} `;
        const first = await signIn(email, PASSWORD, { code: typed });
        expect(first.statusCode).toBe(200);
        expect(await newestAudit()).toMatchObject({ detail: 'signed in with a recovery code' });
        expect((await signIn(email, PASSWORD, { code: recoveryCodes[0]! })).statusCode).toBe(401);
        expect((await signIn(email, PASSWORD, { code: recoveryCodes[1]! })).statusCode).toBe(200);
      });

      it('turns off with the password only, ending the other sessions', async () => {
        clock += 30_000;
        const elsewhere = tokenOf(await signIn(email, PASSWORD, { code: await codeFor(secret) }));
        clock += 30_000;
        const token = tokenOf(await signIn(email, PASSWORD, { code: await codeFor(secret) }));
        const wrong = await call('POST', '/staff/two-factor/disable', token, {
          password: 'not the password',
        });
        expect(wrong.statusCode).toBe(400);
        expect(wrong.json().data.errors).toEqual([
          { field: 'password', message: 'Wrong password.' },
        ]);
        // A wrong password ended nothing.
        expect((await call('GET', '/staff/me', elsewhere)).statusCode).toBe(200);
        const off = await call('POST', '/staff/two-factor/disable', token, { password: PASSWORD });
        expect(off.statusCode).toBe(200);
        expect(await newestAudit()).toMatchObject({
          action: 'account',
          detail: 'turned off two-factor sign-in; their other sessions ended',
        });
        expect((await call('GET', '/staff/me', elsewhere)).statusCode).toBe(401);
        expect((await call('GET', '/staff/me', token)).statusCode).toBe(200);
        expect((await signIn(email, PASSWORD)).statusCode).toBe(200);
        const codes = await database.db
          .selectFrom('staff_recovery_codes')
          .innerJoin('staff', 'staff.id', 'staff_recovery_codes.staff_id')
          .select('code_hash')
          .where('staff.email', '=', email)
          .execute();
        expect(codes).toEqual([]);
      });

      it.each([
        ['STAFF_TOTP_KEY', 'k'.repeat(40)],
        ['the key of the process, without one', null],
      ])('seals the secret in the database with %s', async (_, totpKey) => {
        const sealing = await build({ access: { totpKey } });
        const kEmail = `kavya.${totpKey ? 'key' : 'none'}@agency.example`;
        await addAccount(kEmail, 'agent');
        const token = tokenOf(await signIn(kEmail, PASSWORD, { on: sealing }));
        const setup = (
          await call('POST', '/staff/two-factor/setup', token, undefined, sealing)
        ).json().data;
        const pending = await database.db
          .selectFrom('staff')
          .select('totp_pending_secret')
          .where('email', '=', kEmail)
          .executeTakeFirstOrThrow();
        expect(pending.totp_pending_secret).toMatch(/^v1\./);
        expect(pending.totp_pending_secret).not.toContain(setup.secret);
        const enabled = await call(
          'POST',
          '/staff/two-factor/enable',
          token,
          { code: await codeFor(setup.secret) },
          sealing,
        );
        expect(enabled.statusCode).toBe(200);
        const stored = await database.db
          .selectFrom('staff')
          .select('totp_secret')
          .where('email', '=', kEmail)
          .executeTakeFirstOrThrow();
        expect(stored.totp_secret).toMatch(/^v1\./);
        expect(stored.totp_secret).not.toContain(setup.secret);
        clock += 30_000;
        const code = await codeFor(setup.secret);
        expect((await signIn(kEmail, PASSWORD, { code, on: sealing })).statusCode).toBe(200);
      });

      it('refuses a secret written into the database in plain: only sealed ones are believed', async () => {
        // Someone with the database's login sets a secret of their own for an account.
        const pEmail = 'planted@agency.example';
        await addAccount(pEmail, 'agent');
        const planted = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
        await database.db
          .updateTable('staff')
          .set({ totp_secret: planted })
          .where('email', '=', pEmail)
          .execute();
        clock += 30_000;
        const response = await signIn(pEmail, PASSWORD, { code: await codeFor(planted) });
        // An error for the log (the start-up seals every stored secret, so none is in plain),
        // never a session.
        expect(response.statusCode).toBe(500);
        expect(response.headers['set-cookie']).toBeUndefined();
      });
    });

    describe('STAFF_REQUIRE_2FA', () => {
      it('by default lets an owner without a second factor only set one up', async () => {
        const strict = await build({
          access: { requireTwoFactor: staffAccessConfig({}).requireTwoFactor },
        });
        const email = 'lata@agency.example';
        await addAccount(email, 'owner');
        const token = tokenOf(await signIn(email, PASSWORD, { on: strict }));
        expect(token).not.toBe('');
        const me = await call('GET', '/staff/me', token, undefined, strict);
        expect(me.json().data.twoFactor).toEqual({ enabled: false, setupRequired: true });
        for (const url of [
          '/staff/leads',
          '/staff/colleagues',
          '/staff/accounts',
          '/staff/audit',
        ]) {
          const response = await call('GET', url, token, undefined, strict);
          expect({ url, status: response.statusCode, message: response.json().message }).toEqual({
            url,
            status: 403,
            message: 'Set up two-factor sign-in to continue.',
          });
        }
        expect((await call('GET', '/staff/sessions', token, undefined, strict)).statusCode).toBe(
          200,
        );
        // An agent is not held to it.
        const agent = tokenOf(await signIn('arun@agency.example', PASSWORD, { on: strict }));
        expect((await call('GET', '/staff/leads', agent, undefined, strict)).statusCode).toBe(200);

        const setup = (
          await call('POST', '/staff/two-factor/setup', token, undefined, strict)
        ).json().data;
        const enabled = await call(
          'POST',
          '/staff/two-factor/enable',
          token,
          { code: await codeFor(setup.secret) },
          strict,
        );
        expect(enabled.statusCode).toBe(200);
        expect((await call('GET', '/staff/leads', token, undefined, strict)).statusCode).toBe(200);
      });

      it('STAFF_REQUIRE_2FA=0 lets an owner work without one, as the agency chose', async () => {
        const relaxed = await build({
          access: {
            requireTwoFactor: staffAccessConfig({ STAFF_REQUIRE_2FA: '0' }).requireTwoFactor,
          },
        });
        const token = tokenOf(await signIn('olga@agency.example', PASSWORD, { on: relaxed }));
        const me = await call('GET', '/staff/me', token, undefined, relaxed);
        expect(me.json().data.twoFactor).toEqual({ enabled: false, setupRequired: false });
        expect((await call('GET', '/staff/accounts', token, undefined, relaxed)).statusCode).toBe(
          200,
        );
      });
    });

    describe('sessions', () => {
      const email = 'mira@agency.example';
      beforeAll(() => addAccount(email, 'agent'));

      it('ends a session unused for longer than the idle time, and keeps one in use', async () => {
        const idle = await session(email);
        const busy = await session(email);
        for (let minutes = 0; minutes < 40; minutes += 10) {
          clock += 10 * MINUTE;
          expect((await call('GET', '/staff/me', busy)).statusCode).toBe(200);
        }
        expect((await call('GET', '/staff/me', idle)).statusCode).toBe(401);
        clock += 31 * MINUTE;
        expect((await call('GET', '/staff/me', busy)).statusCode).toBe(401);
      });

      it('ends every session 12 hours after sign-in, however busy', async () => {
        const token = await session(email);
        for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
          clock += 20 * MINUTE;
          expect((await call('GET', '/staff/me', token)).statusCode).toBe(200);
        }
        clock += 40 * MINUTE;
        expect((await call('GET', '/staff/me', token)).statusCode).toBe(401);
      });

      it('lists the member’s own live sessions, with the device in words', async () => {
        const firefox = await signIn(email, PASSWORD, {
          headers: {
            'user-agent':
              'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
          },
        });
        const current = tokenOf(firefox);
        const other = await session(email);
        await session('arun@agency.example');
        const response = await call('GET', '/staff/sessions', current);
        expect(response.statusCode).toBe(200);
        const sessions = response.json().data as {
          id: string;
          current: boolean;
          device: string | null;
          expiresAt: string;
          idleExpiresAt: string;
        }[];
        expect(sessions).toHaveLength(2);
        const mine = sessions.find((s) => s.current)!;
        expect(mine.device).toBe('Firefox on Windows');
        expect(Date.parse(mine.idleExpiresAt)).toBe(clock + 30 * MINUTE);
        expect(Date.parse(mine.expiresAt)).toBe(clock + 12 * 60 * MINUTE);
        // The public id is not the token, nor its hash.
        expect(sessions.map((s) => s.id)).not.toContain(current);
        expect(sessions.map((s) => s.id)).not.toContain(other);

        // Another account's session is not this member's to end.
        const arunSessions = await database.db
          .selectFrom('staff_sessions')
          .innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
          .select('staff_sessions.id')
          .where('staff.email', '=', 'arun@agency.example')
          .execute();
        const foreign = await call('DELETE', `/staff/sessions/${arunSessions[0]!.id}`, current);
        expect(foreign.statusCode).toBe(404);

        const otherId = sessions.find((s) => !s.current)!.id;
        const ended = await call('DELETE', `/staff/sessions/${otherId}`, current);
        expect(ended.statusCode).toBe(200);
        expect(ended.headers['set-cookie']).toBeUndefined();
        expect((await call('GET', '/staff/me', other)).statusCode).toBe(401);

        const signedOut = await call('DELETE', `/staff/sessions/${mine.id}`, current);
        expect(signedOut.statusCode).toBe(200);
        expect(signedOut.cookies).toEqual([
          expect.objectContaining({ name: 'gk_staff', value: '', maxAge: 0 }),
        ]);
        expect((await call('GET', '/staff/me', current)).statusCode).toBe(401);
      });
    });

    describe('the session cookie', () => {
      it('is __Host-gk_staff, Secure, Path=/ when PUBLIC_SITE_URL is https, and only that name is read', async () => {
        const https = await build({ publicSiteUrl: 'https://www.agency.example' });
        const response = await signIn('arun@agency.example', PASSWORD, { on: https });
        expect(response.statusCode).toBe(200);
        expect(response.cookies).toEqual([
          {
            name: '__Host-gk_staff',
            value: expect.stringMatching(/^[\w-]{43}$/),
            maxAge: 43200,
            path: '/',
            httpOnly: true,
            sameSite: 'Strict',
            secure: true,
          },
          // The known-device cookie (staff/known-device.ts), under the same rules.
          {
            name: '__Host-gk_device',
            value: expect.stringMatching(/^[\w-]{22}\.[\w-]{22}\.\d+\.[\w-]{43}$/),
            maxAge: 180 * 24 * 60 * 60,
            path: '/',
            httpOnly: true,
            sameSite: 'Strict',
            secure: true,
          },
        ]);
        const token = response.cookies.find((c) => c.name === '__Host-gk_staff')!.value;
        const asHost = await https.inject({
          method: 'GET',
          url: '/staff/me',
          headers: { cookie: `__Host-gk_staff=${token}` },
        });
        expect(asHost.statusCode).toBe(200);
        expect((await call('GET', '/staff/me', token, undefined, https)).statusCode).toBe(401);
        const out = await https.inject({
          method: 'POST',
          url: '/staff/sign-out',
          headers: { cookie: `__Host-gk_staff=${token}`, ...FROM_SITE },
        });
        expect(out.cookies).toEqual([
          expect.objectContaining({ name: '__Host-gk_staff', value: '', maxAge: 0, secure: true }),
        ]);
      });

      it('is gk_staff without Secure over plain http, and __Host- when the request came over https', async () => {
        const response = await signIn('arun@agency.example', PASSWORD);
        expect(response.cookies).toEqual([
          {
            name: 'gk_staff',
            value: expect.stringMatching(/^[\w-]{43}$/),
            maxAge: 43200,
            path: '/',
            httpOnly: true,
            sameSite: 'Strict',
          },
          expect.objectContaining({ name: 'gk_device', httpOnly: true, sameSite: 'Strict' }),
        ]);
        const proxied = await signIn('arun@agency.example', PASSWORD, {
          headers: { 'x-forwarded-proto': 'https' },
        });
        expect(proxied.cookies).toEqual([
          expect.objectContaining({ name: '__Host-gk_staff', secure: true }),
          expect.objectContaining({ name: '__Host-gk_device', secure: true }),
        ]);
      });
    });

    describeRestoredAccess(createTarget);
  });
}

/**
 * A restore of an older backup brings back no access revoked after it (backup/reapply.ts,
 * staff/access-ledger.ts): every session ends, and accounts are disabled, made to wait for a
 * reset and rid of used recovery codes again. On a database and apps of its own, which it closes
 * for each restore as an operator stops the API.
 */
function describeRestoredAccess(createTarget: () => Promise<TestDatabaseTarget>): void {
  describe('after a restore', () => {
    let target: TestDatabaseTarget;
    let database: AppDatabase;
    let app: FastifyInstance;
    let dir: string;
    const clock = Date.now();
    const ids = new Map<string, number>();

    const start = async () => {
      database = openDatabase(target.config);
      await prepareDatabase(database);
      app = buildApp({
        database,
        authCode: AUTH_CODE,
        corsOrigins: null,
        rateLimits: UNLIMITED,
        trustProxy: 1,
        publicSiteUrl: null,
        staffAccess: ACCESS,
        staffClock: () => new Date(clock),
      });
      await app.ready();
    };
    /** As an operator does: the API stops, the backup is restored, the API starts again. */
    const stop = async () => {
      await app.close();
      await database.close();
    };
    const journalFile = () => path.join(dir, 'restore-pending.json');
    let restores = 0;
    /** Each restore at a second of its own: the replaced database is kept under that time. */
    const restoreTime = () => new Date(clock + ++restores * 1000);

    let address = 0;
    const inject = (options: InjectOptions) =>
      app.inject({ ...options, remoteAddress: `10.9.0.${(address++ % 250) + 1}` });
    const signIn = (email: string, password: string, code?: string) =>
      inject({
        method: 'POST',
        url: '/staff/sign-in',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email, password, ...(code !== undefined ? { code } : {}) }),
      });
    const call = (method: Method, url: string, token: string, body?: unknown) =>
      inject({
        method,
        url,
        headers: {
          cookie: `gk_staff=${token}`,
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
      });
    const session = async (email: string, password = PASSWORD, code?: string) => {
      const response = await signIn(email, password, code);
      expect(response.statusCode).toBe(200);
      return response.cookies.find((cookie) => cookie.name === 'gk_staff')!.value;
    };
    /** Turns on the second factor through the routes; the recovery codes. */
    const turnOnTwoFactor = async (token: string) => {
      const setup = await call('POST', '/staff/two-factor/setup', token);
      const code = await generate({ secret: setup.json().data.secret, epoch: clock / 1000 });
      const enabled = await call('POST', '/staff/two-factor/enable', token, { code });
      expect(enabled.statusCode).toBe(200);
      return enabled.json().data.recoveryCodes as string[];
    };
    /** What `pnpm staff:add <email>` does to an existing account. */
    const reset = async (email: string, password: string) =>
      saveStaffAccount(database.db, {
        email,
        name: null,
        passwordHash: await hashPassword(password),
      });

    beforeAll(async () => {
      target = await createTarget();
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ghumakkad-restore-access-'));
      await start();
      const passwordHash = await hashPassword(PASSWORD);
      for (const [email, role] of [
        ['olga@agency.example', 'owner'],
        ['dina@agency.example', 'agent'],
        ['pavan@agency.example', 'agent'],
        ['tara@agency.example', 'agent'],
        ['uma@agency.example', 'agent'],
        ['vik@agency.example', 'agent'],
      ] as const) {
        const saved = await saveStaffAccount(database.db, {
          email,
          name: null,
          passwordHash,
          role,
        });
        ids.set(email, saved.id);
      }
    }, 60_000);

    afterAll(async () => {
      await app?.close();
      await database?.close();
      await target?.cleanup();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it('ends every session and applies again what was revoked after the backup', async () => {
      const owner = await session('olga@agency.example');
      const dina = await session('dina@agency.example');
      const pavan = await session('pavan@agency.example');
      const tara = await session('tara@agency.example');
      const uma = await session('uma@agency.example');
      const umaCodes = await turnOnTwoFactor(uma);
      const vikCodes = await turnOnTwoFactor(await session('vik@agency.example'));
      const vik = await session('vik@agency.example', PASSWORD, vikCodes[0]);
      const backup = path.join(dir, 'before.backup');
      await takeBackup(target.config, backup);

      // After the backup: one account disabled, a password changed, a second factor turned on,
      // a recovery code used.
      const dinaId = ids.get('dina@agency.example')!;
      expect(
        (await call('PATCH', `/staff/accounts/${dinaId}`, owner, { disabled: true })).statusCode,
      ).toBe(200);
      expect(
        (
          await call('POST', '/staff/password', pavan, {
            currentPassword: PASSWORD,
            newPassword: NEW_PASSWORD,
          })
        ).statusCode,
      ).toBe(200);
      await turnOnTwoFactor(tara);
      await session('uma@agency.example', PASSWORD, umaCodes[0]);
      expect(
        (await call('POST', '/staff/two-factor/disable', vik, { password: PASSWORD })).statusCode,
      ).toBe(200);
      const recorded = await readAccessLedger(database);
      // The ledger holds no secret: the changes, and only the spent code's hash.
      expect(recorded.map(({ staffEmail, change }) => `${staffEmail} ${change}`)).toEqual([
        'uma@agency.example two-factor',
        'vik@agency.example two-factor',
        'vik@agency.example recovery-code-used',
        'dina@agency.example disabled',
        'pavan@agency.example password',
        'tara@agency.example two-factor',
        'uma@agency.example recovery-code-used',
        'vik@agency.example two-factor',
      ]);
      const stored = await database.db
        .selectFrom('staff')
        .select(['password_hash', 'totp_secret'])
        .execute();
      const ledgerText = JSON.stringify(recorded);
      for (const row of stored) {
        expect(ledgerText).not.toContain(row.password_hash);
        if (row.totp_secret) expect(ledgerText).not.toContain(row.totp_secret);
      }

      await stop();
      const result = await restoreBackup(target.config, backup, restoreTime(), {
        journalFile: journalFile(),
      });
      await start();

      // Only the entries the backup predates: uma's and vik's second factors were in it already.
      expect(result.reapplied.access.entries).toHaveLength(5);
      // The backup's seven: uma's sign-in with a code came after it.
      expect(result.reapplied.access.sessionsEnded).toBe(7);
      const described = describeReapplication(result.reapplied).split('\n');
      expect(described).toEqual(
        expect.arrayContaining([
          'Ended every staff session (7): everyone signs in again.',
          'Applied again 5 access changes recorded after the backup was taken:',
          '  dina@agency.example: disabled again',
          expect.stringMatching(/^ {2}pavan@agency\.example: cannot sign in until reset/),
          expect.stringMatching(/^ {2}tara@agency\.example: .*cannot sign in until reset/),
          '  uma@agency.example: 1 recovery codes used after the backup used up again',
          expect.stringMatching(
            /^ {2}vik@agency\.example: the backup's two-factor secret removed; the backup's 9 recovery codes removed; cannot sign in until reset/,
          ),
        ]),
      );
      for (const token of [owner, dina, pavan, tara, uma, vik]) {
        expect((await call('GET', '/staff/me', token)).statusCode).toBe(401);
      }
      expect((await signIn('dina@agency.example', PASSWORD)).statusCode).toBe(401);
      expect((await signIn('pavan@agency.example', PASSWORD)).statusCode).toBe(401);
      expect((await signIn('pavan@agency.example', NEW_PASSWORD)).statusCode).toBe(401);
      expect((await signIn('tara@agency.example', PASSWORD)).statusCode).toBe(401);
      expect((await signIn('vik@agency.example', PASSWORD, vikCodes[1])).statusCode).toBe(401);
      expect((await signIn('uma@agency.example', PASSWORD, umaCodes[0])).statusCode).toBe(401);
      await session('uma@agency.example', PASSWORD, umaCodes[1]);
      await session('olga@agency.example');

      // Audited as the system, each account and the sessions.
      const audited = await database.db
        .selectFrom('audit_log')
        .select(['staff_id', 'action', 'detail'])
        .where('detail', 'like', 'a restore %')
        .orderBy('id')
        .execute();
      expect(audited.map((row) => [row.staff_id, row.action])).toEqual(
        Array.from({ length: 6 }, () => [null, 'account']),
      );
      expect(audited.at(-1)!.detail).toBe(
        'a restore ended every staff session (7): everyone signs in again',
      );

      // A reset (pnpm staff:add) lets them in again, with the new password, and no stale factor.
      const saved = await reset('pavan@agency.example', 'amber lantern crow meadow');
      expect(saved.changes).toContain('the reset a restore asked for');
      expect((await signIn('pavan@agency.example', NEW_PASSWORD)).statusCode).toBe(401);
      await session('pavan@agency.example', 'amber lantern crow meadow');
      await reset('tara@agency.example', 'amber lantern crow meadow');
      await session('tara@agency.example', 'amber lantern crow meadow');
      // Vik's stale authenticator went with the restore: the reset password alone signs in.
      await reset('vik@agency.example', 'amber lantern crow meadow');
      await session('vik@agency.example', 'amber lantern crow meadow');
      // Disabled stays disabled until an owner enables it.
      expect((await signIn('dina@agency.example', PASSWORD)).statusCode).toBe(401);

      // Restoring the same backup again ends in the same place, not in more access.
      await stop();
      const again = await restoreBackup(target.config, backup, restoreTime(), {
        journalFile: journalFile(),
      });
      await start();
      expect(again.reapplied.access.accounts.map((account) => account.email)).toEqual(
        expect.arrayContaining(['dina@agency.example', 'pavan@agency.example']),
      );
      expect((await signIn('dina@agency.example', PASSWORD)).statusCode).toBe(401);
      expect((await signIn('pavan@agency.example', 'amber lantern crow meadow')).statusCode).toBe(
        401,
      );
      expect((await signIn('uma@agency.example', PASSWORD, umaCodes[1])).statusCode).toBe(401);
    }, 120_000);

    it('never enables nor promotes again, and says so', async () => {
      const owner = await session('olga@agency.example');
      const backup = path.join(dir, 'dina-disabled.backup');
      await takeBackup(target.config, backup);
      const dinaId = ids.get('dina@agency.example')!;
      const umaId = ids.get('uma@agency.example')!;
      await call('PATCH', `/staff/accounts/${dinaId}`, owner, { disabled: false });
      await call('PATCH', `/staff/accounts/${umaId}`, owner, { role: 'owner' });
      await stop();
      const result = await restoreBackup(target.config, backup, restoreTime(), {
        journalFile: journalFile(),
      });
      await start();
      expect(result.reapplied.access.accounts).toEqual([
        {
          email: 'dina@agency.example',
          changes: ['left disabled: it was enabled after the backup, which a restore never does'],
        },
        {
          email: 'uma@agency.example',
          changes: [
            'left an agent: it was made an owner after the backup, which a restore never does',
          ],
        },
      ]);
      expect((await signIn('dina@agency.example', PASSWORD)).statusCode).toBe(401);
      const uma = await database.db
        .selectFrom('staff')
        .select('role')
        .where('id', '=', umaId)
        .executeTakeFirstOrThrow();
      expect(uma.role).toBe('agent');
    }, 120_000);

    it('refuses a damaged or forged journal before changing anything', async () => {
      const backup = path.join(dir, 'journal.backup');
      await takeBackup(target.config, backup);
      const olga = await session('olga@agency.example');
      await stop();
      try {
        for (const text of [
          '{"privacy": [], "access": [',
          JSON.stringify({ privacy: [], access: [{ staffEmail: 'x@a.example', change: 'grant' }] }),
          JSON.stringify({ privacy: 'all', access: [] }),
        ]) {
          fs.writeFileSync(journalFile(), text);
          await expect(
            restoreBackup(target.config, backup, restoreTime(), { journalFile: journalFile() }),
          ).rejects.toThrow(/cannot be read .*Nothing was changed/);
        }
      } finally {
        fs.rmSync(journalFile(), { force: true });
        await start();
      }
      expect((await call('GET', '/staff/me', olga)).statusCode).toBe(200);
    }, 120_000);
  });
}
