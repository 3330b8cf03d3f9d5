/**
 * Settlement of a Raise It Up Stud Poker round (§ 669a.11(i), § 669a.12), one player at a time from the
 * dealer's right: the hand turned over, then Pair Plus (i)(1), Ante, Blind and Play (i)(2), the
 * Progressive Payout Wager at the meter as it stands at the player's turn and any Envy Bonus (i)(3)(i),
 * and the Six Card Bonus (i)(3)(ii). A resolution per wager; the kernel's `settle` turns it into the
 * settled event and its transfers. A void returns every wager, the Progressive stakes too, and reverses
 * the meter's increment (spec ruling A-AMB-13).
 */
import type { Card } from '../../core/cards.js';
import type { Citation } from '../../core/citation.js';
import type { Cents } from '../../core/money.js';
import { moves, pocket, transfer } from '../../engine/pockets.js';
import { settle, type Decided, type Wager } from '../../engine/wagers.js';
import { highClassOf, highStrength6, type HighClass } from '../../rankings/high.js';
import { THREE_CARD_CLASSES, threeCardScore } from '../../rankings/poker.js';
import {
  ENVY_BONUS,
  MAIN_PAYTABLES,
  PAIR_PLUS,
  PROGRESSIVE,
  SIX_CARD_BONUS,
  type MainHand,
  type PayRow,
} from './math/paytables.js';
import { progressiveHandOf } from './math/side-wagers.js';
import { mainHandOf } from './math/solve.js';
import { CITE } from './rules.js';
import {
  METER,
  live,
  meterOf,
  stakeOf,
  wagerOf,
  type Event,
  type PlayerHand,
  type RaiseItUpState,
  type Settled,
} from './state.js';

/** The three-card class of § 669a.6(c) (A-2-3 a straight, A-AMB-7; no mini-royal row at this game). */
export const threeCardClassOf = (cards: readonly Card[]): (typeof THREE_CARD_CLASSES)[number] =>
  THREE_CARD_CLASSES[Math.floor(threeCardScore(cards, false) / 0x100000)] ?? 'high-card';

/** The best five of the six cards (§ 669a.11(i)(2)): its class, and the § 669a.12(c)-(d) row it makes. */
export function gradeSix(cards: readonly Card[]): {
  readonly cls: HighClass;
  readonly main: MainHand | null;
} {
  const strength = highStrength6(...(cards as [Card, Card, Card, Card, Card, Card]));
  return { cls: highClassOf(strength), main: mainHandOf(strength) };
}

export const settled = (w: Wager, r: Decided, hand?: string): Settled =>
  settle(w, r, hand === undefined ? {} : { hand });

const sixOf = (s: RaiseItUpState, h: PlayerHand): Card[] => [...h.cards, ...s.community];

/** A side wager paid at its paytable's row for the hand (`pay`), or lost where no row pays it (`lose`). */
const onPaytable = (
  w: Wager,
  table: readonly PayRow<string>[] | null,
  hand: string,
  pay: Citation,
  lose: Citation,
): Settled[] => {
  const row = table?.find((r) => r.hand === hand);
  const won = row !== undefined && row.pays !== 'push';
  return [
    settled(
      w,
      won ? { outcome: 'win', odds: row.pays, citation: pay } : { outcome: 'lose', citation: lose },
      hand,
    ),
  ];
};

/** § 669a.11(i)(1), § 669a.12(a): the player's three cards; settled whether or not he folded (A-AMB-3). */
export function pairPlus(s: RaiseItUpState, h: PlayerHand): Settled[] {
  const w = wagerOf(s, h.seat, 'pair-plus');
  if (!w) return [];
  const t = s.options.pairPlus;
  return onPaytable(w, t && PAIR_PLUS[t], threeCardClassOf(h.cards), CITE.payPairPlus, CITE.settlePairPlus);
}

/** § 669a.11(i)(2): below a pair of 10s all three lose; otherwise § 669a.12(b)-(d). */
export function mainWagers(s: RaiseItUpState, h: PlayerHand): Settled[] {
  const { cls, main } = gradeSix(sixOf(s, h));
  const out: Settled[] = [];
  for (const kind of ['ante', 'blind', 'play'] as const) {
    const w = wagerOf(s, h.seat, kind);
    if (!w) continue;
    if (main === null) {
      out.push(settled(w, { outcome: 'lose', citation: CITE.lose }, cls));
      continue;
    }
    if (kind === 'ante') {
      out.push(settled(w, { outcome: 'win', odds: MAIN_PAYTABLES.ante, citation: CITE.payAnte }, main));
      continue;
    }
    const row = MAIN_PAYTABLES[kind].find((r) => r.hand === main);
    const citation = kind === 'play' ? CITE.payPlay : CITE.payBlind;
    out.push(
      settled(
        w,
        !row || row.pays === 'push'
          ? { outcome: 'push', citation }
          : { outcome: 'win', odds: row.pays, citation },
        main,
      ),
    );
  }
  return out;
}

