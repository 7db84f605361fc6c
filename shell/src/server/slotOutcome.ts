/**
 * Which remotes failed in a server render, read off the finished HTML: the page is sent once
 * everything has rendered (renderPage.tsx waits for onAllReady), so a slot still in its loading
 * state (RemoteSlot's `remote-loading` element, which React renders for a boundary whose content
 * threw, or that the time bound cut short) is one whose module did not render here.
 */
const SLOT_LEFT_LOADING = /data-testid="remote-loading" data-remote="([^"/]+)\//g;

/** The remote keys (e.g. `blog`) of the slots left loading in `html`, each once. */
export function remotesLeftLoading(html: string): string[] {
  return [...new Set([...html.matchAll(SLOT_LEFT_LOADING)].map((match) => match[1]!))];
}
