import { matchSiteRoute } from './siteRoutes';

describe('matchSiteRoute', () => {
  it.each([
    ['/', { owner: 'remote', module: 'catalogue/HomePage' }],
    ['/about-us', { owner: 'shell', page: 'about' }],
    ['/tours', { owner: 'remote', module: 'catalogue/ToursPage' }],
    ['/blogs', { owner: 'remote', module: 'blog/BlogsPage' }],
    ['/blog-details', { owner: 'remote', module: 'blog/BlogDetailsPage' }],
    ['/contact-us', { owner: 'shell', page: 'contact' }],
    ['/customer-support', { owner: 'shell', page: 'customerSupport' }],
    ['/disclaimer', { owner: 'shell', page: 'disclaimer' }],
    ['/terms&conditions', { owner: 'shell', page: 'terms' }],
    ['/privacy-policy', { owner: 'shell', page: 'privacy' }],
    ['/faq', { owner: 'shell', page: 'faq' }],
    ['/themes', { owner: 'remote', module: 'catalogue/ThemesPage' }],
    ['/themes/religious', { owner: 'remote', module: 'catalogue/ThemesPage' }],
    ['/no-result-found', { owner: 'remote', module: 'catalogue/NoResultPage' }],
    ['/darshan', { owner: 'remote', module: 'catalogue/DarshanPage' }],
    ['/details-dev-darshan', { owner: 'remote', module: 'catalogue/DevDarshanDetailsPage' }],
    ['/search-results', { owner: 'redirect', to: '/' }],
    ['/__remotes', { owner: 'shell', page: 'remotes' }],
    ['/thank-you', { owner: 'shell', page: 'thankYou' }],
    ['/admin', { owner: 'remote', module: 'booking/StaffInboxPage' }],
    ['/somewhere-else', { owner: 'shell', page: 'notFound' }],
    ['/Goa-Tour-Packages', { owner: 'shell', page: 'notFound' }],
  ])('%s → %j', (path, target) => {
    expect(matchSiteRoute(path).target).toEqual(target);
  });

  it('takes the destination out of the middle of a segment', () => {
    expect(matchSiteRoute('/vaishno-devi-tour-packages')).toMatchObject({
      target: { owner: 'remote', module: 'catalogue/DestinationListingPage' },
      params: { destinationSlug: 'vaishno-devi' },
    });
  });

  it('takes destination and package from a detail path', () => {
    expect(
      matchSiteRoute('/goa-tour-packages-details/goa-beach-and-heritage-escape'),
    ).toMatchObject({
      target: { owner: 'remote', module: 'catalogue/PackageDetailPage' },
      params: { destinationSlug: 'goa', packageSlug: 'goa-beach-and-heritage-escape' },
    });
  });

  it.each([
    ['/', 'catalogue/HomePage', {}],
    ['/category/HONEYMOON/blog', 'blog/CategoryBlogsPage', { categoryName: 'HONEYMOON' }],
    [
      '/goa-tour-packages-details/goa-beach-escape',
      'catalogue/PackageDetailPage',
      { destinationSlug: 'goa', packageSlug: 'goa-beach-escape' },
    ],
  ])('gives %s exactly the props of %s', (path, module, params) => {
    const { target, params: props } = matchSiteRoute(path);
    expect(target).toEqual({ owner: 'remote', module });
    expect(props).toEqual(params);
  });

  it('gives shell pages and redirects no parameters', () => {
    expect(matchSiteRoute('/about-us').params).toEqual({});
    expect(matchSiteRoute('/search-results').params).toEqual({});
    expect(matchSiteRoute('/nowhere').params).toEqual({});
  });

  it.each([
    ['/enquiry', 'enquiry'],
    ['/chat', 'chat'],
    ['/faq/', 'faq'],
  ])('%s → the shell page %s', (path, page) => {
    expect(matchSiteRoute(path).target).toEqual({ owner: 'shell', page });
  });

  it('decodes a category name and ignores a trailing slash', () => {
    expect(matchSiteRoute('/category/WATER%20ACTIVITY/blog/')).toMatchObject({
      params: { categoryName: 'WATER ACTIVITY' },
    });
  });

  it.each([
    ['/no-result-found', true],
    ['/goa-tour-packages-details/goa-beach-escape', true],
    ['/blog-details', true],
    ['/admin', true],
    ['/category/HONEYMOON/blog', true],
    ['/enquiry', true],
    ['/enquiry/', true],
    ['/', false],
    ['/goa-tour-packages', false],
    ['/blogs', false],
    ['/contact-us', false],
  ])('Enquiry Now on %s hidden: %s', (path, hidden) => {
    expect(matchSiteRoute(path).hidesEnquiryNow).toBe(hidden);
  });

  it.each([
    ['/admin', true],
    ['/', false],
    ['/contact-us', false],
    ['/no-such-page', false],
  ])('the chat assistant on %s hidden: %s', (path, hidden) => {
    expect(matchSiteRoute(path).hidesAssistant).toBe(hidden);
  });
});
