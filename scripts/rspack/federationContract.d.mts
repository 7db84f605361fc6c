/** See federationContract.mjs. */
export declare const FEDERATION_CONTRACT_FILE: string;
export declare function contractExposes(remote: {
  appDir: string;
  app: string;
  key: string;
  moduleIds: readonly string[];
}): Record<string, string>;
export declare function loadedModuleIds<Id extends string>(
  keys: readonly string[],
  moduleIds: readonly Id[],
): Id[];
