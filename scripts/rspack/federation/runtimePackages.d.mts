/** See runtimePackages.mjs. */
export declare function federationRuntimePackage(name: string): {
  cjs: string;
  esm: string;
  dist: string;
  version: string;
};
