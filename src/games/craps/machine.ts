/**
 * Craps and Mini-Craps (ch. 623a) as a state machine, with the Fire Bet and Bonus Craps. A round is
 * one throw of the dice: wagers, "no more bets", the roll, then every wager the roll decides is
 * settled with the rule tables' resolvers (rules.ts), which the exact math and the simulator also use.
 *
 * What the table keeps (rules.ts notes): the puck, each player's line and come points with their
 * odds, one FireBetState per shooter, the shared Bonus Craps marker buttons and whether the shooter
 * is new (has not yet thrown a come out roll).
 */
import type { Citation } from '../../core/citation.js';
import { roll as rollDice, type Face } from '../../core/dice.js';
import type { Cents } from '../../core/money.js';
import { formatOdds, winnings, type Odds } from '../../core/odds.js';
import { ok, reject, type Rejection, type Result } from '../../core/result.js';
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
  type SeatingEvent,
} from '../../engine/seating.js';
import type { Command } from './commands.js';
import {
  BONUS_CRAPS,
  CITE,
  COMBINATIONS,
  COME_OUT,
  CRAPS_WAGERS,
  NO_MARKERS,
  NO_ROLL_RULES,
  TRUE_LAY_ODDS,
  isMarked,
  isPointNumber,
  markBonusCraps,
  pointsMade,
  resolveBonusCraps,
  resolveBuyBet,
  resolveCombination,
  resolveDontPass,
  resolveFireBet,
  resolveHardway,
  resolveLayBet,
  resolveLayOdds,
  resolveOneRoll,
  resolvePass,
  resolvePlaceToLose,
  resolvePlaceToWin,
  resolveTakeOdds,
  totalOf,
  POINT_NUMBERS,
  type BonusMarkers,
  type CombinationWager,
  type CrapsOptions,
  type CrapsWagerDefinition,
  type Dice,
  type HardwayNumber,
  type LineState,
  type OneRollWager,
  type PointNumber,
  type Resolution,
  type Total,
} from './rules.js';

export type CrapsGameId = 'craps' | 'mini-craps';

export interface SeatState {
  readonly seat: number;
  readonly name: string;
  readonly chips: Cents;
}

export interface Wager {
  readonly seat: number;
  /** The wire kind: `pass`, `come-6` (a Come Bet on its come point), `place-8`, `hardway-4` ... */
  readonly kind: string;
  readonly amount: Cents;
  /** A Lay Bet called "off" for come out rolls (§ 623a.3(a)(42)). */
  readonly off: boolean;
}

export interface CrapsState {
  readonly game: CrapsGameId;
  readonly options: CrapsOptions;
  readonly automated: boolean;
  readonly round: number;
  /** Bets open; "no more bets" called; the dice called and the decided wagers awaiting settlement. */
  readonly phase: 'betting' | 'rolling' | 'settling';
  readonly seats: readonly SeatState[];
  readonly wagers: readonly Wager[];
  /** The puck: null when "off" (the next roll is a come out roll). */
  readonly point: PointNumber | null;
  readonly shooter: number | null;
  readonly lastShooter: number | null;
  /** The shooter has not yet thrown a come out roll: Fire Bets and Bonus Craps may be placed. */
  readonly newShooter: boolean;
  /** Whether the throw awaiting settlement was the shooter's first (restored if it is called "no roll"). */
  readonly throwByNewShooter: boolean;
  /** Players who declined the dice since the last throw: the dice pass them by (ruling R20). */
  readonly declined: readonly number[];
  /** Points made by this shooter (bit i: POINT_NUMBERS[i]), for the Fire Bet. */
  readonly fireMade: number;
  readonly bonusMarkers: BonusMarkers;
  /** Don't wagers removed or reduced since the last roll: not replaced or increased (§ 623a.4(d)). */
  readonly barred: readonly { readonly seat: number; readonly kind: string }[];
  readonly lastDice: Dice | null;
  readonly house: Cents;
  readonly buyIns: Cents;
  readonly cashOuts: Cents;
}

interface Cited {
  readonly citation: Citation;
}

export type Event =
  | SeatingEvent
  | ({ readonly type: 'vigorish-collected'; readonly seat: number; readonly amount: Cents } & Cited)
  | ({
      readonly type: 'lay-bet-called';
      readonly seat: number;
      readonly kind: string;
      readonly off: boolean;
    } & Cited)
  | { readonly type: 'shooter'; readonly seat: number }
  | ({ readonly type: 'dice-declined'; readonly seat: number; readonly everyoneDeclined: boolean } & Cited)
  | ({ readonly type: 'no-roll'; readonly reason: string; readonly rule: string } & Cited)
  | ({ readonly type: 'no-more-bets' } & Cited)
  | ({
      readonly type: 'dice-thrown';
      readonly dice: Dice;
      readonly total: Total;
      readonly shooter: number | null;
      readonly comeOut: boolean;
      readonly source: 'crypto' | 'seeded' | 'called';
    } & Cited)
  | ({
      readonly type: 'wager-settled';
      readonly seat: number;
      readonly kind: string;
      readonly outcome: 'win' | 'lose' | 'push';
      readonly amount: Cents;
      readonly winnings: Cents;
      readonly vigorish: Cents;
      readonly odds?: string;
    } & Cited)
  | ({
      readonly type: 'come-point';
      readonly seat: number;
      readonly from: string;
      readonly to: string;
      readonly amount: Cents;
    } & Cited)
  | ({ readonly type: 'bonus-marked'; readonly total: Total } & Cited)
  | ({ readonly type: 'bonus-markers-removed' } & Cited)
  | ({ readonly type: 'fire-point-made'; readonly point: PointNumber; readonly made: number } & Cited)
  | ({ readonly type: 'puck-on'; readonly point: PointNumber } & Cited)
  | ({ readonly type: 'puck-off' } & Cited)
  | ({ readonly type: 'seven-out'; readonly shooter: number | null } & Cited)
  | { readonly type: 'roll-complete' };

