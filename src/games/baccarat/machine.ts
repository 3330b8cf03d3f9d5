/**
 * The baccarat family as a state machine: decide(state, actor, command) returns events or a rejection;
 * evolve(state, event) applies one event. Every rule that moves a card or a chip cites its clause.
 */
import type { Card } from '../../core/cards.js';
import type { Citation } from '../../core/citation.js';
import type { Cents } from '../../core/money.js';
import { formatOdds, winnings as oddsWinnings } from '../../core/odds.js';
import { err, ok, reject, type Rejection, type Result } from '../../core/result.js';
import { coverIsNext, cutStack, draw, loadShoe, remaining, type Shoe } from '../../core/shoe.js';
import type { Actor, DecideContext } from '../../engine/game.js';
import {
  buyIn,
  decideSit,
  seatOf,
  seatPlayer,
  unseat,
  updateSeat,
  wagerOf,
  withoutWager,
} from '../../engine/seating.js';
import type { Command } from './commands.js';
import type { BaccaratOptions } from './options.js';
import { automatedCut, burnCount, cutRange, MIN_LAST_HAND_DEPTH, shuffledStack } from './procedure.js';
import { citeIn, PROFILES, type GameId, type Profile } from './profile.js';
import {
  bankerDraws,
  bankerRule,
  BANKER_RULE_CLAUSE,
  coupResult,
  decideWager,
  playerDraws,
  pointCount,
  pointValue,
  VIGORISH_PERCENT,
  WAGER_CLAUSE,
  WAGER_KINDS,
  type CoupResult,
  type Decision,
  type WagerKind,
} from './rules.js';
import type { BaccaratState, Event, Hand, HandName, SeatState, Squeeze, Wager } from './state.js';

type Decided = Result<Event[], Rejection>;

export const profileOf = (s: BaccaratState): Profile => PROFILES[s.game];

export function initialState(game: GameId, options: BaccaratOptions, automated = false): BaccaratState {
  return {
    game,
    options,
    automated,
    round: 0,
    phase: { kind: 'needs-shuffle' },
    seats: [],
    wagers: [],
    stack: null,
    shoe: null,
    held: [],
    discards: 0,
    burnExposed: null,
    batch: null,
    shoesDealt: 0,
    lastHand: false,
    coup: null,
    houseMoney: { settled: false, due: [] },
    squeeze: null,
    curator: null,
    lastCurator: null,
    shoeOffer: null,
    house: 0,
    buyIns: 0,
    cashOuts: 0,
    shufflerOut: false,
  };
}

// ---------------------------------------------------------------------------------------------
// Derived facts
// ---------------------------------------------------------------------------------------------

/** Seats in counter-clockwise order starting after `from` (seat 1 sits at the dealer's right). */
function counterClockwiseAfter(seats: readonly number[], from: number): number[] {
  const sorted = [...seats].sort((a, b) => a - b);
  return [...sorted.filter((x) => x > from), ...sorted.filter((x) => x <= from)];
}

export type DealingStep =
  | { readonly kind: 'deal' }
  | { readonly kind: 'reveal'; readonly hand: HandName; readonly by: number | 'dealer' }
  | { readonly kind: 'settle-house-money' }
  | { readonly kind: 'house-money-choice'; readonly seats: readonly number[] }
  | { readonly kind: 'draw-third'; readonly hand: HandName }
  | { readonly kind: 'settle' };

const initialCounts = (coup: { player: Hand; banker: Hand }): [number, number] => [
  pointCount(coup.player.cards.slice(0, 2)),
  pointCount(coup.banker.cards.slice(0, 2)),
];

/** The next step of the deal, derived from the cards on the layout (nothing here is stored twice). */
export function dealingStep(s: BaccaratState): DealingStep {
  const coup = s.coup;
  if (!coup) return { kind: 'deal' };
  const holder = (hand: HandName): number | 'dealer' => s.squeeze?.[hand] ?? 'dealer';
  for (const hand of ['player', 'banker'] as const) {
    if (coup[hand].faceUp.slice(0, 2).some((up) => !up)) return { kind: 'reveal', hand, by: holder(hand) };
  }
  if (!s.houseMoney.settled && s.wagers.some((w) => w.kind === 'house-money'))
    return { kind: 'settle-house-money' };
  if (s.houseMoney.due.length)
    return { kind: 'house-money-choice', seats: s.houseMoney.due.map((d) => d.seat) };
  const [p2, b2] = initialCounts(coup);
  if (coup.player.cards.length === 2 && playerDraws(p2, b2)) return { kind: 'draw-third', hand: 'player' };
  if (coup.player.faceUp[2] === false) return { kind: 'reveal', hand: 'player', by: holder('player') };
  const third = coup.player.cards[2];
  if (coup.banker.cards.length === 2 && bankerDraws(p2, b2, third === undefined ? null : pointValue(third))) {
    return { kind: 'draw-third', hand: 'banker' };
  }
  if (coup.banker.faceUp[2] === false) return { kind: 'reveal', hand: 'banker', by: holder('banker') };
  return { kind: 'settle' };
}

/** Third cards are dealt face down to the squeezing player (629a.8(c)(4),(5); 631a.9(d)); face up otherwise. */
const thirdCardFaceUp = (s: BaccaratState): boolean => s.options.dealing !== 'squeeze';

/** Cards for the next draw: held cards first (…13(a),(b)), then the shoe. */
function take(s: BaccaratState, n: number): { cards: Card[]; fromHeld: number; shoe: Shoe } | undefined {
  const fromHeld = Math.min(n, s.held.length);
  const shoe = s.shoe;
  if (!shoe) return undefined;
  const drawn = draw(shoe, n - fromHeld);
  if (!drawn) return undefined;
  return { cards: [...s.held.slice(0, fromHeld), ...drawn.cards], fromHeld, shoe: drawn.shoe };
}

/** The squeeze: the highest wager on each hand, ties to the seat closest to the dealer counter-clockwise. */
function squeezeHolders(s: BaccaratState): Squeeze | null {
  if (s.options.dealing !== 'squeeze') return null;
  const highest = (kind: 'player' | 'banker'): number | null => {
    const ws = s.wagers.filter((w) => w.kind === kind).sort((a, b) => b.amount - a.amount || a.seat - b.seat);
    return ws[0]?.seat ?? null;
  };
  return { player: highest('player'), banker: highest('banker'), passed: { player: [], banker: [] } };
}

/** Vigorish on `won` cents (…12(c)); rounded up to 25 cents where elected, else down to the cent (README ruling R2). */
export function vigorishOn(won: Cents, roundUpTo25Cents: boolean): Cents {
  const exact = (won * VIGORISH_PERCENT) / 100;
  if (roundUpTo25Cents) return Math.max(25, Math.ceil(exact / 25) * 25);
  return Math.floor(exact);
}

