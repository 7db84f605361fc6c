/**
 * The packages every app shares as singletons (docs/architecture.md): one copy in the page, the one
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

/**
 * The singletons only remotes share: the shell configures them like the others but never imports
 * them, so its build's mf-manifest.json does not list them and whichever remote loads first
 * provides the page's copy. Every other singleton must come from the shell: a remote asking for
 * one the live shell does not share would load a copy of its own (a second React, or a query
 * cache the shell's provider does not see), so the release check refuses it.
 */
export const REMOTE_ONLY_SINGLETONS = ['@tour/shared/richText'];
