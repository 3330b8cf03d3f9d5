/**
 * Props & Hops (ch. 668a) as a state machine. A round: wagers, "no more bets" (with the lammers put
 * out for a new Six Eight Shake sequence), the shooter's shake, the dealer uncovering the shaker,
 * then losers collected before winners are paid (§ 668a.3(i)). The shooter keeps the shaker until a
 * 7 (§ 668a.3(k)).
 *
 * Seats are numbered 1 to 6 from the dealer's right to the dealer's left; the first shooter is the
 * player farthest to the dealer's left (§ 668a.3(f)) and the shaker passes to the player's left, the
 * next lower seat (spec ruling B5).
 */
import type { Citation } from '../../core/citation.js';
import { roll as rollDice, type DiceSet, type Face } from '../../core/dice.js';
import type { Cents } from '../../core/money.js';
import { formatOdds, winnings } from '../../core/odds.js';
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
  ALL_LAMMERS,
  CITE,
  LAMMER_BOXES,
  NO_LAMMERS,
  ONE_ROLL_WAGERS,
  acceptsSixEightShake,
  collectLammer,
  combinationOf,
  passesShaker,
  resolveOneRoll,
  resolveSixEightShake,
  type Combination,
  type Dice,
  type LammersCollected,
  type PropsAndHopsOptions,
  type WagerRow,
} from './rules.js';

export const SEATS = 6;

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

export interface PropsAndHopsState {
  readonly options: PropsAndHopsOptions;
  readonly automated: boolean;
  readonly round: number;
  /** Bets open; the shooter shaking after "no more bets"; the shaker uncovered and the roll awaiting settlement. */
  readonly phase: 'betting' | 'shaking' | 'settling';
  readonly seats: readonly SeatState[];
  readonly wagers: readonly Wager[];
  /** The player holding the shaker; null before the first offer and after a 7. */
  readonly shooter: number | null;
  /** The player the covered shaker is offered to now (§ 668a.3(f), (k)). */
  readonly offeredTo: number | null;
  /** The last player to hold the shaker: the next offer goes to the player on their left. */
  readonly lastShooter: number | null;
  /** Red lammer buttons out on the six 6/8 boxes (a Six Eight Shake sequence is running). */
  readonly lammersOut: boolean;
  readonly lammers: LammersCollected;
  readonly lastDice: Dice | null;
  /** The two dice in the shaker, placed by the floorperson (§ 668a.3(a), (d)); null before opening. */
  readonly diceSet: DiceSet | null;
  readonly setsUsed: number;
  readonly house: Cents;
  readonly buyIns: Cents;
  readonly cashOuts: Cents;
}

interface Cited {
  readonly citation: Citation;
}