// ---------------------------------------------------------------------------------------------
// decide
// ---------------------------------------------------------------------------------------------

export function decide(s: BaccaratState, actor: Actor, c: Command, ctx: DecideContext): Decided {
  const p = profileOf(s);
  const cite = (key: Parameters<typeof citeIn>[1], clause = ''): Citation => citeIn(p, key, clause);
  const dealerOnly = (): Decided | undefined =>
    actor.role === 'dealer' || actor.role === 'system'
      ? undefined
      : reject('not_permitted', `only the dealer may ${c.type.replaceAll('-', ' ')}`);
  const playerSeat = (): Result<SeatState, Rejection> => {
    if (actor.role !== 'player' || actor.seat === undefined) {
      return reject('not_permitted', `${c.type} is a player's action and needs the player's seat`);
    }
    const seat = seatOf(s, actor.seat);
    return seat ? ok(seat) : reject('seat_empty', `seat ${actor.seat} is not occupied`);
  };

  switch (c.type) {
    case 'sit':
      return decideSit(s, actor, c, { count: s.options.seats, citation: cite('table', '(a)') });
    case 'buy-in': {
      const seat = playerSeat();
      if (!seat.ok) return seat;
      return ok([{ type: 'bought-in', seat: seat.value.seat, amount: c.amount }]);
    }
    case 'leave': {
      const seat = playerSeat();
      if (!seat.ok) return seat;
      if (s.wagers.some((w) => w.seat === seat.value.seat) && s.phase.kind === 'dealing') {
        return reject(
          'wager_in_play',
          'a player with a wager in the round in play stays until it is settled',
        );
      }
      const events: Event[] = [];
      // Wagers placed for a round not yet dealt are returned before the player leaves.
      for (const w of s.wagers.filter((x) => x.seat === seat.value.seat)) {
        events.push({
          type: 'wager-withdrawn',
          seat: w.seat,
          kind: w.kind,
          amount: w.amount,
          citation: cite('wagers', '(c)'),
        });
      }
      const owed = seat.value.vigorishOwed;
      if (owed > 0) {
        events.push({
          type: 'vigorish-collected',
          seat: seat.value.seat,
          amount: owed,
          citation: cite('payout', '(d)(2)(i)'),
        });
      }
      const chips =
        seat.value.chips +
        s.wagers.filter((w) => w.seat === seat.value.seat).reduce((a, w) => a + w.amount, 0) -
        owed;
      events.push({ type: 'left', seat: seat.value.seat, chips });
      return ok(events);
    }
    case 'shuffle': {
      const denied = dealerOnly();
      if (denied) return denied;
      if (s.phase.kind !== 'needs-shuffle') {
        return reject(
          'shoe_in_play',
          'the cards are reshuffled only when the shoe is finished',
          cite('shuffle', '(a)'),
        );
      }
      const events: Event[] = [];
      // Outstanding vigorish is collected before the cards are reshuffled (…12(d)(2)(i)).
      for (const seat of s.seats) {
        if (seat.vigorishOwed > 0) {
          events.push({
            type: 'vigorish-collected',
            seat: seat.seat,
            amount: seat.vigorishOwed,
            citation: cite('payout', '(d)(2)(i)'),
          });
        }
      }
      const twoBatch = s.options.shuffler === 'automated-two-batch' && !s.shufflerOut;
      const batch = twoBatch ? (s.batch === 'A' ? 'B' : 'A') : null;
      const stack = shuffledStack(s.options.decks, ctx.rng);
      events.push({
        type: 'shuffled',
        stack,
        batch,
        newDecks: p.newDecksEveryShoe,
        source: ctx.rng.kind,
        citation: twoBatch
          ? cite('decks', '(b)(4)')
          : p.newDecksEveryShoe
            ? cite('decks', '(b)')
            : cite('shuffle', '(a)'),
      });
      const offer = cutOffer(s);
      events.push({ type: 'cut-offered', offer, citation: cite('shuffle', '(b)') });
      return ok(events);
    }
    case 'decline-cut': {
      if (s.phase.kind !== 'cut') return reject('no_cut_offered', 'the cut is not being offered');
      const offered = s.phase.offer[s.phase.next];
      if (offered === undefined || actor.role !== 'player' || actor.seat !== offered) {
        return reject(
          'not_your_turn',
          `the cut is offered to ${offered === undefined ? 'the dealer' : `seat ${offered}`}`,
          cite('shuffle', '(b)'),
        );
      }
      return ok([{ type: 'cut-declined', seat: offered, citation: cite('shuffle', '(b)') }]);
    }
    case 'cut': {
      if (s.phase.kind !== 'cut' || !s.stack)
        return reject('no_cut_offered', 'there is no shuffled stack to cut');
      const offered = s.phase.offer[s.phase.next];
      const by: number | 'dealer' = offered ?? 'dealer';
      const mayCut =
        offered === undefined
          ? actor.role === 'dealer' || actor.role === 'system'
          : actor.role === 'player' && actor.seat === offered;
      if (!mayCut) {
        return reject(
          'not_your_turn',
          `the cut is offered to ${offered === undefined ? 'the dealer' : `seat ${offered}`}`,
          cite('shuffle', '(b)'),
        );
      }
      const n = s.stack.length;
      let position = c.position;
      let lastHandFromBottom = c.lastHandFromBottom;
      if (position === undefined || lastHandFromBottom === undefined) {
        if (!(s.automated && by === 'dealer')) {
          return reject(
            'cut_position_required',
            'a cut names the position of the cover card and of the last-hand card',
          );
        }
        const auto = automatedCut(n, ctx.rng);
        position ??= auto.position;
        lastHandFromBottom ??= auto.lastHandFromBottom;
      }
      const range = cutRange(n);
      if (position < range.min || position > range.max) {
        return reject(
          'cut_too_shallow',
          `the cover card goes at least ${range.min} cards in from the top or the bottom (${range.min} to ${range.max})`,
          cite('shuffle', '(c)'),
        );
      }
      if (lastHandFromBottom < MIN_LAST_HAND_DEPTH || lastHandFromBottom > n - MIN_LAST_HAND_DEPTH) {
        return reject(
          'last_hand_card_too_low',
          `the second cover card goes at least ${MIN_LAST_HAND_DEPTH} cards above the bottom`,
          cite('shuffle', '(d)'),
        );
      }
      return ok([{ type: 'cut', by, position, lastHandFromBottom, citation: cite('shuffle', '(c)') }]);
    }
    case 'order-recut': {
      if (actor.role !== 'floorperson')
        return reject(
          'not_permitted',
          'a recut is ordered by a floorperson or above',
          cite('shuffle', '(e)'),
        );
      if (s.phase.kind !== 'needs-burn' || !s.shoe) {
        return reject(
          'recut_too_late',
          'a recut may be ordered only before play begins with the cut stack',
          cite('shuffle', '(e)'),
        );
      }
      return ok([{ type: 'recut-ordered', citation: cite('shuffle', '(e)') }]);
    }
    case 'burn': {
      const denied = dealerOnly();
      if (denied) return denied;
      if (s.phase.kind !== 'needs-burn' || !s.shoe)
        return reject('nothing_to_burn', 'the burn comes after the cut, before play');
      const first = draw(s.shoe, 1);
      if (!first) return reject('insufficient_cards', 'the shoe is empty');
      const exposed = first.cards[0] as Card;
      const rest = draw(first.shoe, burnCount(exposed) - 1);
      if (!rest) return reject('insufficient_cards', 'not enough cards to burn');
      const events: Event[] = [
        { type: 'burned', exposed, burned: rest.cards, citation: cite('shuffle', '(f)') },
      ];
      if (p.curator && s.seats.length) {
        const order = s.seats.map((x) => x.seat).sort((a, b) => a - b);
        events.push({ type: 'shoe-offered', order, citation: cite('curator', '(b)') });
      } else if (p.curator) {
        events.push({ type: 'curator', curator: 'dealer', citation: cite('curator', '(c)') });
      }
      return ok(events);
    }
    case 'accept-shoe':
    case 'decline-shoe': {
      const offer = s.shoeOffer;
      const offered = offer?.order[offer.next];
      if (!offer || offered === undefined) return reject('no_shoe_offered', 'the shoe is not being offered');
      if (actor.role !== 'player' || actor.seat !== offered) {
        return reject('not_your_turn', `the shoe is offered to seat ${offered}`, cite('curator', '(b)'));
      }
      if (c.type === 'decline-shoe') {
        const events: Event[] = [{ type: 'shoe-declined', seat: offered, citation: cite('curator', '(b)') }];
        if (offer.next + 1 >= offer.order.length)
          events.push({ type: 'curator', curator: 'dealer', citation: cite('curator', '(c)') });
        return ok(events);
      }
      return ok([
        {
          type: 'curator',
          curator: c.designateDealer ? 'dealer' : offered,
          citation: cite('curator', c.designateDealer ? '(c)' : '(b)'),
        },
      ]);
    }
    case 'pass-shoe': {
      const seat = playerSeat();
      if (!seat.ok) return seat;
      if (s.curator !== seat.value.seat)
        return reject('not_curator', 'only the curator may pass the shoe', cite('newCurator', '(a)'));
      if (s.phase.kind !== 'betting' || s.wagers.length) {
        return reject('round_in_play', 'the shoe is passed between rounds', cite('newCurator', '(a)'));
      }
      return ok(offerShoeFrom(s, seat.value.seat, cite('newCurator', '(c)')));
    }
    case 'place-wager': {
      const seat = playerSeat();
      if (!seat.ok) return seat;
      if (s.phase.kind === 'dealing') {
        return reject(
          'wager_after_no_more_bets',
          'a wager may not be made or increased after "no more bets"',
          cite('wagers', '(c)'),
        );
      }
      if (s.phase.kind !== 'betting')
        return reject('betting_closed', 'wagers are accepted once the shoe is in play');
      const offeredWhy = wagerNotOffered(s.options, c.kind);
      if (offeredWhy) return reject('wager_not_offered', offeredWhy, cite('wagers', WAGER_CLAUSE[c.kind]));
      const limit = s.options.limits[c.kind];
      const total = (wagerOf(s, seat.value.seat, c.kind)?.amount ?? 0) + c.amount;
      if (total < limit.min)
        return reject(
          'below_table_minimum',
          `the ${c.kind} minimum is ${limit.min} cents`,
          '§ 601a.2' as Citation,
        );
      if (total > limit.max)
        return reject(
          'above_table_maximum',
          `the ${c.kind} maximum is ${limit.max} cents`,
          '§ 601a.2' as Citation,
        );
      if (seat.value.chips - c.amount < seat.value.vigorishOwed) {
        return reject('insufficient_chips', `seat ${seat.value.seat} has ${seat.value.chips} cents in chips`);
      }
      return ok([
        {
          type: 'wager-placed',
          seat: seat.value.seat,
          kind: c.kind,
          amount: c.amount,
          citation: cite('wagers', '(b)'),
        },
      ]);
    }
    case 'withdraw-wager': {
      const seat = playerSeat();
      if (!seat.ok) return seat;
      if (s.phase.kind === 'dealing') {
        return reject(
          'wager_after_no_more_bets',
          'a wager may not be withdrawn after "no more bets"',
          cite('wagers', '(c)'),
        );
      }
      const w = wagerOf(s, seat.value.seat, c.kind);
      if (!w) return reject('no_such_wager', `seat ${seat.value.seat} has no ${c.kind} wager`);
      return ok([
        {
          type: 'wager-withdrawn',
          seat: w.seat,
          kind: w.kind,
          amount: w.amount,
          citation: cite('wagers', '(c)'),
        },
      ]);
    }
    case 'no-more-bets': {
      const denied = dealerOnly();
      if (denied) return denied;
      if (s.phase.kind !== 'betting') return reject('not_betting', 'betting is not open');
      if (!s.wagers.length) return reject('no_wagers', 'there is no wager on the layout');
      if (s.shoeOffer)
        return reject(
          'no_curator',
          'the shoe has not been accepted by a curator yet',
          cite('curator', '(b)'),
        );
      return ok([{ type: 'no-more-bets', citation: cite('dealing', '(b)') }]);
    }
    case 'deal':
    case 'draw-third':
    case 'reveal':
    case 'settle-house-money':
    case 'settle':
      return decideDealing(s, actor, c, p, cite);
    case 'house-money-choice': {
      const seat = playerSeat();
      if (!seat.ok) return seat;
      const due = s.houseMoney.due.find((d) => d.seat === seat.value.seat);
      if (!due)
        return reject('no_house_money_payout', 'there is no House Money payout waiting for this seat');
      if (c.choice === 'take') {
        return ok([
          {
            type: 'house-money-choice',
            seat: due.seat,
            choice: 'take',
            added: 0,
            paid: due.payout,
            citation: cite('dealing', p.clauses.houseMoney),
          },
        ]);
      }
      if (!wagerOf(s, due.seat, c.choice)) {
        return reject(
          'no_original_wager',
          `the payout can be added only to the player's own wager on the ${c.choice === 'player' ? "Player's" : "Banker's"} Hand`,
          cite('dealing', p.clauses.houseMoney),
        );
      }
      const added = Math.floor((due.payout * s.options.houseMoney.addPortionPercent) / 100);
      return ok([
        {
          type: 'house-money-choice',
          seat: due.seat,
          choice: c.choice,
          added,
          paid: due.payout - added,
          citation: cite('dealing', p.clauses.houseMoney),
        },
      ]);
    }
    case 'relinquish':
    case 'require-relinquish': {
      if (!s.squeeze || s.phase.kind !== 'dealing')
        return reject('no_squeeze', 'no player holds the right to turn the cards');
      const holder = s.squeeze[c.hand];
      if (holder === null) return reject('no_squeeze', 'the dealer turns these cards');
      if (c.type === 'relinquish' && !(actor.role === 'player' && actor.seat === holder)) {
        return reject('not_permitted', 'only the player holding the cards may relinquish them');
      }
      if (c.type === 'require-relinquish' && actor.role !== 'dealer' && actor.role !== 'floorperson') {
        return reject(
          'not_permitted',
          'the dealer or floorperson requires a relinquishment for unreasonable delay',
          cite('dealing', '(d)'),
        );
      }
      const passed = [...s.squeeze.passed[c.hand], holder];
      const next =
        counterClockwiseAfter(
          s.seats.map((x) => x.seat),
          holder,
        ).find((x) => !passed.includes(x)) ?? null;
      return ok([
        {
          type: 'squeeze-passed',
          hand: c.hand,
          from: holder,
          to: next,
          citation: cite('dealing', p.id === 'baccarat' ? '(f)' : '(d)'),
        },
      ]);
    }
    case 'collect-vigorish': {
      const denied = dealerOnly();
      if (denied) return denied;
      const seat = seatOf(s, c.seat);
      if (!seat || seat.vigorishOwed === 0)
        return reject('no_vigorish_owed', `seat ${c.seat} owes no vigorish`);
      return ok([
        {
          type: 'vigorish-collected',
          seat: c.seat,
          amount: seat.vigorishOwed,
          citation: cite('payout', '(d)(2)'),
        },
      ]);
    }
    case 'card-drawn-in-error': {
      const denied = dealerOnly();
      if (denied) return denied;
      const t = s.shoe && draw(s.shoe, 1);
      if (!t || s.phase.kind === 'needs-shuffle' || s.phase.kind === 'cut')
        return reject('no_shoe', 'no card can be drawn');
      return ok([
        { type: 'card-held', card: t.cards[0] as Card, citation: cite('irregularities', '(a)') },
        ...coverEvents(s, t.shoe, cite),
      ]);
    }
    case 'card-exposed': {
      const denied = dealerOnly();
      if (denied) return denied;
      if (s.phase.kind !== 'betting' && s.phase.kind !== 'dealing')
        return reject('no_shoe', 'no round is in progress');
      return simulatedRound(s, cite('irregularities', '(d)'), cite);
    }
    case 'third-card-in-error':
      return thirdCardInError(s, actor, c.disclosed, cite);
    case 'void-round': {
      if (actor.role !== 'floorperson')
        return reject('not_permitted', 'a floorperson or above voids a round');
      if (s.phase.kind !== 'dealing') return reject('no_round', 'no round is being dealt');
      return ok(voidRound(s, `voided by the floorperson: ${c.reason}`, cite('irregularities')));
    }
    case 'shuffler-malfunction': {
      if (actor.role !== 'floorperson')
        return reject('not_permitted', 'a floorperson records a shuffler malfunction');
      if (s.options.shuffler !== 'automated-two-batch')
        return reject('no_shuffler', 'this table has no automated shuffler');
      return ok([{ type: 'shuffler-malfunction', citation: cite('shuffle', '(a)') }]);
    }
  }
}

