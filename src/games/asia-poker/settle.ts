/**
 * Settlement of an Asia Poker betting area (§ 659a.11(e)-(h), § 659a.12): a resolution per wager, turned
 * into settled events and their transfers by the kernel's `settle`. The Asia Poker Wager first (1 to 1
 * on two hands of three higher, § 659a.11(f)), then the Bonus Wager (§ 659a.11(h)), the two held
 * together to the payout limit of one betting area in one round (§ 659a.12(c), spec ruling A10 #17).
 * A surrender collects the Asia Poker Wager whole (§ 659a.11(d)); a void returns every wager.
 */
import type { Card } from '../../core/cards.js';
import type { Citation } from '../../core/citation.js';
import type { Cents } from '../../core/money.js';
import { odds, winnings } from '../../core/odds.js';
import { settle, type Decided, type Wager } from '../../engine/wagers.js';
import {
  ASIA_BONUS_CLASSES,
  asiaBonusClassOf,
  asiaHandScore,
  checkAsiaSetting,
} from '../../rankings/index.js';
import { rankingOptionsOf, type AsiaOptions } from './options.js';
import { CITE, asiaWagerWins, bonusOdds, type HandResult } from './rules.js';
import {
  ofHand,
  onArea,
  wagerOf,
  type AsiaState,
  type Event,
  type PlayerHand,
  type Settled,
  type ThreeHands,
} from './state.js';

/**
 * The settled event of `w`. Asia Poker's settled events never named the odds (its transcripts were
 * recorded before the kernel): the Bonus line paid (`hand`) says which applied.
 */
export function settled(w: Wager, r: Decided, hand?: string): Settled {
  const { odds, ...e } = settle(w, r, { ...onArea(w), ...(hand ? { hand } : {}) });
  void odds;
  return e;
}

/** Every wager on the layout returned: a round voided (§ 659a.13). */
export const allReturned = (s: AsiaState, citation: Citation): Event[] =>
  s.wagers.map((w) => settled(w, { outcome: 'push', citation }));

/** Why a setting fouls (§ 659a.11(f)(1)(iii)-(v)), or null. */
export function foulOf(s: ThreeHands, o: AsiaOptions): string | null {
  const check = checkAsiaSetting(s.high, s.medium, s.low, rankingOptionsOf(o));
  return check.legal ? null : check.reason;
}

export const FOUL_CITE = (reason: string): Citation =>
  reason === 'high_not_above_medium'
    ? CITE.foulHigh
    : reason === 'medium_not_above_low'
      ? CITE.foulMedium
      : CITE.foulOther;

const compare = (a: readonly Card[], b: readonly Card[], o: AsiaOptions): HandResult => {
  const d = asiaHandScore(a, rankingOptionsOf(o)) - asiaHandScore(b, rankingOptionsOf(o));
  return d > 0 ? 'win' : d < 0 ? 'lose' : 'copy';
};

/** The reveal of one area's three hands against the dealer's, and its Asia Poker Wager's resolution. */
function asiaWager(s: AsiaState, h: PlayerHand, dealer: ThreeHands, cap: Cents): Event[] {
  const asia = wagerOf(s, h.seat, 'asia-poker');
  if (!asia) return [];
  const o = s.options;
  const set = h.set;
  const foul = set ? foulOf(set, o) : 'wrong_card_count';
  const results: HandResult[] =
    set && !foul
      ? [
          compare(set.high, dealer.high, o),
          compare(set.medium, dealer.medium, o),
          compare(set.low, dealer.low, o),
        ]
      : [];
  const win = !foul && asiaWagerWins(results);
  const r: Decided = win
    ? { outcome: 'win', odds: odds(1), citation: CITE.payAsia, cap }
    : { outcome: 'lose', citation: foul ? FOUL_CITE(foul) : CITE.lose };
  return [{ type: 'hands-revealed', ...ofHand(h), results, foul, citation: CITE.reveal }, settled(asia, r)];
}

/** The Bonus Wager on the seven cards, paid at the highest line they form (§ 659a.11(h), ruling A10 #0). */
function bonusWager(s: AsiaState, h: PlayerHand, cap: Cents): Event[] {
  const bonus = wagerOf(s, h.seat, 'bonus');
  const paytable = s.options.bonus;
  if (!bonus || !paytable) return [];
  const cls = asiaBonusClassOf(h.cards);
  const line = bonusOdds(paytable, cls);
  const hand = ASIA_BONUS_CLASSES[cls] ?? 'no-bonus';
  if (line === 0) return [settled(bonus, { outcome: 'lose', citation: CITE.bonusSettle }, hand)];
  const limited = winnings(bonus.amount, odds(line)) > cap;
  return [
    settled(
      bonus,
      { outcome: 'win', odds: odds(line), cap, citation: limited ? CITE.payoutLimit : CITE.payBonus },
      hand,
    ),
  ];
}

/** Reveal and settle one betting area (§ 659a.11(e)-(h)): the Asia Poker Wager, then the Bonus. */
export function settleHand(s: AsiaState, h: PlayerHand): Event[] {
  const limit = s.options.payoutLimit ?? Number.MAX_SAFE_INTEGER;
  const dealer = s.dealer?.set;
  const first = dealer ? asiaWager(s, h, dealer, limit) : [];
  const paid = first.reduce((n, e) => n + (e.type === 'wager-settled' ? e.winnings : 0), 0);
  const out = [...first, ...bonusWager(s, h, Math.max(0, limit - paid))];
  return out.length
    ? out
    : [{ type: 'hands-revealed', ...ofHand(h), results: [], foul: null, citation: CITE.discard }];
}
