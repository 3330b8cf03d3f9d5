/**
 * Craps and Mini-Craps decisions: who may issue each command (data), the phase -> allowed commands
 * table (data), then a handler per command. Wagers go through the kernel's rule table (wagers.ts,
 * WAGER_RULES) and settlement through a resolution per wager (settle.ts); the dice's rotation and the
 * "no roll" calls are shooter.ts's.
 */
import { formatCents } from '../../core/money.js';
import { err, ok, reject, type Rejection, type Result } from '../../core/result.js';
import {
  decideWith,
  requireDealer,
  requireSeatedPlayer,
  type Handler,
  type PhaseTable,
} from '../../engine/decide.js';
import { bankedTerms } from '../../engine/coupons.js';
import type { Actor, DecideContext } from '../../engine/game.js';
import { boughtIn } from '../../engine/kernel.js';
import { moves, pocket, transfer } from '../../engine/pockets.js';
import { thrownDice } from '../../engine/procedures/dice-table.js';
import { cashOut, placeRequest, sitHandler } from '../../engine/procedures/dice-seats.js';
import { available, decidePlace, decideWithdraw, withdrawn, type Wager } from '../../engine/wagers.js';
import type { Command } from './commands.js';
import { CITE, OFF_CALLS, totalOf, type Dice } from './rules.js';
import { fireBetsAtLeave, settleEvents } from './settle.js';
import { crapsDice } from './shooter.js';
import { shooterOf, type CrapsState, type Event, type Phase } from './state.js';
import {
  DICE_OUT,
  SPOT,
  WAGER_RULES,
  laidOddsBehind,
  offCallOf,
  parseKind,
  reductionRefused,
  takeDownCitation,
  takeDownRefused,
  vigorishWhenPlaced,
  wagerOf,
} from './wagers.js';

type On<T extends Command['type']> = Handler<CrapsState, Extract<Command, { type: T }>, Event>;
type Decided = Result<Event[], Rejection>;

// A Match Play Coupon rides on a Pass or Don't Pass Bet (§ 525.22(c)(2)); one per wager (temporary
// § 525.22(d), the default) or one per patron per round (proposed § 603a.21(d)) as the table's options say.

/** The seat of a seated player acting for themselves; at Mini-Craps only seated players wager (§ 623a.4(e)). */
function playerSeat(s: CrapsState, actor: Actor, what: string): Result<number, Rejection> {
  const seat = requireSeatedPlayer(s, actor, what);
  if (seat.ok || seat.error.code !== 'seat_empty') return seat;
  return s.game === 'mini-craps'
    ? reject('seat_empty', 'only players seated at a Mini-Craps table may wager', CITE.miniCrapsSeated)
    : reject('seat_empty', `position ${actor.seat ?? '?'} is not occupied`);
}

const seatOf = (actor: Actor): number => actor.seat as number;

// ---------------------------------------------------------------------------------------------
// Who may issue each command, and when
// ---------------------------------------------------------------------------------------------

/** Who issues each command: the dealer (or stickperson), a seated player, or anyone (`sit` checks itself). */
const WHO: Readonly<Record<Command['type'], 'dealer' | 'player' | 'anyone'>> = {
  sit: 'anyone',
  'buy-in': 'player',
  leave: 'player',
  'place-wager': 'player',
  'withdraw-wager': 'player',
  'call-lay-bet': 'player',
  'call-place-bet': 'player',
  'select-shooter': 'dealer',
  'decline-dice': 'player',
  'no-roll': 'dealer',
  settle: 'dealer',
  'no-more-bets': 'dealer',
  roll: 'dealer',
};

const notBetting = { code: 'not_betting', message: 'betting is not open' };
const notRolling = { code: 'not_rolling', message: 'announce "no more bets" before the roll' };
const nothingToSettle = { code: 'nothing_to_settle', message: 'the dice have not been thrown' };
const diceOut = {
  'place-wager': DICE_OUT.place,
  'withdraw-wager': DICE_OUT.touch,
  'call-lay-bet': DICE_OUT.call,
  'call-place-bet': DICE_OUT.callPlace,
  'no-more-bets': notBetting,
} as const;

const ANY_TIME = ['sit', 'buy-in', 'leave', 'select-shooter', 'decline-dice', 'no-roll'] as const;

