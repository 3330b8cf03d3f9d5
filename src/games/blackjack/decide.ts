/**
 * decide: one handler per command (a new command without one does not compile), the phase table as
 * data, the shared multi-deck shoe's handlers, and the wagers through the kernel's rule table.
 */
import { cite, type Citation } from '../../core/citation.js';
import { ok, reject, type Rejection } from '../../core/result.js';
import {
  decideWith,
  requireDealer,
  requireFloorperson,
  requireSeatedPlayer,
  requireStaff,
  type Handlers,
  type PhaseTable,
} from '../../engine/decide.js';
import { bankedTerms } from '../../engine/coupons.js';
import { boughtIn, left, seated } from '../../engine/kernel.js';
import { shoeHandlers } from '../../engine/procedures/multi-deck-shoe.js';
import { SHOE_ALWAYS_ALLOWED } from '../../engine/procedures/card-table-decide.js';
import { decideSit } from '../../engine/seating.js';
import { decidePlace, decideWithdraw, withdrawn } from '../../engine/wagers.js';
import { dealerDraws, best } from './cards.js';
import { decks } from '../../core/cards.js';
import { shuffleInPlace } from '../../core/rng.js';
import { cardsLeft } from '../../engine/procedures/multi-deck-shoe.js';
import type { Command, CommandType } from './commands.js';
import { Draws } from './draws.js';
import { declineInsurance, double, evenMoney, hit, rescue, ride, split, stand, surrender } from './play.js';
import { advance, citeOf, dealHands, dealUpCard, peek, roundComplete, run, type Decided } from './round.js';
import { WAGER_RULES } from './rules.js';
import { settleRound } from './settle.js';
import { MIN_CUT_DEPTH, shoeRulesOf, shoeTerms } from './shoe.js';
import { activeHand, phaseOf, type BlackjackState, type Event, type Phase } from './state.js';

/**
 * 665a.13(e): the shoe cannot supply the next step of the round in play: the initial deal (two cards to
 * every Bet and the dealer's), or any single card later.
 */
export function shoeRunsOut(s: BlackjackState): boolean {
  if (s.shoe.stage.kind !== 'in-play') return false;
  const left = cardsLeft(s.shoe);
  const bets = s.wagers.filter((w) => w.kind === 'bet' && w.spot === String(w.seat)).length;
  switch (s.r.stage) {
    case 'closed':
      return left < 2 * bets + 2;
    case 'double-attack-closed':
      return left < 2 * bets + 1;
    case 'play':
    case 'dealer':
      return left < 1;
    default:
      return false;
  }
}

const shoe = shoeHandlers((s: BlackjackState) => ({ shoe: s.shoe, terms: shoeTerms(s) }));

/** Every wager on the layout returned (a void: 665a.13(h), DA-19, R7), and the round ended. */
function voidRound(
  s: BlackjackState,
  reason: string,
  citation: ReturnType<ReturnType<typeof citeOf>>,
): Decided {
  const events: Event[] = [
    ...s.wagers.map((w) => withdrawn(w, w.amount, citation)),
    { type: 'round-voided', reason, citation },
  ];
  return ok([...events, ...roundComplete(run(s, events))]);
}

function leave(s: BlackjackState, actor: Parameters<typeof requireSeatedPlayer>[1]): Decided {
  const seat = requireSeatedPlayer(s, actor, 'leave');
  if (!seat.ok) return seat;
  const mine = s.wagers.filter((w) => w.seat === seat.value);
  if (mine.length && s.r.stage !== 'betting')
    return reject('wager_in_play', 'a player with a wager in the round in play stays until it is settled');
  const chips =
    (s.seats.find((x) => x.seat === seat.value)?.chips ?? 0) + mine.reduce((a, w) => a + w.amount, 0);
  return ok([
    ...mine.map((w) => withdrawn(w, w.amount, citeOf(s)('wagers', '(c)'))),
    left(seat.value, chips),
  ]);
}

