/**
 * Asia Poker (ch. 659a) as a state machine. Positions are clockwise indexes: 0 the dealer, 1..seats the
 * betting positions from the dealer's left (seat n is position n). The start position is counted
 * counterclockwise (§ 659a.5(g)), the deal runs clockwise (§ 659a.8(c)), and the reveal runs from the
 * dealer's right, counterclockwise (§ 659a.11(e)): seat 6 first.
 *
 * Betting areas: each seat is a betting area; where the Rules Submission allows it a player also wagers on
 * one adjacent, unoccupied area (§ 659a.7(f)). A wager's `seat` is the player whose rack pays and is paid,
 * its `area` the betting position; a hand's `seat` is the betting position and `player` the seat playing it.
 */
import { deck, formatCards, parseCards, type Card } from '../../core/cards.js';
import type { Citation } from '../../core/citation.js';
import { roll } from '../../core/dice.js';
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
import {
  asiaBonusClassOf,
  asiaHandScore,
  checkAsiaSetting,
  ASIA_BONUS_CLASSES,
} from '../../rankings/index.js';
import type { Command } from './commands.js';
import { explainHouseWay, setHouseWay } from './house-way.js';
import { rankingOptionsOf, type AsiaOptions, type WagerKind } from './options.js';
import {
  CITE,
  DEAL_CITE,
  DISCARD_CITE,
  STUB_CITE,
  VOID_STUB_CITE,
  asiaWagerWins,
  bonusOdds,
  positionOfCard,
  startPosition,
  type HandResult,
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
  /** The betting area: the player's seat, or the adjacent area he also plays (§ 659a.7(f)). */
  readonly area: number;
}
export interface ThreeHands {
  readonly high: readonly Card[];
  readonly medium: readonly Card[];
  readonly low: readonly Card[];
}
export interface PlayerHand {
  /** The betting position (area) the seven cards were dealt to. */
  readonly seat: number;
  /** The seat of the player who plays this area (the area itself unless it is his second, § 659a.7(f)). */
  readonly player: number;
  readonly cards: readonly Card[];
  readonly set: ThreeHands | null;
  /** A card of this hand was exposed in the deal: the player may void it (§ 659a.13(d)). */
  readonly exposed: boolean;
  readonly askedHelp: boolean;
  readonly revealed: boolean;
  readonly done: boolean;
  /** The player has said he keeps the hand: no surrender (§ 659a.11(d)). */
  readonly keeps: boolean;
}

export type Phase =
  'needs-shuffle' | 'cut' | 'betting' | 'start' | 'dealing' | 'setting' | 'dealer' | 'settling';