type Decided = Result<Event[], Rejection>;

export function initialState(game: CrapsGameId, options: CrapsOptions, automated = false): CrapsState {
  return {
    game,
    options,
    automated,
    round: 0,
    phase: 'betting',
    seats: [],
    wagers: [],
    point: null,
    shooter: null,
    lastShooter: null,
    newShooter: true,
    throwByNewShooter: false,
    declined: [],
    fireMade: 0,
    bonusMarkers: NO_MARKERS,
    barred: [],
    lastDice: null,
    house: 0,
    buyIns: 0,
    cashOuts: 0,
  };
}

// ---------------------------------------------------------------------------------------------
// Wager kinds
// ---------------------------------------------------------------------------------------------

export type Base =
  | 'pass'
  | 'dont-pass'
  | 'come'
  | 'dont-come'
  | 'pass-odds'
  | 'dont-pass-odds'
  | 'come-odds'
  | 'dont-come-odds'
  | 'place'
  | 'place-to-lose'
  | 'lay'
  | 'buy'
  | CombinationWager
  | 'big-6'
  | 'big-8'
  | 'hardway'
  | OneRollWager
  | 'fire-bet'
  | 'all-small'
  | 'all-tall'
  | 'all-or-nothing-at-all';

export interface Kind {
  readonly base: Base;
  readonly number: PointNumber | null;
}

/** `place-6` -> {place, 6}; `come` -> {come, null}; `big-6` stays whole. */
export function parseKind(kind: string): Kind {
  const m = /^(.*)-(4|5|6|8|9|10)$/.exec(kind);
  if (m && kind !== 'big-6' && kind !== 'big-8')
    return { base: m[1] as Base, number: Number(m[2]) as PointNumber };
  return { base: kind as Base, number: null };
}

const ODDS_BASES: ReadonlySet<Base> = new Set(['pass-odds', 'dont-pass-odds', 'come-odds', 'dont-come-odds']);
const BONUS_BASES: ReadonlySet<Base> = new Set(['all-small', 'all-tall', 'all-or-nothing-at-all']);
const DONT_BASES: ReadonlySet<Base> = new Set(['dont-pass', 'dont-come']);

/** The CRAPS_WAGERS row (placement, removal, citations) a wire kind falls under. */
export function definitionOf(kind: string): CrapsWagerDefinition {
  const { base } = parseKind(kind);
  const id =
    base === 'pass-odds' || base === 'come-odds'
      ? 'take-odds'
      : base === 'dont-pass-odds' || base === 'dont-come-odds'
        ? 'lay-odds'
        : base === 'place'
          ? 'place-to-win'
          : base;
  const row = CRAPS_WAGERS.find((w) => w.id === id);
  if (!row) throw new RangeError(`no wager definition for ${kind}`);
  return row;
}

const lineOf = (point: PointNumber | null): LineState =>
  point === null ? COME_OUT : { phase: 'point', point };

/** Seats clockwise after `from` (area 1 is immediately left of the boxperson or dealer, § 623a.2(d)(4)(i)). */
function clockwiseAfter(seats: readonly number[], from: number | null): number[] {
  const sorted = [...seats].sort((a, b) => a - b);
  if (from === null) return sorted;
  return [...sorted.filter((x) => x > from), ...sorted.filter((x) => x <= from)];
}

// ---------------------------------------------------------------------------------------------
// decide
// ---------------------------------------------------------------------------------------------

