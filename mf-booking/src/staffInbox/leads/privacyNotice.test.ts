import { privacyNoticeLine } from './privacyNotice';
import { formatDateTime } from '../labels';

const AT = '2026-03-05T09:00:00Z';

describe('privacyNoticeLine', () => {
  it('names the version a form showed', () => {
    expect(privacyNoticeLine({ version: '2026-11-28', known: true, acceptedAt: AT })).toBe(
      `Privacy notice version 2026-11-28 shown; form sent ${formatDateTime(AT)}.`,
    );
  });

  it('says when a form sent no version: the lead was kept all the same', () => {
    expect(privacyNoticeLine({ version: null, known: false, acceptedAt: AT })).toBe(
      `Privacy notice version not sent; form sent ${formatDateTime(AT)}.`,
    );
  });

  it('says when a form sent a version the site never published', () => {
    expect(privacyNoticeLine({ version: '2020-01-01', known: false, acceptedAt: AT })).toBe(
      `Privacy notice version “2020-01-01” sent, which is not one this site has published; form sent ${formatDateTime(AT)}.`,
    );
  });

  it('says when a lead predates recorded notices', () => {
    expect(privacyNoticeLine(null)).toBe('No privacy notice is recorded for this lead.');
  });
});
