/**
 * decide: one handler per command (a new command without one does not compile), the phase table as data,
 * the shared multi-deck shoe's handlers, and the wagers through the kernel's rule table.
 */
import type { Citation } from '../../core/citation.js';
import { err, ok, type Rejection, type Result } from '../../core/result.js';
import {
  decideWith,
  requireDealer,
  requireSeatedPlayer,
  type Handlers,
  type PhaseTable,
} from '../../engine/decide.js';
import { bankedTerms } from '../../engine/coupons.js';
import type { Actor, DecideContext } from '../../engine/game.js';
import { boughtIn, left, seated } from '../../engine/kernel.js';
import { moves, pocket, transfer } from '../../engine/pockets.js';
import { shoeHandlers } from '../../engine/procedures/multi-deck-shoe.js';
import { SHOE_ALWAYS_ALLOWED } from '../../engine/procedures/card-table-decide.js';
import { decideSit } from '../../engine/seating.js';
import { changed, decidePlace, decideWithdraw, findWager, owedBy, withdrawn } from '../../engine/wagers.js';
import type { Command, CommandType } from './commands.js';
import {
  curatorLeaves,
  decideOrderPass,
  decidePassShoe,
  decideShoeAnswer,
  shoeAfterBurn,
} from './curator.js';
import { decideDealing, decideRelinquish } from './dealing.js';
import { cardDrawnInError, cardExposed, floorVoid, thirdCardInError } from './irregularities.js';
import { citeFor, PROFILES, profileOf, type GameId } from './profile.js';
import { WAGER_RULES } from './rules.js';
import { houseMoneyTaken, own } from './settle.js';
import { shoeTerms } from './shoe.js';
import { phaseOf, type BaccaratState, type Event, type Phase } from './state.js';

type Decided = Result<Event[], Rejection>;

/** Vigorish marked and not yet paid, collected from the seat's chips (…12(d)(2)(i)). */
function collectOwed(s: BaccaratState, seat: number, citation: Citation): Event[] {
  const owed = owedBy(s, seat);
  return owed > 0
    ? [
        {
          type: 'vigorish-collected',
          seat,
          amount: owed,
          citation,
          transfers: moves(transfer(pocket.rack(seat), pocket.owed(seat), owed)),
        },
      ]
    : [];
}

const shoe = shoeHandlers((s: BaccaratState) => ({ shoe: s.shoe, terms: shoeTerms(s) }));

/** A player leaves with his chips: wagers for a round not yet dealt are returned, vigorish owed collected. */
function leave(s: BaccaratState, actor: Actor): Decided {
  const cite = citeFor(profileOf(s));
  const seat = requireSeatedPlayer(s, actor, 'leave');
  if (!seat.ok) return seat;
  const mine = s.wagers.filter((w) => w.seat === seat.value);
  if (mine.length && phaseOf(s) === 'dealing')
    return err({
      code: 'wager_in_play',
      message: 'a player with a wager in the round in play stays until it is settled',
    });
  const events: Event[] = mine.map((w) => withdrawn(w, w.amount, cite('wagers', '(c)')));
  events.push(...collectOwed(s, seat.value, cite('payout', '(d)(2)(i)')));
  const chips =
    (s.seats.find((x) => x.seat === seat.value)?.chips ?? 0) + mine.reduce((a, w) => a + w.amount, 0);
  events.push(left(seat.value, chips - owedBy(s, seat.value)), ...curatorLeaves(s, seat.value));
  return ok(events);
}

function houseMoneyChoice(
  s: BaccaratState,
  actor: Actor,
  c: Extract<Command, { type: 'house-money-choice' }>,
): Decided {
  const p = profileOf(s);
  const citation = citeFor(p)('dealing', p.clauses.houseMoney);
  const seat = requireSeatedPlayer(s, actor, 'house-money-choice');
  if (!seat.ok) return seat;
  const due = s.houseMoney.due.find((d) => d.seat === seat.value);
  if (!due)
    return err({
      code: 'no_house_money_payout',
      message: 'there is no House Money payout waiting for this seat',
    });
  if (c.choice === 'take') return ok([houseMoneyTaken(due.seat, due.payout, citation)]);
  if (!findWager(s, own(due.seat, c.choice)))
    return err({
      code: 'no_original_wager',
      message: `the payout can be added only to the player's own wager on the ${c.choice === 'player' ? "Player's" : "Banker's"} Hand`,
      citation,
    });
  // README ruling R3: the portion added rounds down to the cent; the rest is handed to the player.
  const added = Math.floor((due.payout * s.options.houseMoney.addPortionPercent) / 100);
  const paid = due.payout - added;
  // The choice hands the player what is not added; the added payout is the original wager made
  // larger from the dealer's hands (the bank), the kernel's wager-changed.
  const events: Event[] = [
    {
      type: 'house-money-choice',
      seat: due.seat,
      choice: c.choice,
      added,
      paid,
      citation,
      transfers: moves(transfer(pocket.bank, pocket.rack(due.seat), paid)),
    },
  ];
  if (added > 0)
    events.push(changed(own(due.seat, c.choice), added, 'House Money payout added', citation, pocket.bank));
  return ok(events);
}