/**
 * § 669a.11(i)(3)(i), § 669a.12(e)(1), (4): the player's three cards (A-AMB-6), the highest row only
 * (A-AMB-8), "for 1" (A-AMB-10), the jackpot at the meter now and from the meter's pool, never the table
 * inventory (A-AMB-16), the meter then reset; a fold forfeits every Progressive payout (A-AMB-12).
 */
export function progressive(s: RaiseItUpState, h: PlayerHand): Event[] {
  const stake = stakeOf(s, h.seat);
  const p = s.options.progressive;
  if (stake === 0 || !p) return [];
  const base = { type: 'progressive-settled' as const, seat: h.seat, stake, meter: false };
  if (h.folded)
    return [
      { ...base, outcome: 'forfeited', hand: null, paid: 0, citation: CITE.foldForfeits, transfers: [] },
    ];
  const hand = progressiveHandOf(h.cards);
  const row = PROGRESSIVE.find((r) => r.hand === hand);
  if (!hand || !row)
    return [
      { ...base, outcome: 'lose', hand: null, paid: 0, citation: CITE.settleProgressive, transfers: [] },
    ];
  const rack = pocket.rack(h.seat);
  if (row.pays === 'meter') {
    const paid = meterOf(s);
    return [
      {
        ...base,
        outcome: 'win',
        hand,
        paid,
        meter: true,
        citation: CITE.meterAtTurn,
        transfers: moves(transfer(METER, rack, paid)),
      },
      {
        type: 'meter-reset',
        amount: p.resetCents,
        citation: CITE.meterRate,
        transfers: moves(transfer(pocket.bank, METER, p.resetCents)),
      },
    ];
  }
  const paid = row.pays.forOne * stake;
  return [
    {
      ...base,
      outcome: 'win',
      hand,
      paid,
      citation: CITE.payProgressive,
      transfers: moves(transfer(pocket.bank, rack, paid)),
    },
  ];
}

/** An Envy Bonus Qualifying Hand (§ 669a.1): the three-card ace, king, queen of one suit. */
export const envyHandOf = (cards: readonly Card[]) => {
  const hand = progressiveHandOf(cards);
  return hand === 'ace-king-queen-of-spades' || hand === 'ace-king-queen-suited' ? hand : null;
};

/**
 * § 669a.11(i)(3)(i)(E), § 669a.12(e)(5): one Envy Bonus per qualifying hand held by another player, by
 * the recipient's wager, paid even if he folded (§ 669a.11(g)) and whatever his own hand (A-AMB-11). A
 * hand folded or forfeited is never turned over, so it qualifies nobody (ruling R61).
 */
export function envy(s: RaiseItUpState, h: PlayerHand): Event[] {
  const stake = stakeOf(s, h.seat);
  if (stake === 0) return [];
  const wager = stake / 100 === 5 ? 5 : 1;
  const out: Event[] = [];
  for (const o of s.hands) {
    if (o.seat === h.seat || !live(o)) continue;
    const hand = envyHandOf(o.cards);
    const row = ENVY_BONUS.find((r) => r.hand === hand);
    if (!hand || !row) continue;
    const amount: Cents = row.cents[wager];
    out.push({
      type: 'envy-bonus-paid',
      seat: h.seat,
      holder: o.seat,
      hand,
      amount,
      citation: CITE.payEnvy,
      transfers: moves(transfer(pocket.bank, pocket.rack(h.seat), amount)),
    });
  }
  return out;
}

/** § 669a.11(i)(3)(ii), § 669a.12(f): three of a kind or better on the six cards; a fold keeps it (11(g)). */
export function sixCardBonus(s: RaiseItUpState, h: PlayerHand): Settled[] {
  const w = wagerOf(s, h.seat, 'six-card-bonus');
  if (!w) return [];
  const t = s.options.sixCardBonus;
  return onPaytable(
    w,
    t && SIX_CARD_BONUS[t],
    gradeSix(sixOf(s, h)).cls,
    CITE.paySixCard,
    CITE.settleSixCard,
  );
}

/** Whether a hand still has anything to settle (a folded hand without side wagers went to the rack). */
export const hasSettlement = (s: RaiseItUpState, h: PlayerHand): boolean =>
  !h.settled && (live(h) || s.wagers.some((w) => w.seat === h.seat) || stakeOf(s, h.seat) > 0);

