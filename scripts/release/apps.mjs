/** The apps `pnpm release` knows, by package name, with the short names it also accepts. */
import { BROWSER_APPS } from '../apps.mjs';
import { REMOTES } from '../ports.mjs';

export const APPS = BROWSER_APPS;

/** The names `pnpm release` takes, for its help and its errors. */
export const APP_CHOICES = `${APPS.join(', ')} (or ${Object.keys(REMOTES).join(', ')})`;

/** `blog` or `mf-blog` → `mf-blog`; throws a clear error for anything else. */
export function resolveApp(name) {
  if (APPS.includes(name)) return name;
  if (name && Object.hasOwn(REMOTES, name)) return REMOTES[name];
  throw new Error(`unknown app "${name ?? ''}": use one of ${APP_CHOICES}`);
}
