/**
 * Settlement of a Five Card Hi-Lo betting area (§ 663a.11(b), (c), (f)-(k), § 663a.12): a resolution per
 * wager, turned into settled events and their transfers by the kernel's `settle`. The Ante and Play
 * first (1 to 1, § 663a.12(a)), the Ante Bonus on three or more aces whatever their result (§ 663a.11(h)),
 * then the Tie and the Poker Bonus (§ 663a.11(j)). A fold forfeits the Ante and Tie and leaves the Poker
 * Bonus to be settled (§ 663a.11(b)(1), (2)); a void returns every wager.
 */
import type { Citation } from '../../core/citation.js';
import { odds } from '../../core/odds.js';
import { stakeOf } from '../../engine/coupons.js';
import { moves, pocket, transfer } from '../../engine/pockets.js';
import { settle, type Decided, type Wager } from '../../engine/wagers.js';
import {
  ANTE_PLAY_CITE,
  CITE,
  POKER_BONUS,
  anteBonusHand,
  anteBonusUnits,
  antePlayOutcome,
  pokerBonusClass,
  tieResult,
  type HiLoSetting,
} from './rules.js';
import {
  onArea,
  settingOf,
  wagerOf,
  type Event,
  type HiLoState,
  type PlayerHand,
  type Settled,
} from './state.js';

/**
 * The settled event of `w`. Five Card Hi-Lo's settled events never named the odds (its transcripts were
 * recorded before the kernel): the Tie or Poker Bonus line paid (`hand`) says which applied.
 */
export function settled(w: Wager, r: Decided, hand?: string): Settled {
  const { odds: named, ...e } = settle(w, r, { ...onArea(w), ...(hand ? { hand } : {}) });
  void named;
  return e;
}

/** Every wager on the layout returned: a round voided (§ 663a.13, § 663a.8(h), 9(f), 10(f)). */
export const voidRound = (s: HiLoState, reason: string, citation: Citation): Event[] => [
  { type: 'round-voided', reason, citation },
  ...s.wagers.map((w) => settled(w, { outcome: 'push', citation })),
];

/** A fold (§ 663a.11(b)): the Ante and the Tie forfeited; a Poker Bonus stays (§ 663a.11(b)(2), (c)). */
export function foldHand(s: HiLoState, h: PlayerHand): Event[] {
  const out: Event[] = [{ type: 'folded', seat: h.seat, citation: CITE.playOrFold }];
  for (const kind of ['ante', 'tie'] as const) {
    const w = wagerOf(s, h.seat, kind);
    if (w)
      out.push(settled(w, { outcome: 'lose', citation: kind === 'tie' ? CITE.foldTie : CITE.collectFolded }));
  }
  return out;
}

/** The Ante and Play against the dealer's setting, the Ante Bonus, then the Tie (§ 663a.11(f)-(j)(1)). */
function played(s: HiLoState, h: PlayerHand, dealer: HiLoSetting): Event[] {
  const o = s.options;
  const set = settingOf(h);
  const result = antePlayOutcome(set, dealer);
  const out: Event[] = [
    {
      type: 'hands-revealed',
      seat: h.seat,
      high: set.high,
      low: set.low,
      highPoints: set.highPoints,
      lowPoints: set.lowPoints,
      result,
      citation: CITE.reveal,
    },
  ];
  for (const kind of ['ante', 'play'] as const) {
    const w = wagerOf(s, h.seat, kind);
    if (!w) continue;
    out.push(
      settled(
        w,
        result === 'win'
          ? { outcome: 'win', odds: odds(1), citation: CITE.payAntePlay }
          : { outcome: result === 'tie' ? 'push' : 'lose', citation: ANTE_PLAY_CITE[result] },
      ),
    );
  }
  const bonusHand = anteBonusHand(h.cards);
  const ante = wagerOf(s, h.seat, 'ante');
  if (bonusHand && ante) {
    // On the Ante, a riding coupon's value included (§ 603a.1, ruling B-AMB-3).
    const amount = stakeOf(ante) * anteBonusUnits(bonusHand, o.anteBonusPaytable, o.anteBonusBasis);
    out.push({
      type: 'ante-bonus-paid',
      seat: h.player,
      ...onArea(ante),
      hand: bonusHand,
      amount,
      citation: CITE.payAnteBonus,
      transfers: moves(transfer(pocket.bank, pocket.rack(h.player), amount)),
    });
  }
  const tie = wagerOf(s, h.seat, 'tie');
  if (tie) {
    const t = tieResult(set, dealer);
    out.push(
      t
        ? settled(
            tie,
            { outcome: 'win', odds: odds(o.tieWager.paytable[t]), citation: CITE.payTie },
            t === 'both' ? 'both hands tie' : `${t} hands tie`,
          )
        : settled(tie, { outcome: 'lose', citation: CITE.settleTie }),
    );
  }
  return out;
}

/** Reveal and settle one area (§ 663a.11(f)-(k)): Ante and Play, the Ante Bonus, Tie, then Poker Bonus. */
export function settleHand(s: HiLoState, h: PlayerHand): Event[] {
  const dealer = s.dealer?.set;
  const out: Event[] = h.decision === 'play' && dealer ? played(s, h, dealer) : [];
  const pb = wagerOf(s, h.seat, 'poker-bonus');
  const paytable = s.options.pokerBonus;
  if (pb && paytable) {
    const cls = pokerBonusClass(h.cards, paytable);
    out.push(
      cls
        ? settled(
            pb,
            { outcome: 'win', odds: odds(POKER_BONUS[paytable][cls]), citation: CITE.payPokerBonus },
            cls,
          )
        : settled(pb, { outcome: 'lose', citation: CITE.settlePokerBonus }),
    );
  }
  if (out.length === 0)
    out.push({
      type: 'hands-revealed',
      seat: h.seat,
      high: [],
      low: [],
      highPoints: 0,
      lowPoints: 0,
      result: 'lose',
      citation: CITE.collectFolded,
    });
  return out;
}