export interface AsiaState {
  readonly options: AsiaOptions;
  readonly automated: boolean;
  readonly round: number;
  readonly phase: Phase;
  readonly seats: readonly SeatState[];
  readonly wagers: readonly Wager[];
  readonly stack: readonly Card[] | null;
  readonly next: number;
  readonly cut: boolean;
  readonly faceUpFound: number;
  readonly deckInPlay: 'A' | 'B' | null;
  /** The button's clockwise position for the next round (§ 659a.5(g)(3)). */
  readonly button: number;
  readonly start: {
    readonly position: number;
    readonly dice: readonly number[] | null;
    readonly total: number;
  } | null;
  readonly hands: readonly PlayerHand[];
  readonly dealer: { readonly cards: readonly Card[]; readonly set: ThreeHands | null } | null;
  /** Winnings paid this round per seat, for the payout limit (ruling A10 #17). */
  readonly paid: Readonly<Record<number, Cents>>;
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
  | ({ readonly type: 'recut-ordered' } & Cited)
  | ({ readonly type: 'no-more-bets' } & Cited)
  | ({ readonly type: 'no-roll'; readonly reason: string } & Cited)
  | ({
      readonly type: 'start-determined';
      readonly method: 'shaker' | 'rng' | 'button';
      readonly dice: readonly number[] | null;
      readonly total: number;
      readonly position: number;
    } & Cited)
  | ({ readonly type: 'face-up-card-discarded'; readonly card: Card } & Cited)
  | ({
      readonly type: 'cards-dealt';
      readonly stacks: readonly { readonly position: number; readonly cards: readonly Card[] }[];
    } & Cited)
  | ({ readonly type: 'stub-counted'; readonly stub: number; readonly expected: number } & Cited)
  | ({ readonly type: 'stacks-discarded'; readonly positions: readonly number[] } & Cited)
  | ({ readonly type: 'card-drawn-in-error' } & Cited)
  | ({ readonly type: 'player-card-exposed'; readonly seat: number } & Cited)
  | ({
      readonly type: 'house-way-told';
      readonly seat: number;
      readonly high: readonly Card[];
      readonly medium: readonly Card[];
      readonly low: readonly Card[];
      readonly rule: string;
    } & Cited)
  | ({
      readonly type: 'hands-set';
      readonly seat: number;
      readonly high: readonly Card[];
      readonly medium: readonly Card[];
      readonly low: readonly Card[];
      readonly foul: string | null;
    } & Cited)
  | ({ readonly type: 'hand-voided'; readonly seat: number } & Cited)
  | ({
      readonly type: 'dealer-set';
      readonly high: readonly Card[];
      readonly medium: readonly Card[];
      readonly low: readonly Card[];
      readonly rule: string;
    } & Cited)
  | ({
      readonly type: 'dealer-reset';
      readonly high: readonly Card[];
      readonly medium: readonly Card[];
      readonly low: readonly Card[];
    } & Cited)
  | ({ readonly type: 'surrendered'; readonly seat: number } & Cited)
  | ({ readonly type: 'surrender-declined'; readonly seat: number } & Cited)
  | ({
      readonly type: 'hands-revealed';
      readonly seat: number;
      readonly results: readonly HandResult[];
      readonly foul: string | null;
    } & Cited)
  | ({
      readonly type: 'wager-settled';
      readonly seat: number;
      readonly kind: WagerKind;
      readonly outcome: Outcome;
      readonly amount: Cents;
      readonly winnings: Cents;
      readonly hand?: string;
      readonly limited?: boolean;
      /** The betting area, where it is not the player's own seat (§ 659a.7(f)). */
      readonly area?: number;
    } & Cited)
  | ({ readonly type: 'round-voided'; readonly reason: string; readonly deckRemoved: boolean } & Cited)
  | ({ readonly type: 'round-complete' } & Cited)
  | ({ readonly type: 'shuffler-malfunction' } & Cited);

type Decided = Result<Event[], Rejection>;

export function initialState(options: AsiaOptions, automated = false): AsiaState {
  return {
    options,
    automated,
    round: 0,
    phase: 'needs-shuffle',
    seats: [],
    wagers: [],
    stack: null,
    next: 0,
    cut: false,
    faceUpFound: 0,
    deckInPlay: null,
    button: 0,
    start: null,
    hands: [],
    dealer: null,
    paid: {},
    house: 0,
    buyIns: 0,
    cashOuts: 0,
  };
}

export { seatOf };
/** The wager of this kind on a betting area (one player's wagers only, § 659a.7(f)). */
export const wagerOf = (s: AsiaState, area: number, kind: WagerKind): Wager | undefined =>
  s.wagers.find((w) => w.area === area && w.kind === kind);
export const handOf = (s: AsiaState, area: number): PlayerHand | undefined =>
  s.hands.find((h) => h.seat === area);
/** The player's hands (one, or two on adjacent areas), highest position first. */
export const handsOf = (s: AsiaState, player: number): PlayerHand[] =>
  s.hands.filter((h) => h.player === player).sort((a, b) => b.seat - a.seat);
/**
 * The player's hand to be ranked and set now (§ 659a.7(f)): the area with the larger Asia Poker Wager
 * first; with equal wagers counterclockwise, so the area to the dealer's right (the higher position) first
 * (spec ruling A10 #18). The other hand is not set, or looked at, until this one is placed face down.
 */
export function settingTurn(s: AsiaState, player: number): PlayerHand | undefined {
  return handToActOn(
    s.hands,
    player,
    (h) => !h.set && !h.done,
    (h) => wagerOf(s, h.seat, 'asia-poker')?.amount ?? 0,
  );
}

/** Whether a hand may still be surrendered: after the dealer sets, before its reveal, no Bonus Wager. */
export const mayStillSurrender = (s: AsiaState, h: PlayerHand): boolean =>
  s.phase === 'settling' &&
  !h.done &&
  !h.revealed &&
  !h.keeps &&
  wagerOf(s, h.seat, 'asia-poker') !== undefined &&
  wagerOf(s, h.seat, 'bonus') === undefined;
/** The next hand the dealer reveals: from the dealer's right (highest seat), counterclockwise. */
export const nextToSettle = (s: AsiaState): PlayerHand | undefined =>
  [...s.hands].sort((a, b) => b.seat - a.seat).find((h) => !h.done);

const isDealer = (a: Actor): boolean => a.role === 'dealer' || a.role === 'system';
const sameCards = (a: readonly Card[], b: readonly Card[]): boolean =>
  a.length === b.length &&
  [...a].sort((x, y) => x - y).every((c, i) => c === [...b].sort((x, y) => x - y)[i]);

/** Parses a setting against the seven cards: a rejection if the cards are not exactly these seven. */
function parseSetting(
  cards: readonly Card[],
  h: string,
  m: string,
  l: string,
): Result<ThreeHands, Rejection> {
  const ph = parseCards(h);
  const pm = parseCards(m);
  const pl = parseCards(l);
  if (!ph.ok || !pm.ok || !pl.ok)
    return reject(
      'unknown_card',
      [ph, pm, pl]
        .map((x) => (x.ok ? '' : x.error))
        .join(' ')
        .trim(),
    );
  if (!sameCards([...ph.value, ...pm.value, ...pl.value], cards))
    return reject(
      'not_your_cards',
      'the three hands must use exactly the seven cards dealt to you',
      CITE.foulOther,
    );
  return ok({ high: ph.value, medium: pm.value, low: pl.value });
}

/** Why a setting fouls (§ 659a.11(f)(1)(iii)-(v)), or null. */
export function foulOf(s: ThreeHands, o: AsiaOptions): string | null {
  const check = checkAsiaSetting(s.high, s.medium, s.low, rankingOptionsOf(o));
  return check.legal ? null : check.reason;
}
const FOUL_CITE = (reason: string): Citation =>
  reason === 'high_not_above_medium'
    ? CITE.foulHigh
    : reason === 'medium_not_above_low'
      ? CITE.foulMedium
      : CITE.foulOther;

/** A wager event for `w`, naming its area where it is not the player's own seat. */
const onArea = (w: Wager): { area: number } | Record<string, never> =>
  w.area !== w.seat ? { area: w.area } : {};

export function decide(s: AsiaState, actor: Actor, c: Command, ctx: DecideContext): Decided {
  const o = s.options;
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
      return reject('not_permitted', `${c.type} is a player's action`);
    const seat = seatOf(s, actor.seat);
    return seat ? ok(seat) : reject('seat_empty', `seat ${actor.seat} is not occupied`);
  };
  const open = s.phase === 'betting' || s.phase === 'needs-shuffle' || s.phase === 'cut';
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
      return p.ok ? ok([{ type: 'bought-in', seat: p.value.seat, amount: c.amount }]) : p;
    }
    case 'leave': {
      const p = player();
      if (!p.ok) return p;
      const seat = p.value.seat;
      const mine = s.wagers.filter((w) => w.seat === seat);
      if (!open && mine.length)
        return reject(
          'wager_in_play',
          'a player who has wagered and received cards stays until the round is complete',
          CITE.seated,
        );
      return ok([
        ...mine.map((w): Event => ({
          type: 'wager-withdrawn',
          seat,
          kind: w.kind,
          amount: w.amount,
          ...onArea(w),
          citation: CITE.noMoreBets,
        })),
        { type: 'left', seat, chips: p.value.chips + mine.reduce((a, w) => a + w.amount, 0) },
      ]);
    }
    case 'shuffle': {
      const d = dealerOnly();
      if (d) return d;
      if (s.phase !== 'needs-shuffle')
        return reject('not_now', 'the deck is shuffled after each round', CITE.shuffle);
      const stack = deck({ jokers: 1 });
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
        return reject('not_now', 'a manually shuffled deck is cut after the shuffle', CITE.cut);
      const position = c.position ?? 10 + ctx.rng.nextInt(53 - 20 + 1);
      if (position < 10 || position > 43)
        return reject('bad_cut', 'the cover card goes at least ten cards in from the top', CITE.cut);
      return ok([{ type: 'cut', position, citation: CITE.cut }]);
    }
    case 'order-recut': {
      if (actor.role !== 'floorperson')
        return reject('not_permitted', 'a floorperson or above orders a recut', CITE.recut);
      if (!s.cut || (s.phase !== 'betting' && s.phase !== 'start'))
        return reject('not_now', 'a recut is ordered after the cut and before any card is dealt', CITE.recut);
      return ok([{ type: 'recut-ordered', citation: CITE.recut }]);
    }
    case 'place-wager': {
      const p = player();
      if (!p.ok) return p;
      const seat = p.value.seat;
      if (!open)
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
          mainKind: 'asia-poker',
          mainName: 'Asia Poker Wager',
          citation: CITE.adjacent,
        });
        if (why) return why;
      }
      if (c.kind === 'bonus' && o.bonus === null)
        return reject('wager_not_offered', 'this table does not offer the Bonus Wager', CITE.bonusWager);
      if (c.kind === 'bonus' && !wagerOf(s, area, 'asia-poker'))
        return reject(
          'asia_wager_required',
          'the Bonus Wager is offered to each player who placed an Asia Poker Wager',
          CITE.bonusWager,
        );
      const l = o.limits[c.kind];
      const total = (wagerOf(s, area, c.kind)?.amount ?? 0) + c.amount;
      if (total < l.min || total > l.max)
        return reject(
          'outside_table_limits',
          `the ${c.kind} wager must be between ${l.min} and ${l.max} cents`,
          CITE.asiaWager,
        );
      if (p.value.chips < c.amount) return reject('insufficient_chips', 'not enough chips');
      return ok([
        {
          type: 'wager-placed',
          seat,
          kind: c.kind,
          amount: c.amount,
          ...(area !== seat ? { area } : {}),
          citation: c.kind === 'bonus' ? CITE.bonusWager : CITE.asiaWager,
        },
      ]);
    }
    case 'withdraw-wager': {
      const p = player();
      if (!p.ok) return p;
      const seat = p.value.seat;
      if (!open)
        return reject(
          'wager_after_no_more_bets',
          'no wager may be withdrawn after "no more bets"',
          CITE.noMoreBets,
        );
      const area = c.area ?? seat;
      const w = wagerOf(s, area, c.kind);
      if (!w || w.seat !== seat)
        return reject('no_such_wager', `no ${c.kind} wager of yours at area ${area}`);
      // Taking down an Asia Poker Wager takes down what depends on it: that area's Bonus Wager, and for
      // the player's own area, his second area (played only beside it, § 659a.7(f)).
      const dependent = c.kind !== 'asia-poker' ? [] : comingDownWith(s.wagers, w, area);
      return ok(
        [w, ...dependent].map((x): Event => ({
          type: 'wager-withdrawn',
          seat,
          kind: x.kind,
          amount: x.amount,
          ...onArea(x),
          citation: x === w ? CITE.noMoreBets : x.area !== area ? CITE.adjacent : CITE.bonusWager,
        })),
      );
    }
    case 'no-more-bets': {
      const d = dealerOnly();
      if (d) return d;
      if (s.phase !== 'betting') return reject('not_now', 'wagers are not open');
      if (!s.wagers.length)
        return reject('no_wagers', 'no Asia Poker Wager is on the layout', CITE.asiaWager);
      return ok([{ type: 'no-more-bets', citation: CITE.noMoreBets }]);
    }
    case 'no-roll': {
      const d = staffOnly();
      if (d) return d;
      if (s.phase !== 'start' || o.startPosition !== 'shaker')
        return reject('not_now', 'a no roll is called on the shaker before the deal', CITE.noRollFlat);
      return ok([
        {
          type: 'no-roll',
          reason: c.reason,
          citation: c.reason === 'not-flat' ? CITE.noRollFlat : CITE.noRollFell,
        },
      ]);
    }
    case 'determine-start': {
      const d = dealerOnly();
      if (d) return d;
      if (s.phase !== 'start')
        return reject(
          'not_now',
          'the starting position is determined once per round, after "no more bets" (ruling A10 #15)',
          CITE.startShaker,
        );
      if (o.startPosition === 'button')
        return ok([
          {
            type: 'start-determined',
            method: 'button',
            dice: null,
            total: 0,
            position: s.button % (o.seats + 1),
            citation: CITE.startButton,
          },
        ]);
      if (o.startPosition === 'rng') {
        if (c.dice)
          return reject(
            'bad_start',
            'this table uses a random number generator, not the shaker',
            CITE.startRng,
          );
        const n = c.number ?? 1 + ctx.rng.nextInt(7);
        return ok([
          {
            type: 'start-determined',
            method: 'rng',
            dice: null,
            total: n,
            position: startPosition(n, o.seats),
            citation: CITE.startRng,
          },
        ]);
      }
      if (c.number !== undefined)
        return reject('bad_start', 'this table uses the Asia Poker shaker', CITE.startShaker);
      const dice = c.dice ?? roll(ctx.rng, 3);
      const total = dice.reduce((a, b) => a + b, 0);
      return ok([
        {
          type: 'start-determined',
          method: 'shaker',
          dice,
          total,
          position: startPosition(total, o.seats),
          citation: CITE.startShaker,
        },
      ]);
    }
    case 'deal': {
      const d = dealerOnly();
      if (d) return d;
      if (s.phase !== 'dealing' || !s.stack || !s.start) return reject('not_now', 'nothing to deal now');
      const n = o.seats + 1;
      const stacks = Array.from({ length: n }, (_, position) => ({ position, cards: [] as Card[] }));
      // Seven cards to every position, wagered or not, and the dealer, one at a time clockwise from the start.
      for (let j = 0; j < 7 * n; j += 1)
        stacks[positionOfCard(s.start.position, j, o.seats)]?.cards.push(s.stack[s.next + j] as Card);
      const stub = s.stack.length - s.next - 7 * n;
      const expected = 53 - 7 * n - s.faceUpFound;
      const wagered = new Set(s.wagers.map((w) => w.area));
      const unwagered = stacks.map((x) => x.position).filter((p) => p !== 0 && !wagered.has(p));
      return ok([
        { type: 'cards-dealt', stacks, citation: DEAL_CITE[o.dealing] },
        { type: 'stub-counted', stub, expected, citation: STUB_CITE[o.dealing] },
        ...(unwagered.length
          ? [{ type: 'stacks-discarded', positions: unwagered, citation: DISCARD_CITE[o.dealing] } as Event]
          : []),
      ]);
    }
    case 'ask-house-way': {
      const p = player();
      if (!p.ok) return p;
      const h = c.area !== undefined ? handOf(s, c.area) : settingTurn(s, p.value.seat);
      if (s.phase !== 'setting' || !h || h.player !== p.value.seat || h.set)
        return reject('not_now', 'help is given while you set your hands', CITE.help);
      if (h !== settingTurn(s, h.player)) return otherAreaFirst(s, h.player);
      const hw = setHouseWay(o.houseWay, h.cards, rankingOptionsOf(o));
      return ok([
        {
          type: 'house-way-told',
          seat: h.seat,
          high: hw.high,
          medium: hw.medium,
          low: hw.low,
          rule: explainHouseWay(hw),
          citation: CITE.help,
        },
      ]);
    }
    case 'set-hands': {
      const p = player();
      if (!p.ok) return p;
      const h = c.area !== undefined ? handOf(s, c.area) : settingTurn(s, p.value.seat);
      if (s.phase !== 'setting' || !h || h.player !== p.value.seat || h.done)
        return reject('not_now', 'no hand of yours is waiting to be set', CITE.setting);
      if (h.set)
        return reject(
          'already_set',
          'once the hands are placed face down they are not touched again',
          h.seat !== h.player ? CITE.adjacent : CITE.setting,
        );
      if (h !== settingTurn(s, h.player)) return otherAreaFirst(s, h.player);
      const parsed = parseSetting(h.cards, c.high, c.medium, c.low);
      if (!parsed.ok) return parsed;
      if (parsed.value.high.length !== 4 || parsed.value.medium.length !== 2 || parsed.value.low.length !== 1)
        return reject(
          'wrong_card_count',
          'the high hand has four cards, the medium hand two and the low hand one',
          CITE.foulOther,
        );
      const foul = foulOf(parsed.value, o);
      return ok([
        {
          type: 'hands-set',
          seat: h.seat,
          ...parsed.value,
          foul,
          citation: foul ? FOUL_CITE(foul) : CITE.setting,
        },
      ]);
    }
    case 'void-hand': {
      const p = player();
      if (!p.ok) return p;
      const h =
        c.area !== undefined
          ? handOf(s, c.area)
          : handsOf(s, p.value.seat).find((x) => x.exposed && !x.set && !x.done);
      if (s.phase !== 'setting' || !h || h.player !== p.value.seat || !h.exposed || h.set || h.done)
        return reject(
          'not_now',
          'only a player whose card was exposed in the deal may void the hand, before setting it',
          CITE.playerCardExposed,
        );
      return ok([
        { type: 'hand-voided', seat: h.seat, citation: CITE.playerCardExposed },
        ...s.wagers
          .filter((w) => w.area === h.seat)
          .map((w): Event => ({
            type: 'wager-settled',
            seat: w.seat,
            kind: w.kind,
            outcome: 'push',
            amount: w.amount,
            winnings: 0,
            ...onArea(w),
            citation: CITE.playerCardExposed,
          })),
      ]);
    }
    case 'player-card-exposed': {
      const d = staffOnly();
      if (d) return d;
      const h = handOf(s, c.seat);
      if (s.phase !== 'setting' || !h || h.set)
        return reject(
          'not_now',
          'a card exposed in the deal is reported before that hand is set',
          CITE.playerCardExposed,
        );
      return ok([{ type: 'player-card-exposed', seat: c.seat, citation: CITE.playerCardExposed }]);
    }
    case 'dealer-card-exposed': {
      const d = staffOnly();
      if (d) return d;
      if (s.phase !== 'dealing' && s.phase !== 'setting')
        return reject('not_now', 'the dealer hand is exposed only before it is turned over');
      return ok(
        voidRound(
          s,
          "a card of the dealer's hand was exposed",
          s.phase === 'dealing' ? CITE.exposedWhileDealing : CITE.dealerCardExposed,
          false,
        ),
      );
    }
    case 'face-up-card': {
      const d = staffOnly();
      if (d) return d;
      if (s.phase !== 'dealing' || !s.stack)
        return reject('not_now', 'only while the cards are dealt', CITE.faceUpInDeck);
      if (s.faceUpFound >= 1)
        return ok(voidRound(s, 'more than one card found face up in the deck', CITE.faceUpInDeck, false));
      return ok([
        { type: 'face-up-card-discarded', card: s.stack[s.next] as Card, citation: CITE.faceUpInDeck },
      ]);
    }
    case 'card-drawn-in-error': {
      const d = staffOnly();
      if (d) return d;
      if (s.phase !== 'dealing')
        return reject('not_now', 'only while the cards are dealt', CITE.drawnInError);
      return ok([{ type: 'card-drawn-in-error', citation: CITE.drawnInError }]);
    }
    case 'wrong-card-count':
    case 'wrong-start':
    case 'stub-miscount':
    case 'shoe-malfunction': {
      const d = staffOnly();
      if (d) return d;
      if (open || s.phase === 'start') return reject('not_now', 'no round is being dealt');
      if (c.type === 'shoe-malfunction' && o.dealing !== 'automated-shoe')
        return reject('no_automated_shoe', 'this table has no automated dealing shoe', CITE.shoeJam);
      if (c.type === 'wrong-card-count')
        return ok(
          voidRound(
            s,
            'a player or the dealer was dealt an incorrect number of cards',
            CITE.wrongCount,
            false,
          ),
        );
      if (c.type === 'wrong-start')
        return ok(
          voidRound(
            s,
            'the dice were totalled wrongly and the first card went to the wrong position',
            CITE.wrongStart,
            false,
          ),
        );
      if (c.type === 'shoe-malfunction')
        return ok(voidRound(s, 'the automated dealing shoe failed to deal all cards', CITE.shoeJam, false));
      return ok(
        voidRound(
          s,
          c.misdeal
            ? 'the stub count was wrong after a misdeal'
            : 'the stub count was wrong: the deck is removed from the table',
          VOID_STUB_CITE[o.dealing],
          !c.misdeal,
        ),
      );
    }
    case 'shuffler-malfunction': {
      const d = staffOnly();
      if (d) return d;
      if (o.shuffler === 'manual')
        return reject('no_shuffler', 'this table shuffles by hand', CITE.shufflerJam);
      if (!open) return reject('not_now', 'the shuffler jams between rounds', CITE.shufflerJam);
      return ok([{ type: 'shuffler-malfunction', citation: CITE.shufflerJam }]);
    }
    case 'set-dealer': {
      const d = dealerOnly();
      if (d) return d;
      if (s.phase !== 'dealer' || !s.dealer)
        return reject('not_now', 'the dealer sets after every player has set', CITE.houseWay);
      const hw = setHouseWay(o.houseWay, s.dealer.cards, rankingOptionsOf(o));
      const events: Event[] = [];
      if (c.high !== undefined || c.medium !== undefined || c.low !== undefined) {
        const given = parseSetting(s.dealer.cards, c.high ?? '', c.medium ?? '', c.low ?? '');
        if (!given.ok) return given;
        events.push({
          type: 'dealer-set',
          ...given.value,
          rule: 'as set by the dealer',
          citation: CITE.houseWay,
        });
        const same = sameCards(given.value.high, hw.high) && sameCards(given.value.medium, hw.medium);
        if (!same)
          events.push({
            type: 'dealer-reset',
            high: hw.high,
            medium: hw.medium,
            low: hw.low,
            citation: CITE.dealerMisset,
          });
        return ok(events);
      }
      return ok([
        {
          type: 'dealer-set',
          high: hw.high,
          medium: hw.medium,
          low: hw.low,
          rule: hw.rule.name,
          citation: CITE.houseWay,
        },
      ]);
    }
    case 'surrender': {
      const p = player();
      if (!p.ok) return p;
      const h =
        c.area !== undefined
          ? handOf(s, c.area)
          : handsOf(s, p.value.seat).find((x) => !x.done && !x.revealed);
      if (s.phase !== 'settling' || !h || h.player !== p.value.seat || h.done || h.revealed)
        return reject(
          'not_now',
          "surrender comes after the dealer's hands are set and before yours are exposed",
          CITE.surrender,
        );
      if (wagerOf(s, h.seat, 'bonus'))
        return reject(
          'bonus_no_surrender',
          'a player who placed a Bonus Wager may not surrender',
          CITE.surrender,
        );
      const w = wagerOf(s, h.seat, 'asia-poker');
      return ok([
        { type: 'surrendered', seat: h.seat, citation: CITE.surrender },
        ...(w
          ? [
              {
                type: 'wager-settled',
                seat: w.seat,
                kind: 'asia-poker',
                outcome: 'lose',
                amount: w.amount,
                winnings: 0,
                ...onArea(w),
                citation: CITE.surrender,
              } as Event,
            ]
          : []),
      ]);
    }
    case 'decline-surrender': {
      const p = player();
      if (!p.ok) return p;
      const h =
        c.area !== undefined
          ? handOf(s, c.area)
          : handsOf(s, p.value.seat).find((x) => mayStillSurrender(s, x));
      if (!h || h.player !== p.value.seat || !mayStillSurrender(s, h))
        return reject(
          'not_now',
          "the choice to surrender comes after the dealer's hands are set, before yours are exposed, and not with a Bonus Wager",
          CITE.surrender,
        );
      return ok([{ type: 'surrender-declined', seat: h.seat, citation: CITE.surrender }]);
    }
    case 'settle': {
      const d = dealerOnly();
      if (d) return d;
      if (s.phase !== 'settling') return reject('not_now', 'nothing to settle now');
      const h = nextToSettle(s);
      // An automated table waits for each player who may surrender to say so or to keep the hand
      // (§ 659a.11(d); README ruling R26): no time limit is written, so none is imposed.
      if (s.automated && h && mayStillSurrender(s, h))
        return reject(
          'awaiting_surrender_decision',
          `the player at area ${h.seat} has not yet said whether he surrenders`,
          CITE.surrender,
        );
      return ok(h ? settleHand(s, h) : [{ type: 'round-complete', citation: CITE.discard }]);
    }
  }
}

