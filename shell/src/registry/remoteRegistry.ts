/**
 * The one module of the shell that talks to the Module Federation runtime. It reads the live
 * remote addresses from /remotes.json (never cached), so a release or rollback is one line of
 * that file and no shell rebuild.
 */
import { getInstance, init } from '@module-federation/enhanced/runtime';
import type { RemoteComponentModule } from '@tour/shared';

/** `{ "catalogue": "https://…/mf-manifest.json", … }` */
export type RemotesManifest = Record<string, string>;

/** Remote key in /remotes.json → the federation name each remote was built with. */
export const REMOTE_NAMES: Record<string, string> = {
  catalogue: 'mf_catalogue',
  blog: 'mf_blog',
  booking: 'mf_booking',
  assistant: 'mf_assistant',
};

export async function fetchRemotesManifest(url = '/remotes.json'): Promise<RemotesManifest> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as RemotesManifest;
}

function federationInstance() {
  // The build plugin already made the shell's instance; init() only if it somehow did not.
  return getInstance() ?? init({ name: 'shell', remotes: [] });
}

/** Registers every known remote by its manifest URL; unknown keys are ignored loudly. */
export function registerRemoteManifests(manifest: RemotesManifest): void {
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

/** Loads `catalogue/HomePage` and friends; rejects if the remote is down or lacks the module. */
export async function loadRemoteModule(id: string): Promise<RemoteComponentModule> {
  const module = await federationInstance().loadRemote<RemoteComponentModule>(id);
  if (!module) throw new Error(`${id} could not be loaded`);
  return module;
}
