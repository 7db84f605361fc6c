import { isFromSite, isStateChanging } from './staff-guards';

const SITE = 'https://www.example.in';
const SITES = [SITE, 'https://admin.example.in'];

describe('isFromSite', () => {
  it.each([
    ['the same origin, by the browser', { 'sec-fetch-site': 'same-origin' }],
    ['the inbox on its own subdomain', { 'sec-fetch-site': 'same-site', origin: SITE }],
    [
      'a site origin on another domain (CORS_ORIGINS)',
      { 'sec-fetch-site': 'cross-site', origin: 'https://admin.example.in' },
    ],
    ['a typed address, navigated to', { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' }],
    ['an older browser naming the site', { origin: SITE }],
    ['an older browser with only a Referer', { referer: `${SITE}/staff?lead=4` }],
    ['header case and spaces', { 'sec-fetch-site': ' Same-Origin ' }],
  ])('lets %s through', (_, headers) => {
    expect(isFromSite(headers, SITES)).toBe(true);
  });

  it.each([
    ['another site', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
    ['another site without its Origin', { 'sec-fetch-site': 'cross-site' }],
    ['a sibling subdomain', { 'sec-fetch-site': 'same-site', origin: 'https://blog.example.in' }],
    ['a fetch claiming none', { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'cors' }],
    ['none without a mode', { 'sec-fetch-site': 'none' }],
    ['an unknown Sec-Fetch-Site', { 'sec-fetch-site': 'same-origin-ish' }],
    ['an older browser from another site', { origin: 'https://evil.example' }],
    ['a sandboxed frame (Origin null)', { origin: 'null' }],
    ['Origin null with a site Referer', { origin: 'null', referer: `${SITE}/staff` }],
    ['a Referer of another site', { referer: 'https://evil.example/?u=https://www.example.in' }],
    ['a Referer that is no URL', { referer: 'www.example.in' }],
    ['a look-alike origin', { origin: 'https://www.example.in.evil.example' }],
    ['an origin with a path', { origin: `${SITE}/` }],
    ['no header at all', {}],
  ])('refuses %s', (_, headers) => {
    expect(isFromSite(headers, SITES)).toBe(false);
  });

  it('knows no site origin when none is configured: only the browser’s same-origin passes', () => {
    expect(isFromSite({ origin: SITE }, [])).toBe(false);
    expect(isFromSite({ 'sec-fetch-site': 'same-site', origin: SITE }, [])).toBe(false);
    expect(isFromSite({ 'sec-fetch-site': 'same-origin' }, [])).toBe(true);
  });

  it('takes a repeated header as none', () => {
    expect(isFromSite({ origin: [SITE, SITE] as unknown as string }, SITES)).toBe(false);
  });
});

describe('isStateChanging', () => {
  it('is every method that writes, and no method that only reads', () => {
    expect(['POST', 'PUT', 'PATCH', 'DELETE'].every(isStateChanging)).toBe(true);
    expect(['GET', 'HEAD', 'OPTIONS'].some(isStateChanging)).toBe(false);
  });
});