function wagerNotOffered(o: BaccaratOptions, kind: WagerKind): string | undefined {
  if ((kind === 'dragon-bonus-player' || kind === 'dragon-bonus-banker') && o.dragonBonus === null) {
    return 'this table does not offer the Dragon Bonus Wager';
  }
  if (kind === 'dragon-7-insurance' && !(o.ez && o.dragon7Insurance)) {
    return 'the Dragon 7 Insurance Wager is offered only at an EZ Baccarat table that elects it';
  }
  if (kind === 'house-money' && !o.houseMoney.offered)
    return 'this table does not offer the House Money Wager';
  return undefined;
}

/** …5(b): highest-numbered seat first, then clockwise (descending); Baccarat reshuffles start with the last curator. */
function cutOffer(s: BaccaratState): number[] {
  const seats = s.seats.map((x) => x.seat).sort((a, b) => b - a);
  if (profileOf(s).curator && s.lastCurator !== null && s.shoesDealt > 0 && seats.includes(s.lastCurator)) {
    const i = seats.indexOf(s.lastCurator);
    return [...seats.slice(i), ...seats.slice(0, i)];
  }
  return seats;
}

function offerShoeFrom(s: BaccaratState, from: number, citation: Citation): Event[] {
  const order = counterClockwiseAfter(
    s.seats.map((x) => x.seat),
    from,
  ).filter((x) => x !== from);
  return order.length
    ? [{ type: 'shoe-offered', order, citation }]
    : [{ type: 'curator', curator: 'dealer', citation }];
}

