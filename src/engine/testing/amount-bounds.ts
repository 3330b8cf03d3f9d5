/**
 * For the tests of issue 11's typed bounds: the `amount` range a player's `place-wager` legal action
 * offers for one wager kind, and what the table does at each end of it and one step outside. Each bound
 * is asked of decide (nothing is applied); each step outside is submitted, so a refusal is seen as a
 * player would meet it, and the state is compared by identity to show it changed nothing.
 */
import { SeededRng } from '../../core/rng.js';
import type { Rejection, Result } from '../../core/result.js';
import type { Actor, GameCommand, GameEvent, GameView, ParamBounds } from '../game.js';
import type { Table } from '../table.js';

/** A decision as `ok`, or `code citation` (the citation empty when the refusal has none). */
const outcome = (r: Result<unknown, Rejection>): string =>
  r.ok ? 'ok' : `${r.error.code} ${r.error.citation ?? ''}`.trim();

export interface AmountProbe {
  readonly bounds: ParamBounds;
  /** The decision at `min` and at `max`. */
  readonly atMin: string;
  readonly atMax: string;
  /** The refusal of `min - step` and of `max + step`. */
  readonly below: string;
  readonly above: string;
  /** Whether both refusals left the table's state as it was. */
  readonly unchanged: boolean;
}

/**
 * Probes the amount bounds `seat` is offered for `kind` now; undefined when no such legal action (or no
 * bounds) is offered.
 */
export function probeAmountBounds<O, S, C extends GameCommand, E extends GameEvent, V extends GameView>(
  table: Table<O, S, C, E, V>,
  seat: number,
  kind: string,
): AmountProbe | undefined {
  const actor: Actor = { role: 'player', seat };
  const action = table
    .view(actor)
    .legalActions.find((a) => a.type === 'place-wager' && a.params?.['kind'] === kind);
  const b = action?.bounds?.['amount'];
  if (!b || b.min === undefined || b.max === undefined) return undefined;
  const step = b.step ?? 1;
  const command = (amount: number) => ({ type: 'place-wager', kind, amount });
  const ask = (amount: number): string => {
    const parsed = table.game.commands.safeParse(command(amount));
    if (!parsed.success) return 'malformed_command';
    return outcome(table.game.decide(table.state, actor, parsed.data, { rng: SeededRng.fromSeed(0) }));
  };
  const before = table.state;
  const below = outcome(table.submit(actor, command(b.min - step)));
  const above = outcome(table.submit(actor, command(b.max + step)));
  return {
    bounds: b,
    atMin: ask(b.min),
    atMax: ask(b.max),
    below,
    above,
    unchanged: table.state === before,
  };
}
