/**
 * The one module of the shell that talks to the Module Federation runtime. It reads the live
 * remote addresses from /remotes.json (never cached), so a release or rollback is one line of
 * that file and no shell rebuild.
 */
import { getInstance, init } from '@module-federation/enhanced/runtime';
import type { RemoteComponentModule } from '@tour/shared';
import { yieldBetweenRemoteSteps } from './yieldBetweenRemoteSteps';

/** `{ "catalogue": "https://…/remoteEntry.js", … }` */
export type RemotesManifest = Record<string, string>;

/** Remote key in /remotes.json → the federation name each remote was built with. */
export const REMOTE_NAMES: Record<string, string> = {
  catalogue: 'mf_catalogue',
  blog: 'mf_blog',
  booking: 'mf_booking',
  assistant: 'mf_assistant',
};

export async function fetchRemotesManifest(url = '/remotes.json'): Promise<RemotesManifest> {
  // The server's Cache-Control keeps it fresh (no-cache); a default fetch can use index.html's preload.
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as RemotesManifest;
}

let federation: ReturnType<typeof init> | undefined;

function federationInstance() {
  // The build plugin already made the shell's instance; init() only if it somehow did not.
  if (!federation) {
    federation = getInstance() ?? init({ name: 'shell', remotes: [] });
    federation.registerPlugins([yieldBetweenRemoteSteps()]);
  }
  return federation;
}

export type RemoteLoadStatus = 'not requested' | 'loaded' | 'failed';

let registered: RemotesManifest = {};
const loadStatus = new Map<string, RemoteLoadStatus>();

/** What /remotes.json said at start, for the /__remotes diagnostics page. */
export function registeredRemotes(): RemotesManifest {
  return registered;
}

/** Whether anything of a remote has loaded in this page (by remote key, e.g. `blog`). */
export function remoteLoadStatus(key: string): RemoteLoadStatus {
  return loadStatus.get(key) ?? 'not requested';
}

let started: Promise<void> | null = null;

/**
 * Reads /remotes.json and registers the remotes, once per page, for whoever asks first (the
 * entry's prefetch or the bootstrap). Without the registry every slot shows its fallback; the
 * shell itself still works.
 */
export function startRemotes(): Promise<void> {
  started ??= fetchRemotesManifest()
    .catch((error: unknown) => {
      console.error('[remotes] /remotes.json could not be loaded', error);
      return {};
    })
    .then(registerRemoteEntries);
  return started;
}

/** Registers every known remote by its entry URL; unknown keys are ignored loudly. */
export function registerRemoteEntries(manifest: RemotesManifest): void {
  registered = manifest;
  const remotes = Object.entries(manifest).flatMap(([key, entry]) => {
    const name = REMOTE_NAMES[key];
    if (!name) {
      console.warn(`[remotes] ignoring unknown remote "${key}" in /remotes.json`);
      return [];
    }
    return [{ name, alias: key, entry }];
  });
  federationInstance().registerRemotes(remotes, { force: true });
}

const prefetched = new Map<string, Promise<RemoteComponentModule>>();

/**
 * Starts loading a page's remote module before React is up, so its entry and chunks download
 * beside React's instead of after the first render, then lets the module start its data
 * requests for `props`. The next loadRemoteModule(id) takes the load over, failure included:
 * that caller's slot reports it.
 */
export function prefetchRemoteModule(id: string, props: Record<string, string>): void {
  if (prefetched.has(id)) return;
  const pending = fetchRemoteModule(id);
  prefetched.set(id, pending);
  pending.then(
    (module) => {
      try {
        module.prefetch?.(props);
      } catch (error) {
        // Only a head start is lost: the page asks for its data again when it renders.
        console.error(`[remotes] ${id} could not prefetch its data`, error);
      }
    },
    () => undefined,
  );
}

/** Loads `catalogue/HomePage` and friends; rejects if the remote is down or lacks the module. */
export function loadRemoteModule(id: string): Promise<RemoteComponentModule> {
  const pending = prefetched.get(id);
  if (!pending) return fetchRemoteModule(id);
  prefetched.delete(id);
  return pending;
}

async function fetchRemoteModule(id: string): Promise<RemoteComponentModule> {
  const key = id.split('/')[0] ?? id;
  try {
    const module = await federationInstance().loadRemote<RemoteComponentModule>(id);
    if (!module) throw new Error(`${id} could not be loaded`);
    loadStatus.set(key, 'loaded');
    return module;
  } catch (error) {
    if (loadStatus.get(key) !== 'loaded') loadStatus.set(key, 'failed');
    throw error;
  }
}
