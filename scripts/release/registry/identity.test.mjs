import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { REPO_ROOT } from '../../repoRoot.mjs';
import { releaseIdentity } from './identity.mjs';

test('the actor is --actor, else RELEASE_ACTOR, else the CI user, else USER', () => {
  const env = { USER: 'shell', GITLAB_USER_LOGIN: 'gitlab', GITHUB_ACTOR: 'github' };
  const actor = (options, more = {}) =>
    releaseIdentity({ ...options, env: { ...env, ...more, RELEASE_COMMIT: 'x' } }).actor;
  assert.equal(actor({ actor: 'ana' }, { RELEASE_ACTOR: 'bo' }), 'ana');
  assert.equal(actor({}, { RELEASE_ACTOR: 'bo' }), 'bo');
  assert.equal(actor({}), 'github');
  assert.equal(actor({}, { GITHUB_ACTOR: '' }), 'gitlab');
  assert.equal(releaseIdentity({ env: { RELEASE_COMMIT: 'x' } }).actor, null);
});

test('the commit is RELEASE_COMMIT or the CI one, else HEAD, else none outside a checkout', () => {
  assert.equal(releaseIdentity({ env: { RELEASE_COMMIT: 'r', GITHUB_SHA: 'g' } }).commit, 'r');
  assert.equal(releaseIdentity({ env: { CI_COMMIT_SHA: 'c' } }).commit, 'c');
  assert.match(releaseIdentity({ env: {}, cwd: REPO_ROOT }).commit, /^[0-9a-f]{40}$/);
  const outside = mkdtempSync(path.join(os.tmpdir(), 'not-a-checkout-'));
  try {
    assert.equal(releaseIdentity({ env: {}, cwd: outside }).commit, null);
  } finally {
    rmSync(outside, { recursive: true, force: true });
  }
});

test('the note is --note, or none', () => {
  assert.equal(
    releaseIdentity({ note: 'fixes #12', env: { RELEASE_COMMIT: 'x' } }).note,
    'fixes #12',
  );
  assert.equal(releaseIdentity({ note: '', env: { RELEASE_COMMIT: 'x' } }).note, null);
});