const HANDLERS: Handlers<BaccaratState, Command, Event> = {
  sit: (s, actor, c) => {
    const r = decideSit(s, actor, c, {
      count: s.options.seats,
      citation: citeFor(profileOf(s))('table', '(a)'),
    });
    return r.ok ? ok(r.value.map((e) => seated(e.seat, e.name, e.chips))) : r;
  },
  'buy-in': (s, actor, c) => {
    const seat = requireSeatedPlayer(s, actor, 'buy-in');
    return seat.ok ? ok([boughtIn(seat.value, c.amount)]) : seat;
  },
  leave: (s, actor) => leave(s, actor),
  shuffle: (s, actor, c, ctx) => {
    const r = shoe.shuffle(s, actor, c, ctx);
    if (!r.ok) return r;
    // Outstanding vigorish is collected before the cards are reshuffled (…12(d)(2)(i)).
    const cite = citeFor(profileOf(s))('payout', '(d)(2)(i)');
    return ok([...s.seats.flatMap((x) => collectOwed(s, x.seat, cite)), ...r.value]);
  },
  cut: shoe.cut,
  'decline-cut': shoe['decline-cut'],
  'order-recut': shoe['order-recut'],
  burn: (s, actor, c, ctx) => {
    const r = shoe.burn(s, actor, c, ctx);
    return r.ok ? ok([...r.value, ...shoeAfterBurn(s)]) : r;
  },
  'shuffler-malfunction': shoe['shuffler-malfunction'],
  'order-reshuffle': (s, actor, c, ctx) => {
    const p = profileOf(s);
    if (!p.floorReshuffle)
      return err({
        code: 'no_floor_reshuffle',
        message: `${p.name} provides no reshuffle by the floor: the decks are replaced after each dealing shoe`,
        citation: citeFor(p)('shuffle', '(a)'),
      });
    return shoe['order-reshuffle'](s, actor, c, ctx);
  },
  'place-wager': (s, actor, c) => {
    const seat = requireSeatedPlayer(s, actor, 'place-wager');
    if (!seat.ok) return seat;
    return decidePlace(
      s,
      s.options,
      WAGER_RULES[s.game],
      { ...own(seat.value, c.kind), amount: c.amount, ...(c.coupon ? { coupon: c.coupon } : {}) },
      bankedTerms(s.options.couponProfile),
    );
  },
  'withdraw-wager': (s, actor, c) => {
    const seat = requireSeatedPlayer(s, actor, 'withdraw-wager');
    if (!seat.ok) return seat;
    const r = decideWithdraw(s, WAGER_RULES[s.game], own(seat.value, c.kind));
    // The withdrawal cites …7(c), the rule that bounds it.
    const citation = citeFor(profileOf(s))('wagers', '(c)');
    return r.ok ? ok(r.value.map((e) => ({ ...e, citation }))) : r;
  },
  'no-more-bets': (s, actor) => {
    const denied = requireDealer(actor, 'no more bets');
    if (denied) return err(denied);
    const cite = citeFor(profileOf(s));
    if (!s.wagers.length) return err({ code: 'no_wagers', message: 'there is no wager on the layout' });
    if (s.shoeOffer)
      return err({
        code: 'no_curator',
        message: 'the shoe has not been accepted by a curator yet',
        citation: cite('curator', '(b)'),
      });
    return ok([{ type: 'no-more-bets', citation: cite('dealing', '(b)') }]);
  },
  deal: decideDealing,
  reveal: decideDealing,
  'draw-third': decideDealing,
  'settle-house-money': decideDealing,
  settle: decideDealing,
  relinquish: decideRelinquish,
  'require-relinquish': decideRelinquish,
  'house-money-choice': houseMoneyChoice,
  'collect-vigorish': (s, actor, c) => {
    const denied = requireDealer(actor, 'collect vigorish');
    if (denied) return err(denied);
    const events = collectOwed(s, c.seat, citeFor(profileOf(s))('payout', '(d)(2)'));
    return events.length
      ? ok(events)
      : err({ code: 'no_vigorish_owed', message: `seat ${c.seat} owes no vigorish` });
  },
  'accept-shoe': decideShoeAnswer,
  'decline-shoe': decideShoeAnswer,
  'pass-shoe': (s, actor) => decidePassShoe(s, actor),
  'order-pass-shoe': (s, actor) => decideOrderPass(s, actor),
  'card-drawn-in-error': (s, actor) => {
    const denied = requireDealer(actor, 'card drawn in error');
    return denied ? err(denied) : cardDrawnInError(s);
  },
  'card-exposed': (s, actor) => {
    const denied = requireDealer(actor, 'card exposed');
    return denied ? err(denied) : cardExposed(s, citeFor(profileOf(s))('irregularities', '(d)'));
  },
  'third-card-in-error': (s, actor, c) => thirdCardInError(s, actor, c.disclosed),
  'void-round': (s, actor, c) => floorVoid(s, actor, c.reason),
};