export type Event =
  | SeatingEvent
  | ({ readonly type: 'shaker-offered'; readonly seat: number } & Cited)
  | ({ readonly type: 'shaker-declined'; readonly seat: number } & Cited)
  | ({ readonly type: 'shaker-accepted'; readonly seat: number } & Cited)
  | ({ readonly type: 'no-more-bets' } & Cited)
  | ({ readonly type: 'dice-placed'; readonly set: DiceSet; readonly reason: string } & Cited)
  | ({ readonly type: 'lammers-placed'; readonly boxes: readonly Combination[] } & Cited)
  | ({ readonly type: 'no-roll'; readonly reason: string } & Cited)
  | ({
      readonly type: 'dice-uncovered';
      readonly dice: Dice;
      readonly combination: Combination;
      readonly total: number;
      readonly shooter: number | null;
      readonly source: 'crypto' | 'seeded' | 'called';
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
  | ({ readonly type: 'lammer-collected'; readonly combination: Combination } & Cited)
  | ({ readonly type: 'lammers-returned' } & Cited)
  | ({ readonly type: 'shaker-passed'; readonly from: number | null } & Cited)
  | ({ readonly type: 'round-complete' } & Cited);

type Decided = Result<Event[], Rejection>;

export function initialState(options: PropsAndHopsOptions, automated = false): PropsAndHopsState {
  return {
    options,
    automated,
    round: 0,
    phase: 'betting',
    seats: [],
    wagers: [],
    shooter: null,
    offeredTo: null,
    lastShooter: null,
    lammersOut: false,
    lammers: NO_LAMMERS,
    lastDice: null,
    diceSet: null,
    setsUsed: 0,
    house: 0,
    buyIns: 0,
    cashOuts: 0,
  };
}

const ROWS: ReadonlyMap<string, WagerRow> = new Map(
  ONE_ROLL_WAGERS.map((r) => [r.variant === '' ? r.id : `${r.id}-${r.variant}`, r]),
);
export const rowOf = (kind: string): WagerRow | undefined => ROWS.get(kind);

const hasShake = (s: PropsAndHopsState): boolean => s.wagers.some((w) => w.kind === 'six-eight-shake');

/** The next player to the shooter's left (the next lower occupied seat, wrapping; spec ruling B5). */
function leftOf(s: PropsAndHopsState, from: number | null): number | undefined {
  const seats = s.seats.map((x) => x.seat).sort((a, b) => b - a);
  if (from === null) return seats[0];
  return seats.find((x) => x < from) ?? seats[0];
}

export function decide(s: PropsAndHopsState, actor: Actor, c: Command, ctx: DecideContext): Decided {
  const dealerOnly = (): Decided | undefined =>
    actor.role === 'dealer' || actor.role === 'system'
      ? undefined
      : reject('not_permitted', `only the dealer may ${c.type.replaceAll('-', ' ')}`);
  const playerSeat = (): Result<SeatState, Rejection> => {
    if (actor.role !== 'player' || actor.seat === undefined)
      return reject('not_permitted', `${c.type} is a player's action and needs the player's seat`);
    const seat = seatOf(s, actor.seat);
    return seat ? ok(seat) : reject('seat_empty', 'only seated players may wager', CITE.seatedOnly);
  };
  switch (c.type) {
    case 'sit':
      return decideSit(s, actor, c, { count: SEATS, citation: CITE.players, noun: 'betting position' });
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
          'a player who has wagered stays seated until the round is complete',
          CITE.seatedOnly,
        );
      const events: Event[] = mine.map((w) => ({
        type: 'wager-withdrawn',
        seat: w.seat,
        kind: w.kind,
        amount: w.amount,
        citation: w.kind === 'six-eight-shake' ? CITE.takeDownNotice : CITE.wagersBeforeShake,
      }));
      if (
        mine.some((w) => w.kind === 'six-eight-shake') &&
        !s.wagers.some((w) => w.kind === 'six-eight-shake' && w.seat !== seat.value.seat) &&
        s.lammersOut
      )
        events.push({ type: 'lammers-returned', citation: CITE.sixEightShake });
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
          'wagers are made before the dice are shaken',
          CITE.wagersBeforeShake,
        );
      const o = s.options;
      const shake = c.kind === 'six-eight-shake';
      if (shake && !o.sixEightShake)
        return reject(
          'wager_not_offered',
          'this table does not offer the Six Eight Shake Wager',
          CITE.sixEightShake,
        );
      if (shake && !acceptsSixEightShake(s.lammers))
        return reject(
          'six_eight_shake_in_progress',
          'a Six Eight Shake Wager is accepted only while every lammer is on its box (spec ruling B3)',
          CITE.lammers,
        );
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
      if (seat.value.chips < c.amount)
        return reject('insufficient_chips', `seat ${seat.value.seat} has ${seat.value.chips} cents in chips`);
      return ok([
        {
          type: 'wager-placed',
          seat: seat.value.seat,
          kind: c.kind,
          amount: c.amount,
          citation: shake ? CITE.sixEightShake : (rowOf(c.kind)?.citation ?? CITE.wagersBeforeShake),
        },
      ]);
    }
    case 'withdraw-wager': {
      const seat = playerSeat();
      if (!seat.ok) return seat;
      const w = wagerOf(s, seat.value.seat, c.kind);
      if (!w) return reject('no_such_wager', `seat ${seat.value.seat} has no ${c.kind} wager`);
      // The Six Eight Shake may be taken down at any time before a 7 (§ 668a.1(b)(5), § 668a.2(f)(8)).
      if (w.kind !== 'six-eight-shake' && s.phase !== 'betting')
        return reject('wager_after_no_more_bets', 'the next roll decides this wager', CITE.wagersBeforeShake);
      const events: Event[] = [
        {
          type: 'wager-withdrawn',
          seat: w.seat,
          kind: w.kind,
          amount: w.amount,
          citation: w.kind === 'six-eight-shake' ? CITE.takeDownNotice : CITE.wagersBeforeShake,
        },
      ];
      // Felt ruling: with no Six Eight Shake Wager left, the sequence ends and the lammers go back.
      if (
        w.kind === 'six-eight-shake' &&
        s.lammersOut &&
        s.wagers.filter((x) => x.kind === 'six-eight-shake').length === 1
      )
        events.push({ type: 'lammers-returned', citation: CITE.sixEightShake });
      return ok(events);
    }
    case 'offer-shaker': {
      const denied = dealerOnly();
      if (denied) return denied;
      if (s.shooter !== null) return reject('shooter_in_place', `seat ${s.shooter} holds the shaker`);
      if (s.offeredTo !== null)
        return reject('shaker_offered', `the shaker is offered to seat ${s.offeredTo}`);
      const next = leftOf(s, s.lastShooter);
      if (next === undefined) return reject('no_players', 'nobody is seated');
      return ok([
        {
          type: 'shaker-offered',
          seat: next,
          citation: s.lastShooter === null ? CITE.firstShooter : CITE.shooterRotation,
        },
      ]);
    }
    case 'accept-shaker':
    case 'decline-shaker': {
      const seat = playerSeat();
      if (!seat.ok) return seat;
      if (s.offeredTo !== seat.value.seat)
        return reject('not_offered', 'the shaker is not being offered to this seat', CITE.firstShooter);
      if (c.type === 'accept-shaker')
        return ok([{ type: 'shaker-accepted', seat: seat.value.seat, citation: CITE.firstShooter }]);
      const next = leftOf(s, seat.value.seat);
      const events: Event[] = [
        { type: 'shaker-declined', seat: seat.value.seat, citation: CITE.shooterRotation },
      ];
      if (next !== undefined && next !== seat.value.seat)
        events.push({ type: 'shaker-offered', seat: next, citation: CITE.shooterRotation });
      return ok(events);
    }
    case 'place-dice': {
      if (actor.role !== 'floorperson' && actor.role !== 'system')
        return reject('not_permitted', 'the floorperson places the dice in the shaker', CITE.diceInShaker);
      if (s.phase !== 'betting') return reject('round_in_play', 'the dice are changed between rounds');
      const n = s.setsUsed + 1;
      const set: DiceSet = {
        id: `PH-${n}`,
        dice: [1, 2].map((i) => ({ id: `PH-${n}-${i}`, colour: 'white' as const })),
      };
      return ok([{ type: 'dice-placed', set, reason: c.reason, citation: CITE.diceInShaker }]);
    }
    case 'no-more-bets': {
      const denied = dealerOnly();
      if (denied) return denied;
      if (s.phase !== 'betting') return reject('not_betting', 'betting is not open');
      if (s.shooter === null)
        return reject('no_shooter', 'the shaker has not been offered to a player', CITE.firstShooter);
      if (!s.wagers.length) return reject('no_wagers', 'there is no wager on the layout');
      if (!s.diceSet)
        return reject('no_dice', 'the floorperson has not placed the dice in the shaker', CITE.diceInShaker);
      const events: Event[] = [{ type: 'no-more-bets', citation: CITE.noMoreBets }];
      if (hasShake(s) && !s.lammersOut)
        events.push({ type: 'lammers-placed', boxes: LAMMER_BOXES, citation: CITE.lammers });
      return ok(events);
    }
    case 'no-roll': {
      const denied = dealerOnly();
      if (denied) return denied;
      if (s.phase === 'betting')
        return reject('not_shaking', 'no roll is called only when the shaker is uncovered');
      return ok([
        {
          type: 'no-roll',
          reason: c.reason,
          citation: c.reason === 'die-fell-out' ? CITE.noRollDieOut : CITE.noRollStacked,
        },
      ]);
    }
    case 'uncover': {
      const denied = dealerOnly();
      if (denied) return denied;
      if (s.phase !== 'shaking')
        return reject('not_shaking', 'announce "no more bets" before the shake', CITE.noMoreBets);
      let dice: Dice;
      let source: 'crypto' | 'seeded' | 'called';
      if (c.dice) {
        if (s.automated) return reject('automated_table', 'an automated table shakes its own dice');
        dice = [c.dice[0] as Face, c.dice[1] as Face];
        source = 'called';
      } else {
        if (!s.automated)
          return reject('dice_required', 'the dealer announces the dice in the shaker', CITE.announce);
        const [a, b] = rollDice(ctx.rng, 2) as [Face, Face];
        dice = [a, b];
        source = ctx.rng.kind;
      }
      return ok([
        {
          type: 'dice-uncovered',
          dice,
          combination: combinationOf(dice),
          total: dice[0] + dice[1],
          shooter: s.shooter,
          source,
          citation: CITE.announce,
        },
      ]);
    }
    case 'settle': {
      const denied = dealerOnly();
      if (denied) return denied;
      if (s.phase !== 'settling' || !s.lastDice)
        return reject('nothing_to_settle', 'the shaker has not been uncovered');
      return ok(settleEvents(s, s.lastDice));
    }
  }
}