const otherAreaFirst = (s: AsiaState, player: number): Decided => {
  const first = settingTurn(s, player);
  return reject(
    'other_area_first',
    `set the hand at area ${first?.seat ?? '?'} first: the larger wager first, equal wagers counterclockwise, one hand before the other`,
    CITE.adjacent,
  );
};

function voidRound(s: AsiaState, reason: string, citation: Citation, deckRemoved: boolean): Event[] {
  return [
    { type: 'round-voided', reason, deckRemoved, citation },
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

const compare = (a: readonly Card[], b: readonly Card[], o: AsiaOptions): HandResult => {
  const d = asiaHandScore(a, rankingOptionsOf(o)) - asiaHandScore(b, rankingOptionsOf(o));
  return d > 0 ? 'win' : d < 0 ? 'lose' : 'copy';
};

/** Reveal and settle one betting area (§ 659a.11(e)-(h)): the Asia Poker Wager, then the Bonus. */
function settleHand(s: AsiaState, h: PlayerHand): Event[] {
  const o = s.options;
  const out: Event[] = [];
  const dealer = s.dealer?.set;
  const limit = o.payoutLimit ?? Number.MAX_SAFE_INTEGER;
  let paid = 0;
  const capped = (want: Cents): { winnings: Cents; limited: boolean } => {
    const w = Math.min(want, Math.max(0, limit - paid));
    paid += w;
    return { winnings: w, limited: w < want };
  };
  const asia = wagerOf(s, h.seat, 'asia-poker');
  if (asia && dealer) {
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
    out.push({ type: 'hands-revealed', seat: h.seat, results, foul, citation: CITE.reveal });
    const win = !foul && asiaWagerWins(results);
    const pay = win ? capped(asia.amount) : { winnings: 0, limited: false };
    out.push({
      type: 'wager-settled',
      seat: asia.seat,
      kind: 'asia-poker',
      outcome: win ? 'win' : 'lose',
      amount: asia.amount,
      winnings: pay.winnings,
      ...(pay.limited ? { limited: true } : {}),
      ...onArea(asia),
      citation: foul ? FOUL_CITE(foul) : win ? CITE.payAsia : CITE.lose,
    });
  }
  const bonus = wagerOf(s, h.seat, 'bonus');
  if (bonus && o.bonus) {
    const cls = asiaBonusClassOf(h.cards);
    const odds = bonusOdds(o.bonus, cls);
    const pay = odds > 0 ? capped(bonus.amount * odds) : { winnings: 0, limited: false };
    out.push({
      type: 'wager-settled',
      seat: bonus.seat,
      kind: 'bonus',
      outcome: odds > 0 ? 'win' : 'lose',
      amount: bonus.amount,
      winnings: pay.winnings,
      hand: ASIA_BONUS_CLASSES[cls] ?? 'no-bonus',
      ...(pay.limited ? { limited: true } : {}),
      ...onArea(bonus),
      citation: odds > 0 ? (pay.limited ? CITE.payoutLimit : CITE.payBonus) : CITE.bonusSettle,
    });
  }
  if (!out.length)
    out.push({ type: 'hands-revealed', seat: h.seat, results: [], foul: null, citation: CITE.discard });
  return out;
}

// ---- evolve ------------------------------------------------------------------------------------------

const updateHand = (s: AsiaState, seat: number, f: (h: PlayerHand) => PlayerHand): readonly PlayerHand[] =>
  s.hands.map((h) => (h.seat === seat ? f(h) : h));
/** The dealer turns over once every wagered hand is set or voided. */
const afterSetting = (s: AsiaState): AsiaState =>
  s.phase === 'setting' && s.hands.every((h) => h.set || h.done) ? { ...s, phase: 'dealer' } : s;

export function evolve(s: AsiaState, e: Event): AsiaState {
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
        cut: false,
        deckInPlay: e.deck,
        phase: s.options.shuffler === 'manual' ? 'cut' : 'betting',
      };
    case 'cut':
      return {
        ...s,
        stack: s.stack ? cutStack(s.stack, e.position) : null,
        cut: true,
        phase: 'betting',
      };
    case 'recut-ordered':
      return { ...s, phase: 'cut', start: null };
    case 'wager-placed': {
      const area = e.area ?? e.seat;
      const existing = wagerOf(s, area, e.kind);
      const wagers = existing
        ? s.wagers.map((w) => (w === existing ? { ...w, amount: w.amount + e.amount } : w))
        : [...s.wagers, { seat: e.seat, kind: e.kind, amount: e.amount, area }];
      return { ...s, wagers, seats: updateSeat(s, e.seat, (x) => ({ ...x, chips: x.chips - e.amount })) };
    }
    case 'wager-withdrawn':
      return {
        ...s,
        wagers: s.wagers.filter((w) => !(w.area === (e.area ?? e.seat) && w.kind === e.kind)),
        seats: updateSeat(s, e.seat, (x) => ({ ...x, chips: x.chips + e.amount })),
      };
    case 'no-more-bets':
      return {
        ...s,
        phase: 'start',
        round: s.round + 1,
        hands: [],
        dealer: null,
        start: null,
        faceUpFound: 0,
        paid: {},
      };
    case 'no-roll':
      return s;
    case 'start-determined':
      return { ...s, phase: 'dealing', start: { position: e.position, dice: e.dice, total: e.total } };
    case 'face-up-card-discarded':
      return { ...s, next: s.next + 1, faceUpFound: s.faceUpFound + 1 };
    case 'cards-dealt': {
      const playerAt = new Map(s.wagers.map((w) => [w.area, w.seat]));
      const hands = e.stacks
        .filter((x) => x.position !== 0 && playerAt.has(x.position))
        .map((x): PlayerHand => ({
          seat: x.position,
          player: playerAt.get(x.position) ?? x.position,
          cards: x.cards,
          set: null,
          exposed: false,
          askedHelp: false,
          revealed: false,
          done: false,
          keeps: false,
        }));
      const dealerCards = e.stacks.find((x) => x.position === 0)?.cards ?? [];
      return {
        ...s,
        next: s.next + e.stacks.length * 7,
        hands,
        dealer: { cards: dealerCards, set: null },
        phase: 'setting',
      };
    }
    case 'stub-counted':
    case 'stacks-discarded':
    case 'card-drawn-in-error':
      return s;
    case 'player-card-exposed':
      return { ...s, hands: updateHand(s, e.seat, (h) => ({ ...h, exposed: true })) };
    case 'house-way-told':
      return { ...s, hands: updateHand(s, e.seat, (h) => ({ ...h, askedHelp: true })) };
    case 'hands-set':
      return afterSetting({
        ...s,
        hands: updateHand(s, e.seat, (h) => ({ ...h, set: { high: e.high, medium: e.medium, low: e.low } })),
      });
    case 'hand-voided':
      return { ...s, hands: updateHand(s, e.seat, (h) => ({ ...h, done: true })) };
    case 'dealer-set':
    case 'dealer-reset':
      return s.dealer
        ? {
            ...s,
            phase: 'settling',
            dealer: { ...s.dealer, set: { high: e.high, medium: e.medium, low: e.low } },
          }
        : s;
    case 'surrendered':
      return { ...s, hands: updateHand(s, e.seat, (h) => ({ ...h, done: true })) };
    case 'surrender-declined':
      return { ...s, hands: updateHand(s, e.seat, (h) => ({ ...h, keeps: true })) };
    case 'hands-revealed':
      return {
        ...s,
        hands: updateHand(s, e.seat, (h) => ({
          ...h,
          revealed: true,
          done: h.done || e.results.length === 0,
        })),
      };
    case 'wager-settled': {
      const back = e.outcome === 'lose' ? 0 : e.amount + e.winnings;
      const area = e.area ?? e.seat;
      let next: AsiaState = {
        ...s,
        house: s.house + (e.outcome === 'lose' ? e.amount : e.outcome === 'win' ? -e.winnings : 0),
        seats: updateSeat(s, e.seat, (x) => ({ ...x, chips: x.chips + back })),
        wagers: s.wagers.filter((w) => !(w.area === area && w.kind === e.kind)),
        paid: { ...s.paid, [area]: (s.paid[area] ?? 0) + e.winnings },
      };
      if (!next.wagers.some((w) => w.area === area))
        next = { ...next, hands: updateHand(next, area, (h) => ({ ...h, done: true })) };
      return afterSetting(next);
    }
    case 'round-voided':
      return { ...s, phase: 'needs-shuffle', hands: [], dealer: null, stack: null, next: 0, start: null };
    case 'round-complete':
      return {
        ...s,
        phase: 'needs-shuffle',
        hands: [],
        dealer: null,
        stack: null,
        next: 0,
        start: null,
        button: (s.button + 1) % (s.options.seats + 1),
      };
    case 'shuffler-malfunction':
      return { ...s, phase: 'needs-shuffle', stack: null };
  }
}

/** The automated dealer's next step; players set (or ask for the house way) themselves. */
export function automate(s: AsiaState): { actor: Actor; command: Command } | undefined {
  const dealer: Actor = { role: 'dealer' };
  switch (s.phase) {
    case 'needs-shuffle':
      return { actor: dealer, command: { type: 'shuffle' } };
    case 'cut':
      return { actor: dealer, command: { type: 'cut' } };
    case 'start':
      return { actor: dealer, command: { type: 'determine-start' } };
    case 'dealing':
      return { actor: dealer, command: { type: 'deal' } };
    case 'dealer':
      return { actor: dealer, command: { type: 'set-dealer' } };
    case 'settling': {
      // Each player who may surrender says so, or keeps the hand, before it is revealed (§ 659a.11(d)).
      const h = nextToSettle(s);
      return h && mayStillSurrender(s, h) ? undefined : { actor: dealer, command: { type: 'settle' } };
    }
    case 'betting':
    case 'setting':
      return undefined;
  }
}

export const formatSetting = (t: ThreeHands): string =>
  `${formatCards(t.high)} | ${formatCards(t.medium)} | ${formatCards(t.low)}`;
