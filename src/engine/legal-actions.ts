/**
 * Legal actions are found by asking decide (ARCHITECTURE: views never re-derive rules): each game
 * lists the commands a viewer might issue, and only those decide accepts now are offered. A
 * candidate's `needs` names its free parameters; their probe values are not passed on as params. Its
 * `bounds` (optional) give each free parameter's range or set, passed through to the legal action.
 */
import type { Rejection, Result } from '../core/result.js';
import { SeededRng } from '../core/rng.js';
import type { Actor, DecideContext, GameCommand, LegalAction, ParamBounds } from './game.js';
import {
  available,
  findWager,
  type TableMoney,
  type Wager,
  type WagerId,
  type WagerRules,
} from './wagers.js';

export interface Candidate<C extends GameCommand> {
  readonly actor: Actor;
  readonly command: C;
  readonly label: string;
  readonly needs?: readonly string[];
  /** The range or set of each free parameter that has one (passed on to the legal action as is). */
  readonly bounds?: Readonly<Record<string, ParamBounds>>;
}

/**
 * The one action of a player at an empty seat: taking it. Every game's `sit` has this shape; the probe's
 * name and chips are placeholders the player supplies (`needs`).
 */
export const sitCandidate = (
  seat: number,
  label = 'Take this seat',
): Candidate<{
  readonly type: 'sit';
  readonly seat: number;
  readonly name: string;
  readonly chips: number;
}> => ({
  actor: { role: 'player', seat },
  command: { type: 'sit', seat, name: 'probe', chips: 1 },
  label,
  needs: ['name', 'chips'],
  bounds: {
    name: { kind: 'text', label: 'Name' },
    chips: { kind: 'cents', min: 1, step: 1, label: 'Chips' },
  },
});

/** A candidate's `bounds` field when there are bounds (spread into the candidate). */
export const boundsOf = (
  bounds: Readonly<Record<string, ParamBounds>> | undefined,
): { bounds?: Readonly<Record<string, ParamBounds>> } => (bounds ? { bounds } : {});

/** More chips for a seated player: any whole number of cents from one. */
export const BUY_IN_BOUNDS: Readonly<Record<string, ParamBounds>> = {
  amount: { kind: 'cents', min: 1, step: 1, label: 'Chips to buy' },
};

/**
 * The amounts a wager may be placed (or increased) by now, as decidePlace holds them: the new total
 * (with what is already on the spot) within the table's limits for the kind, and no more than the chips
 * in the rack. The step is the table's minimum chip, one cent (no rule in the chapters sets another),
 * or `unit` where the layout takes a stack in equal parts (a Horn in four). Undefined when nothing is
 * possible (the rack holds less than the minimum). A rule's own gate may narrow it further (odds up to
 * a multiple of the line wager): such a game gives its own bounds.
 */
export function wagerAmountBounds<S extends TableMoney<Wager>, O>(
  s: S,
  options: O,
  rules: WagerRules<S, O>,
  id: WagerId,
  unit = 1,
): Readonly<Record<string, ParamBounds>> | undefined {
  const rule = rules[id.kind];
  if (!rule) return undefined;
  const existing = findWager(s, id);
  const have = (existing?.amount ?? 0) + (existing?.coupon?.value ?? 0);
  const limit = rule.limit?.(options);
  const lo = Math.max(1, (limit?.min ?? 0) - have);
  const hi = Math.min(available(s, id.seat), limit ? limit.max - have : Number.POSITIVE_INFINITY);
  const min = Math.ceil(lo / unit) * unit;
  const max = Math.floor(hi / unit) * unit;
  if (!(min <= max)) return undefined;
  return {
    amount: { kind: 'cents', min, max, step: unit, default: min, label: `Amount on the ${rule.name}` },
  };
}

/** Probing never shows its randomness: a shuffle decided here is thrown away. */
const PROBE_RNG = SeededRng.fromSeed(0);

export function legalActionsFrom<S, C extends GameCommand>(
  decide: (state: S, actor: Actor, command: C, ctx: DecideContext) => Result<unknown, Rejection>,
  state: S,
  candidates: readonly Candidate<C>[],
): LegalAction[] {
  return candidates
    .filter((c) => decide(state, c.actor, c.command, { rng: PROBE_RNG }).ok)
    .map((c) => {
      const { type, ...rest } = c.command;
      const free = new Set(c.needs ?? []);
      const params = Object.fromEntries(Object.entries(rest).filter(([k]) => !free.has(k)));
      const base: LegalAction = { type, actor: c.actor, label: c.label, params };
      const withNeeds = c.needs ? { ...base, needs: c.needs } : base;
      return c.bounds ? { ...withNeeds, bounds: c.bounds } : withNeeds;
    });
}
