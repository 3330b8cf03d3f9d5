/**
 * Five Card Hi-Lo (ch. 663a) as a state machine: decide(state, actor, command) returns events or a
 * rejection; evolve(state, event) applies one event. Every event that moves a card or a chip cites its
 * clause. Seats: seat 1 is farthest to the dealer's left, so dealing (§ 663a.8(d)) runs 1 to 6 and the
 * reveal (§ 663a.11(f)) runs 6 to 1.
 *
 * Betting areas: each seat is a betting area; where the Rules Submission allows it a player also wagers on
 * one adjacent, unoccupied area (§ 663a.7(f)). A wager's `seat` is the player whose rack pays and is paid,
 * its `area` the betting position; a hand's `seat` is the betting position and `player` the seat playing it.
 */
import { deck, type Card } from '../../core/cards.js';
import type { Citation } from '../../core/citation.js';
import type { Cents } from '../../core/money.js';
import { ok, reject, type Rejection, type Result } from '../../core/result.js';
import { shuffleInPlace } from '../../core/rng.js';
import type { Actor, DecideContext } from '../../engine/game.js';
import { cutStack } from '../../core/shoe.js';
import {
  buyIn,
  decideSit,
  isStaff,
  seatOf,
  seatPlayer,
  unseat,
  updateSeat,
  type SeatingEvent,
} from '../../engine/seating.js';
import { comingDownWith, handToActOn, secondAreaRefusal } from '../../engine/adjacent-areas.js';
import type { Command } from './commands.js';
import type { HiLoOptions, OpeningWager, WagerKind } from './options.js';
import {
  ANTE_PLAY_CITE,
  CITE,
  DEAL_CITE,
  POKER_BONUS,
  STUB_CITE,
  anteBonusHand,
  anteBonusUnits,
  antePlayOutcome,
  dealerSetting,
  playerSettings,
  pokerBonusClass,
  tieResult,
  type AnteBonusHand,
  type HiLoSetting,
  type PokerBonusClass,
} from './rules.js';

export interface SeatState {
  readonly seat: number;
  readonly name: string;
  readonly chips: Cents;
}
export interface Wager {
  /** The player's seat: the rack the wager came from and is paid to. */
  readonly seat: number;
  readonly kind: WagerKind;
  readonly amount: Cents;
  /** The betting area: the player's seat, or the adjacent area he also plays (§ 663a.7(f)). */
  readonly area: number;
}
export interface PlayerHand {
  /** The betting position (area) the five cards were dealt to. */
  readonly seat: number;
  /** The seat of the player who plays this area (the area itself unless it is his second, § 663a.7(f)). */
  readonly player: number;
  readonly cards: readonly Card[];
  readonly decision: 'pending' | 'play' | 'fold';
  readonly aceLow: boolean;
  /** Shown to the table when the dealer reveals it (§ 663a.11(f)). */
  readonly revealed: boolean;
  readonly settled: boolean;
}

export type Phase = 'needs-shuffle' | 'cut' | 'betting' | 'dealing' | 'deciding' | 'dealer' | 'settling';

export interface HiLoState {
  readonly options: HiLoOptions;
  readonly automated: boolean;
  readonly round: number;
  readonly phase: Phase;
  readonly seats: readonly SeatState[];
  readonly wagers: readonly Wager[];
  /** The deck in dealing order (after the cut) and how many cards have left it. */
  readonly stack: readonly Card[] | null;
  readonly next: number;
  /** Face-up cards found in the deck this round and discarded (§ 663a.13(a)). */
  readonly faceUpFound: number;
  readonly deckInPlay: 'A' | 'B' | null;
  readonly hands: readonly PlayerHand[];
  readonly dealer: { readonly cards: readonly Card[]; readonly set: HiLoSetting | null } | null;
  readonly house: Cents;
  readonly buyIns: Cents;
  readonly cashOuts: Cents;
}

interface Cited {
  readonly citation: Citation;
}
type Outcome = 'win' | 'lose' | 'push';

