/**
 * `npm run bench [-- --json] [-- --only NAME]`. Each suite returns BenchResult rows; the text form is a
 * table, the JSON form an array of {name, unit, felt, peer, ratio}.
 */
import { baccaratBench } from './baccarat.js';
import { blackjackBench } from './blackjack.js';
import type { BenchResult } from './harness.js';
import { pokerMathBench } from './poker-math.js';
import { rankingsSuite } from './rankings.js';

type Suite = { name: string; run: () => Promise<BenchResult[]> | BenchResult[] };

const SUITES: Suite[] = [
  { name: 'baccarat', run: baccaratBench },
  { name: 'blackjack', run: blackjackBench },
  rankingsSuite,
  { name: 'poker-math', run: pokerMathBench },
];

const args = process.argv.slice(2);
const json = args.includes('--json');
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const results: BenchResult[] = [];
for (const suite of SUITES) {
  if (only !== undefined && !suite.name.includes(only)) continue;
  if (!json) process.stderr.write(`running ${suite.name}...\n`);
  results.push(...(await suite.run()));
}
if (json) {
  process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
} else {
  const fmt = (x: number | null): string => (x === null ? '-' : x >= 100 ? x.toFixed(0) : x.toPrecision(3));
  for (const r of results) {
    process.stdout.write(
      `${r.name.padEnd(48)} ${fmt(r.felt).padStart(12)} ${fmt(r.peer).padStart(12)} ${r.unit.padEnd(14)} ratio ${fmt(r.ratio)}${r.note ? `  (${r.note})` : ''}\n`,
    );
  }
}
