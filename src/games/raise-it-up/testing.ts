/**
 * Stacked decks and a round driver for Raise It Up's tests, drills and the engine simulation: a deck that
 * deals the given three-card hands (by seat) and community cards, and a table that applies commands
 * through decide and evolve, keeping every event.
 */
import { cards, deck, type Card } from '../../core/cards.js';
import { cite } from '../../core/citation.js';
import { SeededRng, type Rng } from '../../core/rng.js';
import type { Actor } from '../../engine/game.js';
import type { DealingMethod } from '../../engine/procedures/single-deck.js';
import { raiseItUp } from './index.js';
import type { Command } from './commands.js';
import { toAct } from './decide.js';
import type { Event, RaiseItUpState } from './state.js';

/**
 * A 52-card stack dealing `hands` (seat -> three cards) to the seats in ascending order (the deal runs
 * from the dealer's left, § 669a.8(d)) and then `community` (4th, 5th, 6th Street), one card at a time
 * or in stacks of three (§ 669a.10(b)).
 */
export function stackFor(
  hands: Readonly<Record<number, string>>,
  community: string,
  dealing: DealingMethod = 'manual-shoe',
): Card[] {
  const seats = Object.keys(hands)
    .map(Number)
    .sort((a, b) => a - b);
  const own = seats.map((s) => cards(hands[s] as string));
  const board = cards(community);
  const used = [...own.flat(), ...board];
  const rest = deck().filter((c) => !used.includes(c));
  const n = seats.length;
  const out: Card[] = [];
  for (let j = 0; j < 3 * n; j += 1) {
    const [k, r] = dealing === 'automated-shoe' ? [Math.floor(j / 3), j % 3] : [j % n, Math.floor(j / n)];
    out.push(own[k]?.[r] as Card);
  }
  return [...out, ...board, ...rest];
}

export const DEALER: Actor = { role: 'dealer' };
export const FLOOR: Actor = { role: 'floorperson' };
export const player = (seat: number): Actor => ({ role: 'player', seat });

export class Round {
  s: RaiseItUpState;
  readonly events: Event[] = [];
  readonly rng: Rng;
  constructor(options: Record<string, unknown> = {}, automated = true, seed = 7) {
    this.s = raiseItUp.setup(raiseItUp.options.parse(options), { automated });
    this.rng = SeededRng.fromSeed(seed);
  }
  /** Applies a command; throws on a rejection. */
  go(actor: Actor, c: Command): Event[] {
    const r = this.try(actor, c);
    if (!r.ok) throw new Error(`${c.type}: ${r.error.code}: ${r.error.message}`);
    return r.value;
  }
  try(actor: Actor, c: Command) {
    const r = raiseItUp.decide(this.s, actor, raiseItUp.commands.parse(c), { rng: this.rng });
    if (r.ok) for (const e of r.value) this.apply(e);
    return r;
  }
  apply(e: Event): void {
    this.s = raiseItUp.evolve(this.s, e);
    this.events.push(e);
  }
  /** Puts a stacked deck in the shoe, as a shuffle that dealt it (the automated shuffler needs no cut). */
  stack(stack: readonly Card[]): void {
    this.apply({ type: 'shuffled', stack, deck: null, source: 'seeded', citation: cite('§ 669a.5(a)') });
  }
  sit(seat: number, chips = 1_000_000): void {
    this.go(player(seat), { type: 'sit', seat, name: `P${seat}`, chips });
  }
  /** The dealer's automated steps until a person must act. */
  run(): void {
    for (let i = 0; i < 100; i += 1) {
      const step = raiseItUp.automate(this.s);
      if (!step) return;
      this.go(step.actor, step.command);
    }
  }
  chips(seat: number): number {
    return this.s.seats.find((x) => x.seat === seat)?.chips ?? 0;
  }
}

/** A player's answers, in the order the dealer asks him: `check`, `fold`, or `play` with a multiple. */
export type Answer = 'check' | 'fold' | 1 | 2 | 3;

export interface Bets {
  readonly ante: number;
  readonly 'pair-plus'?: number;
  readonly 'six-card-bonus'?: number;
  readonly progressive?: number;
  /** A Match Play Coupon riding on the Ante (its value as the server fills it in). */
  readonly coupon?: { readonly serial: string; readonly value: number };
}

/**
 * One stacked round at an automated table: the seats sit, wager, the dealer deals the stacked deck, each
 * player answers as listed when the dealer asks him (an answer missing: check, or fold at 5th Street),
 * and the automated dealer turns the cards and settles. Returns the round (its events and state).
 */
export function playRound(
  hands: Readonly<Record<number, string>>,
  community: string,
  bets: Readonly<Record<number, Bets>>,
  answers: Readonly<Record<number, readonly Answer[]>> = {},
  options: Record<string, unknown> = {},
  r: Round = new Round(options),
): Round {
  r.stack(stackFor(hands, community, (options['dealing'] as DealingMethod | undefined) ?? 'manual-shoe'));
  for (const [seat, b] of Object.entries(bets)) {
    const n = Number(seat);
    if (!r.s.seats.some((x) => x.seat === n)) r.sit(n);
    const { coupon, ...wagers } = b;
    for (const [kind, amount] of Object.entries(wagers))
      r.go(player(n), {
        type: 'place-wager',
        kind: kind as 'ante',
        amount,
        ...(kind === 'ante' && coupon ? { coupon } : {}),
      });
  }
  r.go(DEALER, { type: 'no-more-bets' });
  r.run();
  const left = new Map(Object.entries(answers).map(([k, v]) => [Number(k), [...v]]));
  for (let i = 0; i < 50 && r.s.phase !== 'betting'; i += 1) {
    const h = toAct(r.s);
    if (!h) {
      r.run();
      continue;
    }
    const a = left.get(h.seat)?.shift() ?? (r.s.phase === 'fifth' ? 'fold' : 'check');
    r.go(player(h.seat), a === 'check' || a === 'fold' ? { type: a } : { type: 'play', multiple: a });
    r.run();
  }
  return r;
}

/** The settled events of a seat's wager of a kind in a round. */
export const settledOf = (r: Round, seat: number, kind: string) =>
  r.events.filter(
    (e): e is Extract<Event, { type: 'wager-settled' }> =>
      e.type === 'wager-settled' && e.seat === seat && e.kind === kind,
  );
