/** The apps `pnpm release` knows, by package name, with the short names it also accepts. */
import { REMOTES } from '../ports.mjs';

export const APPS = ['shell', ...Object.values(REMOTES)];

/** `blog` or `mf-blog` → `mf-blog`; throws a clear error for anything else. */
export function resolveApp(name) {
  if (APPS.includes(name)) return name;
  if (name && APPS.includes(`mf-${name}`)) return `mf-${name}`;
  throw new Error(
    `unknown app "${name ?? ''}": use one of ${APPS.join(', ')} (or catalogue, blog, booking, assistant)`,
  );
}