/** Which commands each phase allows; the wager rules say themselves when each wager may be made. */
export const PHASES: PhaseTable<Phase, Command['type']> = {
  betting: {
    allows: [...ANY_TIME, 'place-wager', 'withdraw-wager', 'call-lay-bet', 'call-place-bet', 'no-more-bets'],
    otherwise: { roll: notRolling, settle: nothingToSettle },
  },
  rolling: {
    allows: [...ANY_TIME, 'roll'],
    otherwise: { ...diceOut, settle: nothingToSettle },
  },
  settling: {
    allows: [...ANY_TIME, 'settle'],
    otherwise: { ...diceOut, roll: notRolling },
  },
};

// ---------------------------------------------------------------------------------------------
// Handlers
// ---------------------------------------------------------------------------------------------

const sit: On<'sit'> = sitHandler((s: CrapsState) => ({
  count: s.options.seats,
  citation: s.game === 'craps' ? CITE.positions : CITE.miniCrapsSeated,
  noun: 'position',
}));

const buyIn: On<'buy-in'> = (_s, actor, c) => ok([boughtIn(seatOf(actor), c.amount)]);

/** Taking a wager down whole: a Don't wager takes its laid odds down with it (§ 623a.6). */
function takeDown(s: CrapsState, w: Wager): Event[] {
  const odds = laidOddsBehind(s, w);
  const out: Event[] = [withdrawn(w, w.amount, takeDownCitation(w.kind))];
  if (odds) out.push(withdrawn(odds, odds.amount, CITE.oddsBets));
  return out;
}

const leave: On<'leave'> = (s, actor) => {
  const seat = seatOf(actor);
  const mine = s.wagers.filter((w) => w.seat === seat);
  // Mini-Craps: a player who has wagered stays seated until the round is complete (§ 623a.4(e)). Craps:
  // a wager is taken down only before the roll that may decide it (c), so not while the dice are out.
  if (s.phase !== 'betting' && mine.length)
    return s.game === 'mini-craps'
      ? reject('wager_in_play', 'a player with a wager stays until the roll is settled', CITE.miniCrapsSeated)
      : reject(
          'wager_in_play',
          'a player with a wager stays until the roll is settled: wagers are not taken down while the dice are out',
          CITE.removal,
        );
  for (const w of mine) {
    const why = takeDownRefused(s, w);
    if (why)
      return reject(
        'wager_in_play',
        `the ${w.kind} wager stays in action until decided (${why.message})`,
        s.game === 'mini-craps' ? CITE.miniCrapsSeated : why.citation,
      );
  }
  // Each wager comes down as taking it down would: a Don't wager with its laid odds (§ 623a.4(d), 623a.6).
  const events: Event[] = [];
  for (const w of mine)
    if (!events.some((e) => e.type === 'wager-withdrawn' && e.kind === w.kind))
      events.push(...takeDown(s, w));
  // Felt ruling: a shooter who leaves ends the hand the Fire Bet follows; it is decided as at a 7.
  events.push(...fireBetsAtLeave(s, seat));
  events.push(cashOut(s, seat, mine));
  return ok(events);
};

const placeWager: On<'place-wager'> = (s, actor, c) => {
  const req = placeRequest(seatOf(actor), SPOT, c);
  const placed = decidePlace(s, s.options, WAGER_RULES, req, bankedTerms(s.options.couponProfile));
  if (!placed.ok) return placed;
  // A Lay or Buy Bet's vigorish collected when it is placed, where the Rules Submission says so.
  const vig = vigorishWhenPlaced(s.options, c.kind, c.amount);
  if (vig === 0) return placed;
  if (c.amount + vig > available(s, req.seat))
    return reject(
      'insufficient_chips',
      `seat ${req.seat} has ${formatCents(available(s, req.seat))} in chips to wager`,
    );
  return ok([
    ...placed.value,
    {
      type: 'vigorish-collected',
      seat: req.seat,
      amount: vig,
      citation: parseKind(c.kind).base === 'buy' ? CITE.vigorishException : CITE.vigorish,
      transfers: moves(transfer(pocket.rack(req.seat), pocket.bank, vig)),
    },
  ]);
};

