/**
 * Legal actions are found by asking decide (ARCHITECTURE: views never re-derive rules): each game
 * lists the commands a viewer might issue, and only those decide accepts now are offered. A
 * candidate's `needs` names its free parameters; their probe values are not passed on as params. Its
 * `bounds` (optional) give each free parameter's range or set, passed through to the legal action.
 */
import type { Rejection, Result } from '../core/result.js';
import { SeededRng } from '../core/rng.js';
import type { Actor, DecideContext, GameCommand, LegalAction, ParamBounds } from './game.js';

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
});

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
