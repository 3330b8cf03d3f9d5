/**
 * Rankings benchmarks: (a) `high` on the same random seven-card and five-card hands as the peers `phe`
 * (its positional evaluate_7cards / evaluate_5cards, the fastest entry it has) and `@pokertools/evaluator`
 * (`evaluate(codes)`), side by side in one process on one core, each hand converted once, before timing,
 * with each library's own card-code function; (b) Asia Poker: legal settings per second and the full
 * `asia-bonus` classification of all C(53, 7) hands. Felt's hot loops are also run under a GC observer:
 * zero collections over tens of millions of evaluations is the evidence of no allocation per evaluation.
 */
import { createRequire } from 'node:module';
import { PerformanceObserver } from 'node:perf_hooks';
import { evaluate as pokertoolsEvaluate, getCardCode as pokertoolsCode } from '@pokertools/evaluator';
import { formatCard } from '../core/cards.js';
import { SeededRng } from '../core/rng.js';
import {
  asiaBonusCensus,
  countLegalAsiaSettings,
  highStrength5,
  highStrength7,
  prepareAsiaBonus,
  prepareAsiaSettings,
} from '../rankings/index.js';
import { compareRates, rate, time, type BenchResult } from './harness.js';

type Phe7 = (a: number, b: number, c: number, d: number, e: number, f: number, g: number) => number;
type Phe5 = (a: number, b: number, c: number, d: number, e: number) => number;

const require = createRequire(import.meta.url);
const phe7 = require('phe/lib/evaluator7') as Phe7;
const phe5 = require('phe/lib/evaluator5') as Phe5;
const pheCode = (require('phe') as { cardCode: (rank: string, suit: string) => number }).cardCode;

const HANDS = 1 << 20;

/** HANDS random hands of n distinct cards from `deckSize` cards, flat. */
function randomHands(n: number, deckSize: number, seed: number): Uint8Array {
  const rng = SeededRng.fromSeed(seed);
  const out = new Uint8Array(HANDS * n);
  const used = new Uint8Array(deckSize);
  for (let h = 0; h < HANDS; h += 1) {
    for (let i = 0; i < n; i += 1) {
      let c: number;
      do c = rng.nextInt(deckSize);
      while (used[c] === 1);
      used[c] = 1;
      out[h * n + i] = c;
    }
    for (let i = 0; i < n; i += 1) used[out[h * n + i] as number] = 0;
  }
  return out;
}

/**
 * Runs fn and reports garbage collections meanwhile and the heap growth when none happened: zero growth
 * over millions of evaluations is the evidence that an evaluation allocates nothing.
 */
async function allocation(fn: () => void): Promise<string> {
  let last = '';
  // A collection can be triggered by garbage left from setting up; try three times for a clean reading.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    let count = 0;
    const obs = new PerformanceObserver((list) => {
      count += list.getEntries().length;
    });
    obs.observe({ entryTypes: ['gc'] });
    const before = process.memoryUsage().heapUsed;
    fn();
    const after = process.memoryUsage().heapUsed;
    await new Promise((resolve) => setTimeout(resolve, 50));
    obs.disconnect();
    last = count === 0 ? `heap +${after - before} B, no GC` : `${count} GC`;
    if (count === 0) break;
  }
  return last;
}

let sink = 0;

// One monomorphic loop per library and hand size, so that no loop's type feedback depends on another's.
function felt7(F: Uint8Array): number {
  let acc = 0;
  for (let o = 0; o < F.length; o += 7)
    acc += highStrength7(
      F[o] as number,
      F[o + 1] as number,
      F[o + 2] as number,
      F[o + 3] as number,
      F[o + 4] as number,
      F[o + 5] as number,
      F[o + 6] as number,
    );
  return acc;
}

function felt5(F: Uint8Array): number {
  let acc = 0;
  for (let o = 0; o < F.length; o += 5)
    acc += highStrength5(
      F[o] as number,
      F[o + 1] as number,
      F[o + 2] as number,
      F[o + 3] as number,
      F[o + 4] as number,
    );
  return acc;
}

function peerPhe7(P: Int32Array): number {
  let acc = 0;
  for (let o = 0; o < P.length; o += 7)
    acc += phe7(
      P[o] as number,
      P[o + 1] as number,
      P[o + 2] as number,
      P[o + 3] as number,
      P[o + 4] as number,
      P[o + 5] as number,
      P[o + 6] as number,
    );
  return acc;
}

function peerPhe5(P: Int32Array): number {
  let acc = 0;
  for (let o = 0; o < P.length; o += 5)
    acc += phe5(
      P[o] as number,
      P[o + 1] as number,
      P[o + 2] as number,
      P[o + 3] as number,
      P[o + 4] as number,
    );
  return acc;
}

function peerTools(hands: readonly number[][]): number {
  let acc = 0;
  for (let h = 0; h < hands.length; h += 1) acc += pokertoolsEvaluate(hands[h] as number[]);
  return acc;
}

