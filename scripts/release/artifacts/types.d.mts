/**
 * Where released artifacts (an app's built folder, one per version) are kept: the local CDN
 * folder (the embedded default, folderStore.mjs) or an S3-compatible bucket when
 * ARTIFACT_STORE_URL is `s3://<bucket>[/<prefix>]` (s3Store.mjs). A version's files are
 * immutable once stored.
 */
export interface ArtifactStore {
  /** For messages: `/srv/cdn` or `s3://releases/cdn at http://127.0.0.1:9000`. */
  describe(): string;
  /** Whether `<app>/<version>/` is stored completely. */
  has(app: string, version: string): Promise<boolean>;
  /**
   * Whether anything of `<app>/<version>/` is stored, complete or not: on S3 a removal that
   * stopped after the marker (which goes first) leaves files `has` no longer sees, and a prune
   * run after it removes them.
   */
  hasAnyFile(app: string, version: string): Promise<boolean>;
  /**
   * Stores the folder `sourceDir` as `<app>/<version>/` if no put stored it first, else throws
   * a VersionExistsError (layout.mjs) and changes nothing: of two puts of one version, racing
   * or not, one stores it. Readers never see a half-stored version: `has` turns true only once
   * every file is in. Plain files and folders only: a symlink, device, socket or FIFO is refused
   * before anything is stored.
   */
  put(app: string, version: string, sourceDir: string): Promise<void>;
  /**
   * Removes a version: for the release that stored it once the registry verifiably does not
   * know it, and for `pnpm releases prune` once the registry marks it pruned (never one that is,
   * or may be, recorded otherwise). Removing what is not there is no error.
   */
  remove(app: string, version: string): Promise<void>;
  /**
   * A JSON file of a stored version, e.g. `mf-manifest.json`; with `optional`, null when the
   * version has no such file (a version that is not stored is still an error).
   */
  readJson(
    app: string,
    version: string,
    file: string,
    options?: { optional?: boolean },
  ): Promise<unknown>;
  /**
   * A local folder holding `<app>/<version>/` in full: the folder itself for the folder store,
   * a download into `cacheDir/<app>/<version>/` for S3 (once; versions never change), checked
   * against the version's marker before it is used; a copy that does not match is discarded and
   * fetched again.
   */
  localCopy(app: string, version: string, cacheDir: string): Promise<string>;
  /**
   * Deletes what `localCopy` downloaded of a version into `cacheDir`, if anything (a site server
   * dropping a pruned version). A no-op for the folder store, whose copy is the stored version
   * itself, removed from the store by the prune.
   */
  dropLocalCopy(app: string, version: string, cacheDir: string): Promise<void>;
  close(): Promise<void>;
}
