/**
 * A site profile for the apps' tests, and a way to put it into a query client as the render
 * server's prefetch does (tests only: `@tour/shared/testing`, never imported by app code).
 */
import type { QueryClient } from '@tanstack/react-query';
import { siteProfileQuery } from '../api/useSiteProfile';
import type { SiteProfile } from '../contracts/siteProfile';

export const TEST_SITE_PROFILE: SiteProfile = {
  name: 'Ghumakkad Travels',
  phone: { e164: '+918041234567', display: '+91 80 4123 4567' },
  whatsapp: { e164: '+919988776655', display: '+91 99887 76655' },
  email: 'help@ghumakkad.example',
  address: { lines: ['12 Residency Road'], city: 'Bengaluru', pin: '560025', state: 'Karnataka' },
  registration: {},
  hours: { phone: '24/7', office: 'Mon–Sat, 10 am – 7 pm IST' },
  socialLinks: { instagram: 'https://www.instagram.com/ghumakkad' },
};

/** `client`, holding the profile as if the render server had fetched it. */
export function withSiteProfile<Client extends QueryClient>(
  client: Client,
  profile: SiteProfile = TEST_SITE_PROFILE,
): Client {
  client.setQueryData(siteProfileQuery.queryKey, profile);
  return client;
}
