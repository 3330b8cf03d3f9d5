/**
 * Three Dice Football (ch. 661a) as a state machine: the Quarterback chosen by offering the dice
 * clockwise, the drive (DriveState from rules.ts: Yard Marker, Down Puck, Game Length Puck), the
 * single play wagers settled after every down, the end of the game settled in the order of
 * § 661a.6(f) with the extra point roll thrown only when someone holds an Extra Point Wager.
 *
 * Positions are numbered 1 to 16 clockwise from the stickperson's left (§§ 661a.2(a), 661a.4(b)).
 * No-roll and void throws are not downs (spec ruling A6); the extra point roll is not a play (A5).
 */
import type { Citation } from '../../core/citation.js';
import { roll as rollDice, type DiceSet, type Face } from '../../core/dice.js';
import type { Cents } from '../../core/money.js';
import { formatOdds } from '../../core/odds.js';
import { cite } from '../../core/citation.js';
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
  CITE,
  DEFENSE_PAYOUT,
  FULL_GAME_WAGERS,
  GAME_LENGTH_PAYOUTS,
  KICKOFF,
  downPuck,
  fullGameCitation,
  gameLengthPuck,
  resolveDrivePlay,
  resolveSinglePlay,
  settleFullGame,
  validateStake,
  winningsCents,
  type DriveState,
  type FullGameWager,
  type GameEnd,
  type Settlement,
  type SinglePlayWager,
  type Throw,
  type ThrowKind,
} from './rules.js';
import type { ThreeDiceFootballOptions } from './options.js';

export const POSITIONS = 16;

export interface SeatState {
  readonly seat: number;
  readonly name: string;
  readonly chips: Cents;
}

export interface Wager {
  readonly seat: number;
  readonly kind: string;
  readonly amount: Cents;
}

/** The Quarterback's dice: two green Offensive Dice and one red Defensive Die from the table's set. */
export interface Selection {
  readonly offensive: readonly [string, string];
  readonly defensive: string;
}

export interface ThreeDiceFootballState {
  readonly options: ThreeDiceFootballOptions;
  readonly automated: boolean;
  /** Games begun (a round of play is a game, § 661a.6(a)). */
  readonly round: number;
  /**
   * Bets open; "no more bets" and the Quarterback to throw; the extra point roll to throw; the throw
   * called and awaiting the dealer (pucks, settlement).
   */
  readonly phase: 'betting' | 'throwing' | 'extra-point' | 'settling';
  readonly seats: readonly SeatState[];
  readonly wagers: readonly Wager[];
  readonly drive: DriveState;
  /** The end of the game while the extra point roll is awaited. */
  readonly ended: GameEnd | null;
  readonly quarterback: number | null;
  /** The player the dice are offered to now, and who began the current round of offers. */
  readonly offer: { readonly seat: number; readonly declined: readonly number[] } | null;
  /** After a defense win the dice go to the left of the previous Quarterback (§ 661a.7(a)). */
  readonly previousQuarterback: number | null;
  readonly diceSet: DiceSet;
  readonly setsUsed: number;
  readonly selection: Selection | null;
  readonly lastThrow: Throw | null;
  readonly house: Cents;
  readonly buyIns: Cents;
  readonly cashOuts: Cents;
}

interface Cited {
  readonly citation: Citation;
}

export type Event =
  | SeatingEvent
  | ({ readonly type: 'dice-offered'; readonly seat: number } & Cited)
  | ({ readonly type: 'dice-declined'; readonly seat: number; readonly everyoneDeclined: boolean } & Cited)
  | ({ readonly type: 'quarterback'; readonly seat: number; readonly selection: Selection } & Cited)
  | ({ readonly type: 'dice-changed'; readonly set: DiceSet; readonly reason: string } & Cited)
  | ({ readonly type: 'no-more-bets' } & Cited)
  | ({ readonly type: 'no-roll'; readonly reason: string } & Cited)
  | ({
      readonly type: 'dice-called';
      readonly dice: Throw;
      readonly extraPoint: boolean;
      readonly source: 'crypto' | 'seeded' | 'called';
    } & Cited)
  | ({
      readonly type: 'throw';
      readonly dice: Throw;
      readonly kind: ThrowKind;
      readonly yards: number;
      readonly drive: DriveState;
    } & Cited)
  | ({
      readonly type: 'wager-settled';
      readonly seat: number;
      readonly kind: string;
      readonly outcome: 'win' | 'lose';
      readonly amount: Cents;
      readonly winnings: Cents;
      readonly odds?: string;
    } & Cited)
  | ({ readonly type: 'down'; readonly announcement: string } & Cited)
  | ({ readonly type: 'game-ended'; readonly end: GameEnd } & Cited)
  | ({ readonly type: 'extra-point-due' } & Cited)
  | ({ readonly type: 'game-over'; readonly winner: 'offense' | 'defense' } & Cited)
  | { readonly type: 'throw-complete' };