export function decide(s: CrapsState, actor: Actor, c: Command, ctx: DecideContext): Decided {
  const dealerOnly = (): Decided | undefined =>
    actor.role === 'dealer' || actor.role === 'system'
      ? undefined
      : reject('not_permitted', `only the dealer may ${c.type.replaceAll('-', ' ')}`);
  const playerSeat = (): Result<SeatState, Rejection> => {
    if (actor.role !== 'player' || actor.seat === undefined)
      return reject('not_permitted', `${c.type} is a player's action and needs the player's seat`);
    const seat = seatOf(s, actor.seat);
    return seat
      ? ok(seat)
      : s.game === 'mini-craps'
        ? reject('seat_empty', 'only players seated at a Mini-Craps table may wager', CITE.miniCrapsSeated)
        : reject('seat_empty', `position ${actor.seat} is not occupied`);
  };

  switch (c.type) {
    case 'sit':
      return decideSit(s, actor, c, {
        count: s.options.seats,
        citation: s.game === 'craps' ? CITE.fireBetLayout : CITE.miniCrapsSeated,
        noun: 'position',
      });
    case 'buy-in': {
      const seat = playerSeat();
      if (!seat.ok) return seat;
      return ok([{ type: 'bought-in', seat: seat.value.seat, amount: c.amount }]);
    }
    case 'leave':
      return decideLeave(s, playerSeat());
    case 'place-wager': {
      const seat = playerSeat();
      if (!seat.ok) return seat;
      return decidePlace(s, seat.value, c.kind, c.amount);
    }
    case 'withdraw-wager': {
      const seat = playerSeat();
      if (!seat.ok) return seat;
      if (s.phase !== 'betting')
        return reject(
          'wager_after_no_more_bets',
          'wagers are not touched while the dice are out',
          CITE.removal,
        );
      const w = wagerOf(s, seat.value.seat, c.kind);
      if (!w) return reject('no_such_wager', `seat ${seat.value.seat} has no ${c.kind} wager`);
      const why = removalRefused(s, w);
      if (why) return reject(why.code, why.message, why.citation);
      if (c.amount !== undefined && c.amount < w.amount) return decideReduce(s, w, c.amount);
      return ok(withdrawWithOdds(s, w));
    }
    case 'call-lay-bet': {
      const seat = playerSeat();
      if (!seat.ok) return seat;
      const w = wagerOf(s, seat.value.seat, c.kind);
      if (!w || parseKind(w.kind).base !== 'lay')
        return reject('no_such_wager', `seat ${seat.value.seat} has no Lay Bet ${c.kind}`, CITE.layOff);
      if (s.phase !== 'betting') return reject('wager_after_no_more_bets', 'the dice are out', CITE.layOff);
      if (w.off === c.off)
        return reject('no_change', `the Lay Bet is already ${c.off ? 'off' : 'on'}`, CITE.layOff);
      return ok([{ type: 'lay-bet-called', seat: w.seat, kind: w.kind, off: c.off, citation: CITE.layOff }]);
    }
    case 'select-shooter': {
      const denied = dealerOnly();
      if (denied) return denied;
      if (s.shooter !== null) return reject('shooter_in_place', `seat ${s.shooter} is the shooter`);
      const next = clockwiseAfter(
        s.seats.map((x) => x.seat).filter((x) => !s.declined.includes(x)),
        s.lastShooter,
      )[0];
      if (next === undefined) return reject('no_players', 'nobody is at the table to throw the dice');
      return ok([{ type: 'shooter', seat: next }]);
    }
    case 'decline-dice': {
      const seat = playerSeat();
      if (!seat.ok) return seat;
      if (s.shooter !== seat.value.seat)
        return reject('not_the_shooter', 'the dice have not been given to this seat', CITE.clockwise);
      if (!s.newShooter || s.phase !== 'betting')
        return reject(
          'dice_in_play',
          'a shooter may decline the dice only before a first throw; after it the dice pass at a seven out',
          CITE.clockwise,
        );
      const willing = s.seats.filter((x) => x.seat !== seat.value.seat && !s.declined.includes(x.seat));
      return ok([
        {
          type: 'dice-declined',
          seat: seat.value.seat,
          everyoneDeclined: willing.length === 0,
          citation: CITE.clockwise,
        },
      ]);
    }
    case 'no-roll': {
      const denied = dealerOnly();
      if (denied) return denied;
      const rule = NO_ROLL_RULES[c.reason];
      if (!rule.valid) return reject('not_a_no_roll', rule.rule, rule.citation);
      if (s.phase === 'betting')
        return reject('no_throw', 'no throw is in progress: announce "no more bets" first');
      return ok([{ type: 'no-roll', reason: c.reason, rule: rule.rule, citation: rule.citation }]);
    }
    case 'no-more-bets': {
      const denied = dealerOnly();
      if (denied) return denied;
      if (s.phase !== 'betting') return reject('not_betting', 'betting is not open');
      if (s.shooter === null) return reject('no_shooter', 'the dice have not been given to a shooter');
      if (!s.wagers.length) return reject('no_wagers', 'there is no wager on the layout');
      return ok([{ type: 'no-more-bets', citation: CITE.wagers }]);
    }
    case 'roll': {
      const denied = dealerOnly();
      if (denied) return denied;
      if (s.phase !== 'rolling') return reject('not_rolling', 'announce "no more bets" before the roll');
      let dice: Dice;
      let source: 'crypto' | 'seeded' | 'called';
      if (c.dice) {
        if (s.automated) return reject('automated_table', 'an automated table throws its own dice');
        dice = [c.dice[0] as Face, c.dice[1] as Face];
        source = 'called';
      } else {
        if (!s.automated) return reject('dice_required', 'the stickperson calls the dice thrown');
        const [a, b] = rollDice(ctx.rng, 2) as [Face, Face];
        dice = [a, b];
        source = ctx.rng.kind;
      }
      const t = totalOf(dice);
      return ok([
        {
          type: 'dice-thrown',
          dice,
          total: t,
          shooter: s.shooter,
          comeOut: s.point === null,
          source,
          citation: CITE.wagers,
        },
      ]);
    }
    case 'settle': {
      const denied = dealerOnly();
      if (denied) return denied;
      if (s.phase !== 'settling' || !s.lastDice)
        return reject('nothing_to_settle', 'the dice have not been thrown');
      return ok(settleEvents(s, s.lastDice));
    }
  }
}

