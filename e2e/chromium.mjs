/**
 * How the tests and benchmarks start Chromium here: Debian's build (or CHROMIUM_PATH) with the
 * flags this sandbox needs; without the background-networking flags Chromium's own update and
 * sync calls are refused by the closed network.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
