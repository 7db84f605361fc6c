/**
 * The packages every app shares as singletons (ARCHITECTURE §3): one copy in the page, the one
 * the shell provides. The build shares them (rspack/createAppConfig.ts) and the release check
 * compares each remote's range with the live shell's version (release/compat.mjs).
 */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'zustand',
  'react-toastify',
  '@tanstack/react-query',
  '@tour/shared',
  // Its own entry, so only the pages that show rich text load it; shared, so the remotes that
  // do (the catalogue, the blog) load one copy.
  '@tour/shared/richText',
];