export type Event =
  | SeatingEvent<WagerKind>
  | ({
      readonly type: 'shuffled';
      readonly stack: readonly Card[];
      readonly deck: 'A' | 'B' | null;
      readonly source: 'crypto' | 'seeded';
    } & Cited)
  | ({ readonly type: 'cut'; readonly position: number } & Cited)
  | ({ readonly type: 'no-more-bets' } & Cited)
  | ({ readonly type: 'face-up-card-discarded'; readonly card: Card } & Cited)
  | ({
      readonly type: 'cards-dealt';
      readonly hands: readonly { readonly seat: number; readonly cards: readonly Card[] }[];
      readonly dealer: readonly Card[];
    } & Cited)
  | ({ readonly type: 'stub-counted'; readonly stub: number; readonly accounted: number } & Cited)
  | ({ readonly type: 'card-drawn-in-error' } & Cited)
  | ({ readonly type: 'folded'; readonly seat: number } & Cited)
  | ({ readonly type: 'hands-set'; readonly seat: number; readonly aceLow: boolean } & Cited)
  | ({
      readonly type: 'dealer-set';
      readonly high: readonly Card[];
      readonly low: readonly Card[];
      readonly highPoints: number;
      readonly lowPoints: number;
    } & Cited)
  | ({
      readonly type: 'hands-revealed';
      readonly seat: number;
      readonly high: readonly Card[];
      readonly low: readonly Card[];
      readonly highPoints: number;
      readonly lowPoints: number;
      readonly result: 'win' | 'lose' | 'tie';
    } & Cited)
  | ({
      readonly type: 'wager-settled';
      readonly seat: number;
      readonly kind: WagerKind;
      readonly outcome: Outcome;
      readonly amount: Cents;
      readonly winnings: Cents;
      readonly hand?: string;
      /** The betting area, where it is not the player's own seat (§ 663a.7(f)). */
      readonly area?: number;
    } & Cited)
  | ({
      readonly type: 'ante-bonus-paid';
      readonly seat: number;
      readonly hand: AnteBonusHand;
      readonly amount: Cents;
      readonly area?: number;
    } & Cited)
  | ({ readonly type: 'round-voided'; readonly reason: string } & Cited)
  | ({ readonly type: 'round-complete' } & Cited)
  | ({ readonly type: 'shuffler-malfunction' } & Cited);

type Decided = Result<Event[], Rejection>;

export function initialState(options: HiLoOptions, automated = false): HiLoState {
  return {
    options,
    automated,
    round: 0,
    phase: 'needs-shuffle',
    seats: [],
    wagers: [],
    stack: null,
    next: 0,
    faceUpFound: 0,
    deckInPlay: null,
    hands: [],
    dealer: null,
    house: 0,
    buyIns: 0,
    cashOuts: 0,
  };
}

export { seatOf };
/** The wager of this kind on a betting area (one player's wagers only, § 663a.7(f)). */
export const wagerOf = (s: HiLoState, area: number, kind: WagerKind): Wager | undefined =>
  s.wagers.find((w) => w.area === area && w.kind === kind);
export const handOf = (s: HiLoState, area: number): PlayerHand | undefined =>
  s.hands.find((h) => h.seat === area);
/** The player's hands (one, or two on adjacent areas), highest position first. */
export const handsOf = (s: HiLoState, player: number): PlayerHand[] =>
  s.hands.filter((h) => h.player === player).sort((a, b) => b.seat - a.seat);
/**
 * The player's hand to be ranked and set now (§ 663a.7(f)): the area with the larger Ante first; with
 * equal Antes counterclockwise, so the area to the dealer's right (the higher position) first (as spec
 * ruling A10 #18 reads the same words of § 659a.7(f)). A hand is ranked and set once the player plays or
 * folds it; the other hand is not looked at until then.
 */
export function decisionTurn(s: HiLoState, player: number): PlayerHand | undefined {
  return handToActOn(
    s.hands,
    player,
    (h) => h.decision === 'pending',
    (h) => wagerOf(s, h.seat, 'ante')?.amount ?? 0,
  );
}
/** A wager event for `w`, naming its area where it is not the player's own seat. */
const onArea = (w: Wager): { area: number } | Record<string, never> =>
  w.area !== w.seat ? { area: w.area } : {};

/** The setting a player's hand plays with: the standard one, or one ace low where that is legal. */
export function settingOf(h: PlayerHand): HiLoSetting {
  const all = playerSettings(h.cards);
  return (h.aceLow ? all.find((x) => x.aceLow) : undefined) ?? (all[0] as HiLoSetting);
}

/** The next hand to settle: from the dealer's right (the highest seat), counterclockwise (§ 663a.11(f)). */
export const nextToSettle = (s: HiLoState): PlayerHand | undefined =>
  [...s.hands].sort((a, b) => b.seat - a.seat).find((h) => !h.settled);