function decideLeave(s: CrapsState, seat: Result<SeatState, Rejection>): Decided {
  if (!seat.ok) return seat;
  const mine = s.wagers.filter((w) => w.seat === seat.value.seat);
  if (s.phase !== 'betting' && mine.length)
    return reject(
      'wager_in_play',
      'a player with a wager stays until the roll is settled',
      CITE.miniCrapsSeated,
    );
  for (const w of mine) {
    const why = removalRefused(s, w);
    if (why)
      return reject(
        'wager_in_play',
        `the ${w.kind} wager stays in action until decided (${why.message})`,
        s.game === 'mini-craps' ? CITE.miniCrapsSeated : why.citation,
      );
  }
  const events: Event[] = mine.map((w) => ({
    type: 'wager-withdrawn',
    seat: w.seat,
    kind: w.kind,
    amount: w.amount,
    citation: CITE.removal,
  }));
  const returned = mine.reduce((a, w) => a + w.amount, 0);
  // Felt ruling: a shooter who leaves ends the hand the Fire Bet follows; it is decided as at a 7.
  if (s.shooter === seat.value.seat && s.options.fireBet) {
    const n = pointsMade(s.fireMade);
    for (const w of s.wagers.filter((x) => x.kind === 'fire-bet' && x.seat !== seat.value.seat)) {
      const o = n >= 4 ? s.options.fireBet[n as 4 | 5] : undefined;
      events.push(
        settledEvent(
          s,
          w,
          o
            ? { outcome: 'win', odds: o, citation: CITE.fireBet }
            : { outcome: 'lose', citation: CITE.fireBet },
        ),
      );
    }
  }
  events.push({ type: 'left', seat: seat.value.seat, chips: seat.value.chips + returned });
  return ok(events);
}

/** Why a wager may not be taken down now, or undefined when it may (§ 623a.4(c), (d)). */
export function removalRefused(
  s: CrapsState,
  w: Wager,
): { code: string; message: string; citation: Citation } | undefined {
  const { base, number } = parseKind(w.kind);
  if (base === 'pass' && s.point !== null)
    return {
      code: 'contract_wager',
      message: 'a Pass Bet may not be removed once its point is established',
      citation: CITE.passNoRemoval,
    };
  if (base === 'come' && number !== null)
    return {
      code: 'contract_wager',
      message: 'a Come Bet may not be removed once its come point is established',
      citation: CITE.comeNoRemoval,
    };
  if (base === 'fire-bet')
    return {
      code: 'contract_wager',
      message: 'a Fire Bet may not be removed before a loser 7',
      citation: CITE.fireBetNoRemoval,
    };
  if (BONUS_BASES.has(base))
    return {
      code: 'contract_wager',
      message: 'Bonus Craps wagers remain until collected or paid',
      citation: CITE.bonusContract,
    };
  return undefined;
}

/** Reducing a wager by `by` cents (§ 623a.4(c)); a Don't wager reduced may not be increased again (d). */
function decideReduce(s: CrapsState, w: Wager, by: Cents): Decided {
  const k = parseKind(w.kind);
  const left = w.amount - by;
  if (!ODDS_BASES.has(k.base) && left < s.options.minimumWager)
    return reject('below_table_minimum', `the minimum wager is ${s.options.minimumWager} cents`, CITE.limits);
  const oddsKind =
    k.base === 'dont-pass'
      ? 'dont-pass-odds'
      : k.base === 'dont-come' && k.number !== null
        ? `dont-come-odds-${k.number}`
        : null;
  const odds = oddsKind === null ? undefined : wagerOf(s, w.seat, oddsKind);
  if (odds) {
    const point = (k.base === 'dont-pass' ? s.point : k.number) as PointNumber;
    const lay = TRUE_LAY_ODDS[point];
    if (odds.amount * lay.win > s.options.maxOdds[point] * left * lay.per)
      return reject(
        'odds_above_maximum',
        'reduce the laid odds first: they would exceed the table maximum',
        CITE.oddsBets,
      );
  }
  return ok([
    {
      type: 'wager-withdrawn',
      seat: w.seat,
      kind: w.kind,
      amount: by,
      citation: DONT_BASES.has(k.base) ? CITE.dontRemoval : CITE.removal,
    },
  ]);
}