type Decided = Result<Event[], Rejection>;

/** A table set: four green and two red dice (§ 661a.4(a)), identified for inspection (§ 603a.13). */
export function tableSet(n: number): DiceSet {
  const id = `TDF-${n}`;
  return {
    id,
    dice: [
      ...[1, 2, 3, 4].map((i) => ({ id: `${id}-G${i}`, colour: 'green' as const })),
      ...[1, 2].map((i) => ({ id: `${id}-R${i}`, colour: 'red' as const })),
    ],
  };
}

export function initialState(options: ThreeDiceFootballOptions, automated = false): ThreeDiceFootballState {
  return {
    options,
    automated,
    round: 0,
    phase: 'betting',
    seats: [],
    wagers: [],
    drive: KICKOFF,
    ended: null,
    quarterback: null,
    offer: null,
    previousQuarterback: null,
    diceSet: tableSet(1),
    setsUsed: 1,
    selection: null,
    lastThrow: null,
    house: 0,
    buyIns: 0,
    cashOuts: 0,
  };
}

const FULL: ReadonlySet<string> = new Set(FULL_GAME_WAGERS);
export const isFullGame = (kind: string): kind is FullGameWager => FULL.has(kind);

/** The next position clockwise after `from` (the stickperson's left first when `from` is null). */
function clockwiseAfter(
  s: ThreeDiceFootballState,
  from: number | null,
  skip: readonly number[] = [],
): number | undefined {
  const seats = s.seats
    .map((x) => x.seat)
    .filter((x) => !skip.includes(x))
    .sort((a, b) => a - b);
  if (from === null) return seats[0];
  return seats.find((x) => x > from) ?? seats[0];
}

/** The odds a wager is paid at when it wins at x to 5, for the stake check of ruling A9. */
function fractionalOdds(kind: string) {
  if (kind === 'defense') return DEFENSE_PAYOUT;
  if (kind === 'game-length-3') return GAME_LENGTH_PAYOUTS[2];
  return undefined;
}

const NO_ROLL_CITATION: Readonly<Record<string, Citation>> = {
  'die-off-table': CITE.invalidRoll,
  'die-on-die': CITE.invalidRoll,
  'not-simultaneous': cite('§ 661a.5(c)(1)'),
  'missed-far-end': cite('§ 661a.5(c)(2)'),
  'on-bank-of-chips': cite('§ 661a.5(c)(3)'),
  'in-cup-or-on-rail': cite('§ 661a.5(c)(4)'),
  'cheating-device': cite('§ 661a.5(c)(5)'),
  'improper-throw': cite('§ 661a.5(c)(6)'),
  'cocked-on-several-sides': CITE.voidThrow,
  disputed: CITE.disputedThrow,
};

