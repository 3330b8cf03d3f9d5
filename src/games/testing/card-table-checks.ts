/**
 * The checks Asia Poker's and Five Card Hi-Lo's table tests share: the properties of a table driven at
 * random (chips conserved, the log replayed, cards kept hidden), and the rules of a wager on an adjacent
 * betting area (§ 659a.7(f), § 663a.7(f)).
 */
import { describe, expect, it } from 'vitest';
import type { Rejection, Result } from '../../core/result.js';
import type { Actor, GameCommand, GameEvent, GameView } from '../../engine/game.js';
import type { TableMoney, Wager, WagerId } from '../../engine/wagers.js';
import {
  type CardTable,
  expectChipsConserved,
  expectReplayedOnTwoAreas,
  randomCardPlay,
} from './card-tables.js';
import { dealer, seat } from './table.js';

const SEATS = [1, 3, 6];

/** What a privacy check reads of a poker-style table's state: the hands and the dealer's setting. */
interface HiddenHands {
  readonly round: number;
  readonly hands: readonly { readonly seat: number; readonly revealed: boolean }[];
  readonly dealer: { readonly set: unknown } | null;
}

/** What a privacy check reads of a player's view: the deck order, the bank, every area's cards. */
interface PlayerSight extends GameView {
  readonly order?: string;
  readonly house?: number;
  readonly areas: readonly {
    readonly seat: number;
    readonly player: number;
    readonly cards: string | null;
  }[];
  readonly dealer: { readonly cards: string | null } | null;
}

/** The random play a privacy check starts from, and the moves it watches (see expectCardsHidden). */
interface Hiding {
  readonly seed: number;
  readonly steps: number;
  readonly moves: number;
  /** The actions seat 1 takes, the first of these types offered. */
  readonly prefer: readonly string[];
}

/**
 * After `steps` random moves from `seed`, `moves` more in which seat 1 takes the first action of the
 * types in `prefer` (a wager of 1,000) and the dealer calls "no more bets": before each, no player sees
 * another player's unrevealed cards, the dealer's before they are set, the deck or the bank; more than
 * five rounds complete.
 */
function expectCardsHidden<
  O,
  S extends HiddenHands,
  C extends GameCommand,
  E extends GameEvent,
  V extends PlayerSight,
>(d: CardTable<O, S, C, E, V>, { seed, steps, moves, prefer }: Hiding): void {
  const { t } = randomCardPlay(d, seed, steps);
  for (let i = 0; i < moves; i += 1) {
    const s = t.state;
    for (const n of SEATS) {
      const v = t.view(seat(n));
      expect(v.order).toBeUndefined();
      expect(v.house).toBeUndefined();
      for (const h of v.areas)
        if (h.player !== n && !s.hands.find((x) => x.seat === h.seat)?.revealed) expect(h.cards).toBeNull();
      if (s.dealer && !s.dealer.set) expect(v.dealer?.cards).toBeNull();
    }
    t.runAutomation();
    const acts = t.view(seat(1)).legalActions;
    const a = prefer.map((type) => acts.find((x) => x.type === type)).find((x) => x !== undefined);
    if (a)
      t.submit(a.actor, {
        type: a.type,
        ...a.params,
        ...(a.needs?.includes('amount') ? { amount: 1000 } : {}),
      });
    if (d.betting(t.state)) t.submit(dealer, { type: 'no-more-bets' });
  }
  expect(t.state.round).toBeGreaterThan(5);
}

/** What a table's property tests run: how long, from which seeds, and what every state keeps. */
export interface CardTableProperties<S> {
  /** What every state of random play keeps (every pocket sums to zero, and what the game adds). */
  readonly conserved: (s: S) => boolean;
  readonly chips: { readonly steps: number; readonly runs: number };
  /** A seed whose table allows two areas, so that its log holds wagers on a second one. */
  readonly replay: { readonly seed: number; readonly steps: number };
  readonly hidden: Hiding;
}

/** The property tests of a table driven at random: chips conserved, the log replayed, cards hidden. */
export function describeCardTableProperties<
  O,
  S extends HiddenHands,
  C extends GameCommand,
  E extends GameEvent,
  V extends PlayerSight,
>(title: string, d: CardTable<O, S, C, E, V>, p: CardTableProperties<S>): void {
  describe(title, () => {
    it('chips are conserved by every command, and rounds complete', () => {
      expectChipsConserved(d, p.conserved, p.chips);
    });

    it('replaying the log re-decides every command and reproduces the state', () => {
      expectReplayedOnTwoAreas(d, p.replay.seed, p.replay.steps);
    });

    it("a player never sees another player's unrevealed cards, the dealer's before they are turned, or the deck", () => {
      expectCardsHidden(d, p.hidden);
    });
  });
}

/** A withdrawn wager as `kind@area` (the seat's own area where it names none). */
const withdrawnAt = (e: GameEvent): string => {
  const w = e as GameEvent & WagerId & { readonly area?: number };
  return e.type === 'wager-withdrawn' ? `${w.kind}@${w.area ?? w.seat}` : '';
};

/**
 * Taking down seat `n`'s wager of `kind` takes down its second area's wagers too (`withdrawn`, as
 * `kind@area` in order) and puts the player's rack back to its 100,000 buy-in.
 */
export function expectSecondAreaWithdrawn(
  t: {
    readonly state: TableMoney<Wager>;
    submit(a: Actor, c: unknown): Result<readonly GameEvent[], Rejection>;
  },
  n: number,
  kind: string,
  withdrawn: readonly string[],
): void {
  const r = t.submit(seat(n), { type: 'withdraw-wager', kind });
  expect(r.ok && r.value.map(withdrawnAt)).toEqual(withdrawn);
  expect(t.state.seats.find((x) => x.seat === n)?.chips).toBe(100_000);
}

/** A wager on an adjacent area and how it fares: `[seat, area, code]`, or with its own amount and kind. */
export type AreaWager = readonly [seat: number, area: number, code: string, amount?: number, kind?: string];

/**
 * Wagers placed in turn (the game's `main` wager unless a row names its own amount and kind), each
 * accepted (`ok`) or rejected with the row's code.
 */
export function expectAreaWagers(
  t: { submit(a: Actor, c: unknown): Result<unknown, Rejection> },
  main: { readonly kind: string; readonly amount: number },
  rows: readonly AreaWager[],
): void {
  for (const [n, area, code, amount = main.amount, kind = main.kind] of rows) {
    const r = t.submit(seat(n), { type: 'place-wager', kind, amount, area });
    expect(r.ok ? 'ok' : r.error.code, `seat ${n}: ${kind} ${amount} on area ${area}`).toBe(code);
  }
}

/**
 * A wager on an adjacent area is refused where the Rules Submission does not offer them; where it does
 * (`{ adjacentAreas: true }`), seat 3 must wager at its own area before area 4, and then `rows` fare as
 * they say. The table they were placed at, for what the test checks next.
 */
export function expectAdjacentAreaRules<
  T extends { submit(a: Actor, c: unknown): Result<unknown, Rejection> },
>(
  open: (options: Record<string, unknown>) => T,
  main: { readonly kind: string; readonly amount: number },
  rows: readonly AreaWager[],
): T {
  expectAreaWagers(open({}), main, [[3, 4, 'adjacent_areas_not_offered']]);
  const t = open({ adjacentAreas: true });
  expectAreaWagers(t, main, [[3, 4, 'own_area_first'], [3, 3, 'ok'], ...rows]);
  return t;
}
