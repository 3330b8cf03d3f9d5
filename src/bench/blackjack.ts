/**
 * Blackjack family benchmarks (issue 13), one core:
 *
 * - the exact CDZ- analysis of one Rules Submission (8 decks, resplits to 4 hands, every up card), in
 *   CPU milliseconds (best of five, so other load on a shared machine weighs little). Goal: under 1
 *   second; the best compiled combinatorial analysers take about half a second. The first call also
 *   builds the dealer tries (rule-independent tables, kept for the process);
 * - the simulation against the `engine-blackjack` package, the same number of rounds in the same run,
 *   in alternating chunks timed in CPU seconds. Goal: at least 20 times its rate. Both play the same
 *   card (Felt's total-dependent chart for the peer, which sees totals; the CDZ- tables for Felt) at 6
 *   decks, S17, DAS, no surrender or insurance. Felt deals from a shoe under § 665a.5 (shuffle, cut,
 *   burn, cover card a quarter from the bottom, reshuffle after the round that reaches it); the peer
 *   builds and shuffles a fresh shoe for every round (its only procedure).
 */
import { createRequire } from 'node:module';
import {
  analyseBlackjack,
  doubleAttackRules,
  rulesFromSubmission,
  strategyTable,
  type BlackjackRules,
  type StrategyTable,
} from '../games/blackjack/math/index.js';
import { simulateFast } from '../games/blackjack/math/fast-simulate.js';
import { compareRates, type BenchResult } from './harness.js';

function cpuMs(fn: () => void): number {
  const start = process.cpuUsage();
  fn();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

/** The part of engine-blackjack's API the benchmark drives (CommonJS, no types). */
interface PeerCard {
  readonly value: number;
}
interface PeerHand {
  readonly cards: readonly PeerCard[];
  readonly playerValue: { readonly hi: number; readonly lo: number };
  readonly availableActions: Readonly<Record<'double' | 'split' | 'hit' | 'stand', boolean>>;
}
interface PeerState {
  readonly stage: string;
  readonly handInfo: { readonly left: PeerHand; readonly right: PeerHand };
  readonly dealerCards: readonly PeerCard[];
  readonly finalWin: number;
  readonly initialBet: number;
}
interface PeerAction {
  readonly type: string;
}
interface Peer {
  readonly Game: new (
    state: undefined,
    rules: unknown,
  ) => { dispatch(a: PeerAction): void; getState(): PeerState };
  readonly actions: Readonly<
    Record<'deal' | 'hit' | 'stand' | 'double' | 'split', (p?: object) => PeerAction>
  >;
  readonly presets: { getRules(r: object): unknown };
}

const require = createRequire(import.meta.url);

/** The chart code for a hand the peer shows (its cards and totals) against an up card value 1-10. */
function chartCode(table: StrategyTable, hand: PeerHand, up: number): string {
  const col = up === 1 ? 9 : up - 2;
  const cards = hand.cards;
  if (cards.length === 2 && cards[0]?.value === cards[1]?.value && hand.availableActions.split) {
    const v = cards[0]?.value as number;
    const label = v === 1 ? 'pair AA' : v === 10 ? 'pair TT' : `pair ${v}${v}`;
    const code = table.pairs.find((r) => r.label === label)?.cells[col]?.code;
    if (code === 'P') return 'P';
  }
  const { hi, lo } = hand.playerValue;
  const soft = hi !== lo && hi <= 21;
  const total = soft ? hi : lo;
  if (soft) {
    if (total >= 20) return 'S';
    if (total <= 12) return 'H';
    return table.soft.find((r) => r.label.startsWith(`soft ${total} `))?.cells[col]?.code ?? 'H';
  }
  if (total <= 4) return 'H';
  if (total >= 20) return 'S';
  return table.hard.find((r) => r.label === `hard ${total}`)?.cells[col]?.code ?? 'S';
}

function peerRounds(peer: Peer, rules: unknown, table: StrategyTable, rounds: number): number {
  const { Game, actions } = peer;
  let net = 0;
  for (let i = 0; i < rounds; i += 1) {
    const game = new Game(undefined, rules);
    game.dispatch(actions.deal({ bet: 10 }));
    let s = game.getState();
    const up = s.dealerCards[0]?.value as number;
    for (let guard = 0; s.stage.startsWith('player-turn') && guard < 30; guard += 1) {
      const position = s.stage === 'player-turn-right' ? 'right' : 'left';
      const hand = s.handInfo[position];
      const code = chartCode(table, hand, up);
      if (code === 'P') game.dispatch(actions.split());
      else if (code.startsWith('D') && hand.availableActions.double)
        game.dispatch(actions.double({ position }));
      else if (code === 'H' || code === 'D') game.dispatch(actions.hit({ position }));
      else game.dispatch(actions.stand({ position }));
      s = game.getState();
    }
    net += s.finalWin - s.initialBet;
  }
  return net;
}

function simulationBench(): BenchResult {
  const rules = rulesFromSubmission('blackjack', { decks: 6, dealerHitsSoft17: false });
  if (!rules.ok) throw new Error('bad rules');
  const analysis = analyseBlackjack(rules.value);
  const table = strategyTable(analysis);
  const peer = require('engine-blackjack') as Peer;
  const peerRules = peer.presets.getRules({
    decks: 6,
    standOnSoft17: true,
    double: 'any',
    split: true,
    doubleAfterSplit: true,
    surrender: false,
    insurance: false,
  });
  const chunk = 10_000;
  const chunks = 4;
  let seed = 1;
  const felt = (n: number): void => {
    simulateFast(analysis, n, (seed += 1));
  };
  felt(chunk);
  peerRounds(peer, peerRules, table, chunk / 4);
  let feltMs = 0;
  let peerMs = 0;
  for (let c = 0; c < chunks; c += 1) {
    feltMs += cpuMs(() => felt(chunk));
    peerMs += cpuMs(() => peerRounds(peer, peerRules, table, chunk));
  }
  const rounds = chunk * chunks;
  return compareRates(
    'blackjack simulation, 6 decks, 1 core',
    'rounds/s',
    (rounds / feltMs) * 1000,
    (rounds / peerMs) * 1000,
    `vs engine-blackjack, ${rounds} rounds each in alternating chunks, per CPU second; goal ratio >= 20; Felt follows the 665a.5 shoe procedure, the peer shuffles a new shoe every round`,
  );
}

export function blackjackBench(): BenchResult[] {
  const submission = rulesFromSubmission('blackjack', {
    decks: 8,
    maxHands: 4,
    dealerHitsSoft17: false,
    doubleAfterSplit: true,
  });
  if (!submission.ok) throw new Error('bad rules');
  const rules = submission.value;
  const cold = cpuMs(() => analyseBlackjack(rules));
  const best = (r: BlackjackRules): number =>
    Math.min(...Array.from({ length: 5 }, () => cpuMs(() => analyseBlackjack(r))));
  const row = (name: string, ms: number, note: string): BenchResult => ({
    name,
    unit: 'CPU ms',
    felt: ms,
    peer: null,
    ratio: null,
    note,
  });
  return [
    row(
      'blackjack exact, 8 decks, resplit to 4, every up card',
      best(rules),
      `goal < 1000; first call ${cold.toFixed(0)}`,
    ),
    row('double attack exact (665a), every up card', best(doubleAttackRules()), 'goal < 1000'),
    simulationBench(),
  ];
}