/** The settlement of a valid roll: losers collected first, then winners paid (§ 668a.3(i)). */
export function settleEvents(s: PropsAndHopsState, dice: Dice): Event[] {
  const combination = combinationOf(dice);
  const events: Event[] = [];
  const lost: Event[] = [];
  const won: Event[] = [];
  for (const w of s.wagers) {
    if (w.kind === 'six-eight-shake') {
      const r = resolveSixEightShake(s.lammers, dice);
      if (r.outcome === 'lose')
        lost.push({
          type: 'wager-settled',
          seat: w.seat,
          kind: w.kind,
          outcome: 'lose',
          amount: w.amount,
          winnings: 0,
          citation: r.citation,
        });
      else if (r.outcome === 'win')
        won.push({
          type: 'wager-settled',
          seat: w.seat,
          kind: w.kind,
          outcome: 'win',
          amount: w.amount,
          winnings: winnings(w.amount, r.odds),
          odds: formatOdds(r.odds),
          citation: r.citation,
        });
      continue;
    }
    const row = rowOf(w.kind);
    if (!row) continue;
    const r = resolveOneRoll(row, dice, s.options);
    if (r.outcome === 'lose')
      lost.push({
        type: 'wager-settled',
        seat: w.seat,
        kind: w.kind,
        outcome: 'lose',
        amount: w.amount,
        winnings: 0,
        citation: r.citation,
      });
    else if (r.outcome === 'win')
      won.push({
        type: 'wager-settled',
        seat: w.seat,
        kind: w.kind,
        outcome: 'win',
        amount: w.amount,
        winnings: winnings(w.amount, r.odds),
        odds: formatOdds(r.odds),
        citation: CITE.settlement,
      });
  }
  events.push(...lost);
  // The lammer on the box just rolled goes to the Six Eight Shake circles (§ 668a.3(i)).
  const lammers = s.lammersOut ? collectLammer(s.lammers, dice) : undefined;
  if (lammers && !lammers.sevenOut && lammers.collected !== s.lammers)
    events.push({ type: 'lammer-collected', combination, citation: CITE.settlement });
  events.push(...won);
  if (lammers && (lammers.sevenOut || lammers.collected === ALL_LAMMERS))
    events.push({
      type: 'lammers-returned',
      citation: lammers.sevenOut ? CITE.sixEightShake : CITE.settlement,
    });
  if (passesShaker(dice))
    events.push({ type: 'shaker-passed', from: s.shooter, citation: CITE.shooterRotation });
  events.push({ type: 'round-complete', citation: CITE.coverAndShake });
  return events;
}