function coverEvents(s: BaccaratState, after: Shoe, cite: (k: 'thirdCard', c: string) => Citation): Event[] {
  return s.shoe && !s.shoe.coverOut && after.coverOut
    ? [{ type: 'cover-card', lastHand: true, citation: cite('thirdCard', profileOf(s).clauses.coverCard) }]
    : [];
}

type CiteFn = (key: Parameters<typeof citeIn>[1], clause?: string) => Citation;

function decideDealing(
  s: BaccaratState,
  actor: Actor,
  c: Extract<Command, { type: 'deal' | 'draw-third' | 'reveal' | 'settle-house-money' | 'settle' }>,
  p: Profile,
  cite: CiteFn,
): Decided {
  if (s.phase.kind !== 'dealing')
    return reject('not_dealing', 'announce "no more bets" before dealing', cite('dealing', '(b)'));
  const step = dealingStep(s);
  const dealsCards = c.type === 'deal' || c.type === 'draw-third';
  // Baccarat: the curator deals under the caller's instructions (631a.9); everywhere else the dealer.
  const dealer: number | 'dealer' = p.curator && s.curator !== null ? s.curator : 'dealer';
  const isActor = (who: number | 'dealer'): boolean =>
    who === 'dealer'
      ? actor.role === 'dealer' || actor.role === 'system'
      : actor.role === 'player' && actor.seat === who;
  if (dealsCards && !isActor(dealer)) {
    return reject(
      'not_permitted',
      dealer === 'dealer' ? 'the dealer deals the cards' : `the curator (seat ${dealer}) deals the cards`,
      p.curator ? cite('curator') : cite('dealing', '(c)'),
    );
  }
  if (step.kind === 'house-money-choice') {
    return reject('awaiting_players', `waiting for the House Money choice of seat ${step.seats.join(', ')}`);
  }
  if (c.type === 'draw-third' && !(step.kind === 'draw-third' && step.hand === c.hand)) {
    const why =
      step.kind === 'draw-third'
        ? "the Player's Hand is dealt its third card first"
        : `no third card is authorised for the ${c.hand === 'player' ? "Player's" : "Banker's"} Hand; the next step is ${describeStep(step)}`;
    return reject('third_card_not_authorised', why, cite('drawRules'));
  }
  if (step.kind !== c.type) return reject('out_of_order', `the next step is ${describeStep(step)}`);
  const coup = s.coup;
  switch (step.kind) {
    case 'deal': {
      const t = take(s, 4);
      if (!t)
        return ok(voidRound(s, 'insufficient cards to complete the round', cite('irregularities', '(e)')));
      const [c1, c2, c3, c4] = t.cards as [Card, Card, Card, Card];
      const faceUp = s.options.dealing === 'face-up';
      return ok([
        {
          type: 'cards-dealt',
          player: [c1, c3],
          banker: [c2, c4],
          faceUp,
          fromHeld: t.fromHeld,
          squeeze: squeezeHolders(s),
          citation: cite('dealing', '(c)'),
        },
        ...coverEvents(s, t.shoe, cite),
      ]);
    }
    case 'reveal': {
      if (c.type !== 'reveal' || c.hand !== step.hand)
        return reject('out_of_order', `the next step is ${describeStep(step)}`);
      if (!isActor(step.by)) {
        return reject(
          'not_permitted',
          step.by === 'dealer' ? 'the dealer turns these cards' : `seat ${step.by} turns these cards`,
          cite('dealing', p.clauses.reveal),
        );
      }
      const clause =
        p.id === 'baccarat' && s.options.dealing !== 'squeeze'
          ? cite('thirdCard', '(a)')
          : cite('dealing', p.clauses.reveal);
      return ok([{ type: 'hand-revealed', hand: step.hand, by: step.by, citation: clause }]);
    }
    case 'settle-house-money': {
      if (!(actor.role === 'dealer' || actor.role === 'system'))
        return reject('not_permitted', 'the dealer settles House Money');
      return ok(settleHouseMoney(s, p, cite));
    }
    case 'draw-third': {
      const t = take(s, 1);
      if (!t || !coup)
        return ok(voidRound(s, 'insufficient cards to complete the round', cite('irregularities', '(e)')));
      const [p2, b2] = initialCounts(coup);
      const rule =
        step.hand === 'player'
          ? 'player-draws'
          : bankerRule(p2, b2, coup.player.cards[2] === undefined ? null : pointValue(coup.player.cards[2]));
      const citation =
        step.hand === 'player'
          ? cite('drawRules', '(b)(1)')
          : cite('drawRules', BANKER_RULE_CLAUSE[rule as keyof typeof BANKER_RULE_CLAUSE]);
      return ok([
        {
          type: 'third-card',
          hand: step.hand,
          card: t.cards[0] as Card,
          faceUp: thirdCardFaceUp(s),
          fromHeld: t.fromHeld === 1,
          rule,
          citation,
        },
        ...coverEvents(s, t.shoe, cite),
      ]);
    }
    case 'settle':
      if (!(actor.role === 'dealer' || actor.role === 'system'))
        return reject('not_permitted', 'the dealer settles the wagers');
      return ok(settle(s, p, cite));
  }
}

