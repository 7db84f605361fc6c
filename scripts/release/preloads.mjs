/**
 * Preload hints for the live shell's index.html, written at each release or rollback. Without
 * them a cold visit discovers its files one round trip at a time: index.html → main.js →
 * remotes.json → the catalogue's remoteEntry.js → its page. With them the browser asks for all
 * of these while main.js is still downloading.
 */

/** The shell's shared packages every page starts with (react-toastify waits for a toast). */
const STARTUP_SHARED = ['react', 'react-dom/client', 'react/jsx-runtime', 'react-router-dom'];

/** The remote most landing pages start with: home, listings, package details, themes. */
const LANDING_REMOTE = 'catalogue';

/**
 * @param {string} html the live shell's built index.html
 * @param {object} options
 * @param {string} options.shellBase URL folder of the live shell, e.g. `/shell/0.1.0-…/`
 * @param {{ shared: { name: string, assets?: { js?: { sync?: string[] } } }[] }} options.shellManifest
 * @param {Record<string, string>} options.remotes what remotes.json says
 */
export function withPreloads(html, { shellBase, shellManifest, remotes }) {
  const links = [
    '<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous">',
    '<link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous">',
  ];
  const files = shellManifest.shared
    .filter((share) => STARTUP_SHARED.includes(share.name))
    .flatMap((share) => share.assets?.js?.sync ?? []);
  for (const file of new Set(files)) {
    links.push(`<link rel="preload" href="${shellBase}${file}" as="script">`);
  }
  if (remotes[LANDING_REMOTE]) {
    links.push(`<link rel="preload" href="${remotes[LANDING_REMOTE]}" as="script">`);
  }
  return html.replace('</head>', `${links.join('')}</head>`);
}
