/**
 * The agency's side of a lead: a message sent on the public site reaches the staff inbox at
 * /admin, where a colleague signs in with their own account, finds it, and moves it on.
 */
import { spawnSync } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, queryDb, test, type Site } from './fixtures';
import { setUpRequiredAuthenticator } from './staffTwoFactor';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const PASSWORD = 'quiet otter marble lantern';

/**
 * `pnpm staff:add`, as the agency runs it, on the e2e site's database: an owner, who may read
 * the activity log and answer privacy requests (a new account is otherwise an agent, unless it
 * is the very first, and the tests share one database).
 */
function addOwner(site: Site, email: string, name: string) {
  const result = spawnSync(
    path.join(REPO_ROOT, 'api/node_modules/.bin/tsx'),
    ['api/src/staff/cli-add.ts', email, '--name', name, '--role', 'owner'],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, SQLITE_FILE: site.dbFile, STAFF_PASSWORD: PASSWORD },
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

test('a support message reaches the staff inbox, where staff sign in and move it on', async ({
  page,
  site,
}) => {
  test.setTimeout(120_000);
  const email = `inbox-${Date.now()}@example.com`;
  await page.goto('/customer-support');
  const form = page.getByRole('form', { name: 'Customer support' });
  await form.getByLabel('Full name').fill('Meera Pillai');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Message').fill('Can we move our Coorg trip to the first week of March?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('status')).toContainText('Thank you!');
  const [lead] = queryDb<{ id: number; reference: string }>(
    site,
    'select id, reference from leads where payload like ?',
    `%${email}%`,
  );

  addOwner(site, 'asha@ghumakkad.example', 'Asha Verma');
  const response = await page.goto('/admin');
  expect(response?.status()).toBe(200);
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);

  const signIn = page.getByRole('form', { name: 'Staff sign in' });
  await signIn.getByLabel('Work email').fill('asha@ghumakkad.example');
  await signIn.getByLabel('Password').fill('not the password at all');
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(signIn.getByRole('alert')).toContainText('do not match a staff account');

  await signIn.getByLabel('Password').fill(PASSWORD);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Lead inbox' })).toBeVisible();
  await expect(page.getByText('Asha Verma')).toBeVisible();
  // An owner reads every lead: the inbox opens once her authenticator is on.
  await setUpRequiredAuthenticator(page);
  await page
    .getByRole('navigation', { name: 'Inbox' })
    .getByRole('link', { name: 'Leads' })
    .click();
  // An owner exports; agents do not see the link (staff-access.spec.ts).
  await expect(page.getByRole('link', { name: /Export CSV/ })).toBeVisible();

  // Newest first: the message just sent heads the list.
  const rows = page.getByRole('list', { name: 'Leads' }).getByRole('link');
  await expect(rows.first()).toContainText(lead!.reference);
  await rows.first().click();
  const detail = page.getByRole('article');
  await expect(detail).toContainText('Meera Pillai');
  await expect(detail).toContainText('first week of March');
  expect(await axeViolations(page)).toEqual([]);

  await detail.getByLabel('Set status').selectOption('contacted');
  await expect
    .poll(
      () =>
        queryDb<{ status: string }>(
          site,
          'select status from leads where reference = ?',
          lead!.reference,
        )[0]?.status,
    )
    .toBe('contacted');

  // Whatever staff do is on the record, for staff to read.
  await page
    .getByRole('navigation', { name: 'Inbox' })
    .getByRole('link', { name: 'Activity log' })
    .click();
  const log = page.getByRole('list', { name: 'Activity, newest first' });
  const change = log.getByRole('listitem').first();
  await expect(change).toContainText('status new → contacted');
  // Where from, and which lead: the browser's address (this machine) and the lead's number.
  await expect(change).toContainText(new RegExp(`from [\\d.:a-f]+ · lead ${lead!.id}(?!\\d)`));
  await expect(log).toContainText(`read lead ${lead!.reference}`);
  expect(await axeViolations(page)).toEqual([]);

  // The visitor asks for their data, then for its erasure.
  await page.getByRole('link', { name: 'Privacy requests' }).click();
  const find = page.getByRole('form', { name: 'Find a person’s data' });
  await find.getByLabel('Email address').fill(email);
  await find.getByRole('button', { name: 'Find' }).click();
  const held = page.getByRole('region', { name: /What we hold about/ });
  await expect(held).toContainText('1 lead and');
  await expect(held.getByRole('list', { name: 'Their leads' })).toContainText(lead!.reference);
  await held.getByRole('button', { name: 'Erase everything…' }).click();
  expect(await axeViolations(page)).toEqual([]);
  await held.getByRole('button', { name: 'Yes, erase for good' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Erased 1 lead' })).toBeVisible();
  expect(queryDb(site, 'select id from leads where reference = ?', lead!.reference)).toHaveLength(
    0,
  );
  // Staff pages carry no visitor chat.
  await expect(page.getByRole('button', { name: 'Chat with our travel assistant' })).toHaveCount(0);

  // The session survives a reload (an HttpOnly cookie), and signing out ends it.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Lead inbox' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('form', { name: 'Staff sign in' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('form', { name: 'Staff sign in' })).toBeVisible();
});

test('the inbox is kept out of search engines and public pages', async ({ page, site }) => {
  const robots = await (await fetch(`${site.siteUrl}/robots.txt`)).text();
  expect(robots).toContain('Disallow: /admin');
  const sitemap = await (await fetch(`${site.siteUrl}/sitemap.xml`)).text();
  expect(sitemap).not.toContain('/admin');
  await page.goto('/');
  await expect(page.locator('a[href*="/admin"]')).toHaveCount(0);
});
