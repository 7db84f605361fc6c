/**
 * An owner's first sign-in while a second factor is required of owners (the API's default): the
 * inbox opens on their account alone, and they turn on an authenticator there, as with a phone.
 */
import type { Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { expect } from './fixtures';

export const SETUP_REQUIRED =
  'This agency asks you to sign in with an authenticator app as well as your password.';

/** Sets the authenticator up on the account view the inbox leads to; returns its key. */
export async function setUpRequiredAuthenticator(page: Page): Promise<string> {
  await expect(page.getByRole('status').filter({ hasText: SETUP_REQUIRED })).toBeVisible();
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const confirm = page.getByRole('form', { name: 'Confirm your authenticator' });
  // The key as shown for typing, in groups of four.
  const secret = ((await confirm.locator('code').textContent()) ?? '').replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await confirm.getByLabel('The 6-digit code the app shows').fill(generateSync({ secret }));
  await confirm.getByRole('button', { name: 'Turn on' }).click();
  await page.getByRole('button', { name: 'I have stored them' }).click();
  await expect(page.getByRole('heading', { name: /Two-factor sign-in/ })).toContainText('On');
  return secret;
}