function dealerStep(s: BlackjackState, actor: Parameters<typeof requireDealer>[0], c: Command): Decided {
  const denied = requireDealer(actor, c.type.replaceAll('-', ' '));
  if (denied) return { ok: false, error: denied };
  const at = citeOf(s);
  const r = s.table.rules;
  switch (c.type) {
    case 'deal':
      if (s.readerOut)
        return reject(
          'reader_out',
          'no cards are dealt while the card reader is out of order',
          at('irregularities', '(i)'),
        );
      if (s.r.stage === 'closed') return s.table.rules.doubleAttack ? dealUpCard(s) : dealHands(s);
      if (s.r.stage === 'double-attack-closed') return dealHands(s);
      return reject('not_now', 'the cards are dealt once the wagers are closed', at('dealing', '(e)'));
    case 'peek':
      if (s.r.stage !== 'insurance' && s.r.stage !== 'peek')
        return reject(
          'not_now',
          'the card reader is used under an ace or a ten-valued up card, after Insurance',
          at('dealing', '(g)'),
        );
      return peek(s);
    case 'reveal':
      if (s.r.stage !== 'dealer' || s.r.holeShown)
        return reject(
          'not_now',
          'the hole card is turned once every player’s hand is complete',
          at('dealing', '(l)'),
        );
      return ok([{ type: 'hole-revealed', card: s.r.dealer[1] ?? 0, citation: at('dealing', '(l)') }]);
    case 'dealer-hit': {
      if (s.r.stage !== 'dealer' || !s.r.holeShown)
        return reject('not_now', 'the dealer draws after turning the hole card', at('dealing', '(n)'));
      if (!dealerDraws(s.r.dealer, r.dealerHitsSoft17))
        return reject('dealer_stands', `the dealer stands on ${best(s.r.dealer)}`, at('dealing', '(n)'));
      const d = new Draws(s);
      const x = d.next();
      if (!x) return reject('insufficient_cards', 'the shoe is empty', at('irregularities', '(e)'));
      return ok([
        { type: 'dealer-card', card: x.card, fromHeld: x.fromHeld, citation: at('dealing', '(n)') },
        ...d.flush(),
      ]);
    }
    case 'dealer-stand':
      if (s.r.stage !== 'dealer' || !s.r.holeShown)
        return reject(
          'not_now',
          'the dealer completes the hand after turning the hole card',
          at('dealing', '(n)'),
        );
      if (dealerDraws(s.r.dealer, r.dealerHitsSoft17))
        return reject('dealer_draws', `the dealer draws to ${best(s.r.dealer)}`, at('dealing', '(n)'));
      return ok([
        // 665a.13(c): an exposed card refused by the players and not usable by the dealer is discarded.
        ...exposedDiscard(s),
        { type: 'dealer-stands', total: best(s.r.dealer), citation: at('dealing', '(n)') },
        { type: 'stage', stage: 'settle', citation: at('dealing', '(o)') },
      ]);
    case 'settle': {
      if (s.r.stage !== 'settle')
        return reject(
          'not_now',
          'wagers are settled once the dealer’s hand is complete',
          at('dealing', '(o)'),
        );
      const events = settleRound(s);
      return ok([...events, ...roundComplete(run(s, events))]);
    }
    default:
      return reject('not_now', 'not a dealer step');
  }
}

