/**
 * The floating 'Enquiry Now' button is hidden where a page has its own lead form or nothing to
 * enquire about (spec §2): no-result, package detail, blog detail and category blog lists.
 */
const HIDDEN_PATTERNS = [
  /^\/no-result-found\/?$/,
  /^\/[^/]+-tour-packages-details\/[^/]+\/?$/,
  /^\/blog-details\/?$/,
  /^\/category\/[^/]+\/blog\/?$/,
];

export function isEnquiryButtonHidden(pathname: string): boolean {
  return HIDDEN_PATTERNS.some((pattern) => pattern.test(pathname));
}
