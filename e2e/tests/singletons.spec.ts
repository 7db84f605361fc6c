import { expect, test } from './fixtures';

test('one React and one store: what the catalogue sets, the shell and booking see', async ({
  page,
  pageErrors,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) warnings.push(message.text());
  });
  await page.goto('/');

  // catalogue (a hidden-gem offer) → store.openEnquiry(prefill) → shell opens the modal → booking
  // reads the prefill: three apps, one store.
  const enquire = page
    .getByRole('button', { name: 'Enquire', exact: true })
    .filter({ visible: true })
    .first();
  // The text of the offer's card: the smallest box holding the button and the title it names.
  const cardText = await enquire.evaluate((button) => {
    const title = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    let card = button.parentElement;
    while (card && title && !card.contains(title)) card = card.parentElement;
    return card?.textContent ?? '';
  });
  await enquire.click();
  const dialog = page.getByRole('dialog', { name: 'Enquiry' });
  // The offer's destination, as its card names it.
  await expect(dialog.getByLabel('Destination')).not.toHaveValue('');
  expect(cardText).toContain(await dialog.getByLabel('Destination').inputValue());

  // Exactly one copy of each singleton was loaded into the federation share scope.
  const loaded = await page.evaluate(() => {
    const federation = (globalThis as unknown as { __FEDERATION__: { __SHARE__: unknown } })
      .__FEDERATION__;
    const counts: Record<string, number> = {};
    for (const scopes of Object.values(federation.__SHARE__ as Record<string, unknown>)) {
      for (const packages of Object.values(scopes as Record<string, unknown>)) {
        for (const [name, versions] of Object.entries(packages as Record<string, unknown>)) {
          // A tree-shaken share (react-router-dom) marks its own build as the loaded one.
          const loadedVersions = Object.values(
            versions as Record<string, { loaded?: boolean; treeShaking?: { loaded?: boolean } }>,
          ).filter((share) => share.loaded || share.treeShaking?.loaded).length;
          counts[name] = Math.max(counts[name] ?? 0, loadedVersions);
        }
      }
    }
    return counts;
  });
  for (const name of ['react', 'react-dom', 'react-router-dom', 'zustand', '@tour/shared']) {
    expect(loaded[name], name).toBe(1);
  }
  expect(
    warnings.filter((text) => /Invalid hook call|more than one copy of React/i.test(text)),
  ).toEqual([]);
  expect(pageErrors).toEqual([]);
});
