/** A query client that already holds the test site profile (as after the render server's prefetch). */
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient, type SiteProfile } from '@tour/shared';
import { TEST_SITE_PROFILE, withSiteProfile } from '@tour/shared/testing';

export { TEST_SITE_PROFILE as TEST_PROFILE };

export function clientWithProfile(profile: SiteProfile = TEST_SITE_PROFILE): QueryClient {
  return withSiteProfile(createQueryClient(), profile);
}
