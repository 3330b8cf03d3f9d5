// The README's test command: type-check, lint, import boundaries, unused code and format checks, then the Vitest suite.
// Each check counts as one test; the last line is the plain `N passed, N failed` that CI reads.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';

const checks = [
  ['typecheck', ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['lint', ['npx', 'eslint', '.']],
  // Import boundaries and value-import cycles (.dependency-cruiser.cjs).
  ['imports', ['npx', 'depcruise', 'src', '--output-type', 'err']],
  // Unused files, exports and dependencies (knip.json).
  ['unused', ['npx', 'knip']],
  ['format', ['npx', 'prettier', '--check', '.']],
  ['build', ['npm', 'run', 'build']],
];
let passed = 0;
let failed = 0;
for (const [name, [cmd, ...args]] of checks) {
  const run = spawnSync(cmd, args, { stdio: 'inherit' });
  if (run.status === 0) {
    passed += 1;
    console.log(`check ${name}: ok`);
  } else {
    failed += 1;
    console.log(`check ${name}: FAILED`);
  }
}

const results = '.vitest-results.json';
rmSync(results, { force: true });
const extra = process.argv.slice(2);
const vitest = spawnSync(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${results}`, ...extra],
  { stdio: 'inherit' },
);
try {
  const report = JSON.parse(readFileSync(results, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  // A suite that fails to load counts as a failure even though it ran no test.
  failed += report.testResults.filter((r) => r.status === 'failed' && r.assertionResults.length === 0).length;
} catch {
  failed += 1;
  console.log('vitest produced no report');
}
if (vitest.status !== 0 && failed === 0) failed += 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
