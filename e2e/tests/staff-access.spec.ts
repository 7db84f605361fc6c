/**
 * Staff access as the agency lives it: an owner adds a colleague as an agent, the agent works
 * leads but cannot export, the owner switches the agent off and the agent is out at once; the
 * owner turns on an authenticator app and signs in with its code.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { expect, test, type Site } from './fixtures';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const OWNER_PASSWORD = 'lantern quarry bicycle';
const AGENT_PASSWORD = 'monsoon ferry to kochi at dawn';

function addOwner(site: Site, email: string) {
  const result = spawnSync(
    path.join(REPO_ROOT, 'api/node_modules/.bin/tsx'),
    ['api/src/staff/cli-add.ts', email, '--name', 'Farah Owner', '--role', 'owner'],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, SQLITE_FILE: site.dbFile, STAFF_PASSWORD: OWNER_PASSWORD },
      encoding: 'utf8',
    },
  );
  expect(result.status, result.stderr).toBe(0);
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/admin');
  const form = page.getByRole('form', { name: 'Staff sign in' });
  await form.getByLabel('Work email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

test('an owner adds an agent, who cannot export, and switching the agent off ends their session', async ({
  page,
  browser,
  site,
}) => {
  test.setTimeout(120_000);
  const owner = `owner-${Date.now()}@ghumakkad.example`;
  const agent = `agent-${Date.now()}@ghumakkad.example`;
  addOwner(site, owner);
  await signIn(page, owner, OWNER_PASSWORD);
  await page.getByRole('link', { name: 'Team' }).click();
  const add = page.getByRole('form', { name: 'Add a colleague' });
  await add.getByLabel('Work email').fill(agent);
  await add.getByLabel('Name').fill('Ravi Agent');
  await add.getByLabel(/First password/).fill(AGENT_PASSWORD);
  await add.getByRole('button', { name: 'Add account' }).click();
  const accounts = page.getByRole('list', { name: 'Staff accounts' });
  await expect(accounts.getByRole('listitem').filter({ hasText: agent })).toContainText('Agent');

  const agentContext = await browser.newContext();
  const agentPage = await agentContext.newPage();
  await signIn(agentPage, agent, AGENT_PASSWORD);
  await expect(agentPage.getByRole('heading', { name: 'Lead inbox' })).toBeVisible();
  await expect(agentPage.getByText('Export CSV')).toHaveCount(0);
  await expect(agentPage.getByRole('link', { name: 'Privacy requests' })).toHaveCount(0);

  page.once('dialog', (dialog) => void dialog.accept());
  await accounts
    .getByRole('listitem')
    .filter({ hasText: agent })
    .getByRole('button', { name: /Switch off/ })
    .click();
  await expect(accounts.getByRole('listitem').filter({ hasText: agent })).toContainText(
    'switched off',
  );

  // The agent's next step (here a reload) meets a session that no longer exists.
  await agentPage.reload();
  await expect(agentPage.getByRole('form', { name: 'Staff sign in' })).toBeVisible();
  await signIn(agentPage, agent, AGENT_PASSWORD);
  await expect(agentPage.getByRole('alert')).toContainText('do not match a staff account');
  await agentContext.close();
});

test('an owner turns on an authenticator app and signs in with its code', async ({
  page,
  site,
}) => {
  test.setTimeout(120_000);
  const owner = `totp-${Date.now()}@ghumakkad.example`;
  addOwner(site, owner);
  await signIn(page, owner, OWNER_PASSWORD);
  await page.getByRole('link', { name: 'Your account' }).click();
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(page.getByRole('img', { name: 'QR code of your authenticator key' })).toBeVisible();
  const secret = (await page.locator('code').first().textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+$/);
  await page.getByLabel('The 6-digit code the app shows').fill(generateSync({ secret }));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(
    page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
  ).toHaveCount(10);

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await signIn(page, owner, OWNER_PASSWORD);
  const code = page.getByLabel('Authenticator code or recovery code');
  await expect(code).toBeVisible();
  // A code of the next 30-second step: the one used to turn it on must not work twice.
  await code.fill(generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Lead inbox' })).toBeVisible();
});