const isDealer = (a: Actor): boolean => a.role === 'dealer' || a.role === 'system';

export function decide(s: HiLoState, actor: Actor, c: Command, ctx: DecideContext): Decided {
  const dealerOnly = (): Decided | undefined =>
    isDealer(actor)
      ? undefined
      : reject('not_permitted', `only the dealer may ${c.type.replaceAll('-', ' ')}`);
  const staffOnly = (): Decided | undefined =>
    isStaff(actor)
      ? undefined
      : reject('not_permitted', `only the dealer or a floorperson reports ${c.type.replaceAll('-', ' ')}`);
  const player = (): Result<SeatState, Rejection> => {
    if (actor.role !== 'player' || actor.seat === undefined)
      return reject('not_permitted', `${c.type} is a player's action and needs the player's seat`);
    const seat = seatOf(s, actor.seat);
    return seat ? ok(seat) : reject('seat_empty', `seat ${actor.seat} is not occupied`);
  };
  const o = s.options;
  switch (c.type) {
    case 'sit': {
      const seated = decideSit(s, actor, c, { count: o.seats, citation: CITE.table });
      if (!seated.ok) return seated;
      if (s.wagers.some((w) => w.area === c.seat))
        return reject(
          'area_in_use',
          `another player is wagering on the betting area at seat ${c.seat}`,
          CITE.adjacent,
        );
      return seated;
    }
    case 'buy-in': {
      const p = player();
      if (!p.ok) return p;
      return ok([{ type: 'bought-in', seat: p.value.seat, amount: c.amount }]);
    }
    case 'leave': {
      const p = player();
      if (!p.ok) return p;
      const seat = p.value.seat;
      if (
        s.phase !== 'betting' &&
        s.phase !== 'needs-shuffle' &&
        s.phase !== 'cut' &&
        s.wagers.some((w) => w.seat === seat)
      )
        return reject(
          'wager_in_play',
          'a player who has wagered and received cards stays until the round is complete',
          CITE.seated,
        );
      const back = s.wagers.filter((w) => w.seat === seat);
      return ok([
        ...back.map((w): Event => ({
          type: 'wager-withdrawn',
          seat,
          kind: w.kind,
          amount: w.amount,
          ...onArea(w),
          citation: CITE.noMoreBets,
        })),
        { type: 'left', seat, chips: p.value.chips + back.reduce((a, w) => a + w.amount, 0) },
      ]);
    }
    case 'shuffle': {
      const d = dealerOnly();
      if (d) return d;
      if (s.phase !== 'needs-shuffle')
        return reject('not_now', 'the deck is shuffled after each round', CITE.shuffle);
      const stack = deck();
      shuffleInPlace(stack, ctx.rng);
      const deckId = o.shuffler === 'automated-two-decks' ? (s.deckInPlay === 'A' ? 'B' : 'A') : null;
      return ok([
        {
          type: 'shuffled',
          stack,
          deck: deckId,
          source: ctx.rng.kind,
          citation: o.shuffler === 'manual' ? CITE.shuffle : CITE.noCut,
        },
      ]);
    }
    case 'cut': {
      const d = dealerOnly();
      if (d) return d;
      if (s.phase !== 'cut')
        return reject('not_now', 'only a manually shuffled deck is cut, after the shuffle', CITE.noCut);
      // The dealer's cut is a random outcome: on an automated table the generator places the cover card.
      if (s.automated && c.position !== undefined)
        return reject(
          'automated_table',
          'an automated table cuts the deck itself; the cover card position is not given',
          CITE.cut,
        );
      const position = c.position ?? 10 + ctx.rng.nextInt(52 - 10 - 10 + 1);
      if (position < 10 || position > 42)
        return reject(
          'bad_cut',
          'the cover card goes at least 10 cards from the top (and 10 from the bottom)',
          CITE.cut,
        );
      return ok([{ type: 'cut', position, citation: CITE.cut }]);
    }
    case 'place-wager': {
      const p = player();
      if (!p.ok) return p;
      const seat = p.value.seat;
      if (c.kind === 'play') {
        if (s.phase !== 'deciding')
          return reject('not_now', 'the Play Wager is made after the cards are dealt', CITE.playOrFold);
        const h = c.area !== undefined ? handOf(s, c.area) : decisionTurn(s, seat);
        const ante = h ? wagerOf(s, h.seat, 'ante') : undefined;
        if (!h || h.player !== seat || !ante || h.decision !== 'pending')
          return reject(
            'no_decision_due',
            'this seat has no Ante hand waiting for a decision',
            CITE.playOrFold,
          );
        if (h !== decisionTurn(s, seat)) return otherAreaFirst(s, seat);
        if (c.amount !== ante.amount)
          return reject(
            'play_must_equal_ante',
            `the Play Wager equals the Ante: ${ante.amount} cents`,
            CITE.playOrFold,
          );
        if (p.value.chips < c.amount)
          return reject('insufficient_chips', 'not enough chips for the Play Wager');
        return ok([
          {
            type: 'wager-placed',
            seat,
            kind: 'play',
            amount: c.amount,
            ...onArea(ante),
            citation: CITE.playOrFold,
          },
        ]);
      }
      if (s.phase !== 'betting' && s.phase !== 'needs-shuffle' && s.phase !== 'cut')
        return reject(
          'wager_after_no_more_bets',
          'no wager may be made after "no more bets"',
          CITE.noMoreBets,
        );
      const area = c.area ?? seat;
      if (area !== seat) {
        const why = secondAreaRefusal(s, seat, area, {
          allowed: s.options.adjacentAreas,
          positions: s.options.seats,
          mainKind: 'ante',
          mainName: 'Ante',
          citation: CITE.adjacent,
        });
        if (why) return why;
      }
      if (c.kind === 'tie' && !o.tieWager.offered)
        return reject('wager_not_offered', 'this table does not offer the Tie Wager', CITE.tie);
      if (c.kind === 'poker-bonus' && o.pokerBonus === null)
        return reject(
          'wager_not_offered',
          'this table does not offer the Poker Bonus Wager',
          CITE.pokerBonus,
        );
      if (c.kind !== 'ante' && !wagerOf(s, area, 'ante'))
        return reject(
          'ante_required',
          'the optional wagers are offered to players who placed an Ante Wager',
          c.kind === 'tie' ? CITE.tie : CITE.pokerBonus,
        );
      const l = o.limits[c.kind as OpeningWager];
      const total = (wagerOf(s, area, c.kind)?.amount ?? 0) + c.amount;
      if (total < l.min || total > l.max)
        return reject(
          'outside_table_limits',
          `the ${c.kind} wager must be between ${l.min} and ${l.max} cents`,
          CITE.ante,
        );
      if (p.value.chips < c.amount) return reject('insufficient_chips', 'not enough chips');
      return ok([
        {
          type: 'wager-placed',
          seat,
          kind: c.kind,
          amount: c.amount,
          ...(area !== seat ? { area } : {}),
          citation: c.kind === 'ante' ? CITE.ante : c.kind === 'tie' ? CITE.tie : CITE.pokerBonus,
        },
      ]);
    }
    case 'withdraw-wager': {
      const p = player();
      if (!p.ok) return p;
      const seat = p.value.seat;
      if (s.phase !== 'betting' && s.phase !== 'needs-shuffle' && s.phase !== 'cut')
        return reject(
          'wager_after_no_more_bets',
          'no wager may be withdrawn after "no more bets"',
          CITE.noMoreBets,
        );
      const area = c.area ?? seat;
      const w = wagerOf(s, area, c.kind);
      if (!w || w.seat !== seat)
        return reject('no_such_wager', `no ${c.kind} wager of yours at area ${area}`);
      // The optional wagers need an Ante (§ 663a.7(e)): they come down with it; the player's second area
      // is played beside his own (§ 663a.7(f)), so it comes down with the Ante at his seat.
      const dependent = c.kind !== 'ante' ? [] : comingDownWith(s.wagers, w, area);
      return ok(
        [w, ...dependent].map((x): Event => ({
          type: 'wager-withdrawn',
          seat,
          kind: x.kind,
          amount: x.amount,
          ...onArea(x),
          citation: x.area !== area ? CITE.adjacent : CITE.noMoreBets,
        })),
      );
    }
    case 'no-more-bets': {
      const d = dealerOnly();
      if (d) return d;
      if (s.phase !== 'betting') return reject('not_now', 'wagers are not open');
      if (!s.wagers.some((w) => w.kind === 'ante'))
        return reject('no_wagers', 'no Ante Wager is on the layout', CITE.ante);
      return ok([{ type: 'no-more-bets', citation: CITE.noMoreBets }]);
    }
    case 'deal': {
      const d = dealerOnly();
      if (d) return d;
      if (s.phase !== 'dealing' || !s.stack) return reject('not_now', 'nothing to deal now');
      // Each betting area with an Ante is a position dealt to, a player's second area included (§ 663a.7(f)).
      const seats = [...new Set(s.wagers.filter((w) => w.kind === 'ante').map((w) => w.area))].sort(
        (a, b) => a - b,
      );
      const hands = seats.map((seat) => ({ seat, cards: [] as Card[] }));
      const dealerCards: Card[] = [];
      let i = s.next;
      // One card at a time to each Ante position from the dealer's left, the dealer last, five rounds.
      for (let r = 0; r < 5; r += 1) {
        for (const h of hands) h.cards.push(s.stack[i++] as Card);
        dealerCards.push(s.stack[i++] as Card);
      }
      const stub = s.stack.length - i;
      const citation = DEAL_CITE[o.dealing];
      return ok([
        { type: 'cards-dealt', hands, dealer: dealerCards, citation },
        { type: 'stub-counted', stub, accounted: i + stub, citation: STUB_CITE[o.dealing] },
      ]);
    }
    case 'face-up-card': {
      const d = staffOnly();
      if (d) return d;
      if (s.phase !== 'dealing' || !s.stack)
        return reject('not_now', 'a face-up card matters only while the cards are dealt', CITE.faceUpInDeck);
      if (s.faceUpFound >= 1)
        return ok(voidRound(s, 'more than one card found face up in the deck', CITE.faceUpInDeck));
      return ok([
        { type: 'face-up-card-discarded', card: s.stack[s.next] as Card, citation: CITE.faceUpInDeck },
      ]);
    }
    case 'card-drawn-in-error': {
      const d = staffOnly();
      if (d) return d;
      if (s.phase !== 'dealing')
        return reject('not_now', 'only while the cards are dealt', CITE.drawnInError);
      // The card is used as though it were the next card: the deal goes on unchanged.
      return ok([{ type: 'card-drawn-in-error', citation: CITE.drawnInError }]);
    }
    case 'stub-miscount': {
      const d = staffOnly();
      if (d) return d;
      if (s.phase === 'needs-shuffle' || s.phase === 'cut' || s.phase === 'betting' || s.phase === 'dealing')
        return reject('not_now', 'the stub is counted after the deal', STUB_CITE[o.dealing]);
      // A misdeal with the 52 cards accounted for voids the round; otherwise the deck also leaves the table.
      return ok(
        voidRound(
          s,
          c.misdeal
            ? 'the stub count was wrong after a misdeal'
            : 'the stub count was wrong: the deck is removed from the table',
          STUB_CITE[o.dealing],
        ),
      );
    }
    case 'wrong-card-count':
    case 'shoe-malfunction': {
      const d = staffOnly();
      if (d) return d;
      if (s.phase === 'needs-shuffle' || s.phase === 'cut' || s.phase === 'betting')
        return reject('not_now', 'no round is being dealt');
      if (c.type === 'shoe-malfunction' && o.dealing !== 'automated-shoe')
        return reject('no_automated_shoe', 'this table deals without an automated shoe', CITE.shoeJam);
      return ok(
        c.type === 'wrong-card-count'
          ? voidRound(s, 'a player or the dealer was dealt an incorrect number of cards', CITE.wrongCount)
          : voidRound(s, 'the automated dealing shoe failed during the round', CITE.shoeJam),
      );
    }
    case 'shuffler-malfunction': {
      const d = staffOnly();
      if (d) return d;
      if (o.shuffler === 'manual')
        return reject('no_shuffler', 'this table shuffles by hand', CITE.shufflerJam);
      if (s.phase !== 'needs-shuffle' && s.phase !== 'cut' && s.phase !== 'betting')
        return reject('not_now', 'the shuffler jams between rounds', CITE.shufflerJam);
      return ok([{ type: 'shuffler-malfunction', citation: CITE.shufflerJam }]);
    }
    case 'fold': {
      const p = player();
      if (!p.ok) return p;
      const seat = p.value.seat;
      const h = c.area !== undefined ? handOf(s, c.area) : decisionTurn(s, seat);
      if (s.phase !== 'deciding' || !h || h.player !== seat || h.decision !== 'pending')
        return reject(
          'no_decision_due',
          'this seat has no Ante hand waiting for a decision',
          CITE.playOrFold,
        );
      if (h !== decisionTurn(s, seat)) return otherAreaFirst(s, seat);
      const out: Event[] = [{ type: 'folded', seat: h.seat, citation: CITE.playOrFold }];
      for (const kind of ['ante', 'tie'] as const) {
        const w = wagerOf(s, h.seat, kind);
        if (w)
          out.push({
            type: 'wager-settled',
            seat,
            kind,
            outcome: 'lose',
            amount: w.amount,
            winnings: 0,
            ...onArea(w),
            citation: kind === 'tie' ? CITE.foldTie : CITE.collectFolded,
          });
      }
      return ok(out);
    }
    case 'set-hands': {
      const p = player();
      if (!p.ok) return p;
      const mine = handsOf(s, p.value.seat);
      const two = mine.length > 1;
      const h = c.area !== undefined ? handOf(s, c.area) : (decisionTurn(s, p.value.seat) ?? mine[0]);
      if (s.phase !== 'deciding' || !h || h.player !== p.value.seat || h.decision === 'fold')
        return reject(
          'not_now',
          'hands are set after the deal, before the dealer turns over',
          CITE.playerSetting,
        );
      // With two areas a hand is ranked and set before the other is touched, and not changed after (§ 663a.7(f)).
      if (two && h.decision !== 'pending')
        return reject(
          'already_set',
          'with two betting areas a hand once played is not changed',
          CITE.adjacent,
        );
      if (two && h !== decisionTurn(s, p.value.seat)) return otherAreaFirst(s, p.value.seat);
      if (c.aceLow && !playerSettings(h.cards).some((x) => x.aceLow))
        return reject(
          'illegal_setting',
          'the only discretion is one ace in the low hand, and this hand has no ace to move',
          CITE.playerSetting,
        );
      if (!c.aceLow && playerSettings(h.cards).every((x) => x.aceLow))
        return reject(
          'illegal_setting',
          'with four aces one ace must be placed in the low hand',
          CITE.playerSetting,
        );
      return ok([{ type: 'hands-set', seat: h.seat, aceLow: c.aceLow, citation: CITE.playerSetting }]);
    }
    case 'turn-over': {
      const d = dealerOnly();
      if (d) return d;
      if (s.phase !== 'dealer' || !s.dealer)
        return reject('not_now', 'every Ante player must first play or fold', CITE.dealerSetting);
      const set = dealerSetting(s.dealer.cards);
      return ok([
        {
          type: 'dealer-set',
          high: set.high,
          low: set.low,
          highPoints: set.highPoints,
          lowPoints: set.lowPoints,
          citation: CITE.dealerSetting,
        },
      ]);
    }
    case 'settle': {
      const d = dealerOnly();
      if (d) return d;
      if (s.phase !== 'settling') return reject('not_now', 'nothing to settle now');
      const h = nextToSettle(s);
      return ok(h ? settleHand(s, h) : [{ type: 'round-complete', citation: CITE.discard }]);
    }
  }
}

