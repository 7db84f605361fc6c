/** Test counts from the closing lines of jest, node's runner and Playwright. */
export function countTests(output) {
  let passed = 0;
  let failed = 0;
  for (const match of output.matchAll(/^(?:[\w@/-]+ test: )?Tests:\s+(.*)$/gm)) {
    passed += Number(/(\d+) passed/.exec(match[1])?.[1] ?? 0);
    failed += Number(/(\d+) failed/.exec(match[1])?.[1] ?? 0);
  }
  for (const match of output.matchAll(/^# pass (\d+)$/gm)) passed += Number(match[1]);
  for (const match of output.matchAll(/^# fail (\d+)$/gm)) failed += Number(match[1]);
  for (const match of output.matchAll(/^\s+(\d+) passed \(/gm)) passed += Number(match[1]);
  for (const match of output.matchAll(/^\s+(\d+) failed$/gm)) failed += Number(match[1]);
  return { passed, failed };
}
