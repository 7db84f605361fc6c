/** What every /staff route module gets from the staff plugin (plugin.ts). */
import type { StaffAccessConfig } from '../../config';
import type { AppDatabase } from '../../db/connect';
import type { SignInThrottle } from '../sign-in-throttle';
import type { SecretBox } from '../two-factor';
import type { StaffGuards } from './staff-guards';

export interface StaffRouteDeps {
  database: AppDatabase;
  /** Who may call each route, and the session cookie. */
  guards: StaffGuards;
  /** Counts failed sign-ins, and wrong passwords given to signed-in routes, per account and address. */
  throttle: SignInThrottle;
  /** Seals the two-factor secrets (STAFF_TOTP_KEY). */
  secrets: SecretBox;
  /** STAFF_REQUIRE_2FA, STAFF_SESSION_IDLE_MINUTES, STAFF_TOTP_KEY. */
  access: StaffAccessConfig;
  /** The clock of sessions and codes; tests move it on. */
  now: () => Date;
}
