/**
 * Two adjacent betting areas (§§ 659a.7(f), 663a.7(f)): where the Rules Submission allows it, a player
 * may also wager on an empty betting area next to his seat. Both chapters word the permission the same
 * way, so the conditions (README ruling R25) are one function for every game that offers it.
 */
import type { Citation } from '../core/citation.js';
import { reject, type Rejection, type Result } from '../core/result.js';
import { seatOf, type SeatLike } from './seating.js';

/** A wager on a betting area: `seat` is the player's rack, `area` where the wager lies. */
export interface AreaWager {
  readonly seat: number;
  readonly kind: string;
  readonly area: number;
}

/** The second betting area the player plays, if any. */
export const secondAreaOf = (
  s: { readonly wagers: readonly AreaWager[] },
  player: number,
): number | undefined => s.wagers.find((w) => w.seat === player && w.area !== player)?.area;

export interface AdjacentAreaRule {
  /** Whether the Rules Submission allows a second area. */
  readonly allowed: boolean;
  /** The table's betting areas, numbered 1..positions. */
  readonly positions: number;
  /** The main wager the player must hold at his own seat first, and what the player calls it. */
  readonly mainKind: string;
  readonly mainName: string;
  readonly citation: Citation;
}

/** Why `player` may not wager on `area` as his second betting area, or undefined when he may. */
export function secondAreaRefusal(
  s: { readonly seats: readonly SeatLike[]; readonly wagers: readonly AreaWager[] },
  player: number,
  area: number,
  rule: AdjacentAreaRule,
): Result<never, Rejection> | undefined {
  const { citation } = rule;
  if (!rule.allowed)
    return reject(
      'adjacent_areas_not_offered',
      'this table does not let a player wager on a second betting area',
      citation,
    );
  if (Math.abs(area - player) !== 1 || area < 1 || area > rule.positions)
    return reject('not_adjacent', `area ${area} is not next to seat ${player}`, citation);
  if (seatOf(s, area) || s.wagers.some((w) => w.area === area && w.seat !== player))
    return reject('area_occupied', `another player plays the betting area at seat ${area}`, citation);
  const other = secondAreaOf(s, player);
  if (other !== undefined && other !== area)
    return reject('two_areas_at_most', 'a player wagers on two adjacent betting areas at most', citation);
  if (!s.wagers.some((w) => w.seat === player && w.kind === rule.mainKind))
    return reject(
      'own_area_first',
      `the second betting area is played beside your own: place your ${rule.mainName} at your seat first`,
      citation,
    );
  return undefined;
}

/**
 * The wagers that come down with the main wager `main` taken down at `area`: that area's other wagers
 * (they depend on it) and, for the player's own area, every wager on his second area (played only
 * beside it).
 */
export function comingDownWith<W extends AreaWager>(wagers: readonly W[], main: W, area: number): W[] {
  const seat = main.seat;
  return wagers.filter(
    (x) => x.seat === seat && x !== main && (x.area === area || (area === seat && x.area !== seat)),
  );
}

/**
 * The player's hand to act on now, of his hands still `waiting` (one, or two on adjacent areas): the
 * one with the larger main wager first; with equal wagers counterclockwise, so the higher position (to
 * the dealer's right) first (spec ruling A10 #18 on § 659a.7(f), whose words § 663a.7(f) repeats).
 */
export function handToActOn<H extends { readonly seat: number; readonly player: number }>(
  hands: readonly H[],
  player: number,
  waiting: (h: H) => boolean,
  stake: (h: H) => number,
): H | undefined {
  return hands
    .filter((h) => h.player === player && waiting(h))
    .sort((a, b) => stake(b) - stake(a) || b.seat - a.seat)[0];
}

/** The betting area a wager lies on (its `spot`). */
export const areaOf = (w: { readonly spot: string }): number => Number(w.spot);

/** A wager event's `area`, where it is not the player's own seat. */
export const onArea = (w: {
  readonly seat: number;
  readonly spot: string;
}): { area: number } | Record<string, never> => (areaOf(w) !== w.seat ? { area: areaOf(w) } : {});

/** The wager of this kind on a betting area (one player's wagers only). */
export const wagerOf = <W extends { readonly spot: string; readonly kind: string }>(
  s: { readonly wagers: readonly W[] },
  area: number,
  kind: W['kind'],
): W | undefined => s.wagers.find((w) => areaOf(w) === area && w.kind === kind);

/** The hand dealt to a betting area. */
export const handOf = <H extends { readonly seat: number }>(
  s: { readonly hands: readonly H[] },
  area: number,
): H | undefined => s.hands.find((h) => h.seat === area);

/** The player's hands (one, or two on adjacent areas), highest position first. */
export const handsOf = <H extends { readonly seat: number; readonly player: number }>(
  s: { readonly hands: readonly H[] },
  player: number,
): H[] => s.hands.filter((h) => h.player === player).sort((a, b) => b.seat - a.seat);
