/**
 * The pages of text (content/pages/*.md, content/site/faq.yaml) as a visitor without
 * JavaScript gets them: the render server's HTML alone carries the text and the contact details.
 */
import type { Browser } from '@playwright/test';
import { expect, test, type Site } from './fixtures';

/**
 * A page of its own with scripts off (the fixture's page waits for hydration, which never comes
 * without them).
 */
function pageWithoutScripts(browser: Browser, site: Site) {
  return browser.newPage({ javaScriptEnabled: false, baseURL: site.siteUrl });
}

test('the terms, privacy policy and disclaimer read with JavaScript off', async ({
  browser,
  site,
}) => {
  const page = await pageWithoutScripts(browser, site);
  for (const [path, heading, sentence] of [
    ['/terms&conditions', 'Terms & Conditions', 'A booking made on this website is a request'],
    ['/privacy-policy', 'Privacy Policy', 'We do not sell your personal data'],
    ['/disclaimer', 'Disclaimer', 'Payments go through third-party providers'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    await expect(page.getByText(/^Last updated:/), path).toBeVisible();
    await expect(page.getByText(sentence).first(), path).toBeVisible();
    // The contact block and the email in the text come from the site profile.
    const contact = page.locator('#contact');
    await expect(contact.getByRole('link', { name: /@/ }), path).toHaveAttribute(
      'href',
      /^mailto:/,
    );
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await toc.getByRole('link', { name: 'Contact us' }).click();
    await expect(page, path).toHaveURL(/#contact$/);
  }
});

test('the about page and the FAQ read with JavaScript off', async ({ browser, site }) => {
  const page = await pageWithoutScripts(browser, site);
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Ghumakkad');
  for (const name of ['Our Story', 'Our Mission', 'Core Values', 'Why Choose Ghumakkad']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  // The catalogue's count, filled in at import: a number, never a placeholder.
  await expect(page.getByText('Destinations covered')).toBeVisible();
  await expect(page.locator('main')).not.toContainText('{destinations}');
  await expect(page.getByRole('link', { name: 'Explore Packages' })).toHaveAttribute('href', '/');
  await expect(page.locator('#about-cta').getByRole('link', { name: /^\+91/ })).toHaveAttribute(
    'href',
    /^tel:\+91\d{10}$/,
  );

  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
  await expect(
    page.getByRole('button', { name: 'How do I book a tour package with Ghumakkad?' }),
  ).toBeVisible();
  await expect(page.getByText('Showing 5 of 19 questions')).toBeVisible();
});

test('the terms, the FAQ and a package’s policy give one rule for when a booking is confirmed', async ({
  browser,
  site,
}) => {
  const page = await pageWithoutScripts(browser, site);
  await page.goto('/terms&conditions');
  const rule = (await page
    .getByText(/^Your booking is confirmed once /)
    .first()
    .textContent())!;
  const sentence = /^Your booking is confirmed once [^.]+\./.exec(rule)?.[0];
  expect(sentence).toMatch(/25% advance/);

  await page.goto('/faq');
  await expect(page.locator('main')).toContainText(sentence!);
  await expect(page.locator('main')).not.toContainText(/final only when/i);

  // A package on the standard policy, and one that writes its own: the same sentence heads both.
  for (const path of [
    '/manali-tour-packages-details/hampta-pass-trek',
    '/goa-tour-packages-details/goa-backpacker-trail-arambol-to-palolem-by-scooter-and-train',
  ]) {
    await page.goto(path);
    const policy = page.getByRole('region', { name: 'Our Tour Policies' });
    await expect(policy.getByRole('listitem').first(), path).toHaveText(sentence!);
    await expect(policy.getByText(/confirmed/), path).toHaveCount(1);
  }
});
