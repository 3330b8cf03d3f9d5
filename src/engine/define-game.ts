/**
 * The parts of a game definition (game.ts) every table wires the same way (issue 11): what the table is
 * called with its Rules Submission, and its machine: the wire form of its commands, a table set up live
 * or automated, decide, evolve, view, the automated dealer and the log. A game's index.ts spreads both
 * and adds what only it has (drills, advice, odds, simulation).
 */
import type { z } from 'zod';
import type { GameCommand, GameDefinition, GameEvent, GameView, Violation } from './game.js';
import type { TableName } from './view-kit.js';

type Def<O, S, C extends GameCommand, E extends GameEvent, V extends GameView> = GameDefinition<
  O,
  S,
  C,
  E,
  V
>;

/** The definition's registration: the table's id, name and chapter (as its view shows them) and options. */
export const registered = <O>(
  t: TableName,
  status: GameDefinition['status'],
  options: z.ZodType<O>,
  checkOptions: (options: O) => Violation[],
): Pick<GameDefinition<O>, 'id' | 'name' | 'chapter' | 'status' | 'options' | 'checkOptions'> => ({
  id: t.game,
  name: t.name,
  chapter: t.chapter,
  status,
  options,
  checkOptions,
});

/** A table's machine as its folder writes it: `initialState` takes whether the table is automated. */
export interface TableMachine<
  O,
  S,
  C extends GameCommand,
  E extends GameEvent,
  V extends GameView,
> extends Pick<Def<O, S, C, E, V>, 'commands' | 'decide' | 'evolve' | 'view' | 'automate' | 'describe'> {
  initialState(options: O, automated: boolean): S;
  readonly overdue?: Def<O, S, C, E, V>['overdue'];
  readonly interrupted?: Def<O, S, C, E, V>['interrupted'];
}

/** The machine's part of the definition: `setup` from the table's config, the round from the state. */
export function tableMachine<
  O,
  S extends { readonly round: number },
  C extends GameCommand,
  E extends GameEvent,
  V extends GameView,
>(
  m: TableMachine<O, S, C, E, V>,
): Pick<
  Def<O, S, C, E, V>,
  | 'commands'
  | 'setup'
  | 'decide'
  | 'evolve'
  | 'view'
  | 'automate'
  | 'roundOf'
  | 'describe'
  | 'overdue'
  | 'interrupted'
> {
  return {
    commands: m.commands,
    setup: (o, table) => m.initialState(o, table?.automated ?? false),
    decide: m.decide,
    evolve: m.evolve,
    view: m.view,
    automate: m.automate,
    ...(m.overdue ? { overdue: m.overdue } : {}),
    ...(m.interrupted ? { interrupted: m.interrupted } : {}),
    roundOf: (s) => s.round,
    describe: m.describe,
  };
}
