/**
 * The kernel's rule table for every Craps wager kind (docs/kernel.md, `WagerRules`): when it may be
 * placed or increased (§ 623a.3(a), (43); § 623a.6; § 623a.12(1)), whether the table offers it, its
 * posted limits (§ 623a.3(b), § 623a.5(j)) and when it may be taken down or reduced (§ 623a.4(c), (d)).
 * The rows come from the catalog in rules.ts (CRAPS_WAGERS); a wire kind names its number where it has
 * one (`place-6`, `come-odds-5`), so one row serves each number.
 */
import type { Citation } from '../../core/citation.js';
import { formatCents, type Cents } from '../../core/money.js';
import { winnings } from '../../core/odds.js';
import type { Rejection } from '../../core/result.js';
import type { ParamBounds } from '../../engine/game.js';
import { wagerAmountBounds } from '../../engine/legal-actions.js';
import { postedLimits } from '../../engine/procedures/dice-seats.js';
import {
  available,
  findWager,
  no,
  type Limit,
  type Wager,
  type WagerRule,
  type WagerRules,
} from '../../engine/wagers.js';
import { REFUSED_KINDS, WAGER_KINDS } from './commands.js';
import type { CrapsOptions } from './options.js';
import {
  BONUS_CRAPS,
  CITE,
  COMBINATIONS,
  CRAPS_WAGERS,
  NO_MARKERS,
  OFF_CALLS,
  TRUE_LAY_ODDS,
  type CombinationWager,
  type CrapsWagerDefinition,
  type OffCall,
  type PointNumber,
} from './rules.js';
import type { OneRollWager } from './resolve.js';
import type { CrapsState, CrapsWager } from './state.js';

/** Every Craps wager lies on the layout's own area for its kind (docs/kernel.md, spot conventions). */
export const SPOT = 'layout';

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

export const ODDS_BASES: ReadonlySet<Base> = new Set([
  'pass-odds',
  'dont-pass-odds',
  'come-odds',
  'dont-come-odds',
]);
export const BONUS_BASES: ReadonlySet<Base> = new Set(BONUS_CRAPS.map((r) => r.wager));
export const DONT_BASES: ReadonlySet<Base> = new Set(['dont-pass', 'dont-come']);

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

/** How the wager is called "off" for come out rolls, if it may be (OFF_CALLS). */
export const offCallOf = (kind: string): OffCall | undefined =>
  (OFF_CALLS as Readonly<Record<string, OffCall>>)[definitionOf(kind).id];

/** The seat's wager of `kind`, if any. */
export const wagerOf = (s: CrapsState, seat: number, kind: string): CrapsWager | undefined =>
  findWager(s, { seat, spot: SPOT, kind });

/** The laid odds that stand behind a Don't wager (taken down with it, § 623a.6), if any. */
export function laidOddsBehind(s: CrapsState, w: Wager): Wager | undefined {
  const { base, number } = parseKind(w.kind);
  const kind =
    base === 'dont-pass'
      ? 'dont-pass-odds'
      : base === 'dont-come' && number !== null
        ? `dont-come-odds-${number}`
        : null;
  return kind === null ? undefined : wagerOf(s, w.seat, kind);
}

