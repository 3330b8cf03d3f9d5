/**
 * A seeded simulation of Five Card Hi-Lo rounds (`felt simulate five-card-hi-lo`): real shuffles of one
 * deck, five cards to the player and five to the dealer, the player's best-play decision from the exact
 * analysis, and every wager settled by the same rule tables the machine uses.
 */
import { deck, rankOf, type Card } from '../../../core/cards.js';
import { SeededRng, shuffleInPlace } from '../../../core/rng.js';
import type { OddsRow } from '../../../engine/game.js';
import {
  CITE,
  POKER_BONUS,
  anteBonusHand,
  anteBonusUnits,
  antePlayOutcome,
  dealerSetting,
  playerSettings,
  pokerBonusClass,
  tieResult,
  type AnteBonusBasis,
  type AnteBonusPaytable,
  type PokerBonusPaytable,
  type TiePaytable,
} from '../rules.js';
import { analyseHiLo } from './exact.js';

/** Class vector of five cards as the exact analysis keys it: 2..9 -> 0..7, ten-valued -> 8, ace -> 9. */
export function classKey(cards: readonly Card[]): string {
  const out = new Array<number>(10).fill(0);
  for (const c of cards) {
    const r = rankOf(c);
    const k = r === 14 ? 9 : r >= 10 ? 8 : r - 2;
    out[k] = (out[k] as number) + 1;
  }
  return out.join(',');
}

export interface HiLoSimParams {
  readonly rounds: number;
  readonly seed: number;
  readonly anteBonusPaytables: readonly AnteBonusPaytable[];
  readonly basis: AnteBonusBasis;
  readonly tie: TiePaytable;
  readonly pokerBonus: readonly PokerBonusPaytable[];
}

export function simulateHiLo(p: HiLoSimParams): OddsRow[] {
  const strategy = analyseHiLo({
    paytable: p.anteBonusPaytables[0] ?? 'A',
    basis: p.basis,
    tie: p.tie,
  }).strategy;
  const keys = [
    ...p.anteBonusPaytables.map((t) => `ante-play/${t}`),
    'tie',
    ...p.pokerBonus.map((t) => `poker-bonus/${t}`),
  ];
  const sum = new Map(keys.map((k) => [k, 0]));
  const sq = new Map(keys.map((k) => [k, 0]));
  const add = (k: string, v: number): void => {
    sum.set(k, (sum.get(k) ?? 0) + v);
    sq.set(k, (sq.get(k) ?? 0) + v * v);
  };
  const rng = SeededRng.fromSeed(p.seed);
  const d = deck();
  for (let i = 0; i < p.rounds; i += 1) {
    shuffleInPlace(d, rng);
    const player = d.slice(0, 5);
    const choice = strategy.get(classKey(player)) ?? 'fold';
    const all = playerSettings(player);
    const set = all.find((x) => x.aceLow === (choice === 'ace-low')) ?? all[0];
    const dealer = dealerSetting(d.slice(5, 10));
    const bonus = anteBonusHand(player);
    if (choice === 'fold' || !set) {
      for (const t of p.anteBonusPaytables) add(`ante-play/${t}`, -1);
      add('tie', -1);
    } else {
      const r = antePlayOutcome(set, dealer);
      for (const t of p.anteBonusPaytables)
        add(
          `ante-play/${t}`,
          (r === 'win' ? 2 : r === 'lose' ? -2 : 0) + (bonus ? anteBonusUnits(bonus, t, p.basis) : 0),
        );
      const tr = tieResult(set, dealer);
      add('tie', tr ? p.tie[tr] : -1);
    }
    for (const t of p.pokerBonus) {
      const cls = pokerBonusClass(player, t);
      add(`poker-bonus/${t}`, cls ? POKER_BONUS[t][cls] : -1);
    }
  }
  return keys.map((k) => {
    const n = p.rounds;
    const m = (sum.get(k) ?? 0) / n;
    const se = Math.sqrt(Math.max(0, (sq.get(k) ?? 0) / n - m * m) / n);
    const [wager, variant] = k.includes('/')
      ? (k.split('/') as [string, string])
      : [k, `${p.tie.high}-${p.tie.low}-${p.tie.both}`];
    const citation =
      wager === 'ante-play'
        ? `${CITE.payAntePlay} and 663a.12(b)`
        : wager === 'tie'
          ? CITE.payTie
          : CITE.payPokerBonus;
    return { wager, variant, houseEdge: -m, standardError: se, method: 'simulation', citation };
  });
}
