import { disclosureToggle, expect, test } from './fixtures';

test('the top navigation reaches every section and the footer links work', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Blogs' }).click();
  await expect(page).toHaveURL(/\/blogs$/);
  await expect(page.getByRole('heading', { name: 'Latest Blogs' })).toBeVisible();

  await nav.getByRole('link', { name: 'Contact Us' }).click();
  await expect(page.getByRole('heading', { name: 'Leave a message' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Map showing our office/ })).toBeVisible();

  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.getByRole('heading', { name: 'Our Story' })).toBeVisible();
  await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);

  await footer.getByRole('link', { name: 'Terms & Conditions' }).click();
  await expect(page).toHaveURL(/\/terms&conditions$/);
  await expect(page.getByText(/Last updated/)).toBeVisible();
  // Departure from the spec (README): FAQ, destinations and themes lead to their own pages.
  await footer.getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await footer.getByRole('link', { name: 'Kerala' }).click();
  await expect(page).toHaveURL(/\/kerala-tour-packages$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kerala' })).toBeVisible();
  await footer.getByRole('link', { name: 'Customer Support' }).click();
  await page.getByRole('button', { name: 'Start a chat' }).click();
  await expect(page.getByRole('region', { name: 'Travel assistant chat' })).toBeVisible();
});

test('choosing a theme goes to /themes with its id and name in the URL', async ({ page }) => {
  await page.goto('/blogs');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await disclosureToggle(nav, 'Themes').hover();
  await nav.getByRole('link', { name: 'Honeymoon' }).click();
  await expect(page).toHaveURL(/\/themes\?categoryId=5&themeName=Honeymoon$/);
  await expect(nav.getByRole('link', { name: 'Honeymoon' })).toBeHidden();
});

test('the Enquiry Now button hides on blog detail and shows on listings', async ({ page }) => {
  await page.goto('/blog-details?id=1');
  await expect(page.getByRole('button', { name: 'Enquiry Now' })).toBeHidden();
  await page.goto('/goa-tour-packages');
  await expect(page.getByRole('button', { name: 'Enquiry Now' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu folds behind a toggle and closes after a choice', async ({ page }) => {
    await page.goto('/');
    const toggle = disclosureToggle(page, 'Open menu');
    const blogs = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Blogs' });
    await expect(blogs).toBeHidden();
    await toggle.click();
    await expect(blogs).toBeVisible();
    // No hover on a phone: a tap on Themes opens its list inside the open menu.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Seasonal Package' })).toBeHidden();
    await disclosureToggle(nav, 'Themes').click();
    await expect(nav.getByRole('link', { name: 'Seasonal Package' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await blogs.click();
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(blogs).toBeHidden();
  });

  test('calls and WhatsApps the agency in one tap from the header bar', async ({ page }) => {
    await page.goto('/about-us');
    const header = page.getByRole('banner');
    // The site profile's number (content/site/profile.yaml), dialled in full.
    const call = header.getByRole('link', { name: 'Call us 24/7 at +91 98765 43210' });
    const whatsApp = header.getByRole('link', { name: 'Chat on WhatsApp' });
    await expect(call).toBeVisible();
    await expect(whatsApp).toBeVisible();
    await expect(call).toHaveAttribute('href', 'tel:+919876543210');
    await expect(whatsApp).toHaveAttribute('href', /^https:\/\/wa\.me\/919876543210\?text=/);
  });

  test('the open menu closes on Back', async ({ page }) => {
    await page.goto('/about-us');
    const toggle = disclosureToggle(page, 'Open menu');
    const blogs = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Blogs' });
    await toggle.click();
    await blogs.click();
    await expect(page).toHaveURL(/\/blogs$/);
    await toggle.click();
    await expect(blogs).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(blogs).toBeHidden();
  });
});

test('the FAQ page shows 5, loads 5 more, and ends with a disabled No More FAQs', async ({
  page,
}) => {
  await page.goto('/faq');
  const questions = page.getByRole('main').locator('button[aria-expanded]');
  await expect(questions).toHaveCount(5);
  for (const count of [10, 15, 19]) {
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(questions).toHaveCount(count);
  }
  await expect(page.getByRole('button', { name: 'No More FAQs' })).toBeDisabled();
});

test('/__remotes lists the live version of each remote', async ({ page }) => {
  await page.goto('/__remotes');
  for (const remote of ['catalogue', 'blog', 'booking', 'assistant']) {
    const row = page.locator(`tr[data-remote="${remote}"]`);
    await expect(row.getByTestId('remote-version')).toHaveText(/^\d+\.\d+\.\d+/);
  }
});