const otherAreaFirst = (s: HiLoState, player: number): Decided =>
  reject(
    'other_area_first',
    `rank and set the hand at area ${decisionTurn(s, player)?.seat ?? '?'} first: the larger Ante first, equal Antes counterclockwise`,
    CITE.adjacent,
  );

function voidRound(s: HiLoState, reason: string, citation: Citation): Event[] {
  return [
    { type: 'round-voided', reason, citation },
    ...s.wagers.map((w): Event => ({
      type: 'wager-settled',
      seat: w.seat,
      kind: w.kind,
      outcome: 'push',
      amount: w.amount,
      winnings: 0,
      ...onArea(w),
      citation,
    })),
  ];
}

/** Reveal and settle one player (§ 663a.11(f)-(k)): Ante and Play, the Ante Bonus, then Tie, then Poker Bonus. */
function settleHand(s: HiLoState, h: PlayerHand): Event[] {
  const o = s.options;
  const seat = h.seat;
  const player = h.player;
  const there = seat !== player ? { area: seat } : {};
  const out: Event[] = [];
  const dealer = s.dealer?.set;
  if (h.decision === 'play' && dealer) {
    const set = settingOf(h);
    const result = antePlayOutcome(set, dealer);
    out.push({
      type: 'hands-revealed',
      seat,
      high: set.high,
      low: set.low,
      highPoints: set.highPoints,
      lowPoints: set.lowPoints,
      result,
      citation: CITE.reveal,
    });
    for (const kind of ['ante', 'play'] as const) {
      const w = wagerOf(s, seat, kind);
      if (!w) continue;
      const outcome: Outcome = result === 'tie' ? 'push' : result;
      out.push({
        type: 'wager-settled',
        seat: player,
        kind,
        outcome,
        amount: w.amount,
        winnings: outcome === 'win' ? w.amount : 0,
        ...there,
        citation: result === 'win' ? CITE.payAntePlay : ANTE_PLAY_CITE[result],
      });
    }
    const bonusHand = anteBonusHand(h.cards);
    const ante = wagerOf(s, seat, 'ante');
    if (bonusHand && ante)
      out.push({
        type: 'ante-bonus-paid',
        seat: player,
        ...there,
        hand: bonusHand,
        amount: ante.amount * anteBonusUnits(bonusHand, o.anteBonusPaytable, o.anteBonusBasis),
        citation: CITE.payAnteBonus,
      });
    const tie = wagerOf(s, seat, 'tie');
    if (tie) {
      const t = tieResult(set, dealer);
      const odds = t ? o.tieWager.paytable[t] : 0;
      out.push({
        type: 'wager-settled',
        seat: player,
        ...there,
        kind: 'tie',
        outcome: t ? 'win' : 'lose',
        amount: tie.amount,
        winnings: tie.amount * odds,
        ...(t ? { hand: t === 'both' ? 'both hands tie' : `${t} hands tie` } : {}),
        citation: t ? CITE.payTie : CITE.settleTie,
      });
    }
  }
  const pb = wagerOf(s, seat, 'poker-bonus');
  if (pb && o.pokerBonus) {
    const cls: PokerBonusClass | null = pokerBonusClass(h.cards, o.pokerBonus);
    out.push({
      type: 'wager-settled',
      seat: player,
      ...there,
      kind: 'poker-bonus',
      outcome: cls ? 'win' : 'lose',
      amount: pb.amount,
      winnings: cls ? pb.amount * POKER_BONUS[o.pokerBonus][cls] : 0,
      ...(cls ? { hand: cls } : {}),
      citation: cls ? CITE.payPokerBonus : CITE.settlePokerBonus,
    });
  }
  if (out.length === 0)
    out.push({
      type: 'hands-revealed',
      seat,
      high: [],
      low: [],
      highPoints: 0,
      lowPoints: 0,
      result: 'lose',
      citation: CITE.collectFolded,
    });
  return out;
}