export function describeStep(step: DealingStep): string {
  switch (step.kind) {
    case 'deal':
      return 'to deal the initial four cards';
    case 'reveal':
      return `for ${step.by === 'dealer' ? 'the dealer' : `seat ${step.by}`} to turn the ${step.hand === 'player' ? "Player's" : "Banker's"} Hand`;
    case 'settle-house-money':
      return 'to settle the House Money Wagers';
    case 'house-money-choice':
      return `the House Money choice of seat ${step.seats.join(', ')}`;
    case 'draw-third':
      return `a third card to the ${step.hand === 'player' ? "Player's" : "Banker's"} Hand`;
    case 'settle':
      return 'to settle the wagers';
  }
}

/** House Money (2013 proposal): from the dealer's right counter-clockwise, i.e. ascending seats (README ruling R1). */
function settleHouseMoney(s: BaccaratState, p: Profile, cite: CiteFn): Event[] {
  const coup = s.coup as { player: Hand; banker: Hand };
  const r = coupResult({ player: coup.player.cards.slice(0, 2), banker: coup.banker.cards.slice(0, 2) });
  const events: Event[] = [];
  const hm = s.wagers.filter((w) => w.kind === 'house-money').sort((a, b) => a.seat - b.seat);
  for (const w of hm) {
    const d = decideWager('house-money', r, payRules(s.options));
    if (d.outcome !== 'win') {
      events.push({
        type: 'wager-settled',
        seat: w.seat,
        kind: w.kind,
        outcome: 'lose',
        amount: w.amount,
        winnings: 0,
        citation: cite('wagers', d.clause),
      });
      continue;
    }
    const won = oddsWinnings(w.amount, d.odds);
    events.push({
      type: 'wager-settled',
      seat: w.seat,
      kind: w.kind,
      outcome: 'win',
      amount: w.amount,
      winnings: won,
      odds: formatOdds(d.odds),
      citation: cite('payout', p.clauses.houseMoneyOdds),
    });
    // The payout waits in the dealer's hands for the player's choice when an original wager can take it.
    const canAdd = wagerOf(s, w.seat, 'player') || wagerOf(s, w.seat, 'banker');
    events.push(
      canAdd
        ? {
            type: 'house-money-due',
            seat: w.seat,
            payout: won,
            citation: cite('dealing', p.clauses.houseMoney),
          }
        : {
            type: 'house-money-choice',
            seat: w.seat,
            choice: 'take',
            added: 0,
            paid: won,
            citation: cite('dealing', p.clauses.houseMoney),
          },
    );
  }
  return events;
}

export const payRules = (
  o: BaccaratOptions,
): { ez: boolean; tieOdds: BaccaratOptions['tieOdds']; dragonBonusPaytable: 'A' | 'B' | 'C' } => ({
  ez: o.ez,
  tieOdds: o.tieOdds,
  dragonBonusPaytable: o.dragonBonus ?? 'A',
});

