import { test } from 'node:test';
import assert from 'node:assert/strict';
import { countTests } from './testCounts.mjs';

test('adds up jest, node and Playwright closing lines', () => {
  const output = [
    'Tests:       1 failed, 18 passed, 19 total',
    'mf-booking test: Tests:       6 passed, 6 total',
    '# pass 4',
    '# fail 0',
    '  9 passed (21.3s)',
    '  2 failed',
  ].join('\n');
  assert.deepEqual(countTests(output), { passed: 37, failed: 3 });
});

test('finds nothing in output without closing lines', () => {
  assert.deepEqual(countTests('compiled successfully'), { passed: 0, failed: 0 });
});
