/**
 * The wire form of every Craps / Mini-Craps command. A wager's kind names its number where it has one
 * (`place-6`, `hardway-8`, `come-odds-5`), so `bet SEAT KIND DOLLARS` needs nothing more.
 */
import { z } from 'zod';
import { SEATING_COMMANDS, cents, dieFace } from '../../engine/procedures/dice-commands.js';
import { THROWN_DICE_REASONS } from '../../engine/procedures/dice-table.js';
import { ONE_ROLL_WAGERS } from './resolve.js';
import { COMBINATIONS, HARDWAY_NUMBERS, POINT_NUMBERS } from './rules.js';

const SIMPLE = [
  'pass',
  'dont-pass',
  'come',
  'dont-come',
  'pass-odds',
  'dont-pass-odds',
  'big-6',
  'big-8',
  ...ONE_ROLL_WAGERS,
  'fire-bet',
  'all-small',
  'all-tall',
  'all-or-nothing-at-all',
] as const;

const NUMBERED = [
  'come',
  'dont-come',
  'come-odds',
  'dont-come-odds',
  'place',
  'place-to-lose',
  'lay',
  'buy',
] as const;

/** Every wager kind on the wire; `come-6` / `dont-come-6` are Come bets that travelled to the 6. */
export const WAGER_KINDS: readonly string[] = [
  ...SIMPLE,
  ...NUMBERED.flatMap((base) => POINT_NUMBERS.map((n) => `${base}-${n}`)),
  ...HARDWAY_NUMBERS.map((n) => `hardway-${n}`),
  ...COMBINATIONS.map((r) => r.wager),
];

/**
 * Kinds a player may ask for that Felt refuses with a citation rather than as unknown: the Put Bet
 * (ruling R18). Never offered as a legal action.
 */
export const REFUSED_KINDS: readonly string[] = POINT_NUMBERS.map((n) => `put-${n}`);

const kind = z
  .string()
  .refine((k) => WAGER_KINDS.includes(k) || REFUSED_KINDS.includes(k), { message: 'no such wager at Craps' });

export const Command = z.discriminatedUnion('type', [
  ...SEATING_COMMANDS,
  /** With `coupon`: a Match Play Coupon riding on the wager, its value filled in by the server (§ 525.22). */
  z
    .object({
      type: z.literal('place-wager'),
      kind,
      amount: cents,
      coupon: z
        .object({ serial: z.string().min(1).max(40), value: cents })
        .strict()
        .optional(),
    })
    .strict(),
  /** Takes a wager down, or with `amount` reduces it by that much (§ 623a.4(c)). */
  z.object({ type: z.literal('withdraw-wager'), kind, amount: cents.optional() }).strict(),
  /** A Lay Bet called "off" (or back "on") for come out rolls (§ 623a.3(a)(42)). */
  z.object({ type: z.literal('call-lay-bet'), kind, off: z.boolean() }).strict(),
  /** A Place Bet (to win or to lose) or Buy Bet called "off" (or back "on") for come out rolls (ruling R46). */
  z.object({ type: z.literal('call-place-bet'), kind, off: z.boolean() }).strict(),
  z.object({ type: z.literal('select-shooter') }).strict(),
  /** The player given the dice declines them before a first throw; they pass on clockwise (ruling R20). */
  z.object({ type: z.literal('decline-dice') }).strict(),
  /** The stickperson calls an invalid roll or "no roll": nothing is decided, the dice are thrown again (R19). */
  z.object({ type: z.literal('no-roll'), reason: z.enum(THROWN_DICE_REASONS) }).strict(),
  /** The dealer collects the losing wagers, pays the winners and moves the puck and markers. */
  z.object({ type: z.literal('settle') }).strict(),
  z.object({ type: z.literal('no-more-bets') }).strict(),
  /** The throw: on a live table the stickperson calls the dice; an automated table draws them. */
  z.object({ type: z.literal('roll'), dice: z.tuple([dieFace, dieFace]).optional() }).strict(),
]);

export type Command = z.infer<typeof Command>;