/** Taking down a Don't wager takes its laid odds down with it. */
function withdrawWithOdds(s: CrapsState, w: Wager): Event[] {
  const { base, number } = parseKind(w.kind);
  const oddsKind =
    base === 'dont-pass'
      ? 'dont-pass-odds'
      : base === 'dont-come' && number !== null
        ? `dont-come-odds-${number}`
        : null;
  const odds = oddsKind === null ? undefined : wagerOf(s, w.seat, oddsKind);
  const out: Event[] = [
    {
      type: 'wager-withdrawn',
      seat: w.seat,
      kind: w.kind,
      amount: w.amount,
      citation: DONT_BASES.has(base) ? CITE.dontRemoval : definitionOf(w.kind).removalCitation,
    },
  ];
  if (odds)
    out.push({
      type: 'wager-withdrawn',
      seat: odds.seat,
      kind: odds.kind,
      amount: odds.amount,
      citation: CITE.oddsBets,
    });
  return out;
}

/** The line or come wager odds stand behind, if the player has one. */
function supported(s: CrapsState, seat: number, k: Kind): { line: Wager; point: PointNumber } | undefined {
  switch (k.base) {
    case 'pass-odds':
    case 'dont-pass-odds': {
      const line = wagerOf(s, seat, k.base === 'pass-odds' ? 'pass' : 'dont-pass');
      return line && s.point !== null ? { line, point: s.point } : undefined;
    }
    case 'come-odds':
    case 'dont-come-odds': {
      if (k.number === null) return undefined;
      const line = wagerOf(s, seat, `${k.base === 'come-odds' ? 'come' : 'dont-come'}-${k.number}`);
      return line ? { line, point: k.number } : undefined;
    }
    default:
      return undefined;
  }
}

function decidePlace(s: CrapsState, seat: SeatState, kind: string, amount: Cents): Decided {
  if (s.phase !== 'betting')
    return reject('wager_after_no_more_bets', 'no wager is made while the dice are out', CITE.wagers);
  if (kind.startsWith('put-'))
    return reject(
      'wager_not_authorized',
      'there is no Put Bet: a Pass or Come Bet is made before its point is established (ruling R18)',
      CITE.noPutBet,
    );
  const k = parseKind(kind);
  const def = definitionOf(kind);
  const o = s.options;
  const existing = wagerOf(s, seat.seat, kind);
  if ((k.base === 'come' || k.base === 'dont-come') && k.number !== null)
    return reject(
      'not_placed_directly',
      "a Come or Don't Come Bet goes to its number on the next roll",
      CITE.wagers,
    );
  if (s.barred.some((b) => b.seat === seat.seat && b.kind === kind))
    return reject(
      'dont_wager_removed',
      "a Don't Pass or Don't Come Bet may not be replaced or increased after it was removed or reduced",
      CITE.dontNoReplace,
    );
  // Offered at this table?
  if (k.base === 'lay' && !o.layBet)
    return reject('wager_not_offered', 'this table does not offer the Lay Bet', CITE.layBet);
  if (k.base === 'buy' && !o.buyBet)
    return reject('wager_not_offered', 'this table does not offer the Buy Bet', CITE.vigorishException);
  const combo = COMBINATIONS.find((r) => r.wager === k.base);
  if (combo && !(combo.family === 'world' ? o.world : o.horn))
    return reject('wager_not_offered', `this table does not offer the ${combo.name}`, CITE.combination);
  if (k.base === 'fire-bet' && !o.fireBet)
    return reject('wager_not_offered', 'this table does not offer the Fire Bet', CITE.fireBetLayout);
  if (BONUS_BASES.has(k.base) && !o.bonusCraps)
    return reject('wager_not_offered', 'this table does not offer Bonus Craps', CITE.bonusLayout);
  // When it may be placed (CRAPS_WAGERS placement).
  switch (def.placement) {
    case 'come-out':
      if (s.point !== null)
        return reject('point_established', `a ${def.name} is made on a come out roll`, def.citation);
      break;
    case 'point-established':
      if (s.point === null)
        return reject('no_point', `a ${def.name} is made once a point is established`, def.citation);
      break;
    case 'behind-line-bet':
      if (!supported(s, seat.seat, k))
        return reject(
          'no_line_wager',
          "odds are taken or laid only behind a Pass, Don't Pass, Come or Don't Come Bet with its point established",
          CITE.oddsBets,
        );
      break;
    case 'new-shooter':
      if (!s.newShooter)
        return reject(
          'not_new_shooter',
          `a ${def.name} is placed only before a new shooter's initial come out roll`,
          BONUS_BASES.has(k.base) ? CITE.bonusPlacement : CITE.fireBetTiming,
        );
      if (BONUS_BASES.has(k.base) && s.bonusMarkers !== NO_MARKERS)
        return reject(
          'bonus_markers_on_layout',
          'no Bonus Craps wager is accepted while marker buttons are on the layout (spec ruling C1)',
          CITE.bonusMarking,
        );
      break;
    case 'any-roll':
      break;
  }
  if (existing && (k.base === 'fire-bet' || BONUS_BASES.has(k.base)))
    return reject(
      'no_increase',
      `a ${def.name} may not be increased`,
      k.base === 'fire-bet' ? CITE.fireBetNoRemoval : CITE.bonusNoChange,
    );
  const total = (existing?.amount ?? 0) + amount;
  if (combo && total % combo.units !== 0)
    return reject(
      'not_in_equal_parts',
      `a ${combo.name} is ${combo.units} equal parts: the wager must divide into ${combo.units}`,
      CITE.combination,
    );
  if (ODDS_BASES.has(k.base)) {
    // Odds are outside the posted limits (§ 623a.3(b)) but within the table's odds multiple (§ 623a.6).
    const sup = supported(s, seat.seat, k) as { line: Wager; point: PointNumber };
    const m = o.maxOdds[sup.point];
    const taking = k.base === 'pass-odds' || k.base === 'come-odds';
    const lay = TRUE_LAY_ODDS[sup.point];
    const over = taking ? total > m * sup.line.amount : total * lay.win > m * sup.line.amount * lay.per;
    if (over)
      return reject(
        'odds_above_maximum',
        taking
          ? `odds behind ${sup.line.kind} may be at most ${m} times the wager`
          : `laid odds behind ${sup.line.kind} may win at most ${m} times the wager`,
        CITE.oddsBets,
      );
  } else {
    if (total < o.minimumWager)
      return reject('below_table_minimum', `the minimum wager is ${o.minimumWager} cents`, CITE.limits);
    if (total > o.maximumWager)
      return reject(
        'above_table_maximum',
        `the maximum wager is ${o.maximumWager} cents`,
        CITE.maximumPosted,
      );
  }
  const vig =
    k.base === 'lay' && o.layBet?.collected === 'when-placed'
      ? layVigorish(o, k.number as PointNumber, amount)
      : k.base === 'buy' && o.buyBet?.collected === 'when-placed'
        ? buyVigorish(o, amount)
        : 0;
  if (seat.chips < amount + vig)
    return reject('insufficient_chips', `seat ${seat.seat} has ${seat.chips} cents in chips`);
  const events: Event[] = [{ type: 'wager-placed', seat: seat.seat, kind, amount, citation: def.citation }];
  if (vig > 0)
    events.push({
      type: 'vigorish-collected',
      seat: seat.seat,
      amount: vig,
      citation: k.base === 'buy' ? CITE.vigorishException : CITE.vigorish,
    });
  return ok(events);
}

