/**
 * The API's behaviour, written once and run against every database target (see sqlite.test.ts
 * and postgres.test.ts), so both dialects are held to the same contract. Each section lives in
 * suite/.
 */
import { buildApp } from '../src/app';
import { openDatabase } from '../src/open-database';
import { prepareDatabase } from '../src/prepare-database';
import type { TestDatabaseTarget } from './support/database-targets';
import { describeAssistantRoute } from './suite/assistant';
import { describeAuditLog } from './suite/audit-log';
import { describeAssistantGrounding } from './suite/assistant-grounding';
import { describeBasics } from './suite/basics';
import { describeBlogRoutes } from './suite/blogs';
import { describeCatalogueCache } from './suite/catalogue-cache';
import { describeCatalogueImport } from './suite/catalogue-import';
import { describeCatalogueVersion } from './suite/catalogue-version';
import { describeContractFuzz } from './suite/contract-fuzz';
import { AUTH_CODE, RENDER_TOKEN, type SuiteContext } from './suite/context';
import { describeDocsRoute } from './suite/docs';
import { describeLeadRoutes } from './suite/leads';
import { describeMetrics } from './suite/metrics';
import { describeNotifications } from './suite/notifications';
import { describePackageRoutes } from './suite/packages';
import { describePrivacyErasure } from './suite/privacy-erasure';
import { describeProperties } from './suite/properties';
import { describeReleaseHealth } from './suite/release-health';
import { describeSafeDefaults } from './suite/safe-defaults';
import { describeSecurity } from './suite/security';
import { describeSiteProfileRoute } from './suite/site-profile';
import { describeHomeRoute } from './suite/home';
import { describeSitePageRoutes } from './suite/site-pages';
import { describeStaffInbox } from './suite/staff';
import { describeStaffAccess } from './suite/staff-access';
import { describeStaffThrottle } from './suite/staff-throttle';

/** High enough that only the rate-limit tests, with their own apps, ever meet a limit. */
const UNLIMITED = {
  perIp: 1_000_000,
  leads: 1_000_000,
  namespace: 'unused:',
  renderToken: RENDER_TOKEN,
};

export function defineApiSuite(createTarget: () => Promise<TestDatabaseTarget>): void {
  let context: SuiteContext | undefined;
  const suite = () => {
    if (!context) throw new Error('The suite context is not ready');
    return context;
  };

  beforeAll(async () => {
    const target = await createTarget();
    const database = openDatabase(target.config);
    await prepareDatabase(database);
    const app = buildApp({
      database,
      authCode: AUTH_CODE,
      corsOrigins: null,
      rateLimits: UNLIMITED,
    });
    await app.ready();
    context = { target, database, app };
    // Migrations and the catalogue import take 2–5 s on PostgreSQL on a busy 2-core machine.
  }, 30_000);

  afterAll(async () => {
    await context?.app.close();
    await context?.database.close();
    await context?.target.cleanup();
  });

  describeBasics(suite);
  describePackageRoutes(suite);
  describeBlogRoutes(suite);
  describeSiteProfileRoute(suite);
  describeHomeRoute(suite);
  describeSitePageRoutes(suite);
  describeCatalogueCache(suite);
  describeCatalogueVersion(suite);
  describeLeadRoutes(suite);
  describeMetrics(suite);
  describeNotifications(suite);
  describeDocsRoute(suite);
  describeSecurity(suite);
  describeAssistantRoute(suite);
  describeAssistantGrounding(suite);
  describeReleaseHealth(suite);
  describeProperties(suite);
  describeContractFuzz(suite);
  // On a database of its own: it edits the catalogue the other sections read.
  describeCatalogueImport(createTarget);
  describeStaffInbox(createTarget);
  describeStaffAccess(createTarget);
  describeSafeDefaults(createTarget);
  describeStaffThrottle(createTarget);
  describeAuditLog(createTarget);
  describePrivacyErasure(createTarget);
}
