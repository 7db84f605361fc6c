import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';

export default defineConfig({
  testDir: './tests',
  // The tests share one running site (started by the fixture), so they run one at a time.
  workers: 1,
  fullyParallel: false,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  retries: 0,
  use: {
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
});
