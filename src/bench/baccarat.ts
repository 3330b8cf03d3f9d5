/**
 * Baccarat benchmarks: (a) the shoe simulator against the `baccarat-engine` package dealing the same
 * number of rounds in the same run, both on one core; (b) the exact analysis of every wager for 6 and
 * 8 decks, from cold caches.
 *
 * The peer is driven as its sample-usage.js does (shuffle and burn when its cut card is reached,
 * dealGame, calculateGameResult). It deals 8 decks with no cut, no last-hand cover card and a fixed
 * 16-card reserve; Felt deals 8 decks under the full 627a.5 / 627a.9(e) procedure and settles one unit
 * on every wager variant of `felt odds` each round.
 */
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { odds } from '../core/odds.js';
import { analyseBaccarat, clearBaccaratMathCaches } from '../games/baccarat/math/exact.js';
import { simulateBaccaratParallel } from '../games/baccarat/math/sim-parallel.js';
import { simulateBaccarat } from '../games/baccarat/math/sim.js';
import { compareRates, time, type BenchResult } from './harness.js';

/** The part of baccarat-engine's API the benchmark drives (CommonJS, no usable ESM types). */
interface PeerEngine {
  readonly isBurnNeeded: boolean;
  readonly shoe: { createDecks(): void; shuffle(): void };
  burnCards(): unknown;
  dealGame(): unknown;
  readonly resultsEngine: { calculateGameResult(hand: unknown): { outcome: string } };
}

const require = createRequire(import.meta.url);

function peerRounds(rounds: number): number {
  const { BaccaratGameEngine } = require('baccarat-engine') as { BaccaratGameEngine: new () => PeerEngine };
  const engine = new BaccaratGameEngine();
  engine.shoe.createDecks();
  engine.shoe.shuffle();
  engine.burnCards();
  let banker = 0;
  for (let i = 0; i < rounds; i += 1) {
    if (engine.isBurnNeeded) {
      engine.shoe.shuffle();
      engine.burnCards();
    }
    const hand = engine.dealGame();
    if (engine.resultsEngine.calculateGameResult(hand).outcome === 'banker') banker += 1;
  }
  return banker;
}

const PARAMS = { decks: 8, tieOdds: [odds(8)] } as const;

/** CPU seconds (user + system) of this process spent in `fn`. */
function cpuSeconds(fn: () => void): number {
  const start = process.cpuUsage();
  fn();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1e6;
}

export async function baccaratBench(): Promise<BenchResult[]> {
  // The two sides alternate in chunks of the same number of rounds and are timed in CPU seconds, so
  // that other load on a shared machine weighs on both alike.
  const chunk = 400_000;
  const chunks = 8;
  let seed = 1;
  // Felt deals whole shoes, so it may deal a few more rounds than asked; the peer deals that many too.
  const felt = (n: number): number => simulateBaccarat({ ...PARAMS, rounds: n, seed: (seed += 1) }).rounds;
  // Warm-up (JIT tiers, and Felt's one-time add-to-wager strategy table) before either is timed: three
  // calls of a chunk each, the same on both sides. Calls, not just rounds: V8 re-optimises code when a
  // second call's new objects break assumptions it made on the first call's (with one warm-up call,
  // Felt's dealing loop was deoptimised and its driver first optimised inside the timed chunks).
  for (let w = 0; w < 3; w += 1) {
    felt(chunk);
    peerRounds(chunk);
  }
  let feltRounds = 0;
  let feltSeconds = 0;
  let peerSeconds = 0;
  for (let c = 0; c < chunks; c += 1) {
    let dealt = 0;
    feltSeconds += cpuSeconds(() => {
      dealt = felt(chunk);
    });
    feltRounds += dealt;
    peerSeconds += cpuSeconds(() => peerRounds(dealt));
  }
  const feltRate = feltRounds / feltSeconds;
  const peerRate = feltRounds / peerSeconds;

  // A `felt simulate` run on every core: the worker pool's start-up (threads, modules, tables) is timed
  // apart on a first run of one shoe each, then a run long enough for the dealing to count, on the
  // pool's threads that the first run started (the pool keeps them, as a process running several
  // simulations does).
  const cores = availableParallelism();
  const wall = async (rounds: number): Promise<[number, number]> => {
    const start = process.hrtime.bigint();
    const acc = await simulateBaccaratParallel({ ...PARAMS, rounds, seed: 3 });
    return [acc.rounds, Number(process.hrtime.bigint() - start) / 1e9];
  };
  const [, startupSeconds] = await wall(cores);
  const [parallelRounds, parallelSeconds] = await wall(chunk * chunks * 6);
  const parallelRate = parallelRounds / parallelSeconds;

  const sections = { wagers: '627a.7', payout: '627a.12' };
  const exactMs = time(() => {
    clearBaccaratMathCaches();
    analyseBaccarat({ ...PARAMS, decks: 6, sections });
    analyseBaccarat({ ...PARAMS, decks: 8, sections });
  }, 3);

  return [
    compareRates(
      'baccarat simulation, 8 decks, 1 core',
      'rounds/s',
      feltRate,
      peerRate,
      `vs baccarat-engine, ${feltRounds} rounds each in alternating chunks, per CPU second; Felt follows the full shoe procedure and settles 15 wagers`,
    ),
    {
      name: `baccarat simulation, 8 decks, ${cores} worker threads`,
      unit: 'rounds/s',
      felt: parallelRate,
      peer: null,
      ratio: null,
      note: `${parallelRounds} rounds in ${parallelSeconds.toFixed(2)} s, wall clock, on the worker pool that a first run started in ${(startupSeconds * 1000).toFixed(0)} ms`,
    },
    {
      name: 'baccarat exact analysis, every wager, 6 + 8 decks',
      unit: 'ms',
      felt: exactMs,
      peer: null,
      ratio: null,
      note: 'cold caches, best of 3; goal < 1000 ms',
    },
  ];
}
