/**
 * Turn order around a table: "clockwise" or "counter-clockwise" from a seat, skipping empty seats (and
 * any the caller names, e.g. players who declined the dice). Which way the numbers ascend is the
 * game's geometry: at the card tables seat 1 is at the dealer's right and numbers ascend
 * counter-clockwise (README ruling R1); at Craps positions ascend clockwise from area 1 (ruling R8).
 */
export type Direction = 'clockwise' | 'counter-clockwise';

export interface Geometry {
  /** The direction in which seat numbers ascend, seen from above. */
  readonly ascending: Direction;
}

/** Seat 1 at the dealer's right, ascending counter-clockwise (ruling R1). */
export const CARD_TABLE: Geometry = { ascending: 'counter-clockwise' };

/**
 * The occupied seats in `direction`, starting after `from` (null: from the start of the numbering in
 * that direction), without those in `skip`.
 */
export function around(
  g: Geometry,
  seats: readonly number[],
  direction: Direction,
  from: number | null = null,
  skip: readonly number[] = [],
): number[] {
  const up = direction === g.ascending;
  const sorted = [...new Set(seats)].filter((x) => !skip.includes(x)).sort((a, b) => (up ? a - b : b - a));
  if (from === null) return sorted;
  const after = (x: number) => (up ? x > from : x < from);
  return [...sorted.filter(after), ...sorted.filter((x) => !after(x))];
}

/** The next occupied seat after `from` in `direction` (undefined: nobody). */
export const nextSeat = (
  g: Geometry,
  seats: readonly number[],
  direction: Direction,
  from: number | null,
  skip: readonly number[] = [],
): number | undefined => around(g, seats, direction, from, skip)[0];
