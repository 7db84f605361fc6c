/**
 * What the shell needs of @tour/shared's release-health contract, and the versions of the remotes
 * a page registered. The constants are copies: the contract's module builds its zod schemas as it
 * loads, and the beacon is in every page's first script, which keeps zod out
 * (releaseHealth.test.ts holds the copies to the contract).
 */

/** RELEASE_HEALTH_PATHS of the contract. */
export const RELEASE_HEALTH_PATHS = {
  views: '/release-health/views',
  read: '/release-health',
} as const;

/** PAGE_HEALTH_TOKEN_META of the contract: the meta the render server puts the page's token in. */
export const PAGE_HEALTH_TOKEN_META = 'gk-health';

/**
 * A released remote's entry is `…/mf-<app>/<version>/remoteEntry.js`; a dist build's
 * (`/remote/blog/remoteEntry.js`) has no version. The render server reads versions with the same
 * pattern (scripts/render/renderHealth.mjs), so both sides count a version under one name.
 */
const RELEASED_ENTRY = /\/mf-[a-z-]+\/([^/]+)\/remoteEntry\.js$/;

/** The version of the remote an entry URL loads, `dist` for an unreleased build. */
export function versionOfEntry(entryUrl: string): string {
  return RELEASED_ENTRY.exec(entryUrl)?.[1] ?? 'dist';
}

/** Remote key → version, for every remote of a manifest (`{ blog: '/mf-blog/…/remoteEntry.js' }`). */
export function versionsOf(remotes: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(remotes).map(([key, entry]) => [key, versionOfEntry(entry)]),
  );
}