/** The vigorish on a Lay Bet: a percentage of its true-odds winnings, rounded down to the cent. */
export function layVigorish(o: CrapsOptions, n: PointNumber, stake: Cents): Cents {
  if (!o.layBet) return 0;
  return Math.floor((winnings(stake, TRUE_LAY_ODDS[n]) * o.layBet.percent) / 100);
}

/**
 * The vigorish on a Buy Bet: a percentage of the amount bought, rounded down to the cent (R2, R8:
 * Felt never collects more than the stated percentage).
 */
export function buyVigorish(o: CrapsOptions, stake: Cents): Cents {
  if (!o.buyBet) return 0;
  return Math.floor((stake * o.buyBet.percent) / 100);
}

// ---------------------------------------------------------------------------------------------
// The roll
// ---------------------------------------------------------------------------------------------

type Resolved = Resolution<unknown>;

/** One wager against the roll, from the state before it. */
function resolveWager(s: CrapsState, w: Wager, dice: Dice): Resolved {
  const o = s.options;
  const { base, number } = parseKind(w.kind);
  const n = number as PointNumber;
  switch (base) {
    case 'pass':
      return resolvePass(lineOf(s.point), dice);
    case 'dont-pass':
      return resolveDontPass(lineOf(s.point), dice, o.dontBar);
    case 'come':
      return resolvePass(lineOf(number), dice);
    case 'dont-come':
      return resolveDontPass(lineOf(number), dice, o.dontBar);
    case 'pass-odds':
      return resolveTakeOdds(s.point as PointNumber, dice);
    case 'dont-pass-odds':
      return resolveLayOdds(s.point as PointNumber, dice);
    case 'come-odds':
      return resolveTakeOdds(n, dice);
    case 'dont-come-odds':
      return resolveLayOdds(n, dice);
    case 'place':
      return resolvePlaceToWin(n, dice, o.placeToWin[n]);
    case 'place-to-lose':
      return resolvePlaceToLose(n, dice, o.placeToLose[n]);
    case 'lay':
      // An "off" Lay Bet does not work on a come out roll (§ 623a.3(a)(42)).
      return w.off && s.point === null ? { outcome: 'open', state: n } : resolveLayBet(n, dice);
    case 'buy':
      return resolveBuyBet(n, dice);
    case 'horn':
    case 'horn-high-2':
    case 'horn-high-3':
    case 'horn-high-11':
    case 'horn-high-12':
    case 'world': {
      const row = COMBINATIONS.find((r) => r.wager === base);
      if (!row) throw new RangeError(base);
      return resolveCombination(row, dice, o);
    }
    case 'big-6':
      return resolvePlaceToWin(6, dice, o.big6And8);
    case 'big-8':
      return resolvePlaceToWin(8, dice, o.big6And8);
    case 'hardway':
      return resolveHardway(n as HardwayNumber, dice, o.hardways[n as HardwayNumber]);
    case 'field':
    case 'any-craps':
    case 'any-seven':
    case 'two':
    case 'three':
    case 'eleven':
    case 'twelve':
      return resolveOneRoll(base, dice, o);
    case 'fire-bet':
      return o.fireBet
        ? resolveFireBet({ made: s.fireMade, line: lineOf(s.point) }, dice, o.fireBet)
        : { outcome: 'open', state: null };
    case 'all-small':
    case 'all-tall':
    case 'all-or-nothing-at-all': {
      const row = BONUS_CRAPS.find((r) => r.wager === base);
      if (!row) throw new RangeError(base);
      return resolveBonusCraps(row, s.bonusMarkers, dice);
    }
  }
}

