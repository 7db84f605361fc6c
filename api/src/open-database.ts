/**
 * Opens the API's database: the connection (db/connect.ts) with its privacy settings
 * (staff/privacy-key.ts), read from the environment on first use, so a database opened for other
 * work makes no key file.
 */
import {
  connectDatabase,
  type AppDatabase,
  type DatabaseConfig,
  type PrivacySettings,
} from './db/connect';
import { loadPrivacySettings } from './staff/privacy-key';

export function openDatabase(config: DatabaseConfig): AppDatabase {
  let privacy: PrivacySettings | undefined;
  return connectDatabase(config, () => (privacy ??= loadPrivacySettings(process.env, config)));
}
