import { setRuntimeConfig, telLink, type ProfilePhone } from '@tour/shared';
import { chatTextFor, whatsappChatHref } from './contactLinks';

const WHATSAPP: ProfilePhone = { e164: '+919876543210', display: '+91 98765 43210' };
const SITE = 'https://ghumakkad.example';
const PACKAGE_PATH = '/goa-tour-packages-details/goa-beach-escape';
const PACKAGE = { title: 'Goa Beach Escape & Spice Farm', url: `${SITE}${PACKAGE_PATH}` };

describe('contact links from the site profile', () => {
  beforeAll(() => setRuntimeConfig({ siteUrl: SITE }));

  it('dials the full E.164 number', () => {
    expect(telLink({ e164: '+918041234567', display: '+91 80 4123 4567' })).toBe(
      'tel:+918041234567',
    );
  });

  it('opens a chat with a greeting away from package pages', () => {
    expect(whatsappChatHref(WHATSAPP, '/about-us', null)).toBe(
      `https://wa.me/919876543210?text=${encodeURIComponent("Hi, I'd like help planning a trip.")}`,
    );
  });

  it('names the package and carries its link on a package page, encoded as one parameter', () => {
    const href = whatsappChatHref(WHATSAPP, PACKAGE_PATH, PACKAGE);
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe('https://wa.me/919876543210');
    expect([...url.searchParams.keys()]).toEqual(['text']);
    expect(url.searchParams.get('text')).toBe(
      `Hi, I'm interested in Goa Beach Escape & Spice Farm: ${SITE}${PACKAGE_PATH}`,
    );
    // The ampersand in the name must not end the parameter, nor spaces break the link.
    expect(href).toContain('Escape%20%26%20Spice');
  });

  it('before the page names its package, still carries the link it is on', () => {
    expect(chatTextFor(PACKAGE_PATH, null)).toBe(
      `Hi, I'm interested in this package: ${SITE}${PACKAGE_PATH}`,
    );
  });

  it('greets elsewhere even if a page has published a subject (a blog post)', () => {
    expect(chatTextFor('/goa-tour-packages', PACKAGE)).toBe("Hi, I'd like help planning a trip.");
    expect(chatTextFor('/blog-details', PACKAGE)).toBe("Hi, I'd like help planning a trip.");
  });
});