const KIND_ORDER = new Map(WAGER_KINDS.map((k, i) => [k, i]));

/** The payout subsection for a winning wager, so the citation names where its odds come from. */
function payoutClause(p: Profile, kind: WagerKind): string {
  switch (kind) {
    case 'player':
      return '(a)';
    case 'tie':
      return '(b)';
    case 'banker':
      return '(c)';
    case 'dragon-bonus-player':
    case 'dragon-bonus-banker':
      return '(e)';
    case 'dragon-7-insurance':
      return '(f)';
    case 'house-money':
      return p.clauses.houseMoneyOdds;
  }
}

/** …11: announce, collect losers, then from the highest seat down mark/collect vigorish and pay (631a: pay first). */
function settle(s: BaccaratState, p: Profile, cite: CiteFn): Event[] {
  const coup = s.coup as { player: Hand; banker: Hand };
  const r = coupResult({ player: coup.player.cards, banker: coup.banker.cards });
  const events: Event[] = [
    {
      type: 'result',
      playerPoints: r.playerPoints,
      bankerPoints: r.bankerPoints,
      winner: r.winner,
      dragon7: r.dragon7,
      announcement: announcement(r, s.options.ez),
      citation: cite('settlement', '(a)'),
    },
  ];
  const rules = payRules(s.options);
  const main = s.wagers
    .filter((w) => w.kind !== 'house-money')
    .sort((a, b) => b.seat - a.seat || (KIND_ORDER.get(a.kind) ?? 0) - (KIND_ORDER.get(b.kind) ?? 0));
  const decided = main.map((w) => ({ w, d: decideWager(w.kind, r, rules) }));
  for (const { w, d } of decided) {
    if (d.outcome === 'lose') {
      events.push({
        type: 'wager-settled',
        seat: w.seat,
        kind: w.kind,
        outcome: 'lose',
        amount: w.amount,
        winnings: 0,
        citation: cite('wagers', d.clause),
      });
    }
  }
  const seatsDescending = [...new Set(decided.filter((x) => x.d.outcome !== 'lose').map((x) => x.w.seat))];
  for (const seat of seatsDescending) {
    const mine = decided.filter((x) => x.w.seat === seat && x.d.outcome !== 'lose');
    const pay: Event[] = mine.map(({ w, d }) => settledEvent(w, d, p, cite));
    let vig = 0;
    for (const { w, d } of mine)
      if (d.outcome === 'win' && d.vigorish)
        vig += vigorishOn(oddsWinnings(w.amount, d.odds), s.options.vigorish.roundUpTo25Cents);
    const vigEvents: Event[] = [];
    if (vig > 0) {
      const owedBefore = seatOf(s, seat)?.vigorishOwed ?? 0;
      vigEvents.push(
        s.options.vigorish.collection === 'at-payout'
          ? { type: 'vigorish-collected', seat, amount: vig, citation: cite('payout', '(d)(1)') }
          : {
              type: 'vigorish-marked',
              seat,
              amount: vig,
              owed: owedBefore + vig,
              citation: cite('payout', '(d)(2)(ii)'),
            },
      );
    }
    events.push(...(p.vigorishBeforePay ? [...vigEvents, ...pay] : [...pay, ...vigEvents]));
  }
  events.push(...roundComplete(s, p, cite, r));
  return events;
}

function settledEvent(w: Wager, d: Decision, p: Profile, cite: CiteFn): Event {
  if (d.outcome === 'win') {
    return {
      type: 'wager-settled',
      seat: w.seat,
      kind: w.kind,
      outcome: 'win',
      amount: w.amount,
      winnings: oddsWinnings(w.amount, d.odds),
      odds: formatOdds(d.odds),
      citation: cite('payout', payoutClause(p, w.kind)),
    };
  }
  return {
    type: 'wager-settled',
    seat: w.seat,
    kind: w.kind,
    outcome: d.outcome,
    amount: w.amount,
    winnings: 0,
    citation: cite('wagers', d.clause),
  };
}

function announcement(r: CoupResult, ez: boolean): string {
  const counts = `Player ${r.playerPoints}, Banker ${r.bankerPoints}`;
  if (r.winner === 'tie') return `${counts}: tie hand`;
  if (ez && r.dragon7) return `${counts}: Dragon 7`;
  return `${counts}: ${r.winner === 'player' ? 'Player' : 'Banker'} wins`;
}

function roundComplete(s: BaccaratState, p: Profile, cite: CiteFn, r: CoupResult | null): Event[] {
  const coup = s.coup;
  const discarded = coup ? coup.player.cards.length + coup.banker.cards.length : 0;
  const shoeFinished = s.lastHand;
  const events: Event[] = [
    {
      type: 'round-complete',
      discarded,
      shoeFinished,
      citation: cite('settlement', p.id === 'baccarat' ? '(c)' : '(c)'),
    },
  ];
  // 631a.14(a): the curator must pass the shoe when the Banker's Hand loses (not on a tie or a Dragon 7 push).
  if (p.curator && typeof s.curator === 'number' && r?.winner === 'player' && !shoeFinished) {
    events.push(...offerShoeFrom(s, s.curator, cite('newCurator', '(a)')));
  }
  return events;
}

/** …13(e) and floor voids: every wager still on the layout is returned, and the shoe is finished. */
function voidRound(s: BaccaratState, reason: string, citation: Citation): Event[] {
  const events: Event[] = [{ type: 'round-voided', reason, citation }];
  for (const d of s.houseMoney.due) {
    events.push({
      type: 'house-money-choice',
      seat: d.seat,
      choice: 'take',
      added: 0,
      paid: d.payout,
      citation,
    });
  }
  for (const w of s.wagers) {
    events.push({
      type: 'wager-settled',
      seat: w.seat,
      kind: w.kind,
      outcome: 'push',
      amount: w.amount,
      winnings: 0,
      citation,
    });
  }
  const discarded = s.coup ? s.coup.player.cards.length + s.coup.banker.cards.length : 0;
  events.push({ type: 'round-complete', discarded, shoeFinished: true, citation });
  return events;
}