/** The line or come wager odds stand behind, with its point, if the player has one (§ 623a.6). */
export function supported(
  s: CrapsState,
  seat: number,
  k: Kind,
): { readonly line: Wager; readonly point: PointNumber } | undefined {
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

// ---------------------------------------------------------------------------------------------
// Vigorish (§ 623a.5(i); the Lay Bet § 623a.3(a)(42), the Buy Bet ruling R16)
// ---------------------------------------------------------------------------------------------

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

/** The vigorish collected when `amount` is placed on `kind` (0 unless the Rules Submission says so). */
export function vigorishWhenPlaced(o: CrapsOptions, kind: string, amount: Cents): Cents {
  const { base, number } = parseKind(kind);
  if (base === 'lay' && o.layBet?.collected === 'when-placed')
    return layVigorish(o, number as PointNumber, amount);
  if (base === 'buy' && o.buyBet?.collected === 'when-placed') return buyVigorish(o, amount);
  return 0;
}

/** The vigorish taken from a win on `w` (0 unless collected on the win). */
export function vigorishOnWin(o: CrapsOptions, w: Wager): Cents {
  const { base, number } = parseKind(w.kind);
  if (base === 'lay' && o.layBet?.collected === 'on-win')
    return layVigorish(o, number as PointNumber, w.amount);
  if (base === 'buy' && o.buyBet?.collected === 'on-win') return buyVigorish(o, w.amount);
  return 0;
}

// ---------------------------------------------------------------------------------------------
// Gates
// ---------------------------------------------------------------------------------------------

/** No wager is made or touched once "no more bets" is called: the dice are out. */
export const DICE_OUT = {
  place: no('wager_after_no_more_bets', 'no wager is made while the dice are out', CITE.wagers),
  touch: no('wager_after_no_more_bets', 'wagers are not touched while the dice are out', CITE.removal),
  call: no('wager_after_no_more_bets', 'the dice are out', CITE.layOff),
  callPlace: no('wager_after_no_more_bets', 'the dice are out', CITE.placeOff),
} as const;

/** The posted minimum and maximum of § 623a.3(b) apply to every wager but the odds (§ 623a.6(e)). */
const limits = postedLimits(CITE.limits, CITE.maximumPosted);

/** The Fire Bet's own posted limitations where the Rules Submission gives them (§ 623a.2(d)(4)(iii)(C)). */
const fireBetLimits = (o: CrapsOptions): Limit =>
  o.fireBetLimits
    ? { min: o.fireBetLimits.minimum, max: o.fireBetLimits.maximum, citation: CITE.fireBetLimits }
    : limits(o);

/** Whether the table's Rules Submission offers the wager. */
function offered(k: Kind): ((o: CrapsOptions) => Rejection | undefined) | undefined {
  const not = (what: string, citation: Citation) =>
    no('wager_not_offered', `this table does not offer ${what}`, citation);
  if (k.base === 'lay') return (o) => (o.layBet ? undefined : not('the Lay Bet', CITE.layBet));
  if (k.base === 'buy') return (o) => (o.buyBet ? undefined : not('the Buy Bet', CITE.vigorishException));
  const combo = COMBINATIONS.find((r) => r.wager === k.base);
  if (combo)
    return (o) =>
      (combo.family === 'world' ? o.world : o.horn) ? undefined : not(`the ${combo.name}`, CITE.combination);
  if (k.base === 'fire-bet') return (o) => (o.fireBet ? undefined : not('the Fire Bet', CITE.fireBetLayout));
  if (BONUS_BASES.has(k.base))
    return (o) => (o.bonusCraps ? undefined : not('Bonus Craps', CITE.bonusLayout));
  return undefined;
}

/** When the wager may be made: the placement of its catalog row. */
function placement(s: CrapsState, seat: number, k: Kind, def: CrapsWagerDefinition): Rejection | undefined {
  switch (def.placement) {
    case 'come-out':
      return s.point !== null
        ? no('point_established', `a ${def.name} is made on a come out roll`, def.citation)
        : undefined;
    case 'point-established':
      return s.point === null
        ? no('no_point', `a ${def.name} is made once a point is established`, def.citation)
        : undefined;
    case 'behind-line-bet':
      return supported(s, seat, k)
        ? undefined
        : no(
            'no_line_wager',
            "odds are taken or laid only behind a Pass, Don't Pass, Come or Don't Come Bet with its point established",
            CITE.oddsBets,
          );
    case 'new-shooter':
      if (!s.newShooter)
        return no(
          'not_new_shooter',
          `a ${def.name} is placed only before a new shooter's initial come out roll`,
          BONUS_BASES.has(k.base) ? CITE.bonusPlacement : CITE.fireBetTiming,
        );
      if (BONUS_BASES.has(k.base) && s.bonusMarkers !== NO_MARKERS)
        return no(
          'bonus_markers_on_layout',
          'no Bonus Craps wager is accepted while marker buttons are on the layout (spec ruling C1)',
          CITE.bonusMarking,
        );
      return undefined;
    case 'any-roll':
      return undefined;
  }
}

/** How much: a Fire Bet or Bonus Craps wager is never increased, a combination is equal parts, odds a multiple. */
function amountRule(
  s: CrapsState,
  seat: number,
  kind: string,
  k: Kind,
  amount: Cents,
): Rejection | undefined {
  const def = definitionOf(kind);
  const existing = wagerOf(s, seat, kind);
  if (existing && (k.base === 'fire-bet' || BONUS_BASES.has(k.base)))
    return no(
      'no_increase',
      `a ${def.name} may not be increased`,
      k.base === 'fire-bet' ? CITE.fireBetNoRemoval : CITE.bonusNoChange,
    );
  const total = (existing?.amount ?? 0) + amount;
  const combo = COMBINATIONS.find((r) => r.wager === k.base);
  if (combo && total % combo.units !== 0)
    return no(
      'not_in_equal_parts',
      `a ${combo.name} is ${combo.units} equal parts: the wager must divide into ${combo.units}`,
      CITE.combination,
    );
  const cap = oddsMaximum(s, seat, k);
  return cap && total > cap.total
    ? no(
        'odds_above_maximum',
        cap.taking
          ? `odds behind ${cap.line.kind} may be at most ${cap.multiple} times the wager`
          : `laid odds behind ${cap.line.kind} may win at most ${cap.multiple} times the wager`,
        CITE.oddsBets,
      )
    : undefined;
}

/**
 * The most odds of kind `k` may total behind the seat's line or come wager, where there is one (§ 623a.6):
 * odds are outside the posted limits (§ 623a.3(b)) but within the multiple the Rules Submission sets for
 * the point, applied to the stake when taking and to the amount won when laying (ruling R8). Laid odds
 * win at the odds against, so their stake may be the multiple times the wager at `per` to `win`.
 */
export function oddsMaximum(
  s: CrapsState,
  seat: number,
  k: Kind,
):
  | { readonly total: Cents; readonly taking: boolean; readonly multiple: number; readonly line: Wager }
  | undefined {
  const sup = ODDS_BASES.has(k.base) ? supported(s, seat, k) : undefined;
  if (!sup) return undefined;
  const multiple = s.options.maxOdds[sup.point];
  const taking = k.base === 'pass-odds' || k.base === 'come-odds';
  const lay = TRUE_LAY_ODDS[sup.point];
  const total = taking
    ? multiple * sup.line.amount
    : Math.floor((multiple * sup.line.amount * lay.per) / lay.win);
  return { total, taking, multiple, line: sup.line };
}

/** When a wager may be placed or increased, and by how much. */
function placeGate(kind: string): WagerRule<CrapsState, CrapsOptions>['place'] {
  const k = parseKind(kind);
  const def = definitionOf(kind);
  return (s, req) => {
    if (s.phase !== 'betting') return DICE_OUT.place;
    if ((k.base === 'come' || k.base === 'dont-come') && k.number !== null)
      return no(
        'not_placed_directly',
        "a Come or Don't Come Bet goes to its number on the next roll",
        CITE.wagers,
      );
    if (s.barred.some((b) => b.seat === req.seat && b.kind === kind))
      return no(
        'dont_wager_removed',
        "a Don't Pass or Don't Come Bet may not be replaced or increased after it was removed or reduced",
        CITE.dontNoReplace,
      );
    return placement(s, req.seat, k, def) ?? amountRule(s, req.seat, kind, k, req.amount);
  };
}

/** Why a wager may not be taken down now, or undefined when it may (§ 623a.4(c), (d)). */
export function takeDownRefused(s: CrapsState, w: Wager): Rejection | undefined {
  const { base, number } = parseKind(w.kind);
  if (s.phase !== 'betting') return DICE_OUT.touch;
  if (base === 'pass' && s.point !== null)
    return no(
      'contract_wager',
      'a Pass Bet may not be removed once its point is established',
      CITE.passNoRemoval,
    );
  if (base === 'come' && number !== null)
    return no(
      'contract_wager',
      'a Come Bet may not be removed once its come point is established',
      CITE.comeNoRemoval,
    );
  if (base === 'fire-bet')
    return no('contract_wager', 'a Fire Bet may not be removed before a loser 7', CITE.fireBetNoRemoval);
  if (BONUS_BASES.has(base))
    return no('contract_wager', 'Bonus Craps wagers remain until collected or paid', CITE.bonusContract);
  return undefined;
}

/**
 * The section under which a wager is taken down or reduced: § 623a.4(d) for a Don't wager, (c) for any
 * other (its paragraphs (1)-(4) only say when a wager may not be).
 */
export const takeDownCitation = (kind: string): Citation =>
  DONT_BASES.has(parseKind(kind).base) ? CITE.dontRemoval : CITE.removal;

/**
 * Why a wager may not be reduced by `by` (§ 623a.4(c)): what is left must meet the table minimum, and a
 * Don't wager may not leave its laid odds above the table's multiple (§ 623a.6).
 */
export function reductionRefused(s: CrapsState, w: Wager, by: Cents): Rejection | undefined {
  const k = parseKind(w.kind);
  const left = w.amount - by;
  if (!ODDS_BASES.has(k.base) && left < s.options.minimumWager)
    return no(
      'below_table_minimum',
      `the table minimum is ${formatCents(s.options.minimumWager)}`,
      CITE.limits,
    );
  const odds = laidOddsBehind(s, w);
  if (!odds) return undefined;
  const point = (k.base === 'dont-pass' ? s.point : k.number) as PointNumber;
  const lay = TRUE_LAY_ODDS[point];
  return odds.amount * lay.win > s.options.maxOdds[point] * left * lay.per
    ? no(
        'odds_above_maximum',
        'reduce the laid odds first: they would exceed the table maximum',
        CITE.oddsBets,
      )
    : undefined;
}

/** The Put Bet is refused with its citation rather than as unknown (ruling R18). */
const PUT_BET: WagerRule<CrapsState, CrapsOptions> = {
  name: 'Put Bet',
  citation: CITE.noPutBet,
  place: () =>
    no(
      'wager_not_authorized',
      'there is no Put Bet: a Pass or Come Bet is made before its point is established (ruling R18)',
      CITE.noPutBet,
    ),
};

function ruleOf(kind: string): WagerRule<CrapsState, CrapsOptions> {
  const k = parseKind(kind);
  const def = definitionOf(kind);
  const offer = offered(k);
  return {
    name: def.name,
    citation: def.citation,
    ...(offer ? { offered: offer } : {}),
    ...(ODDS_BASES.has(k.base) ? {} : { limit: k.base === 'fire-bet' ? fireBetLimits : limits }),
    place: placeGate(kind),
    withdraw: takeDownRefused,
    // § 525.22(c)(2): at Craps a Match Play Coupon is played on the Pass or Don't Pass line only.
    ...(kind === 'pass' || kind === 'dont-pass' ? { coupon: true } : {}),
  };
}

/** The rule of every wire kind (the Put Bet refused, ruling R18). */
export const WAGER_RULES: WagerRules<CrapsState, CrapsOptions> = Object.fromEntries([
  ...WAGER_KINDS.map((kind) => [kind, ruleOf(kind)] as const),
  ...REFUSED_KINDS.map((kind) => [kind, PUT_BET] as const),
]);

/**
 * The amounts `kind` may be placed (or increased) by now, as decide holds them (issue 11): the kernel's
 * range from the posted limits and the rack (`wagerAmountBounds`, in the equal parts of a Horn or World),
 * narrowed for odds to the multiple behind the line wager (`oddsMaximum`, § 623a.6) and, where a Lay or
 * Buy Bet's vigorish is collected when it is placed, to what the rack covers with its vigorish
 * (§ 623a.5(i), (g)(3); ruling R16). Undefined when no amount is possible.
 */
export function placeBounds(
  s: CrapsState,
  seat: number,
  kind: string,
): Readonly<Record<string, ParamBounds>> | undefined {
  const k = parseKind(kind);
  const units = COMBINATIONS.find((r) => r.wager === k.base)?.units ?? 1;
  const range = wagerAmountBounds(s, s.options, WAGER_RULES, { seat, spot: SPOT, kind }, units)?.amount;
  if (range?.min === undefined || range.max === undefined) return undefined;
  const have = wagerOf(s, seat, kind)?.amount ?? 0;
  const cap = oddsMaximum(s, seat, k);
  const rack = available(s, seat);
  const covered = (a: Cents): boolean => a + vigorishWhenPlaced(s.options, kind, a) <= rack;
  let max = cap ? Math.min(range.max, cap.total - have) : range.max;
  if (!covered(max)) {
    // The largest amount the rack covers with its vigorish (a + vigorish grows with a): by bisection.
    let lo = range.min - 1;
    while (lo < max - 1) {
      const mid = Math.floor((lo + max) / 2);
      if (covered(mid)) lo = mid;
      else max = mid;
    }
    max = lo;
  }
  if (max < range.min) return undefined;
  return { amount: { ...range, max } };
}