export function decide(s: ThreeDiceFootballState, actor: Actor, c: Command, ctx: DecideContext): Decided {
  const dealerOnly = (): Decided | undefined =>
    actor.role === 'dealer' || actor.role === 'system'
      ? undefined
      : reject('not_permitted', `only the dealer or stickperson may ${c.type.replaceAll('-', ' ')}`);
  const playerSeat = (): Result<SeatState, Rejection> => {
    if (actor.role !== 'player' || actor.seat === undefined)
      return reject('not_permitted', `${c.type} is a player's action and needs the player's seat`);
    const seat = seatOf(s, actor.seat);
    return seat ? ok(seat) : reject('seat_empty', `position ${actor.seat} is not occupied`);
  };
  const inGame = s.drive.plays > 0 || s.phase !== 'betting';
  switch (c.type) {
    case 'sit':
      return decideSit(s, actor, c, { count: POSITIONS, citation: CITE.table, noun: 'wagering location' });
    case 'buy-in': {
      const seat = playerSeat();
      if (!seat.ok) return seat;
      return ok([{ type: 'bought-in', seat: seat.value.seat, amount: c.amount }]);
    }
    case 'leave': {
      const seat = playerSeat();
      if (!seat.ok) return seat;
      const mine = s.wagers.filter((w) => w.seat === seat.value.seat);
      if (s.phase !== 'betting' && mine.length)
        return reject(
          'wager_in_play',
          'the throw in progress decides these wagers',
          CITE.singlePlaySettlement,
        );
      if (inGame && mine.some((w) => isFullGame(w.kind)))
        return reject('wager_in_play', 'full game wagers stay until the game ends', CITE.fullGameTiming);
      const events: Event[] = mine.map((w) => ({
        type: 'wager-withdrawn',
        seat: w.seat,
        kind: w.kind,
        amount: w.amount,
        citation: isFullGame(w.kind) ? CITE.fullGameTiming : CITE.singlePlayTiming,
      }));
      events.push({
        type: 'left',
        seat: seat.value.seat,
        chips: seat.value.chips + mine.reduce((a, w) => a + w.amount, 0),
      });
      return ok(events);
    }
    case 'place-wager': {
      const seat = playerSeat();
      if (!seat.ok) return seat;
      if (s.phase !== 'betting')
        return reject(
          'wager_after_no_more_bets',
          'wagers are placed before the Quarterback throws',
          CITE.singlePlayTiming,
        );
      const full = isFullGame(c.kind);
      // Full game wagers close at the first throw; the Extra Point above all (spec §1.7 control point).
      if (full && s.drive.plays > 0)
        return reject(
          'full_game_wagers_closed',
          'full game wagers are placed before the first throw of a game',
          CITE.fullGameTiming,
        );
      const o = s.options;
      const total = (wagerOf(s, seat.value.seat, c.kind)?.amount ?? 0) + c.amount;
      if (total < o.minimumWager)
        return reject(
          'below_table_minimum',
          `the minimum wager is ${o.minimumWager} cents`,
          CITE.rulesSubmission,
        );
      if (total > o.maximumWager)
        return reject(
          'above_table_maximum',
          `the maximum wager is ${o.maximumWager} cents`,
          CITE.rulesSubmission,
        );
      const fo = fractionalOdds(c.kind);
      const bad = fo ? validateStake(fo, total, o.fractionalPayouts) : [];
      if (bad[0]) return reject(bad[0].code, bad[0].message, bad[0].citation);
      if (seat.value.chips < c.amount)
        return reject('insufficient_chips', `seat ${seat.value.seat} has ${seat.value.chips} cents in chips`);
      return ok([
        {
          type: 'wager-placed',
          seat: seat.value.seat,
          kind: c.kind,
          amount: c.amount,
          citation: full ? CITE.fullGameTiming : CITE.singlePlayTiming,
        },
      ]);
    }
    case 'withdraw-wager': {
      const seat = playerSeat();
      if (!seat.ok) return seat;
      const w = wagerOf(s, seat.value.seat, c.kind);
      if (!w) return reject('no_such_wager', `seat ${seat.value.seat} has no ${c.kind} wager`);
      if (s.phase !== 'betting')
        return reject(
          'wager_after_no_more_bets',
          'the throw decides this wager (spec ruling A8)',
          CITE.singlePlayTiming,
        );
      if (isFullGame(w.kind) && s.drive.plays > 0)
        return reject(
          'full_game_wagers_closed',
          'full game wagers may not be withdrawn after the first throw',
          CITE.fullGameTiming,
        );
      return ok([
        {
          type: 'wager-withdrawn',
          seat: w.seat,
          kind: w.kind,
          amount: w.amount,
          citation: isFullGame(w.kind) ? CITE.fullGameTiming : CITE.singlePlayTiming,
        },
      ]);
    }
    case 'offer-dice': {
      const denied = dealerOnly();
      if (denied) return denied;
      if (s.quarterback !== null)
        return reject('quarterback_in_place', `seat ${s.quarterback} is the Quarterback`);
      if (s.offer) return reject('dice_offered', `the dice are offered to seat ${s.offer.seat}`);
      const next = clockwiseAfter(s, s.previousQuarterback);
      if (next === undefined) return reject('no_players', 'nobody is at the table');
      return ok([
        {
          type: 'dice-offered',
          seat: next,
          citation: s.previousQuarterback === null ? CITE.offerDice : CITE.continuation,
        },
      ]);
    }
    case 'decline-dice': {
      const seat = playerSeat();
      if (!seat.ok) return seat;
      if (s.offer?.seat !== seat.value.seat)
        return reject('not_offered', 'the dice are not being offered to this seat', CITE.offerDice);
      const declined = [...s.offer.declined, seat.value.seat];
      const next = clockwiseAfter(s, seat.value.seat, declined);
      const events: Event[] = [
        {
          type: 'dice-declined',
          seat: seat.value.seat,
          everyoneDeclined: next === undefined,
          citation: CITE.offerDice,
        },
      ];
      if (next !== undefined) events.push({ type: 'dice-offered', seat: next, citation: CITE.offerDice });
      return ok(events);
    }
    case 'accept-dice': {
      const seat = playerSeat();
      if (!seat.ok) return seat;
      if (s.offer?.seat !== seat.value.seat)
        return reject('not_offered', 'the dice are not being offered to this seat', CITE.offerDice);
      const colour = (id: string) => s.diceSet.dice.find((d) => d.id === id)?.colour;
      const greens = s.diceSet.dice.filter((d) => d.colour === 'green').map((d) => d.id);
      const reds = s.diceSet.dice.filter((d) => d.colour === 'red').map((d) => d.id);
      const offensive = c.offensive ?? [greens[0] as string, greens[1] as string];
      const defensive = c.defensive ?? (reds[0] as string);
      if (
        offensive[0] === offensive[1] ||
        offensive.some((id) => colour(id) !== 'green') ||
        colour(defensive) !== 'red'
      )
        return reject(
          'bad_selection',
          'the Quarterback selects two of the green dice and one red die of the set',
          CITE.selectDice,
        );
      return ok([
        {
          type: 'quarterback',
          seat: seat.value.seat,
          selection: { offensive: [offensive[0], offensive[1]], defensive },
          citation: s.previousQuarterback === null ? CITE.selectDice : CITE.newQuarterback,
        },
      ]);
    }
    case 'change-dice': {
      if (actor.role !== 'dealer' && actor.role !== 'floorperson')
        return reject('not_permitted', 'the stickperson or floorperson changes the dice');
      if (s.phase !== 'betting') return reject('throw_in_progress', 'the dice are changed between throws');
      return ok([
        { type: 'dice-changed', set: tableSet(s.setsUsed + 1), reason: c.reason, citation: CITE.changeDice },
      ]);
    }
    case 'no-more-bets': {
      const denied = dealerOnly();
      if (denied) return denied;
      if (s.phase !== 'betting') return reject('not_betting', 'betting is not open');
      if (s.quarterback === null || s.selection === null)
        return reject('no_quarterback', 'no Quarterback has accepted the dice', CITE.selectDice);
      if (s.drive.plays === 0 && !s.wagers.length)
        return reject('no_wagers', 'each player wagers before the first throw', CITE.firstThrow);
      return ok([
        { type: 'no-more-bets', citation: s.drive.plays === 0 ? CITE.firstThrow : CITE.singlePlayTiming },
      ]);
    }
    case 'no-roll': {
      const denied = dealerOnly();
      if (denied) return denied;
      if (s.phase === 'betting') return reject('no_throw', 'no throw is in progress');
      return ok([{ type: 'no-roll', reason: c.reason, citation: NO_ROLL_CITATION[c.reason] ?? CITE.noRoll }]);
    }
    case 'throw': {
      const denied = dealerOnly();
      if (denied) return denied;
      if (s.phase !== 'throwing' && s.phase !== 'extra-point')
        return reject('not_throwing', 'announce "no more bets" before the throw');
      let dice: Throw;
      let source: 'crypto' | 'seeded' | 'called';
      if (c.dice) {
        if (s.automated) return reject('automated_table', 'an automated table throws its own dice');
        dice = [c.dice[0] as Face, c.dice[1] as Face, c.dice[2] as Face];
        source = 'called';
      } else {
        if (!s.automated)
          return reject('dice_required', 'the stickperson calls the dice thrown', CITE.callThrow);
        const [g1, g2, r] = rollDice(ctx.rng, 3) as [Face, Face, Face];
        dice = [g1, g2, r];
        source = ctx.rng.kind;
      }
      return ok([
        {
          type: 'dice-called',
          dice,
          extraPoint: s.phase === 'extra-point',
          source,
          citation: CITE.callThrow,
        },
      ]);
    }
    case 'settle': {
      const denied = dealerOnly();
      if (denied) return denied;
      if (s.phase !== 'settling' || !s.lastThrow)
        return reject('nothing_to_settle', 'no throw has been called');
      return ok(s.ended ? extraPointEvents(s, s.lastThrow) : throwEvents(s, s.lastThrow));
    }
  }
}

