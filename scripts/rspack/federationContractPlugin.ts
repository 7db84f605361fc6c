import type { Compiler } from '@rspack/core';
import type { ApiRequestSample } from '../../shared/src/contracts/remoteModules';
import { FEDERATION_CONTRACT_FILE } from './federationContract.mjs';

/**
 * Writes federation-contract.json beside the browser build's mf-manifest.json: the contract ids
 * of the modules this app loads from other remotes, so the release check can tell whether a new
 * remote still exposes everything the live apps load from it. A file of its own, since Module
 * Federation's `manifest.additionalData` reaches mf-stats.json but not mf-manifest.json.
 * A remote that sends requests to the API records one of each (`apiRequests`), for the gate to
 * check against the live API.
 */
export class FederationContractPlugin {
  private readonly loads: readonly string[];
  private readonly apiRequests: readonly ApiRequestSample[];

  constructor(loads: readonly string[], apiRequests: readonly ApiRequestSample[] = []) {
    this.loads = loads;
    this.apiRequests = apiRequests;
  }

  apply(compiler: Compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('FederationContractPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'FederationContractPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        () => {
          const contract = {
            loads: this.loads,
            ...(this.apiRequests.length > 0 ? { apiRequests: this.apiRequests } : {}),
          };
          compilation.emitAsset(
            FEDERATION_CONTRACT_FILE,
            new RawSource(`${JSON.stringify(contract, null, 2)}\n`),
          );
        },
      );
    });
  }
}