/**
 * Which commands each phase allows (the rest are refused with the row's reason, or `not_now`): the shoe's
 * commands decide their own stage, wagers their window (the rule table), the rest here.
 */
function phaseTable(game: GameId): PhaseTable<Phase, CommandType> {
  const cite = citeFor(PROFILES[game]);
  const always: CommandType[] = [...SHOE_ALWAYS_ALLOWED, 'collect-vigorish', 'third-card-in-error'];
  const inRound: CommandType[] = [
    'deal',
    'reveal',
    'draw-third',
    'settle-house-money',
    'settle',
    'relinquish',
    'require-relinquish',
    'house-money-choice',
    'void-round',
  ];
  const notDealing: Rejection = {
    code: 'not_dealing',
    message: 'announce "no more bets" before dealing',
    citation: cite('dealing', '(b)'),
  };
  const noSqueeze: Rejection = { code: 'no_squeeze', message: 'no player holds the right to turn the cards' };
  const noShoe: Rejection = { code: 'no_shoe', message: 'no card can be drawn' };
  const outOfRound = {
    deal: notDealing,
    reveal: notDealing,
    'draw-third': notDealing,
    'settle-house-money': notDealing,
    settle: notDealing,
    relinquish: noSqueeze,
    'require-relinquish': noSqueeze,
    'house-money-choice': {
      code: 'no_house_money_payout',
      message: 'there is no House Money payout waiting for this seat',
    },
    'void-round': { code: 'no_round', message: 'no round is being dealt' },
    'no-more-bets': { code: 'not_betting', message: 'betting is not open' },
    'pass-shoe': {
      code: 'round_in_play',
      message: 'the shoe is passed between rounds',
      citation: cite('newCurator', '(a)'),
    },
    'order-pass-shoe': {
      code: 'round_in_play',
      message: 'the shoe is passed after a round of play',
      citation: cite('newCurator', '(a)'),
    },
    'card-exposed': { code: 'no_shoe', message: 'no round is in progress' },
    'accept-shoe': { code: 'no_shoe_offered', message: 'the shoe is not being offered' },
    'decline-shoe': { code: 'no_shoe_offered', message: 'the shoe is not being offered' },
  } satisfies Partial<Record<CommandType, Rejection>>;
  const noShoeYet = { otherwise: { ...outOfRound, 'card-drawn-in-error': noShoe } };
  return {
    'needs-shuffle': { allows: always, ...noShoeYet },
    cut: { allows: always, ...noShoeYet },
    'needs-burn': { allows: [...always, 'card-drawn-in-error'], otherwise: outOfRound },
    betting: {
      allows: [
        ...always,
        'no-more-bets',
        'pass-shoe',
        'order-pass-shoe',
        'accept-shoe',
        'decline-shoe',
        'card-drawn-in-error',
        'card-exposed',
      ],
      otherwise: outOfRound,
    },
    dealing: {
      allows: [...always, ...inRound, 'accept-shoe', 'decline-shoe', 'card-drawn-in-error', 'card-exposed'],
      otherwise: outOfRound,
    },
  };
}

const DECIDERS: Readonly<
  Record<GameId, (s: BaccaratState, a: Actor, c: Command, ctx: DecideContext) => Decided>
> = {
  minibaccarat: decideWith(HANDLERS, { table: phaseTable('minibaccarat'), of: phaseOf }),
  midibaccarat: decideWith(HANDLERS, { table: phaseTable('midibaccarat'), of: phaseOf }),
  baccarat: decideWith(HANDLERS, { table: phaseTable('baccarat'), of: phaseOf }),
};

export const decide = (s: BaccaratState, actor: Actor, c: Command, ctx: DecideContext): Decided =>
  DECIDERS[s.game](s, actor, c, ctx);