function settled(s: ThreeDiceFootballState, w: Wager, r: Settlement): Event {
  if (r.outcome === 'lose')
    return {
      type: 'wager-settled',
      seat: w.seat,
      kind: w.kind,
      outcome: 'lose',
      amount: w.amount,
      winnings: 0,
      citation: r.citation,
    };
  return {
    type: 'wager-settled',
    seat: w.seat,
    kind: w.kind,
    outcome: 'win',
    amount: w.amount,
    winnings: winningsCents(w.amount, r.odds, s.options.fractionalPayouts),
    odds: formatOdds(r.odds),
    citation: r.citation,
  };
}

const announce = (d: DriveState): string =>
  `${downPuck(d)}, ${d.yardsToGo} yards to the end zone, play ${gameLengthPuck(d)}`;

/** One valid throw: a down and a play (§ 661a.6(c)), then settlement (§ 661a.6(d), (f)). */
export function throwEvents(s: ThreeDiceFootballState, dice: Throw): Event[] {
  const play = resolveDrivePlay(s.drive, dice);
  const events: Event[] = [
    {
      type: 'throw',
      dice,
      kind: play.throw.kind,
      yards: play.yards,
      drive: play.state,
      citation: play.throw.citation,
    },
  ];
  const single = s.wagers.filter((w) => !isFullGame(w.kind));
  const full = s.wagers.filter((w) => isFullGame(w.kind));
  const settleSingle = (): Event[] =>
    single.map((w) => settled(s, w, resolveSinglePlay(w.kind as SinglePlayWager, dice)));
  const end = play.end;
  if (!end) {
    events.push(...settleSingle());
    events.push({ type: 'down', announcement: announce(play.state), citation: CITE.singlePlaySettlement });
    events.push({ type: 'throw-complete' });
    return events;
  }
  events.push({ type: 'game-ended', end, citation: end.citation });
  if (end.winner === 'offense') {
    // § 661a.6(f)(1): Defense collected first; then everything but Touchdown and Extra Point.
    for (const w of full.filter((x) => x.kind === 'defense'))
      events.push(settled(s, w, settleFullGame('defense', end)));
    events.push(...settleSingle());
    for (const w of full.filter((x) => !['defense', 'touchdown', 'extra-point'].includes(x.kind)))
      events.push(settled(s, w, settleFullGame(w.kind as FullGameWager, end)));
    if (full.some((x) => x.kind === 'extra-point')) {
      events.push({ type: 'extra-point-due', citation: CITE.settleTouchdown });
      return events;
    }
    for (const w of full.filter((x) => x.kind === 'touchdown'))
      events.push(settled(s, w, settleFullGame('touchdown', end)));
    events.push({ type: 'game-over', winner: 'offense', citation: CITE.continuation });
    return events;
  }
  // § 661a.6(f)(2): Touchdown and Extra Point collected, Defense paid, then the rest.
  for (const w of full.filter((x) => x.kind === 'touchdown' || x.kind === 'extra-point'))
    events.push(settled(s, w, settleFullGame(w.kind as FullGameWager, end)));
  for (const w of full.filter((x) => x.kind === 'defense'))
    events.push(settled(s, w, settleFullGame('defense', end)));
  events.push(...settleSingle());
  for (const w of full.filter((x) => !['defense', 'touchdown', 'extra-point'].includes(x.kind)))
    events.push(settled(s, w, settleFullGame(w.kind as FullGameWager, end)));
  events.push({ type: 'game-over', winner: 'defense', citation: CITE.continuation });
  return events;
}

