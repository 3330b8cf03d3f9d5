/** The wire form of every baccarat command (validated before decide sees it). */
import { z } from 'zod';
import { SEATING_COMMANDS, SHOE_COMMANDS, wagerRound } from '../../engine/procedures/card-table-commands.js';
import { WAGER_KINDS } from './rules.js';

const hand = z.enum(['player', 'banker']);

export const Command = z.discriminatedUnion('type', [
  ...SEATING_COMMANDS,
  ...SHOE_COMMANDS,
  /** With `coupon`: a Match Play Coupon on the Player or Banker wager, its value filled in by the server (§ 603a.21(c)(1)). */
  ...wagerRound(WAGER_KINDS),
  z.object({ type: z.literal('reveal'), hand }).strict(),
  z.object({ type: z.literal('relinquish'), hand }).strict(),
  z.object({ type: z.literal('require-relinquish'), hand }).strict(),
  z.object({ type: z.literal('settle-house-money') }).strict(),
  z.object({ type: z.literal('house-money-choice'), choice: z.enum(['take', 'player', 'banker']) }).strict(),
  z.object({ type: z.literal('draw-third'), hand }).strict(),
  z.object({ type: z.literal('settle') }).strict(),
  z.object({ type: z.literal('collect-vigorish'), seat: z.number().int() }).strict(),
  z.object({ type: z.literal('accept-shoe'), designateDealer: z.boolean().optional() }).strict(),
  z.object({ type: z.literal('decline-shoe') }).strict(),
  z.object({ type: z.literal('pass-shoe') }).strict(),
  /** 631a.14(a)(2): the curator unreasonably delays the game, or repeatedly makes invalid deals. */
  z.object({ type: z.literal('order-pass-shoe'), reason: z.enum(['delay', 'invalid-deals']) }).strict(),
  z.object({ type: z.literal('card-drawn-in-error') }).strict(),
  z.object({ type: z.literal('third-card-in-error'), disclosed: z.boolean() }).strict(),
  z.object({ type: z.literal('card-exposed') }).strict(),
  z.object({ type: z.literal('void-round'), reason: z.string().min(1).max(200) }).strict(),
  z.object({ type: z.literal('shuffler-malfunction') }).strict(),
  /** 627a.5(a): the floor directs a reshuffle of the shoe in play, between rounds. */
  z.object({ type: z.literal('order-reshuffle') }).strict(),
]);

export type Command = z.infer<typeof Command>;
export type CommandType = Command['type'];