const HANDLERS: Handlers<BlackjackState, Command, Event> = {
  sit: (s, actor, c) => {
    const r = decideSit(s, actor, c, { count: s.table.seats, citation: citeOf(s)('table', '(a)') });
    return r.ok ? ok(r.value.map((e) => seated(e.seat, e.name, e.chips))) : r;
  },
  'buy-in': (s, actor, c) => {
    const seat = requireSeatedPlayer(s, actor, 'buy-in');
    return seat.ok ? ok([boughtIn(seat.value, c.amount)]) : seat;
  },
  leave: (s, actor) => leave(s, actor),
  shuffle: shoe.shuffle,
  cut: shoe.cut,
  'decline-cut': shoe['decline-cut'],
  'order-recut': shoe['order-recut'],
  burn: shoe.burn,
  'shuffler-malfunction': shoe['shuffler-malfunction'],
  'order-reshuffle': shoe['order-reshuffle'],
  'place-wager': (s, actor, c) => {
    const seat = requireSeatedPlayer(s, actor, 'place a wager');
    if (!seat.ok) return seat;
    const r = decidePlace(
      s,
      s.table,
      WAGER_RULES,
      { seat: seat.value, spot: String(seat.value), kind: c.kind, amount: c.amount },
      bankedTerms(s.options.couponProfile),
    );
    if (!r.ok) return r;
    // The Bet and Insurance cite their own chapter's section (the rule table names 665a's).
    const at = citeOf(s);
    const citation =
      c.kind === 'bet' ? at('wagers', '(d)') : c.kind === 'insurance' ? at('insurance', '(a)') : undefined;
    return ok(citation ? r.value.map((e) => ({ ...e, citation })) : r.value);
  },
  'withdraw-wager': (s, actor, c) => {
    const seat = requireSeatedPlayer(s, actor, 'withdraw a wager');
    if (!seat.ok) return seat;
    return decideWithdraw(s, WAGER_RULES, { seat: seat.value, spot: String(seat.value), kind: c.kind });
  },
  'no-more-bets': (s, actor) => {
    const denied = requireDealer(actor, 'close the wagers');
    if (denied) return { ok: false, error: denied };
    const at = citeOf(s);
    if (s.r.stage === 'betting') {
      if (!s.wagers.some((w) => w.kind === 'bet'))
        return reject('no_wagers', 'there is no Bet on the layout');
      return ok([{ type: 'stage', stage: 'closed', citation: at('dealing', '(e)') }]);
    }
    if (s.r.stage === 'double-attack')
      return ok([{ type: 'stage', stage: 'double-attack-closed', citation: cite('§ 665a.7(e)') }]);
    return reject('not_betting', 'betting is not open');
  },
  deal: dealerStep,
  peek: dealerStep,
  reveal: dealerStep,
  'dealer-hit': dealerStep,
  'dealer-stand': dealerStep,
  settle: dealerStep,
  'decline-insurance': (s, actor) => declineInsurance(s, actor),
  'even-money': (s, actor) => evenMoney(s, actor),
  ride: (s, actor, c) => ride(s, actor, c.amount),
  hit: (s, actor) => hit(s, actor),
  stand: (s, actor) => stand(s, actor),
  double: (s, actor, c) => double(s, actor, c.amount),
  split: (s, actor) => split(s, actor),
  surrender: (s, actor) => surrender(s, actor),
  rescue: (s, actor) => rescue(s, actor),
  'card-face-up': (s, actor) => {
    const denied = requireDealer(actor, 'report a card found face up');
    if (denied) return { ok: false, error: denied };
    const discarded = discardNext(s, 'found face up in the shoe', citeOf(s)('irregularities', '(a)'));
    return discarded ? ok(discarded) : reject('insufficient_cards', 'the shoe is empty');
  },
  'reshuffle-discards': (s, actor, _c, ctx) => {
    const denied = requireDealer(actor, 'reshuffle the discards');
    if (denied) return { ok: false, error: denied };
    const at = citeOf(s)('irregularities', '(e)');
    if (!shoeRunsOut(s))
      return reject(
        'shoe_not_empty',
        'the discards are reshuffled only when the shoe runs out mid-round',
        at,
      );
    // The discard rack: every card of the decks but those still to deal and those on the layout.
    const rest = [...decks(s.table.rules.decks, shoeRulesOf(s.game).deck)];
    const out = [
      ...s.shoe.held,
      ...(s.shoe.dealing ? s.shoe.dealing.stack.slice(s.shoe.dealing.next) : []),
      ...s.r.dealer,
      ...s.r.boxes.flatMap((b) => b.hands.flatMap((h) => h.cards)),
    ];
    for (const c of out) {
      const i = rest.indexOf(c);
      if (i >= 0) rest.splice(i, 1);
    }
    shuffleInPlace(rest, ctx.rng);
    const cut = MIN_CUT_DEPTH + ctx.rng.nextInt(Math.max(1, rest.length - 2 * MIN_CUT_DEPTH));
    const stack = [...rest.slice(cut), ...rest.slice(0, cut)];
    const [burned, ...dealing] = stack;
    if (burned === undefined) return reject('insufficient_cards', 'the discard rack is empty', at);
    // Whatever was left in the shoe goes first, then the reshuffled discards.
    const left = s.shoe.dealing ? s.shoe.dealing.stack.slice(s.shoe.dealing.next) : [];
    return ok([
      {
        type: 'discards-reshuffled',
        stack: [...s.shoe.held, ...left, ...dealing],
        burned,
        source: ctx.rng.kind,
        citation: at,
      },
    ]);
  },
  'card-drawn-in-error': (s, actor) => {
    const denied = requireDealer(actor, 'report a card drawn in error');
    if (denied) return { ok: false, error: denied };
    const card = s.shoe.dealing?.stack[s.shoe.dealing.next];
    if (card === undefined || s.shoe.held.length)
      return reject('insufficient_cards', 'there is no card to set aside');
    return ok([{ type: 'card-held', card, citation: citeOf(s)('irregularities', '(b)') }]);
  },
  'card-exposed': (s, actor) => {
    const denied = requireDealer(actor, 'report a card drawn in error and exposed');
    if (denied) return { ok: false, error: denied };
    const at = citeOf(s)('irregularities', '(c)');
    if (s.r.stage !== 'play')
      return reject('not_now', 'after the initial two cards, while the players play their hands', at);
    const card = s.shoe.dealing?.stack[s.shoe.dealing.next];
    if (card === undefined || s.shoe.held.length)
      return reject('insufficient_cards', 'there is no card to set aside', at);
    return ok([{ type: 'card-exposed', card, citation: at }]);
  },
  'refuse-card': (s, actor) => {
    const at = citeOf(s)('irregularities', '(c)');
    const a = activeHand(s);
    if (actor.role !== 'player' || !a || a.box.seat !== actor.seat)
      return reject('not_your_turn', 'the exposed card is offered to the player whose turn it is', at);
    if (!s.r.exposed || !s.shoe.held.length)
      return reject('no_exposed_card', 'no exposed card is offered', at);
    // R78: a player refusing the card takes no more cards this round: each of his hands stands as it is.
    const events: Event[] = a.box.hands
      .filter((h) => h.status === 'playing')
      .map((h) => ({ type: 'hand-ended', seat: a.box.seat, spot: h.spot, status: 'stood', citation: at }));
    return ok([...events, ...advance(run(s, events))]);
  },
  'skipped-hit': (s, actor, c) => {
    const denied = requireStaff(actor, 'record a skipped card');
    if (denied) return { ok: false, error: denied };
    const at = citeOf(s)('irregularities', '(g)');
    const a = activeHand(s);
    if (!a || a.box.seat !== c.seat) return reject('not_now', `seat ${c.seat} is not the hand in turn`, at);
    if (s.r.owed.includes(a.hand.spot))
      return reject('already_skipped', 'this hand already waits for its card', at);
    if (a.hand.cards.length < 2 || a.hand.closed)
      return reject('not_now', 'a skipped card is an additional card after the first two', at);
    return ok([{ type: 'hit-skipped', seat: c.seat, spot: a.hand.spot, citation: at }]);
  },
  'dealer-drew-in-error': (s, actor) => {
    const denied = requireDealer(actor, 'report a card drawn in error');
    if (denied) return { ok: false, error: denied };
    const at = citeOf(s)('irregularities', '(d)');
    if (s.r.stage !== 'dealer' || !s.r.holeShown || dealerDraws(s.r.dealer, s.table.rules.dealerHitsSoft17))
      return reject('not_now', 'this is a card the dealer draws while standing on 17 or more', at);
    const discarded = discardNext(s, 'drawn by the dealer standing on 17 or more', at);
    return discarded ? ok(discarded) : reject('insufficient_cards', 'the shoe is empty');
  },
  'dead-hand': (s, actor, c) => {
    const denied = requireStaff(actor, 'call a hand dead');
    if (denied) return { ok: false, error: denied };
    const at = citeOf(s)('irregularities', '(f)');
    const box = s.r.boxes.find((b) => b.seat === c.seat);
    const live = box?.hands.filter((h) => h.status === 'playing') ?? [];
    if (!box || !live.length) return reject('no_live_hand', `seat ${c.seat} has no hand in play`, at);
    // DA-19: a dead hand neither wins nor loses: its wagers are returned.
    const spots = new Set(live.map((h) => h.spot));
    const events: Event[] = [
      ...s.wagers
        .filter(
          (w) =>
            w.seat === c.seat &&
            spots.has(w.spot) &&
            (w.kind === 'bet' || w.kind === 'double-attack' || w.kind === 'straight-jack'),
        )
        .map((w) => withdrawn(w, w.amount, at)),
      ...live.map((h): Event => ({
        type: 'hand-ended',
        seat: c.seat,
        spot: h.spot,
        status: 'dead',
        citation: at,
      })),
    ];
    return ok([...events, ...advance(run(s, events))]);
  },
  'reader-misused': (s, actor, c) => {
    const denied = requireFloorperson(actor, 'decide a card reader irregularity');
    if (denied) return { ok: false, error: denied };
    const at = citeOf(s)('irregularities', '(h)');
    if (!c.learned) return ok([{ type: 'reader', working: !s.readerOut, citation: at }]);
    return voidRound(s, 'a player learned the hole card from the card reader', at);
  },
  reader: (s, actor, c) => {
    const denied = requireFloorperson(actor, 'take the card reader out of service');
    if (denied) return { ok: false, error: denied };
    if (s.readerOut === !c.working)
      return reject('no_change', `the card reader is already ${c.working ? 'working' : 'out of order'}`);
    return ok([{ type: 'reader', working: c.working, citation: citeOf(s)('irregularities', '(i)') }]);
  },
  'void-round': (s, actor, c) => {
    const denied = requireFloorperson(actor, 'void a round');
    if (denied) return { ok: false, error: denied };
    return voidRound(s, c.reason, citeOf(s)('irregularities', ''));
  },
};