/** The extra point roll: not a down or a play (spec ruling A5); Touchdown paid, Extra Point settled. */
function extraPointEvents(s: ThreeDiceFootballState, dice: Throw): Event[] {
  const end = s.ended;
  if (!end) throw new RangeError('extra point roll without a touchdown');
  const events: Event[] = [];
  for (const w of s.wagers.filter((x) => x.kind === 'touchdown'))
    events.push(settled(s, w, settleFullGame('touchdown', end)));
  for (const w of s.wagers.filter((x) => x.kind === 'extra-point'))
    events.push(settled(s, w, settleFullGame('extra-point', end, dice)));
  events.push({ type: 'game-over', winner: 'offense', citation: CITE.continuation });
  return events;
}

export function evolve(s: ThreeDiceFootballState, e: Event): ThreeDiceFootballState {
  switch (e.type) {
    case 'seated':
      return seatPlayer(s, { seat: e.seat, name: e.name, chips: e.chips });
    case 'bought-in':
      return buyIn(s, e.seat, e.amount);
    case 'left': {
      const qb = s.quarterback === e.seat;
      const offered = s.offer?.seat === e.seat;
      return {
        ...unseat(s, e.seat, e.chips),
        // The dice go on from the Quarterback's left; the drive in progress continues with the new Quarterback.
        quarterback: qb ? null : s.quarterback,
        selection: qb ? null : s.selection,
        previousQuarterback: qb ? e.seat : s.previousQuarterback,
        offer: offered ? null : s.offer,
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
    case 'dice-offered':
      return { ...s, offer: { seat: e.seat, declined: s.offer?.declined ?? [] } };
    case 'dice-declined':
      // When everyone has declined, the stickperson begins the offer again.
      return {
        ...s,
        offer:
          s.offer && !e.everyoneDeclined ? { seat: e.seat, declined: [...s.offer.declined, e.seat] } : null,
      };
    case 'quarterback':
      return { ...s, quarterback: e.seat, selection: e.selection, offer: null };
    case 'dice-changed':
      // The Quarterback selects again from the new set (§ 661a.4(c)).
      return {
        ...s,
        diceSet: e.set,
        setsUsed: s.setsUsed + 1,
        selection: null,
        offer: s.quarterback === null ? s.offer : { seat: s.quarterback, declined: [] },
        quarterback: null,
        previousQuarterback: s.quarterback ?? s.previousQuarterback,
      };
    case 'no-more-bets':
      return {
        ...s,
        phase: s.ended ? 'extra-point' : 'throwing',
        round: s.drive.plays === 0 ? s.round + 1 : s.round,
      };
    case 'no-roll':
      // Not a down (spec ruling A6): a called throw is voided and the dice are thrown again.
      return s.phase === 'settling'
        ? { ...s, phase: s.ended ? 'extra-point' : 'throwing', lastThrow: null }
        : s;
    case 'dice-called':
      return { ...s, lastThrow: e.dice, phase: 'settling' };
    case 'throw':
      return { ...s, drive: e.drive };
    case 'wager-settled':
      return {
        ...s,
        wagers: withoutWager(s, e.seat, e.kind),
        seats: updateSeat(s, e.seat, (x) => ({
          ...x,
          chips: x.chips + (e.outcome === 'win' ? e.amount + e.winnings : 0),
        })),
        house: s.house + (e.outcome === 'win' ? -e.winnings : e.amount),
      };
    case 'down':
      return s;
    case 'game-ended':
      return { ...s, ended: e.end };
    case 'extra-point-due':
      return { ...s, phase: 'extra-point' };
    case 'game-over': {
      // § 661a.7(a): the Quarterback keeps the dice after a touchdown; otherwise they go to the left.
      const keeps = e.winner === 'offense';
      return {
        ...s,
        phase: 'betting',
        drive: KICKOFF,
        ended: null,
        quarterback: keeps ? s.quarterback : null,
        selection: keeps ? s.selection : null,
        previousQuarterback: keeps ? s.previousQuarterback : (s.quarterback ?? s.previousQuarterback),
      };
    }
    case 'throw-complete':
      return { ...s, phase: 'betting' };
  }
}

/** The stickperson's next step: offer the dice, or call the throw once bets are closed. */
export function automate(s: ThreeDiceFootballState): { actor: Actor; command: Command } | undefined {
  const dealer: Actor = { role: 'dealer' };
  if (s.phase === 'settling') return { actor: dealer, command: { type: 'settle' } };
  if (s.phase !== 'betting') return s.automated ? { actor: dealer, command: { type: 'throw' } } : undefined;
  if (s.quarterback === null && s.offer === null && s.seats.length)
    return { actor: dealer, command: { type: 'offer-dice' } };
  return undefined;
}

export { CITE, fullGameCitation };
