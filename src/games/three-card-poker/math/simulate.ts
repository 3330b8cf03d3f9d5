/**
 * A seeded Monte Carlo of Three Card Poker rounds: deal the player three cards and the dealer three,
 * play or fold as the computed optimal strategy says, and settle the Ante, Play, Ante Bonus, Pair Plus
 * and Six Card Bonus with the rankings library's evaluators (ruling R28). It shares only the strategy
 * and the paytables with the exact enumeration, so the two check each other.
 */
import type { Card } from '../../../core/cards.js';
import { SeededRng } from '../../../core/rng.js';
import type { OddsRow } from '../../../engine/game.js';
import { simulatedRow } from '../../../math/odds-rows.js';
import { SYSTEMS } from '../../../rankings/index.js';
import { analyseAntePlay, type AntePlayAnalysis } from './ante-play.js';
import { paytableVariant } from './odds.js';
import {
  DEFAULT_PAYTABLES,
  hasMiniRoyal,
  hasSuperRoyal,
  type PayRow,
  type ThreeCardPokerPaytables,
} from './paytables.js';

export interface ThreeCardPokerSimParams {
  readonly rounds: number;
  readonly seed: number;
  readonly paytables?: ThreeCardPokerPaytables;
}

const toOne = (table: readonly PayRow<string>[], hand: string): number | null => {
  const o = table.find((r) => r.hand === hand)?.odds;
  return o === undefined ? null : o.win / o.per;
};

/** Ante + Play + Ante Bonus per unit of the Ante for one deal. */
function antePlay(
  player: readonly Card[],
  dealer: readonly Card[],
  p: ThreeCardPokerPaytables,
  play: boolean,
): number {
  if (!play) return -1;
  const mine = SYSTEMS['three-card'].evaluate(player, {});
  const theirs = SYSTEMS['three-card'].evaluate(dealer, {});
  const bonusClass = SYSTEMS['three-card'].evaluate(player, { miniRoyal: hasMiniRoyal(p.anteBonus) }).class;
  const bonus = toOne(p.anteBonus, bonusClass) ?? 0;
  const qualifies = theirs.class !== 'high-card' || dealer.some((c) => c >> 2 >= 10);
  if (!qualifies) return 1 + bonus;
  const d = mine.strength - theirs.strength;
  return (d > 0 ? 2 : d < 0 ? -2 : 0) + bonus;
}

class Tally {
  n = 0;
  sum = 0;
  sumSq = 0;
  add(x: number): void {
    this.n += 1;
    this.sum += x;
    this.sumSq += x * x;
  }
  get mean(): number {
    return this.sum / this.n;
  }
  get standardError(): number {
    return Math.sqrt((this.sumSq / this.n - this.mean ** 2) / (this.n - 1));
  }
}

export interface ThreeCardPokerSimReport {
  readonly rows: readonly OddsRow[];
  /** Share of hands played. */
  readonly played: number;
}

export function simulateThreeCardPoker(
  p: ThreeCardPokerSimParams,
  analysis?: AntePlayAnalysis,
): ThreeCardPokerSimReport {
  const paytables = p.paytables ?? DEFAULT_PAYTABLES;
  const a = analysis ?? analyseAntePlay(paytables);
  const rng = SeededRng.fromSeed(p.seed);
  const deck = Array.from({ length: 52 }, (_, c) => c);
  const tallies = { ante: new Tally(), pairPlus: new Tally(), six: new Tally() };
  const superRoyal = { superRoyal: hasSuperRoyal(paytables.sixCardBonus) };
  let played = 0;
  for (let r = 0; r < p.rounds; r += 1) {
    for (let i = 0; i < 6; i += 1) {
      const j = i + rng.nextInt(52 - i);
      [deck[i], deck[j]] = [deck[j] as Card, deck[i] as Card];
    }
    const player = deck.slice(0, 3);
    const dealer = deck.slice(3, 6);
    const play = a.plays(player);
    if (play) played += 1;
    tallies.ante.add(antePlay(player, dealer, paytables, play));
    const pp = SYSTEMS['three-card'].evaluate(player, { miniRoyal: hasMiniRoyal(paytables.pairPlus) }).class;
    tallies.pairPlus.add(toOne(paytables.pairPlus, pp) ?? -1);
    const six = SYSTEMS['six-card-bonus'].evaluate([...player, ...dealer], superRoyal).class;
    tallies.six.add(toOne(paytables.sixCardBonus, six) ?? -1);
  }
  // The variants are named as `felt odds` names them, so `felt simulate` sets each beside its exact figure.
  const rows = [
    simulatedRow(
      'ante-play',
      `ante bonus ${paytableVariant(paytables.anteBonus)}`,
      tallies.ante,
      '§ 649a.12(b)',
    ),
    simulatedRow('pair-plus', paytableVariant(paytables.pairPlus), tallies.pairPlus, '§ 649a.12(d)'),
    simulatedRow('six-card-bonus', paytableVariant(paytables.sixCardBonus), tallies.six, '§ 649a.12(f)'),
  ];
  return { rows, played: played / p.rounds };
}