const ROUND: CommandType[] = [
  'decline-insurance',
  'even-money',
  'peek',
  'ride',
  'hit',
  'stand',
  'double',
  'split',
  'surrender',
  'rescue',
  'reveal',
  'dealer-hit',
  'dealer-stand',
  'settle',
  'dead-hand',
  'card-exposed',
  'refuse-card',
  'skipped-hit',
  'dealer-drew-in-error',
  'reshuffle-discards',
  'reader-misused',
  'void-round',
  'deal',
];

function phaseTable(): PhaseTable<Phase, CommandType> {
  const always: CommandType[] = [...SHOE_ALWAYS_ALLOWED, 'reader'];
  const noRound: Rejection = { code: 'no_round', message: 'no round is being dealt' };
  const otherwise = Object.fromEntries(ROUND.map((t) => [t, noRound])) as Partial<
    Record<CommandType, Rejection>
  >;
  const inPlay: CommandType[] = [...always, 'no-more-bets', 'card-face-up', 'card-drawn-in-error', ...ROUND];
  return {
    'needs-shuffle': { allows: always, otherwise },
    cut: { allows: always, otherwise },
    'needs-burn': { allows: always, otherwise },
    betting: { allows: [...always, 'no-more-bets', 'card-face-up', 'card-drawn-in-error'], otherwise },
    closed: { allows: inPlay },
    'double-attack': { allows: inPlay },
    'double-attack-closed': { allows: inPlay },
    insurance: { allows: inPlay },
    peek: { allows: inPlay },
    'house-money': { allows: inPlay },
    play: { allows: inPlay },
    dealer: { allows: inPlay },
    settle: { allows: inPlay },
  };
}

/** 665a.13(c): the exposed card still held when the dealer stands goes to the discard rack. */
function exposedDiscard(s: BlackjackState): Event[] {
  if (!s.r.exposed || !s.shoe.held.length) return [];
  return (
    discardNext(
      s,
      'drawn in error and exposed, refused by the players and not usable by the dealer',
      citeOf(s)('irregularities', '(c)'),
    ) ?? []
  );
}

/** The next card of the shoe goes to the discard rack for `reason`; none while the shoe is empty. */
function discardNext(s: BlackjackState, reason: string, citation: Citation): Event[] | undefined {
  const d = new Draws(s);
  const x = d.next();
  return (
    x && [{ type: 'card-discarded', card: x.card, reason, fromHeld: x.fromHeld, citation }, ...d.flush()]
  );
}

export const decide = decideWith(HANDLERS, { table: phaseTable(), of: phaseOf });
