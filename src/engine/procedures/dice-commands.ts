/**
 * The wire forms every dice table's commands share (Craps, Props & Hops, Three Dice Football): an amount
 * of chips, a die's face, and the kernel's seating commands, which each game's `Command` union opens
 * with. What only a game has (its wager kinds, its throw, its calls) stays in its commands.ts.
 */
import { z } from 'zod';
import { couponOnCommand } from '../coupons.js';
import { seatName } from '../seating.js';

/** An amount of chips in cents: a whole number from one cent to ten million dollars. */
export const cents = z.number().int().positive().max(1_000_000_000);

/** The face a die shows. */
export const dieFace = z.number().int().min(1).max(6);

/** A player takes a seat with chips, buys more, or leaves and cashes out (the kernel's seating). */
export const SEATING_COMMANDS = [
  z.object({ type: z.literal('sit'), seat: z.number().int(), name: seatName, chips: cents }).strict(),
  z.object({ type: z.literal('buy-in'), amount: cents }).strict(),
  z.object({ type: z.literal('leave') }).strict(),
] as const;

/**
 * A player's wager commands at a dice table whose wagers take no coupon (Props & Hops, Three Dice
 * Football), `kind` being the game's wager kinds. A Match Play Coupon may be offered; no wager there
 * takes one (R77), so the kernel refuses it with its citation.
 */
export const wagerCommands = <K extends z.ZodTypeAny>(kind: K) =>
  [
    z.object({ type: z.literal('place-wager'), kind, amount: cents, coupon: couponOnCommand }).strict(),
    z.object({ type: z.literal('withdraw-wager'), kind }).strict(),
  ] as const;