// ---- evolve ------------------------------------------------------------------------------------------

const updateHand = (s: HiLoState, seat: number, f: (h: PlayerHand) => PlayerHand): readonly PlayerHand[] =>
  s.hands.map((h) => (h.seat === seat ? f(h) : h));

/** After a decision: the dealer's turn once every Ante hand has played or folded. */
function afterDecision(s: HiLoState): HiLoState {
  return s.phase === 'deciding' && s.hands.every((h) => h.decision !== 'pending')
    ? { ...s, phase: 'dealer' }
    : s;
}

export function evolve(s: HiLoState, e: Event): HiLoState {
  switch (e.type) {
    case 'seated':
      return seatPlayer(s, { seat: e.seat, name: e.name, chips: e.chips });
    case 'bought-in':
      return buyIn(s, e.seat, e.amount);
    case 'left':
      return unseat(s, e.seat, e.chips);
    case 'shuffled':
      return {
        ...s,
        stack: e.stack,
        next: 0,
        deckInPlay: e.deck,
        phase: s.options.shuffler === 'manual' ? 'cut' : 'betting',
      };
    case 'cut':
      return {
        ...s,
        stack: s.stack ? cutStack(s.stack, e.position) : null,
        phase: 'betting',
      };
    case 'wager-placed': {
      const area = e.area ?? e.seat;
      const existing = wagerOf(s, area, e.kind);
      const wagers = existing
        ? s.wagers.map((w) => (w === existing ? { ...w, amount: w.amount + e.amount } : w))
        : [...s.wagers, { seat: e.seat, kind: e.kind, amount: e.amount, area }];
      const next = {
        ...s,
        wagers,
        seats: updateSeat(s, e.seat, (x) => ({ ...x, chips: x.chips - e.amount })),
      };
      return e.kind === 'play'
        ? afterDecision({ ...next, hands: updateHand(s, area, (h) => ({ ...h, decision: 'play' })) })
        : next;
    }
    case 'wager-withdrawn':
      return {
        ...s,
        wagers: s.wagers.filter((w) => !(w.area === (e.area ?? e.seat) && w.kind === e.kind)),
        seats: updateSeat(s, e.seat, (x) => ({ ...x, chips: x.chips + e.amount })),
      };
    case 'no-more-bets':
      return { ...s, phase: 'dealing', round: s.round + 1, hands: [], dealer: null, faceUpFound: 0 };
    case 'face-up-card-discarded':
      return { ...s, next: s.next + 1, faceUpFound: s.faceUpFound + 1 };
    case 'cards-dealt': {
      const playerAt = new Map(s.wagers.map((w) => [w.area, w.seat]));
      return {
        ...s,
        next: s.next + 5 * (e.hands.length + 1),
        hands: e.hands.map((h) => ({
          seat: h.seat,
          player: playerAt.get(h.seat) ?? h.seat,
          cards: h.cards,
          decision: 'pending',
          aceLow: playerSettings(h.cards).every((x) => x.aceLow),
          revealed: false,
          settled: false,
        })),
        dealer: { cards: e.dealer, set: null },
        phase: 'deciding',
      };
    }
    case 'stub-counted':
    case 'card-drawn-in-error':
      return s;
    case 'folded':
      return afterDecision({ ...s, hands: updateHand(s, e.seat, (h) => ({ ...h, decision: 'fold' })) });
    case 'hands-set':
      return { ...s, hands: updateHand(s, e.seat, (h) => ({ ...h, aceLow: e.aceLow })) };
    case 'dealer-set':
      return s.dealer
        ? {
            ...s,
            phase: 'settling',
            dealer: {
              ...s.dealer,
              set: {
                high: e.high,
                low: e.low,
                highPoints: e.highPoints,
                lowPoints: e.lowPoints,
                aceLow: false,
              },
            },
          }
        : s;
    case 'hands-revealed':
      return {
        ...s,
        hands: updateHand(s, e.seat, (h) => ({
          ...h,
          revealed: e.high.length > 0,
          settled: h.settled || e.high.length === 0,
        })),
      };
    case 'wager-settled': {
      const back = e.outcome === 'lose' ? 0 : e.amount + e.winnings;
      const area = e.area ?? e.seat;
      const house = s.house + (e.outcome === 'lose' ? e.amount : e.outcome === 'win' ? -e.winnings : 0);
      let next: HiLoState = {
        ...s,
        house,
        seats: updateSeat(s, e.seat, (x) => ({ ...x, chips: x.chips + back })),
        wagers: s.wagers.filter((w) => !(w.area === area && w.kind === e.kind)),
      };
      // A hand is settled once none of its wagers remain (its Poker Bonus waits on the table, § 663a.11(c)).
      if (!next.wagers.some((w) => w.area === area))
        next = { ...next, hands: updateHand(next, area, (h) => ({ ...h, settled: true })) };
      return next;
    }
    case 'ante-bonus-paid':
      return {
        ...s,
        house: s.house - e.amount,
        seats: updateSeat(s, e.seat, (x) => ({ ...x, chips: x.chips + e.amount })),
      };
    case 'round-voided':
    case 'round-complete':
      return { ...s, phase: 'needs-shuffle', hands: [], dealer: null, stack: null, next: 0 };
    case 'shuffler-malfunction':
      return { ...s, phase: 'needs-shuffle', stack: null };
  }
}

/** The automated dealer's next step; players decide and set for themselves. */
export function automate(s: HiLoState): { actor: Actor; command: Command } | undefined {
  const dealer: Actor = { role: 'dealer' };
  switch (s.phase) {
    case 'needs-shuffle':
      return { actor: dealer, command: { type: 'shuffle' } };
    case 'cut':
      return { actor: dealer, command: { type: 'cut' } };
    case 'dealing':
      return { actor: dealer, command: { type: 'deal' } };
    case 'dealer':
      return { actor: dealer, command: { type: 'turn-over' } };
    case 'settling':
      return { actor: dealer, command: { type: 'settle' } };
    case 'betting':
    case 'deciding':
      return undefined;
  }
}
