import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { federationRuntimePackage } from './runtimePackages.mjs';
import * as standIn from './withoutSnapshots.mjs';

const core = federationRuntimePackage('@module-federation/runtime-core');
const bundler = federationRuntimePackage('@module-federation/webpack-bundler-runtime');

/** The names in the `export { … }` line of one of the package's ES files. */
function exportedNames(file) {
  const line = readFileSync(file, 'utf8').match(/^export \{([^}]*)\};?$/m);
  assert.ok(line, `${file} has no export list`);
  return line[1].split(',').map((name) => name.trim().split(' as ').pop());
}

/** Every `<prefix>.<member>` the package's ES files use. */
function membersUsed(dist, prefix) {
  const used = new Set();
  for (const file of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.js')) continue;
    const code = readFileSync(path.join(dist, file), 'utf8');
    for (const match of code.matchAll(new RegExp(`${prefix}\\.(\\w+)`, 'g'))) used.add(match[1]);
  }
  return [...used].sort();
}

test('the stand-in exports every name of the modules it replaces', () => {
  const replaced = [
    path.join(core.dist, 'plugins/snapshot/SnapshotHandler.js'),
    path.join(core.dist, 'utils/preload.js'),
    path.join(bundler.dist, 'remotes.js'),
  ];
  for (const file of replaced) {
    for (const name of exportedNames(file)) {
      assert.equal(typeof standIn[name], 'function', `${name} of ${path.basename(file)}`);
    }
  }
});

test('runtime-core uses only the parts of the snapshot handler the stand-in keeps', () => {
  assert.deepEqual(membersUsed(core.dist, 'snapshotHandler'), [
    'hooks',
    'loadRemoteSnapshotInfo',
    'manifestCache',
  ]);
  const handler = new standIn.SnapshotHandler();
  assert.equal(typeof handler.hooks.applyPlugin, 'function');
  assert.equal(typeof handler.manifestCache.delete, 'function');
  assert.equal(standIn.getGlobalRemoteInfo().hostGlobalSnapshot, undefined);
});

test('what the stand-in leaves out fails loudly, never silently', async () => {
  await assert.rejects(new standIn.SnapshotHandler().loadRemoteSnapshotInfo(), /left out/);
  await assert.rejects(standIn.preloadAssets(), /left out/);
  assert.throws(() => standIn.formatPreloadArgs(), /left out/);
});

test("remote entries' runtime stand-in covers what the bundler runtime calls of it", () => {
  // hostBundlerRuntime.mjs gives each remote entry `runtime: { init, getRemoteEntry }`.
  assert.deepEqual(membersUsed(bundler.dist, '\\bruntime'), ['getRemoteEntry', 'init']);
});
