/** The wire form of every blackjack-family command (validated before decide sees it). */
import { z } from 'zod';
import { cents, SEATING_COMMANDS, SHOE_COMMANDS } from '../../engine/procedures/card-table-commands.js';
import { WAGER_KINDS } from './state.js';

export const Command = z.discriminatedUnion('type', [
  ...SEATING_COMMANDS,
  ...SHOE_COMMANDS,
  z.object({ type: z.literal('shuffler-malfunction') }).strict(),
  z.object({ type: z.literal('order-reshuffle') }).strict(),
  z.object({ type: z.literal('place-wager'), kind: z.enum(WAGER_KINDS), amount: cents }).strict(),
  z.object({ type: z.literal('withdraw-wager'), kind: z.enum(WAGER_KINDS) }).strict(),
  z.object({ type: z.literal('no-more-bets') }).strict(),
  z.object({ type: z.literal('deal') }).strict(),
  z.object({ type: z.literal('decline-insurance') }).strict(),
  z.object({ type: z.literal('even-money') }).strict(),
  z.object({ type: z.literal('peek') }).strict(),
  z.object({ type: z.literal('ride'), amount: z.number().int().min(0).max(1_000_000_000) }).strict(),
  z.object({ type: z.literal('hit') }).strict(),
  z.object({ type: z.literal('stand') }).strict(),
  z.object({ type: z.literal('double'), amount: cents }).strict(),
  z.object({ type: z.literal('split') }).strict(),
  z.object({ type: z.literal('surrender') }).strict(),
  z.object({ type: z.literal('rescue') }).strict(),
  z.object({ type: z.literal('reveal') }).strict(),
  z.object({ type: z.literal('dealer-hit') }).strict(),
  z.object({ type: z.literal('dealer-stand') }).strict(),
  z.object({ type: z.literal('settle') }).strict(),
  /** 665a.13(a): the next card in the shoe is found face up. */
  z.object({ type: z.literal('card-face-up') }).strict(),
  /** 665a.13(b): a card drawn in error, its face not exposed: it is the next card dealt. */
  z.object({ type: z.literal('card-drawn-in-error') }).strict(),
  /** 665a.13(c): a card drawn in error and exposed after the initial deal: offered in order as the next card. */
  z.object({ type: z.literal('card-exposed') }).strict(),
  /** 665a.13(c): the player in turn refuses the exposed card, and takes no more cards this round. */
  z.object({ type: z.literal('refuse-card') }).strict(),
  /** 665a.13(g): the dealer skipped the card the seat in turn asked for; the player takes it later. */
  z.object({ type: z.literal('skipped-hit'), seat: z.number().int() }).strict(),
  /** 665a.13(d): the dealer, standing on 17 or more, drew a card by accident. */
  z.object({ type: z.literal('dealer-drew-in-error') }).strict(),
  /** 665a.13(e): the shoe ran out mid-round: the discard rack is shuffled, cut and burned to finish it. */
  z.object({ type: z.literal('reshuffle-discards') }).strict(),
  /** 665a.13(f), (g): a hand called dead (no cards, or a hit the dealer skipped and the player declines). */
  z.object({ type: z.literal('dead-hand'), seat: z.number().int() }).strict(),
  /** 665a.13(h): the hole card put into the reader under a 2-9 up card. */
  z.object({ type: z.literal('reader-misused'), learned: z.boolean() }).strict(),
  /** 665a.13(i): the card reader out of order, or repaired. */
  z.object({ type: z.literal('reader'), working: z.boolean() }).strict(),
  z.object({ type: z.literal('void-round'), reason: z.string().min(1).max(200) }).strict(),
]);

export type Command = z.infer<typeof Command>;
export type CommandType = Command['type'];