export function evolve(s: PropsAndHopsState, e: Event): PropsAndHopsState {
  switch (e.type) {
    case 'seated':
      return seatPlayer(s, { seat: e.seat, name: e.name, chips: e.chips });
    case 'bought-in':
      return buyIn(s, e.seat, e.amount);
    case 'left':
      return {
        ...unseat(s, e.seat, e.chips),
        shooter: s.shooter === e.seat ? null : s.shooter,
        offeredTo: s.offeredTo === e.seat ? null : s.offeredTo,
        lastShooter: s.shooter === e.seat || s.offeredTo === e.seat ? e.seat : s.lastShooter,
      };
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
    case 'shaker-offered':
      return { ...s, offeredTo: e.seat };
    case 'shaker-accepted':
      return { ...s, shooter: e.seat, offeredTo: null, lastShooter: e.seat };
    case 'shaker-declined':
      return { ...s, offeredTo: null, lastShooter: e.seat };
    case 'no-more-bets':
      return { ...s, phase: 'shaking', round: s.round + 1 };
    case 'dice-placed':
      return { ...s, diceSet: e.set, setsUsed: s.setsUsed + 1 };
    case 'lammers-placed':
      return { ...s, lammersOut: true, lammers: NO_LAMMERS };
    case 'no-roll':
      return { ...s, phase: 'shaking', lastDice: null };
    case 'dice-uncovered':
      return { ...s, lastDice: e.dice, phase: 'settling' };
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
    case 'lammer-collected':
      return { ...s, lammers: s.lammers | (1 << LAMMER_BOXES.indexOf(e.combination)) };
    case 'lammers-returned':
      return { ...s, lammersOut: false, lammers: NO_LAMMERS };
    case 'shaker-passed':
      return { ...s, shooter: null, lastShooter: e.from ?? s.lastShooter };
    case 'round-complete':
      return { ...s, phase: 'betting' };
  }
}

/** The dealer's next step: offer the shaker, or uncover it once bets are closed. */
export function automate(s: PropsAndHopsState): { actor: Actor; command: Command } | undefined {
  const dealer: Actor = { role: 'dealer' };
  if (s.phase === 'shaking') return s.automated ? { actor: dealer, command: { type: 'uncover' } } : undefined;
  if (s.phase === 'settling') return { actor: dealer, command: { type: 'settle' } };
  if (s.diceSet === null)
    return { actor: { role: 'floorperson' }, command: { type: 'place-dice', reason: 'opening' } };
  if (s.shooter === null && s.offeredTo === null && s.seats.length)
    return { actor: dealer, command: { type: 'offer-shaker' } };
  return undefined;
}