/** The next player to settle: from the dealer's right, counterclockwise (highest seat first, R60). */
export const nextToSettle = (s: RaiseItUpState): PlayerHand | undefined =>
  [...s.hands].sort((a, b) => b.seat - a.seat).find((h) => hasSettlement(s, h));

/** Whether a hand's Progressive Payout Wager wins (the hand in play, a straight or better, A-AMB-5). */
export const progressiveWins = (s: RaiseItUpState, h: PlayerHand): boolean =>
  stakeOf(s, h.seat) > 0 && live(h) && progressiveHandOf(h.cards) !== null;

/** § 669a.11(i)(1)-(2): the hand turned over (a folded one is read face down, R61), Pair Plus, Ante, Blind, Play. */
export function settleFirst(s: RaiseItUpState, h: PlayerHand): Event[] {
  const reveal: Event[] = live(h)
    ? [
        {
          type: 'hand-revealed',
          seat: h.seat,
          cards: h.cards,
          hand: gradeSix(sixOf(s, h)).cls,
          citation: CITE.reveal,
        },
      ]
    : [];
  return [...reveal, ...pairPlus(s, h), ...(live(h) ? mainWagers(s, h) : [])];
}

/** § 669a.11(i)(3): the Progressive and any Envy Bonus, then the Six Card Bonus; the player is done. */
export const settleRest = (s: RaiseItUpState, h: PlayerHand): Event[] => [
  ...progressive(s, h),
  ...envy(s, h),
  ...sixCardBonus(s, h),
  { type: 'player-settled', seat: h.seat, citation: CITE.reveal },
];

/**
 * The dealer's next step of settlement (§ 669a.11(i)): a player settled whole, or, where his Progressive
 * wins, his hand and first wagers with the payout held for a floorperson's validation ((3)(i)(C)), then,
 * once validated, the rest.
 */
export function settleStep(s: RaiseItUpState, h: PlayerHand): Event[] | 'awaiting-validation' {
  const v = s.validation;
  if (v?.seat === h.seat) return v.validated ? settleRest(s, h) : 'awaiting-validation';
  if (!progressiveWins(s, h)) return [...settleFirst(s, h), ...settleRest(s, h)];
  return [
    ...settleFirst(s, h),
    {
      type: 'progressive-validation-due',
      seat: h.seat,
      hand: progressiveHandOf(h.cards) ?? '',
      citation: CITE.validate,
    },
  ];
}

/** § 669a.11(a)(3): every wager of that player on the round is forfeited; the hand is never shown. */
export function forfeit(s: RaiseItUpState, seat: number, reason: string, citation: Citation): Event[] {
  const stake = stakeOf(s, seat);
  return [
    { type: 'hand-forfeited', seat, reason, citation },
    ...s.wagers.filter((w) => w.seat === seat).map((w) => settled(w, { outcome: 'lose', citation })),
    ...(stake > 0
      ? [
          {
            type: 'progressive-settled' as const,
            seat,
            outcome: 'forfeited' as const,
            hand: null,
            stake,
            paid: 0,
            meter: false,
            citation,
            transfers: [],
          },
        ]
      : []),
  ];
}

/**
 * A void (§ 669a.13(a), (c), (d), (f); §§ 669a.8(h), 669a.9(f), 669a.10(f)): "all wagers shall be
 * returned": those on the layout, the Ante and Blind collected at a fold, and the Progressive stakes
 * already in the table inventory, with the meter's increment for the round reversed (A-AMB-13).
 */
export function voidRound(
  s: RaiseItUpState,
  reason: string,
  citation: Citation,
  deckRemoved: boolean,
): Event[] {
  const out: Event[] = s.wagers.map((w) => settled(w, { outcome: 'push', citation }));
  for (const c of s.collected)
    out.push({
      type: 'stakes-returned',
      seat: c.seat,
      amount: c.amount,
      what: 'Ante or Blind Wager collected at the fold',
      citation,
      transfers: moves(transfer(pocket.bank, pocket.rack(c.seat), c.amount)),
    });
  for (const x of s.progressive.stakes)
    out.push({
      type: 'stakes-returned',
      seat: x.seat,
      amount: x.amount,
      what: 'Progressive Payout Wager',
      citation,
      transfers: moves(transfer(pocket.bank, pocket.rack(x.seat), x.amount)),
    });
  const inc = s.progressive.increment;
  if (inc)
    out.push({
      type: 'meter-reversed',
      amount: inc.cents,
      carry: inc.carryBefore,
      citation,
      transfers: moves(transfer(METER, pocket.bank, inc.cents)),
    });
  out.push({ type: 'round-voided', reason, deckRemoved, citation });
  return out;
}
