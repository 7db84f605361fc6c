import { isTrackingParameter, withoutTrackingParameters } from './trackingParameters.mjs';

describe('withoutTrackingParameters', () => {
  it.each([
    ['/kerala-tour-packages?fbclid=IwAR0abc', '/kerala-tour-packages'],
    ['/?utm_source=whatsapp&utm_medium=social&utm_campaign=diwali', '/'],
    [
      '/themes?categoryId=5&gclid=Cj0K&themeName=Honeymoon',
      '/themes?categoryId=5&themeName=Honeymoon',
    ],
    ['/themes?UTM_Source=x&categoryId=5', '/themes?categoryId=5'],
    ['/tours?msclkid=1&srsltid=2&_gl=3&mc_cid=4', '/tours'],
    // Encoded names are read as the browser would read them.
    ['/tours?%66bclid=1&page=2', '/tours?page=2'],
  ])('%s → %s', (url, expected) => {
    expect(withoutTrackingParameters(url)).toBe(expected);
  });

  it.each([
    '/themes?categoryId=5&themeName=Honeymoon%20%26%20Romance',
    '/blogs?q=utm',
    '/tours?source=utm_source',
    '/no-query',
    '/tours?',
    '/tours?a=1&&b=2',
    // A name that cannot be decoded is not a tracker's.
    '/tours?%E0%A4=1',
  ])('leaves %s as it is', (url) => {
    expect(withoutTrackingParameters(url)).toBe(url);
  });

  it('keeps the order and the encoding of what it keeps', () => {
    expect(withoutTrackingParameters('/x?b=2%202&fbclid=1&a=%E2%82%B9')).toBe(
      '/x?b=2%202&a=%E2%82%B9',
    );
  });
});

describe('isTrackingParameter', () => {
  it.each(['fbclid', 'GCLID', 'utm_content', 'utm_', 'twclid'])('%s tracks', (name) => {
    expect(isTrackingParameter(name)).toBe(true);
  });
  it.each(['categoryId', 'q', 'utm', 'fb', 'month'])('%s does not', (name) => {
    expect(isTrackingParameter(name)).toBe(false);
  });
});
