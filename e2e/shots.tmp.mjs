import { chromium } from '@playwright/test';
import { startSite } from '../scripts/site.mjs';
import { chromiumLaunchOptions } from './chromium.mjs';
import os from 'node:os'; import path from 'node:path'; import { mkdtempSync } from 'node:fs';
const PORTS = { shell: 3730, 'mf-catalogue': 3731, 'mf-blog': 3732, 'mf-booking': 3733, 'mf-assistant': 3734, api: 4730 };
const site = await startSite({ ports: PORTS, apiEnv: { SQLITE_FILE: path.join(mkdtempSync(path.join(os.tmpdir(), 'dbg-')), 'x.sqlite'), LOG_LEVEL: 'warn' } });
const browser = await chromium.launch(chromiumLaunchOptions);
for (const w of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width: w, height: 800 } });
  await page.goto(site.siteUrl + '/', { waitUntil: 'networkidle' });
  for (let y = 0; y < 9000; y += 600) { await page.mouse.wheel(0, 600); await page.waitForTimeout(150); }
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shots/home-${w}.png`, fullPage: true });
  await page.goto(site.siteUrl + '/goa-tour-packages', { waitUntil: 'networkidle' });
  const href = await page.locator('a[href*="-tour-packages-details/"]').first().getAttribute('href');
  await page.goto(site.siteUrl + href, { waitUntil: 'networkidle' });
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shots/detail-${w}.png` });
  await page.getByRole('button', { name: 'Chat with our travel assistant' }).click();
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `/tmp/shots/chat-${w}.png` });
}
await browser.close(); await site.close();
