/**
 * The one module of the shell that talks to the Module Federation runtime, in the browser and
 * on the render server. The live remote addresses come from /remotes.json (the render server
 * reads it per request and writes the versions it used into the page), so a release or rollback
 * is one line of that file and no shell rebuild.
 */
import {
  getInstance,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import type { RemoteModule, RemoteModuleId, RemoteModuleLoader } from '@tour/shared';

/** `{ "catalogue": "https://…/remoteEntry.js", … }` */
export type RemotesManifest = Record<string, string>;

declare const __TOUR_REMOTE_NAMES__: Record<string, string>;

/** Remote key in /remotes.json → its federation name; written once, in scripts/ports.mjs. */
export const REMOTE_NAMES: Record<string, string> = __TOUR_REMOTE_NAMES__;

export async function fetchRemotesManifest(url = '/remotes.json'): Promise<RemotesManifest> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as RemotesManifest;
}

function federation() {
  // The build plugin makes the shell's instance before any of our code runs.
  const instance = getInstance();
  if (!instance) throw new Error('the Module Federation runtime has no instance');
  return instance;
}

/** Runtime plugins for this environment (the browser's task splitting, say), added once. */
export function addFederationPlugins(plugins: ModuleFederationRuntimePlugin[]): void {
  federation().registerPlugins(plugins);
}

export type RemoteLoadStatus = 'not requested' | 'loaded' | 'failed';

let registered: RemotesManifest = {};
let entryOf: (webEntry: string) => string = (webEntry) => webEntry;
const loadStatus = new Map<string, RemoteLoadStatus>();

/** What the page registered, for the /__remotes diagnostics page. */
export function registeredRemotes(): RemotesManifest {
  return registered;
}

/** Whether anything of a remote has loaded in this page (by remote key, e.g. `blog`). */
export function remoteLoadStatus(key: string): RemoteLoadStatus {
  return loadStatus.get(key) ?? 'not requested';
}

function remoteFor(key: string, webEntry: string) {
  return { name: REMOTE_NAMES[key]!, alias: key, entry: entryOf(webEntry) };
}

/**
 * Registers every known remote by its entry URL; unknown keys are ignored loudly. `toEntry`
 * maps a browser entry to the one to load here (the render server loads each remote's Node
 * build, which sits beside it).
 */
export function registerRemoteEntries(
  manifest: RemotesManifest,
  toEntry: (webEntry: string) => string = (webEntry) => webEntry,
): void {
  registered = manifest;
  entryOf = toEntry;
  const remotes = Object.entries(manifest).flatMap(([key, entry]) => {
    if (!REMOTE_NAMES[key]) {
      console.warn(`[remotes] ignoring unknown remote "${key}" in /remotes.json`);
      return [];
    }
    return [remoteFor(key, entry)];
  });
  federation().registerRemotes(remotes, { force: true });
}

const remoteKey = (id: RemoteModuleId) => id.split('/')[0] ?? id;

/**
 * Loads `catalogue/HomePage` and friends; rejects if the remote is down or lacks the module. A
 * remote that failed is registered afresh first, so the runtime fetches its entry again instead
 * of answering with the failure it keeps: a remote that is back loads without a page reload.
 */
export const loadRemoteModule: RemoteModuleLoader = async <Id extends RemoteModuleId>(id: Id) => {
  const key = remoteKey(id);
  const entry = registered[key];
  if (loadStatus.get(key) === 'failed' && entry) {
    federation().registerRemotes([remoteFor(key, entry)], { force: true });
  }
  try {
    const module = await federation().loadRemote<RemoteModule<Id>>(id);
    if (!module) throw new Error(`${id} could not be loaded`);
    loadStatus.set(key, 'loaded');
    return module;
  } catch (error) {
    // A module missing from a remote that did load is no reason to fetch its entry again.
    if (loadStatus.get(key) !== 'loaded') loadStatus.set(key, 'failed');
    throw error;
  }
};