async function highBench(): Promise<BenchResult[]> {
  const rows: BenchResult[] = [];
  for (const n of [7, 5] as const) {
    const felt = randomHands(n, 52, n);
    const phe = new Int32Array(felt.length);
    const tools: number[][] = [];
    for (let h = 0; h < HANDS; h += 1) {
      const hand: number[] = [];
      for (let i = 0; i < n; i += 1) {
        const text = formatCard(felt[h * n + i] as number);
        phe[h * n + i] = pheCode(text.charAt(0), text.charAt(1));
        hand.push(pokertoolsCode(text));
      }
      tools.push(hand);
    }
    // Agreement check on the same hands before timing (the peers return "smaller is better").
    for (let h = 0; h < 2000; h += 2) {
      const o = h * n;
      const f = (k: number): number =>
        n === 7
          ? highStrength7(
              felt[k] as number,
              felt[k + 1] as number,
              felt[k + 2] as number,
              felt[k + 3] as number,
              felt[k + 4] as number,
              felt[k + 5] as number,
              felt[k + 6] as number,
            )
          : highStrength5(
              felt[k] as number,
              felt[k + 1] as number,
              felt[k + 2] as number,
              felt[k + 3] as number,
              felt[k + 4] as number,
            );
      const d = Math.sign(f(o) - f(o + n));
      const p = Math.sign(
        pokertoolsEvaluate(tools[h + 1] as number[]) - pokertoolsEvaluate(tools[h] as number[]),
      );
      if (d !== p) throw new Error(`Felt and @pokertools/evaluator disagree on hands ${h} and ${h + 1}`);
    }
    const feltRun = (): number => {
      sink = (sink + (n === 7 ? felt7(felt) : felt5(felt))) % 1e9;
      return HANDS;
    };
    const pheRun = (): number => {
      sink = (sink + (n === 7 ? peerPhe7(phe) : peerPhe5(phe))) % 1e9;
      return HANDS;
    };
    const toolsRun = (): number => {
      sink = (sink + peerTools(tools)) % 1e9;
      return HANDS;
    };
    // Alternate the three twice and keep each one's best, so neither order nor warm-up favours anyone.
    let [bestFelt, bestPhe, bestTools] = [0, 0, 0];
    for (let round = 0; round < 2; round += 1) {
      bestFelt = Math.max(bestFelt, rate(feltRun));
      bestPhe = Math.max(bestPhe, rate(pheRun));
      bestTools = Math.max(bestTools, rate(toolsRun));
    }
    const alloc = await allocation(() => {
      for (let i = 0; i < 20; i += 1) feltRun();
    });
    const what = `high, ${n}-card hands`;
    const note = `Felt over ${20 * HANDS} evaluations: ${alloc}`;
    rows.push(compareRates(`${what} vs phe`, 'hands/s', bestFelt, bestPhe, note));
    rows.push(compareRates(`${what} vs @pokertools/evaluator`, 'hands/s', bestFelt, bestTools));
  }
  return rows;
}

async function asiaBench(): Promise<BenchResult[]> {
  const rows: BenchResult[] = [];
  const settingsBuild = time(() => prepareAsiaSettings(), 1);
  const hands = randomHands(7, 53, 659);
  let legal = 0;
  const view = (h: number): Uint8Array => hands.subarray(h * 7, h * 7 + 7);
  const views = Array.from({ length: 1 << 16 }, (_, h) => view(h));
  const settingsRate = rate(() => {
    for (let h = 0; h < views.length; h += 1) legal += countLegalAsiaSettings(views[h] as Uint8Array);
    return views.length;
  });
  const alloc = await allocation(() => {
    for (let r = 0; r < 10; r += 1)
      for (let h = 0; h < views.length; h += 1) legal += countLegalAsiaSettings(views[h] as Uint8Array);
  });
  rows.push({
    name: 'asia: seven-card hands set (105 splits checked)',
    unit: 'hands/s',
    felt: settingsRate,
    peer: null,
    ratio: null,
    note: `${(settingsRate * 105).toExponential(2)} splits/s; tables built in ${settingsBuild.toFixed(0)} ms; ${10 * views.length} hands: ${alloc}`,
  });
  const bonusBuild = time(() => prepareAsiaBonus(), 1);
  const census = time(() => void asiaBonusCensus(), 1);
  rows.push({
    name: 'asia-bonus: classify all C(53,7) = 154,143,080 hands',
    unit: 'ms',
    felt: census,
    peer: null,
    ratio: null,
    note: `goal < 30,000 ms; one core; tables built in ${bonusBuild.toFixed(0)} ms`,
  });
  sink += legal;
  if (sink === -1) process.stderr.write('');
  return rows;
}

export const rankingsSuite = {
  name: 'rankings',
  run: async (): Promise<BenchResult[]> => [...(await highBench()), ...(await asiaBench())],
};