const withdrawWager: On<'withdraw-wager'> = (s, actor, c) => {
  const id = { seat: seatOf(actor), spot: SPOT, kind: c.kind };
  const allowed = decideWithdraw(s, WAGER_RULES, id);
  if (!allowed.ok) return allowed;
  const w = wagerOf(s, id.seat, c.kind) as Wager;
  if (c.amount === undefined || c.amount >= w.amount) return ok(takeDown(s, w));
  // A reduction (§ 623a.4(c)); a Don't wager reduced may not be increased again (d).
  const why = reductionRefused(s, w, c.amount);
  if (why) return err(why);
  return ok([withdrawn(w, c.amount, takeDownCitation(w.kind))]);
};

/**
 * A wager called "off" (or back "on") for come out rolls, with its marker button: the Lay Bet
 * (§ 623a.3(a)(42)) by `call-lay-bet`, a Place or Buy Bet (ruling R46) by `call-place-bet`.
 */
const callOff: On<'call-lay-bet' | 'call-place-bet'> = (s, actor, c) => {
  const seat = seatOf(actor);
  const w = wagerOf(s, seat, c.kind);
  const call = w && offCallOf(w.kind);
  if (!w || call?.command !== c.type) {
    const what = c.type === 'call-lay-bet' ? OFF_CALLS.lay : OFF_CALLS.buy;
    return reject('no_such_wager', `seat ${seat} has no ${what.name} ${c.kind}`, what.citation);
  }
  if ((w.off === true) === c.off)
    return reject('no_change', `the ${call.name} is already ${c.off ? 'off' : 'on'}`, call.citation);
  const type = c.type === 'call-lay-bet' ? 'lay-bet-called' : 'place-bet-called';
  return ok([{ type, seat, kind: w.kind, off: c.off, citation: call.citation }]);
};

const noMoreBets: On<'no-more-bets'> = (s) => {
  if (shooterOf(s) === null) return reject('no_shooter', 'the dice have not been given to a shooter');
  if (!s.wagers.length) return reject('no_wagers', 'there is no wager on the layout');
  return ok([{ type: 'no-more-bets', citation: CITE.wagers }]);
};

const rollHandler: On<'roll'> = (s, _actor, c, ctx: DecideContext) => {
  const thrown = thrownDice({ automated: s.automated, count: 2, rng: ctx.rng }, c.dice, {
    automated: { code: 'automated_table', message: 'an automated table throws its own dice' },
    required: { code: 'dice_required', message: 'the stickperson calls the dice thrown' },
  });
  if (!thrown.ok) return thrown;
  const dice = thrown.value.dice as unknown as Dice;
  return ok([
    {
      type: 'dice-thrown',
      dice: [dice[0], dice[1]],
      total: totalOf(dice),
      shooter: shooterOf(s),
      comeOut: s.point === null,
      source: thrown.value.source,
      citation: CITE.wagers,
    },
  ]);
};

const settleRoll: On<'settle'> = (s) =>
  s.lastDice ? ok(settleEvents(s, s.lastDice)) : reject('nothing_to_settle', 'the dice have not been thrown');

const byPhase = decideWith<CrapsState, Command, Event, Phase>(
  {
    sit,
    'buy-in': buyIn,
    leave,
    'place-wager': placeWager,
    'withdraw-wager': withdrawWager,
    'call-lay-bet': callOff,
    'call-place-bet': callOff,
    'select-shooter': crapsDice.handlers.give,
    'decline-dice': crapsDice.handlers.decline,
    'no-roll': crapsDice.handlers.noRoll,
    settle: settleRoll,
    'no-more-bets': noMoreBets,
    roll: rollHandler,
  },
  { table: PHASES, of: (s) => s.phase },
);

/** Who may act first (WHO), then the phase table, then the command's handler. */
export function decide(s: CrapsState, actor: Actor, c: Command, ctx: DecideContext): Decided {
  const who = WHO[c.type];
  if (who === 'dealer') {
    const denied = requireDealer(actor, c.type.replaceAll('-', ' '));
    if (denied) return err(denied);
  } else if (who === 'player') {
    const seat = playerSeat(s, actor, c.type);
    if (!seat.ok) return seat;
  }
  return byPhase(s, actor, c, ctx);
}
