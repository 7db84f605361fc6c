/**
 * Staff access as the agency lives it: an owner adds a colleague as an agent, the agent works
 * leads but cannot export, the owner switches the agent off and the agent is out at once; an
 * owner, required to (the default), turns on an authenticator app before the inbox opens, and
 * signs in with its code.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { expect, test, type Site } from './fixtures';
import { SETUP_REQUIRED, setUpRequiredAuthenticator } from './staffTwoFactor';

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

/** axe's rule ids broken in the page's main part (the inbox). */
async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  return violations.map((violation) => `${violation.id}: ${violation.nodes.length} node(s)`);
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
  await setUpRequiredAuthenticator(page);
  await page.getByRole('link', { name: 'Team' }).click();
  const add = page.getByRole('form', { name: 'Add a colleague' });
  await add.getByLabel('Work email').fill(agent);
  await add.getByLabel('Name').fill('Ravi Agent');
  await add.getByLabel(/First password/).fill(AGENT_PASSWORD);
  await add.getByRole('button', { name: 'Add account' }).click();
  await expect(add.getByRole('status')).toContainText('Account added for Ravi Agent (agent).');
  const agentRow = page
    .getByRole('list', { name: 'Staff accounts' })
    .getByRole('listitem')
    .filter({ hasText: agent });
  await expect(agentRow).toContainText('Agent');
  await expect(agentRow).toContainText('Never signed in');

  // The agent, in a browser of their own: the leads, without the owners' views or the export.
  const agentContext = await browser.newContext();
  const agentPage = await agentContext.newPage();
  await signIn(agentPage, agent, AGENT_PASSWORD);
  await expect(agentPage.getByRole('heading', { name: 'Lead inbox' })).toBeVisible();
  await expect(agentPage.getByText(/Signed in as Ravi Agent/)).toContainText('agent');
  const agentViews = agentPage.getByRole('navigation', { name: 'Inbox' }).getByRole('link');
  await expect(agentViews).toHaveText(['Leads', 'Your account']);
  await expect(agentPage.getByText('Export CSV')).toHaveCount(0);

  await agentRow.getByRole('button', { name: /Switch off/ }).click();
  await expect(agentRow.getByRole('group', { name: 'Switch Ravi Agent off?' })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await agentRow.getByRole('button', { name: 'Yes, switch off' }).click();
  await expect(agentRow.getByRole('status')).toContainText('switched off and signed out');
  await expect(agentRow).toContainText('Switched off');

  // The agent's next step meets a session that no longer exists.
  await agentViews.filter({ hasText: 'Your account' }).click();
  await expect(agentPage.getByRole('form', { name: 'Staff sign in' })).toBeVisible();
  await expect(agentPage.getByRole('status')).toContainText('Your session has ended');
  await signIn(agentPage, agent, AGENT_PASSWORD);
  await expect(agentPage.getByRole('alert')).toContainText('do not match a staff account');
  await agentContext.close();
});

test('an owner must turn on an authenticator app before the inbox opens, then signs in with its code', async ({
  page,
  site,
}) => {
  test.setTimeout(120_000);
  const owner = `totp-${Date.now()}@ghumakkad.example`;
  addOwner(site, owner);
  await signIn(page, owner, OWNER_PASSWORD);
  // Required of owners by default: only their account opens, and it says why.
  const views = page.getByRole('navigation', { name: 'Inbox' }).getByRole('link');
  await expect(views).toHaveText(['Your account']);
  await expect(page.getByRole('status').filter({ hasText: SETUP_REQUIRED })).toBeVisible();
  await expect(page.getByText('Export CSV')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(page.getByRole('img', { name: 'QR code of your authenticator key' })).toBeVisible();
  const confirm = page.getByRole('form', { name: 'Confirm your authenticator' });
  // The key as shown for typing, in groups of four.
  const secret = ((await confirm.locator('code').textContent()) ?? '').replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  expect(await axeViolations(page)).toEqual([]);
  await confirm.getByLabel('The 6-digit code the app shows').fill(generateSync({ secret }));
  await confirm.getByRole('button', { name: 'Turn on' }).click();
  const stored = page.getByRole('region', { name: 'Store these recovery codes now' });
  await expect(
    stored.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
  ).toHaveCount(10);
  await expect(stored.getByRole('link', { name: 'Download as text' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Two-factor sign-in/ })).toContainText('On');
  expect(await axeViolations(page)).toEqual([]);
  // On: every view of an owner opens.
  await expect(views).toHaveText([
    'Leads',
    'Activity log',
    'Privacy requests',
    'Team',
    'Your account',
  ]);

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await signIn(page, owner, OWNER_PASSWORD);
  // The second step: the code field joins the form, the password stays as typed.
  const code = page.getByLabel('Authenticator code or recovery code');
  await expect(code).toBeFocused();
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(OWNER_PASSWORD);
  expect(await axeViolations(page)).toEqual([]);
  // A code of the next 30-second step: the one used to turn it on must not work twice.
  await code.fill(generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Lead inbox' })).toBeVisible();
});
