/**
 * The agency's contact details come from one place, the site profile (content/site/profile.yaml
 * through GET /site/profile): the numbers dial in full, and "Chat on WhatsApp" is there at every
 * width, naming the package on a package page. Sharing a page stays a separate action.
 */
import type { Locator } from '@playwright/test';
import { expect, queryDb, test, type Site } from './fixtures';

const PHONE = '+91 98765 43210';
const TEL = 'tel:+919876543210';
const CHAT = /^https:\/\/wa\.me\/919876543210\?text=/;
const GREETING = "Hi, I'd like help planning a trip.";

function firstPackage(site: Site): { path: string; name: string } {
  const [row] = queryDb<{ slug: string; dest: string; name: string }>(
    site,
    `select p.slug, p.name, d.slug as dest from packages p
      join destinations d on d.id = p.destination_id where d.slug = 'goa' order by p.id limit 1`,
  );
  return { path: `/${row!.dest}-tour-packages-details/${row!.slug}`, name: row!.name };
}

/** The text a wa.me link opens the chat with. */
async function chatText(link: Locator) {
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(CHAT);
  return new URL(href).searchParams.get('text');
}

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('Chat on WhatsApp is in the header, with a greeting', async ({ page }) => {
      await page.goto('/about-us');
      const chat = page.getByRole('banner').getByRole('link', { name: 'Chat on WhatsApp' });
      await expect(chat).toBeVisible();
      expect(await chatText(chat)).toBe(GREETING);
      // Wide enough, the words show beside the icon; on a phone the icon alone (same name).
      if (width >= 1100) await expect(chat).toContainText('Chat on WhatsApp');
    });

    test('on a package page the chat names the package and carries its link', async ({
      page,
      site,
    }) => {
      const { path, name } = firstPackage(site);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      const chat = page.getByRole('banner').getByRole('link', { name: 'Chat on WhatsApp' });
      await expect(chat).toBeVisible();
      await expect
        .poll(() => chatText(chat))
        .toMatch(new RegExp(`^Hi, I'm interested in ${escapeRegExp(name)}: http`));
      expect(await chatText(chat)).toContain('-tour-packages-details/');
      // Sharing the page is its own action, to a contact the visitor picks (no agency number).
      const share = page
        .getByRole('group', { name: 'Share this page' })
        .getByRole('link', { name: 'Share on WhatsApp' });
      await expect(share).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
    });
  });
}

test('every contact detail comes from the profile and dials in full', async ({ page }) => {
  await page.goto('/contact-us');
  const office = page.getByRole('complementary').filter({ hasText: 'Our office' });
  await expect(office.getByRole('link', { name: PHONE })).toHaveAttribute('href', TEL);
  await expect(office).toContainText('MG Road');
  await expect(office).toContainText('Bengaluru 560001');
  await expect(office).toContainText('Mon–Sat, 10 am – 7 pm IST');
  await expect(office.getByRole('link', { name: /Instagram/ })).toBeVisible();

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: PHONE })).toHaveAttribute('href', TEL);
  await expect(footer.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute(
    'href',
    CHAT,
  );

  await page.goto('/customer-support');
  await expect(page.getByRole('link', { name: PHONE }).first()).toHaveAttribute('href', TEL);
  // The old placeholder dialled a truncated number; nothing shows or links it any more.
  const html = await page.content();
  expect(html).not.toContain('98XXX');
  expect(html).not.toMatch(/tel:\+919810[^\d]/);
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
