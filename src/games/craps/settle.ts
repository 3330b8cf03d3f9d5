/**
 * Settlement at Craps: a resolution per wager from the resolvers of resolve.ts (the same functions the
 * exact math and `felt simulate` chain), turned into settled events and their transfers by the kernel's
 * `settle`. In the order the dealer works: losers, pushes, winners, then the layout (come bets to their
 * numbers, the Bonus Craps marker buttons, the puck, the Fire Bet's points and the dice).
 */
import { moves, pocket, transfer } from '../../engine/pockets.js';
import { settle, type Decided } from '../../engine/wagers.js';
import {
  COME_OUT,
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
  type LineState,
  type Resolution,
} from './resolve.js';
import {
  BONUS_CRAPS,
  CITE,
  COMBINATIONS,
  NO_MARKERS,
  POINT_NUMBERS,
  isMarked,
  isPointNumber,
  totalOf,
  type Dice,
  type HardwayNumber,
  type PointNumber,
} from './rules.js';
import { crapsDice } from './shooter.js';
import { shooterOf, type CrapsSettled, type CrapsState, type CrapsWager, type Event } from './state.js';
import { BONUS_BASES, offCallOf, parseKind, vigorishOnWin } from './wagers.js';

type Resolved = Resolution<unknown>;

const lineOf = (point: PointNumber | null): LineState =>
  point === null ? COME_OUT : { phase: 'point', point };

/** One wager against the roll, from the state before it. */
export function resolveWager(s: CrapsState, w: CrapsWager, dice: Dice): Resolved {
  const o = s.options;
  const { base, number } = parseKind(w.kind);
  const n = number as PointNumber;
  // A wager called "off" does not work on a come out roll (§ 623a.3(a)(42); ruling R46).
  if (w.off === true && s.point === null && offCallOf(w.kind)) return { outcome: 'open', state: n };
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
      return resolveLayBet(n, dice);
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

/** The settled event of `w`: a win less the vigorish its rule takes on the win (§ 623a.5(i)). */
export function settledEvent(
  s: CrapsState,
  w: CrapsWager,
  r: Exclude<Resolved, { outcome: 'open' }>,
): CrapsSettled {
  const decided: Decided =
    r.outcome === 'win'
      ? { outcome: 'win', odds: r.odds, citation: r.citation, vigorish: vigorishOnWin(s.options, w) }
      : r;
  return settle(w, decided, { vigorish: 0 });
}

/** The Fire Bets of the other players when the shooter leaves: decided as at a 7 (ruling R8). */
export function fireBetsAtLeave(s: CrapsState, leaving: number): Event[] {
  if (shooterOf(s) !== leaving || !s.options.fireBet) return [];
  const n = pointsMade(s.fireMade);
  const paytable = s.options.fireBet;
  return s.wagers
    .filter((x) => x.kind === 'fire-bet' && x.seat !== leaving)
    .map((w) =>
      settledEvent(
        s,
        w,
        n >= 4
          ? { outcome: 'win', odds: paytable[n as 4 | 5], citation: CITE.fireBet }
          : { outcome: 'lose', citation: CITE.fireBet },
      ),
    );
}

/** Bonus Craps marker buttons, kept while a Bonus Craps wager is on the layout (623a.12(3)-(5)). */
function bonusMarkers(s: CrapsState, dice: Dice, won: readonly Event[]): Event[] {
  const t = totalOf(dice);
  const before = s.wagers.filter((w) => BONUS_BASES.has(parseKind(w.kind).base));
  if (!before.length && s.bonusMarkers === NO_MARKERS) return [];
  const next = markBonusCraps(s.bonusMarkers, dice);
  const paid = won.filter((e) => e.type === 'wager-settled' && BONUS_BASES.has(parseKind(e.kind).base));
  if (next.sevenOut)
    return s.bonusMarkers !== NO_MARKERS
      ? [{ type: 'bonus-markers-removed', citation: CITE.bonusSeven }]
      : [];
  if (before.length - paid.length <= 0)
    return s.bonusMarkers !== NO_MARKERS ? [{ type: 'bonus-markers-removed', citation: CITE.bonusWin }] : [];
  return isMarked(s.bonusMarkers, t) ? [] : [{ type: 'bonus-marked', total: t, citation: CITE.bonusMarking }];
}

/** The puck, the Fire Bet's points and, at a seven out, the dice to the next shooter. */
function puckAndDice(s: CrapsState, dice: Dice): Event[] {
  const t = totalOf(dice);
  if (s.point === null) return isPointNumber(t) ? [{ type: 'puck-on', point: t, citation: CITE.wagers }] : [];
  if (t === s.point) {
    const bit = 1 << POINT_NUMBERS.indexOf(s.point);
    // A point a shooter made for the one he took over from is not his for the Fire Bet (ruling R47).
    const made: Event[] =
      (s.fireMade & bit) === 0 && !s.takingOver
        ? [
            {
              type: 'fire-point-made',
              point: s.point,
              made: pointsMade(s.fireMade | bit),
              citation: CITE.fireBet,
            },
          ]
        : [];
    return [...made, { type: 'puck-off', citation: CITE.wagers }];
  }
  if (t !== 7) return [];
  const shooter = shooterOf(s);
  const next = crapsDice.next(s, shooter);
  return [
    { type: 'puck-off', citation: CITE.wagers },
    { type: 'seven-out', shooter, citation: CITE.fireBet },
    ...(next === undefined ? [] : [{ type: 'shooter' as const, seat: next }]),
  ];
}

/** Everything a roll decides, in the order the dealer does it: losers, pushes, winners, then the layout. */
export function settleEvents(s: CrapsState, dice: Dice): Event[] {
  const t = totalOf(dice);
  const lost: Event[] = [];
  const pushed: Event[] = [];
  const won: Event[] = [];
  const moved: Event[] = [];
  for (const w of s.wagers) {
    const r = resolveWager(s, w, dice);
    if (r.outcome !== 'open') {
      (r.outcome === 'lose' ? lost : r.outcome === 'push' ? pushed : won).push(settledEvent(s, w, r));
      continue;
    }
    const { base, number } = parseKind(w.kind);
    if ((base === 'come' || base === 'dont-come') && number === null && isPointNumber(t)) {
      // The come bet travels to its number: its chips move spot to spot.
      const to = { ...w, kind: `${base}-${t}` };
      moved.push({
        type: 'come-point',
        seat: w.seat,
        from: w.kind,
        to: to.kind,
        amount: w.amount,
        citation: CITE.wagers,
        transfers: moves(transfer(pocket.spot(w), pocket.spot(to), w.amount)),
      });
    }
  }
  return [
    ...lost,
    ...pushed,
    ...won,
    ...moved,
    ...bonusMarkers(s, dice, won),
    ...puckAndDice(s, dice),
    { type: 'roll-complete' },
  ];
}
