/**
 * A seeded Monte Carlo of Raise It Up rounds: shuffle, deal the player three cards and three community
 * cards, turn the community cards one at a time and decide as the computed optimal strategy says
 * (§ 669a.11(b)-(h)), then settle each wager from the § 669a.12 rows (§ 669a.11(i)). It shares only the
 * strategy and the paytables with the exact analysis, so the two check each other; the game engine's
 * own simulation will replace the dealing and settling here once it exists.
 */
import type { Card } from '../../../core/cards.js';
import { SeededRng } from '../../../core/rng.js';
import type { OddsRow } from '../../../engine/game.js';
import { Tally, simulatedRow } from '../../../math/odds-rows.js';
import { highStrength6 } from '../../../rankings/high.js';
import { threeCardClassOf } from '../../../math/poker-census.js';
import {
  MAIN_PAYTABLES,
  PAIR_PLUS,
  SIX_CARD_BONUS,
  type MainHand,
  type PairPlusVariant,
  type PayRow,
  type SixCardVariant,
} from './paytables.js';
import { mainHandOf, raiseItUpSolution, type Multiple, type RaiseItUpSolution } from './solve.js';

export interface RaiseItUpSimParams {
  readonly rounds: number;
  readonly seed: number;
  readonly pairPlus?: PairPlusVariant;
  readonly sixCardBonus?: SixCardVariant;
}

const net = (rows: readonly PayRow<string>[], hand: string | null): number => {
  const pays = hand === null ? undefined : rows.find((r) => r.hand === hand)?.pays;
  if (pays === undefined) return -1;
  return pays === 'push' ? 0 : pays.win / pays.per;
};

/** Ante, Blind and Play settled per § 669a.11(i)(2): a fold has already lost Ante and Blind. */
function settleMain(hand: MainHand | null, play: number): number {
  if (hand === null) return -2 - play;
  const ante = MAIN_PAYTABLES.ante.win / MAIN_PAYTABLES.ante.per;
  return ante + net(MAIN_PAYTABLES.blind, hand) + play * net(MAIN_PAYTABLES.play, hand);
}

const STREETS = ['third', 'fourth', 'fifth'] as const;

/** One decision per street until a Play Wager is made (A-AMB-1); 0 at 5th Street is a fold. */
function playerPlay(
  s: RaiseItUpSolution,
  deal: readonly Card[],
): { play: number; at: (typeof STREETS)[number] | 'fold' } {
  for (const street of STREETS) {
    const m: Multiple = s.choice(deal.slice(0, STREETS.indexOf(street) + 3));
    if (m !== 0) return { play: m, at: street };
  }
  return { play: 0, at: 'fold' };
}

export interface RaiseItUpSimReport {
  /** Each wager's mean result per unit and its standard error. */
  readonly rows: readonly OddsRow[];
  /** Share of rounds ending in a raise at 3rd, 4th or 5th Street, or a fold. */
  readonly decisions: Readonly<Record<'third' | 'fourth' | 'fifth' | 'fold', number>>;
}

/** Simulated rounds under the optimal strategy. */
export function simulateRaiseItUp(
  p: RaiseItUpSimParams,
  s: RaiseItUpSolution = raiseItUpSolution(),
): RaiseItUpSimReport {
  const rng = SeededRng.fromSeed(p.seed);
  const deck = Array.from({ length: 52 }, (_, c) => c);
  const main = new Tally();
  const pairPlus = new Tally();
  const six = new Tally();
  const decisions = { third: 0, fourth: 0, fifth: 0, fold: 0 };
  for (let r = 0; r < p.rounds; r += 1) {
    for (let i = 0; i < 6; i += 1) {
      const j = i + rng.nextInt(52 - i);
      [deck[i], deck[j]] = [deck[j] as Card, deck[i] as Card];
    }
    const deal = deck.slice(0, 6);
    const { play, at } = playerPlay(s, deal);
    decisions[at] += 1;
    const hand = mainHandOf(highStrength6(...(deal as [Card, Card, Card, Card, Card, Card])));
    main.add(at === 'fold' ? -2 : settleMain(hand, play));
    if (p.pairPlus) pairPlus.add(net(PAIR_PLUS[p.pairPlus], threeCardClassOf(deal.slice(0, 3), false)));
    if (p.sixCardBonus) six.add(net(SIX_CARD_BONUS[p.sixCardBonus], hand));
  }
  const rows = [
    simulatedRow('main', 'optimal', main, '§§ 669a.12(b) to 669a.12(d)'),
    ...(p.pairPlus ? [simulatedRow('pair-plus', p.pairPlus, pairPlus, '§ 669a.12(a)')] : []),
    ...(p.sixCardBonus ? [simulatedRow('six-card-bonus', p.sixCardBonus, six, '§ 669a.12(f)')] : []),
  ];
  const share = (n: number): number => n / p.rounds;
  return {
    rows,
    decisions: {
      third: share(decisions.third),
      fourth: share(decisions.fourth),
      fifth: share(decisions.fifth),
      fold: share(decisions.fold),
    },
  };
}