function settledEvent(s: CrapsState, w: Wager, r: Exclude<Resolved, { outcome: 'open' }>): Event {
  const base = {
    type: 'wager-settled' as const,
    seat: w.seat,
    kind: w.kind,
    amount: w.amount,
    citation: r.citation,
  };
  if (r.outcome !== 'win') return { ...base, outcome: r.outcome, winnings: 0, vigorish: 0 };
  const won = winnings(w.amount, r.odds);
  const { base: b, number } = parseKind(w.kind);
  const vig =
    b === 'lay' && s.options.layBet?.collected === 'on-win'
      ? layVigorish(s.options, number as PointNumber, w.amount)
      : b === 'buy' && s.options.buyBet?.collected === 'on-win'
        ? buyVigorish(s.options, w.amount)
        : 0;
  return { ...base, outcome: 'win', winnings: won, vigorish: vig, odds: formatOdds(r.odds as Odds) };
}

/** Everything a roll decides, in the order the dealer does it: losers, pushes, winners, then the layout. */
export function settleEvents(s: CrapsState, dice: Dice): Event[] {
  const t = totalOf(dice);
  const comeOut = s.point === null;
  const events: Event[] = [];
  const lost: Event[] = [];
  const pushed: Event[] = [];
  const won: Event[] = [];
  const moved: Event[] = [];
  for (const w of s.wagers) {
    const r = resolveWager(s, w, dice);
    if (r.outcome === 'open') {
      const { base, number } = parseKind(w.kind);
      if ((base === 'come' || base === 'dont-come') && number === null && isPointNumber(t))
        moved.push({
          type: 'come-point',
          seat: w.seat,
          from: w.kind,
          to: `${base}-${t}`,
          amount: w.amount,
          citation: CITE.wagers,
        });
      continue;
    }
    const e = settledEvent(s, w, r);
    (r.outcome === 'lose' ? lost : r.outcome === 'push' ? pushed : won).push(e);
  }
  events.push(...lost, ...pushed, ...won, ...moved);
  // Bonus Craps marker buttons, kept while a Bonus Craps wager is on the layout (623a.12(3)-(5)).
  const bonusBefore = s.wagers.filter((w) => BONUS_BASES.has(parseKind(w.kind).base));
  if (bonusBefore.length || s.bonusMarkers !== NO_MARKERS) {
    const next = markBonusCraps(s.bonusMarkers, dice);
    const remaining =
      bonusBefore.length -
      won.filter((e) => e.type === 'wager-settled' && BONUS_BASES.has(parseKind(e.kind).base)).length;
    if (next.sevenOut) {
      if (s.bonusMarkers !== NO_MARKERS)
        events.push({ type: 'bonus-markers-removed', citation: CITE.bonusSeven });
    } else if (remaining <= 0) {
      if (s.bonusMarkers !== NO_MARKERS)
        events.push({ type: 'bonus-markers-removed', citation: CITE.bonusWin });
    } else if (!isMarked(s.bonusMarkers, t))
      events.push({ type: 'bonus-marked', total: t, citation: CITE.bonusMarking });
  }
  // The puck, the Fire Bet's points and the shooter.
  if (comeOut) {
    if (isPointNumber(t)) events.push({ type: 'puck-on', point: t, citation: CITE.wagers });
  } else if (t === s.point) {
    const bit = 1 << POINT_NUMBERS.indexOf(s.point);
    if ((s.fireMade & bit) === 0)
      events.push({
        type: 'fire-point-made',
        point: s.point,
        made: pointsMade(s.fireMade | bit),
        citation: CITE.fireBet,
      });
    events.push({ type: 'puck-off', citation: CITE.wagers });
  } else if (t === 7) {
    events.push({ type: 'puck-off', citation: CITE.wagers });
    events.push({ type: 'seven-out', shooter: s.shooter, citation: CITE.fireBet });
    const next = clockwiseAfter(
      s.seats.map((x) => x.seat),
      s.shooter,
    )[0];
    if (next !== undefined) events.push({ type: 'shooter', seat: next });
  }
  events.push({ type: 'roll-complete' });
  return events;
}

// ---------------------------------------------------------------------------------------------
// evolve
// ---------------------------------------------------------------------------------------------

function addWager(wagers: readonly Wager[], w: Wager): Wager[] {
  const i = wagers.findIndex((x) => x.seat === w.seat && x.kind === w.kind);
  if (i < 0) return [...wagers, w];
  return wagers.map((x, k) => (k === i ? { ...x, amount: x.amount + w.amount } : x));
}

