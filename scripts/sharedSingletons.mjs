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
  // Its own singleton: only the pages that show rich text load DOMPurify, and on the server
  // every remote sanitises in the DOM the render server gives it.
  '@tour/shared/richText',
];
