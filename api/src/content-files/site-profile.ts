/**
 * The agency's site profile (content/site/profile.yaml) as a site document: checked at import
 * (numbers, email, PIN, GSTIN; shared/src/contracts/siteProfileFile.ts) and served by
 * GET /site/profile, so every page shows the same phone, WhatsApp, email and address.
 */
import { SITE_PROFILE_DOCUMENT, type SiteProfile } from '@tour/shared/contracts';
import { siteProfileFileSchema } from '@tour/shared/siteProfileFile';
import type { SiteDocumentSource } from './site-documents';

export const SITE_PROFILE_FILE = 'site/profile.yaml';

export const siteProfileDocument: SiteDocumentSource = {
  name: SITE_PROFILE_DOCUMENT,
  read(folder): SiteProfile | undefined {
    return folder.yaml(siteProfileFileSchema, SITE_PROFILE_FILE);
  },
};
