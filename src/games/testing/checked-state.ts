/**
 * A card game's state driven through decide and evolve with no table, for the tests that stack a deck
 * and play a round by hand (Three Card Poker's table and coupon tests, Five Card Hi-Lo's coupon test):
 * every pocket is checked to sum to zero after each event, and a coupon is never counted as chips. Also
 * the coupon those tests wager and the coupons a round sent to the drop box (baccarat's too).
 */
import { expect } from 'vitest';
import type { Rejection, Result } from '../../core/result.js';
import { SeededRng } from '../../core/rng.js';
import type { Actor, GameCommand, GameDefinition, GameEvent, GameView } from '../../engine/game.js';
import { pocket, type Transfer } from '../../engine/pockets.js';
import { totalChips, type TableMoney, type Wager } from '../../engine/wagers.js';

/**
 * `start` driven by commands (parsed as from the wire), drawing from one generator seeded `seed`: `try`
 * decides (a rejection changes nothing), `do` must be accepted, `code` is `accepted` or the rejection's
 * code and citation; `log` keeps each command's events with the states they were applied to.
 */
export function checkedState<
  O,
  S extends TableMoney<Wager>,
  C extends GameCommand,
  E extends GameEvent,
  V extends GameView,
>(game: GameDefinition<O, S, C, E, V>, start: S, seed: number) {
  let s = start;
  const rng = SeededRng.fromSeed(seed);
  const log: { events: readonly E[]; before: S[] }[] = [];
  const t = {
    get s(): S {
      return s;
    },
    log,
    events: (): E[] => log.flatMap((x) => x.events),
    try(actor: Actor, c: C): Result<readonly E[], Rejection> {
      const r = game.decide(s, actor, game.commands.parse(c), { rng });
      if (r.ok) {
        const before: S[] = [];
        for (const e of r.value) {
          before.push(s);
          s = game.evolve(s, e);
          expect(totalChips(s), `${e.type} keeps every pocket summing to zero`).toBe(0);
        }
        log.push({ events: r.value, before });
      }
      return r;
    },
    do(actor: Actor, c: C): readonly E[] {
      const r = t.try(actor, c);
      if (!r.ok) throw new Error(`${c.type}: ${r.error.code} ${r.error.message}`);
      return r.value;
    },
    code(actor: Actor, c: C): string {
      const r = t.try(actor, c);
      return r.ok ? 'accepted' : `${r.error.code} ${String(r.error.citation ?? '')}`;
    },
    rack: (n: number): number | undefined => s.seats.find((x) => x.seat === n)?.chips,
  };
  return t;
}

/** A Match Play Coupon worth 1,000. */
export const coupon = (serial = 'MP000001') => ({ serial, value: 1_000 });

/** The coupons that went to the drop box, as `serial amount`. */
export const couponsToDrop = (events: readonly GameEvent[]): string[] =>
  events
    .flatMap((e) => ('transfers' in e ? (e.transfers as readonly Transfer[]) : []))
    .filter((x) => x.coupon !== undefined && x.to === pocket.drop)
    .map((x) => `${x.coupon} ${x.amount}`);