/** …13(d) (and (c)(2)): the exposed card starts a simulated round with no wagers, dealt out and discarded. */
function simulatedRound(s: BaccaratState, citation: Citation, cite: CiteFn): Decided {
  const t = take(s, 6);
  const avail = t ?? (s.shoe ? take(s, remaining(s.shoe) + s.held.length) : undefined);
  if (!avail || avail.cards.length < 4)
    return reject(
      'insufficient_cards',
      'not enough cards for a simulated round',
      cite('irregularities', '(e)'),
    );
  const [c1, c2, c3, c4] = avail.cards as [Card, Card, Card, Card];
  const player = [c1, c3];
  const banker = [c2, c4];
  let i = 4;
  const p2 = pointCount(player);
  const b2 = pointCount(banker);
  if (playerDraws(p2, b2)) player.push(avail.cards[i++] as Card);
  const third = player[2];
  if (bankerDraws(p2, b2, third === undefined ? null : pointValue(third)))
    banker.push(avail.cards[i++] as Card);
  if (avail.cards.length < i)
    return reject(
      'insufficient_cards',
      'not enough cards for a simulated round',
      cite('irregularities', '(e)'),
    );
  const used = take(s, i) as NonNullable<ReturnType<typeof take>>;
  return ok([
    { type: 'simulated-round', player, banker, fromHeld: used.fromHeld, citation },
    ...coverEvents(s, used.shoe, cite),
  ]);
}

/** …13(b) undisclosed and (c) disclosed: a third card dealt to the Player's Hand that was not authorised. */
function thirdCardInError(s: BaccaratState, actor: Actor, disclosed: boolean, cite: CiteFn): Decided {
  if (!(actor.role === 'dealer' || actor.role === 'floorperson'))
    return reject('not_permitted', 'the dealer reports an irregularity');
  const coup = s.coup;
  const step = s.phase.kind === 'dealing' ? dealingStep(s) : undefined;
  if (
    !coup ||
    !step ||
    coup.player.cards.length !== 2 ||
    step.kind === 'deal' ||
    step.kind === 'reveal' ||
    (step.kind === 'draw-third' && step.hand === 'player')
  ) {
    return reject(
      'not_applicable',
      "this irregularity is a third card dealt to the Player's Hand when none is authorised",
    );
  }
  const t = take(s, 1);
  if (!t) return ok(voidRound(s, 'insufficient cards to complete the round', cite('irregularities', '(e)')));
  const card = t.cards[0] as Card;
  const [p2, b2] = initialCounts(coup);
  // Spec ruling C1: "required to draw under …10(c)" means (c)(1), the Player's Hand having legally stood.
  const bankerMustDraw = coup.banker.cards.length === 2 && bankerDraws(p2, b2, null);
  const clause = disclosed ? '(c)' : '(b)';
  if (bankerMustDraw) {
    return ok([
      {
        type: 'third-card',
        hand: 'banker',
        card,
        faceUp: true,
        fromHeld: t.fromHeld === 1,
        rule: 'player-stood',
        citation: cite('irregularities', clause),
      },
      ...coverEvents(s, t.shoe, cite),
    ]);
  }
  if (!disclosed)
    return ok([
      { type: 'card-held', card, citation: cite('irregularities', '(b)') },
      ...coverEvents(s, t.shoe, cite),
    ]);
  if (s.options.exposedThirdCard === 'simulated-round')
    return simulatedRound(s, cite('irregularities', '(c)(2)'), cite);
  const both = take(s, 2);
  if (!both)
    return ok(voidRound(s, 'insufficient cards to complete the round', cite('irregularities', '(e)')));
  return ok([
    {
      type: 'cards-discarded',
      cards: both.cards,
      fromHeld: both.fromHeld,
      citation: cite('irregularities', '(c)(1)'),
    },
    ...coverEvents(s, both.shoe, cite),
  ]);
}

// ---------------------------------------------------------------------------------------------
// evolve
// ---------------------------------------------------------------------------------------------

/** Moves the shoe on by `n` cards after `fromHeld` held cards were used. */
function advance(s: BaccaratState, n: number, fromHeld: number): Pick<BaccaratState, 'shoe' | 'held'> {
  const fromShoe = n - fromHeld;
  const drawn = s.shoe && fromShoe > 0 ? draw(s.shoe, fromShoe) : undefined;
  return { shoe: drawn ? drawn.shoe : s.shoe, held: s.held.slice(fromHeld) };
}

