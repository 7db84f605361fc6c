import { isEnquiryButtonHidden } from './enquiryButtonVisibility';

describe('Enquiry Now visibility', () => {
  it.each([
    '/no-result-found',
    '/goa-tour-packages-details/goa-beach-escape',
    '/blog-details',
    '/category/HONEYMOON/blog',
  ])('is hidden on %s', (path) => expect(isEnquiryButtonHidden(path)).toBe(true));

  it.each(['/', '/blogs', '/goa-tour-packages', '/themes', '/tours', '/contact-us', '/nope'])(
    'is shown on %s',
    (path) => expect(isEnquiryButtonHidden(path)).toBe(false),
  );
});
