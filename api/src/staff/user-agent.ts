/**
 * A browser's User-Agent in words ("Firefox on Windows") for the sessions list. Only these few
 * words are stored, never the header itself (of any length, and a fingerprint of its own):
 * enough for someone to recognise their own browsers, and no more about them than that.
 */

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari, and so on.
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bcurl\//, 'curl'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\bWindows\b/, 'Windows'],
  [/\biPad\b/, 'iPad'],
  [/\biPhone\b/, 'iPhone'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (header: string, patterns: [RegExp, string][]) =>
  patterns.find(([pattern]) => pattern.test(header))?.[1] ?? null;

/** "Chrome on Android", "Firefox", "A browser on macOS"; null when nothing is recognised. */
export function describeDevice(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const browser = firstMatch(userAgent, BROWSERS);
  const system = firstMatch(userAgent, SYSTEMS);
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `A browser on ${system}`;
  return null;
}