export function evolve(s: CrapsState, e: Event): CrapsState {
  switch (e.type) {
    case 'seated':
      return seatPlayer(s, { seat: e.seat, name: e.name, chips: e.chips });
    case 'bought-in':
      return buyIn(s, e.seat, e.amount);
    case 'left':
      return {
        ...unseat(s, e.seat, e.chips),
        // The dice pass on when the shooter leaves; the next shooter is a new shooter.
        shooter: s.shooter === e.seat ? null : s.shooter,
        lastShooter: s.shooter === e.seat ? e.seat : s.lastShooter,
        // A player who declined and left is offered the dice again if they come back.
        declined: s.declined.filter((x) => x !== e.seat),
      };
    case 'wager-placed':
      return {
        ...s,
        wagers: addWager(s.wagers, { seat: e.seat, kind: e.kind, amount: e.amount, off: false }),
        seats: updateSeat(s, e.seat, (x) => ({ ...x, chips: x.chips - e.amount })),
      };
    case 'wager-withdrawn':
      return {
        ...s,
        wagers: s.wagers.flatMap((w) =>
          w.seat !== e.seat || w.kind !== e.kind
            ? [w]
            : w.amount > e.amount
              ? [{ ...w, amount: w.amount - e.amount }]
              : [],
        ),
        seats: updateSeat(s, e.seat, (x) => ({ ...x, chips: x.chips + e.amount })),
        barred: DONT_BASES.has(parseKind(e.kind).base)
          ? [...s.barred, { seat: e.seat, kind: e.kind }]
          : s.barred,
      };
    case 'vigorish-collected':
      return {
        ...s,
        seats: updateSeat(s, e.seat, (x) => ({ ...x, chips: x.chips - e.amount })),
        house: s.house + e.amount,
      };
    case 'lay-bet-called':
      return {
        ...s,
        wagers: s.wagers.map((w) => (w.seat === e.seat && w.kind === e.kind ? { ...w, off: e.off } : w)),
      };
    case 'shooter':
      return { ...s, shooter: e.seat, lastShooter: e.seat, newShooter: true, fireMade: 0 };
    case 'dice-declined':
      // The dice go on clockwise past everyone who declined; when all have, the offer starts again.
      return {
        ...s,
        shooter: null,
        lastShooter: e.seat,
        declined: e.everyoneDeclined ? [] : [...s.declined, e.seat],
      };
    case 'no-roll':
      // Nothing is decided: a throw already called is voided and the same shooter throws again.
      return s.phase === 'settling'
        ? { ...s, phase: 'rolling', lastDice: null, newShooter: s.throwByNewShooter }
        : s;
    case 'no-more-bets':
      return { ...s, phase: 'rolling', round: s.round + 1 };
    case 'dice-thrown':
      return {
        ...s,
        lastDice: e.dice,
        newShooter: false,
        throwByNewShooter: s.newShooter,
        declined: [],
        phase: 'settling',
      };
    case 'wager-settled': {
      const net = e.outcome === 'win' ? e.winnings - e.vigorish : 0;
      return {
        ...s,
        wagers: withoutWager(s, e.seat, e.kind),
        seats: updateSeat(s, e.seat, (x) => ({
          ...x,
          chips: x.chips + (e.outcome === 'lose' ? 0 : e.amount + net),
        })),
        house: s.house + (e.outcome === 'lose' ? e.amount : -net),
      };
    }
    case 'come-point': {
      const w = wagerOf(s, e.seat, e.from);
      return {
        ...s,
        wagers: addWager(withoutWager(s, e.seat, e.from), {
          seat: e.seat,
          kind: e.to,
          amount: e.amount,
          off: w?.off ?? false,
        }),
      };
    }
    case 'bonus-marked':
      return { ...s, bonusMarkers: s.bonusMarkers | (1 << e.total) };
    case 'bonus-markers-removed':
      return { ...s, bonusMarkers: NO_MARKERS };
    case 'fire-point-made':
      return { ...s, fireMade: s.fireMade | (1 << POINT_NUMBERS.indexOf(e.point)) };
    case 'puck-on':
      return { ...s, point: e.point };
    case 'puck-off':
      return { ...s, point: null };
    case 'seven-out':
      return { ...s, shooter: null, lastShooter: e.shooter ?? s.lastShooter };
    case 'roll-complete':
      return { ...s, phase: 'betting', barred: [] };
  }
}

/** The dealer's next step: give the dice to a shooter, or throw once bets are closed. */
export function automate(s: CrapsState): { actor: Actor; command: Command } | undefined {
  const dealer: Actor = { role: 'dealer' };
  if (s.phase === 'rolling') return s.automated ? { actor: dealer, command: { type: 'roll' } } : undefined;
  if (s.phase === 'settling') return { actor: dealer, command: { type: 'settle' } };
  if (s.shooter === null && s.seats.length) return { actor: dealer, command: { type: 'select-shooter' } };
  return undefined;
}

export { BONUS_BASES, ODDS_BASES };
