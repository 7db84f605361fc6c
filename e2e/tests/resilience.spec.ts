import type { Page } from '@playwright/test';
import { expect, openEnquiryModal, test } from './fixtures';

/** Where each remote's slot shows, and how to reach it. */
const SLOTS: Record<string, { path: string; reveal?: (page: Page) => Promise<unknown> }> = {
  catalogue: { path: '/' },
  blog: { path: '/blogs' },
  booking: { path: '/', reveal: openEnquiryModal },
  assistant: { path: '/' },
};

for (const [remote, slot] of Object.entries(SLOTS)) {
  test(`with the ${remote} server down the page still works and shows that slot's fallback`, async ({
    page,
    site,
    pageErrors,
  }) => {
    await site.stopRemote(remote);
    try {
      await page.goto(slot.path);
      await slot.reveal?.(page);
      await expect(
        page.locator(`[data-testid="remote-fallback"][data-remote^="${remote}/"]`).first(),
      ).toBeAttached();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByText(/© \d{4} Ghumakkad/)).toBeVisible();
      // Only the stopped remote's slots fall back; the other remotes still render.
      const fallbacks = await page
        .locator('[data-testid="remote-fallback"]')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-remote')));
      expect(fallbacks.length).toBeGreaterThan(0);
      for (const id of fallbacks) expect(id).toMatch(new RegExp(`^${remote}/`));
      expect(pageErrors).toEqual([]);
    } finally {
      await site.startRemote(remote);
    }
  });
}

test('a remote that comes back is used again on the next page load', async ({ page, site }) => {
  await site.stopRemote('blog');
  await page.goto('/blogs');
  await expect(page.locator('[data-remote="blog/BlogsPage"]')).toBeAttached();
  await site.startRemote('blog');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Latest Blogs' })).toBeVisible();
});