export function evolve(s: BaccaratState, e: Event): BaccaratState {
  switch (e.type) {
    case 'seated':
      return seatPlayer(s, { seat: e.seat, name: e.name, chips: e.chips, vigorishOwed: 0 });
    case 'bought-in':
      return buyIn(s, e.seat, e.amount);
    case 'left':
      return { ...unseat(s, e.seat, e.chips), curator: s.curator === e.seat ? 'dealer' : s.curator };
    case 'vigorish-collected':
      return {
        ...s,
        seats: updateSeat(s, e.seat, (x) => {
          const fromMarker = Math.min(x.vigorishOwed, e.amount);
          return {
            ...x,
            chips: x.chips - e.amount,
            vigorishOwed: x.vigorishOwed - (e.citation.includes('(d)(1)') ? 0 : fromMarker),
          };
        }),
        house: s.house + e.amount,
      };
    case 'vigorish-marked':
      return { ...s, seats: updateSeat(s, e.seat, (x) => ({ ...x, vigorishOwed: e.owed })) };
    case 'shuffled':
      return {
        ...s,
        stack: e.stack,
        batch: e.batch,
        shoe: null,
        held: [],
        discards: 0,
        burnExposed: null,
        lastHand: false,
      };
    case 'cut-offered':
      return { ...s, phase: { kind: 'cut', offer: e.offer, next: 0 } };
    case 'cut-declined':
      return s.phase.kind === 'cut' ? { ...s, phase: { ...s.phase, next: s.phase.next + 1 } } : s;
    case 'cut': {
      const stack = cutStack(s.stack ?? [], e.position);
      // …5(e): on a recut "the next person entitled to cut" does it: the offer resumes after this cutter.
      const recutOffer = s.phase.kind === 'cut' ? s.phase.offer.slice(s.phase.next + 1) : [];
      return {
        ...s,
        stack,
        shoe: loadShoe(stack, e.lastHandFromBottom),
        phase: { kind: 'needs-burn', recutOffer },
      };
    }
    case 'recut-ordered': {
      // The next person entitled to cut does it (…5(e)); the stack goes back as it was before the cut.
      const offer = s.phase.kind === 'needs-burn' ? s.phase.recutOffer : [];
      return { ...s, shoe: null, phase: { kind: 'cut', offer, next: 0 } };
    }
    case 'burned': {
      const shoe = s.shoe ? (draw(s.shoe, 1 + e.burned.length)?.shoe ?? s.shoe) : null;
      return {
        ...s,
        shoe,
        stack: null,
        discards: 1 + e.burned.length,
        burnExposed: e.exposed,
        phase: { kind: 'betting' },
        shoesDealt: s.shoesDealt + 1,
      };
    }
    case 'wager-placed': {
      const existing = wagerOf(s, e.seat, e.kind);
      const wagers = existing
        ? s.wagers.map((w) => (w === existing ? { ...w, amount: w.amount + e.amount } : w))
        : [...s.wagers, { seat: e.seat, kind: e.kind, amount: e.amount }];
      return { ...s, wagers, seats: updateSeat(s, e.seat, (x) => ({ ...x, chips: x.chips - e.amount })) };
    }
    case 'wager-withdrawn':
      return {
        ...s,
        wagers: withoutWager(s, e.seat, e.kind),
        seats: updateSeat(s, e.seat, (x) => ({ ...x, chips: x.chips + e.amount })),
      };
    case 'no-more-bets':
      return {
        ...s,
        phase: { kind: 'dealing' },
        round: s.round + 1,
        coup: null,
        houseMoney: { settled: false, due: [] },
        squeeze: null,
      };
    case 'cards-dealt': {
      const up = e.faceUp;
      return {
        ...s,
        ...advance(s, 4, e.fromHeld),
        coup: {
          player: { cards: e.player, faceUp: [up, up] },
          banker: { cards: e.banker, faceUp: [up, up] },
        },
        squeeze: e.squeeze,
      };
    }
    case 'cover-card':
      return s;
    case 'hand-revealed': {
      if (!s.coup) return s;
      const hand = s.coup[e.hand];
      return { ...s, coup: { ...s.coup, [e.hand]: { ...hand, faceUp: hand.faceUp.map(() => true) } } };
    }
    case 'squeeze-passed': {
      if (!s.squeeze) return s;
      return {
        ...s,
        squeeze: {
          ...s.squeeze,
          [e.hand]: e.to,
          passed: { ...s.squeeze.passed, [e.hand]: [...s.squeeze.passed[e.hand], e.from] },
        },
      };
    }
    case 'wager-settled': {
      const seats = updateSeat(s, e.seat, (x) => ({
        ...x,
        chips:
          x.chips +
          (e.outcome === 'lose'
            ? 0
            : e.outcome === 'push'
              ? e.amount
              : e.amount + (e.kind === 'house-money' ? 0 : e.winnings)),
      }));
      const house = s.house + (e.outcome === 'lose' ? e.amount : e.outcome === 'win' ? -e.winnings : 0);
      const houseMoney =
        e.kind === 'house-money' && e.outcome !== 'push' ? { ...s.houseMoney, settled: true } : s.houseMoney;
      return { ...s, seats, house, houseMoney, wagers: withoutWager(s, e.seat, e.kind) };
    }
    case 'house-money-due':
      return {
        ...s,
        houseMoney: { settled: true, due: [...s.houseMoney.due, { seat: e.seat, payout: e.payout }] },
      };
    case 'house-money-choice': {
      const wagers =
        e.choice === 'take'
          ? s.wagers
          : s.wagers.map((w) =>
              w.seat === e.seat && w.kind === e.choice ? { ...w, amount: w.amount + e.added } : w,
            );
      return {
        ...s,
        wagers,
        seats: updateSeat(s, e.seat, (x) => ({ ...x, chips: x.chips + e.paid })),
        houseMoney: { settled: true, due: s.houseMoney.due.filter((d) => d.seat !== e.seat) },
      };
    }
    case 'third-card': {
      if (!s.coup) return s;
      const hand = s.coup[e.hand];
      return {
        ...s,
        ...advance(s, 1, e.fromHeld ? 1 : 0),
        coup: { ...s.coup, [e.hand]: { cards: [...hand.cards, e.card], faceUp: [...hand.faceUp, e.faceUp] } },
      };
    }
    case 'result':
      return s;
    case 'round-complete': {
      const coverOut = s.shoe?.coverOut ?? false;
      const finished = e.shoeFinished;
      return {
        ...s,
        coup: null,
        squeeze: null,
        houseMoney: { settled: false, due: [] },
        discards: s.discards + e.discarded,
        lastHand: !finished && coverOut,
        phase: finished ? { kind: 'needs-shuffle' } : { kind: 'betting' },
        shoe: finished ? null : s.shoe,
        lastCurator: typeof s.curator === 'number' ? s.curator : s.lastCurator,
        curator: finished ? null : s.curator,
        shoeOffer: finished ? null : s.shoeOffer,
      };
    }
    case 'card-held':
      return { ...s, ...advance(s, 1, 0), held: [...s.held, e.card] };
    case 'simulated-round':
    case 'cards-discarded': {
      const n = e.type === 'simulated-round' ? e.player.length + e.banker.length : e.cards.length;
      return { ...s, ...advance(s, n, e.fromHeld), discards: s.discards + n };
    }
    case 'round-voided':
      return s;
    case 'curator':
      return {
        ...s,
        curator: e.curator,
        shoeOffer: null,
        lastCurator: typeof e.curator === 'number' ? e.curator : s.lastCurator,
      };
    case 'shoe-offered':
      return { ...s, shoeOffer: { order: e.order, next: 0 } };
    case 'shoe-declined':
      return s.shoeOffer ? { ...s, shoeOffer: { ...s.shoeOffer, next: s.shoeOffer.next + 1 } } : s;
    case 'shuffler-malfunction':
      return { ...s, shufflerOut: true };
  }
}

/** The automated dealer's next step (shuffle, cut, burn, deal, turn, draw, settle); people act for themselves. */
export function automate(s: BaccaratState): { actor: Actor; command: Command } | undefined {
  const dealer: Actor = { role: 'dealer' };
  switch (s.phase.kind) {
    case 'needs-shuffle':
      return { actor: dealer, command: { type: 'shuffle' } };
    case 'cut':
      return s.phase.offer[s.phase.next] === undefined
        ? { actor: dealer, command: { type: 'cut' } }
        : undefined;
    case 'needs-burn':
      return { actor: dealer, command: { type: 'burn' } };
    case 'betting':
      return undefined;
    case 'dealing': {
      const step = dealingStep(s);
      const who = profileOf(s).curator && typeof s.curator === 'number' ? undefined : dealer;
      switch (step.kind) {
        case 'deal':
          return who && { actor: who, command: { type: 'deal' } };
        case 'draw-third':
          return who && { actor: who, command: { type: 'draw-third', hand: step.hand } };
        case 'reveal':
          return step.by === 'dealer'
            ? { actor: dealer, command: { type: 'reveal', hand: step.hand } }
            : undefined;
        case 'settle-house-money':
          return { actor: dealer, command: { type: 'settle-house-money' } };
        case 'house-money-choice':
          return undefined;
        case 'settle':
          return { actor: dealer, command: { type: 'settle' } };
      }
    }
  }
}

/** The cover card is the first thing out of the shoe now (a round started with it). */
export const coverCardNext = (s: BaccaratState): boolean => (s.shoe ? coverIsNext(s.shoe) : false);

export { err };
