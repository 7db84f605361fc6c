/**
 * A federation runtime plugin that gives a remote's start its own tasks: evaluating its
 * remoteEntry.js, initialising its container (share scopes, version checks) and fetching the
 * first module. In one task they took 100–115 ms of a phone's main thread (Lighthouse's 4×
 * slowdown), one of the page's longest tasks; split, none of them blocks input for long.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '../nextTask';

export function yieldBetweenRemoteSteps(): ModuleFederationRuntimePlugin {
  return {
    name: 'ghumakkad-yield-between-remote-steps',
    async beforeInitContainer(args) {
      await nextTask();
      return args;
    },
    async beforeGetExpose() {
      await nextTask();
    },
  };
}
