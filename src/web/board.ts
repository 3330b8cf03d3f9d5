/**
 * What a game layout is and what it may use of the table page (src/web/layouts.ts lists the layouts;
 * this module has no imports of theirs, so a layout can import it without a cycle).
 */
import type { WatchRole, WireLegalAction, WireLine, WireView } from '../protocol/wire.js';

/** What a layout may use of the table page around it. */
export interface BoardContext {
  /** The table's id (a layout keeping state between views keeps it per table). */
  readonly table: string;
  readonly role: WatchRole;
  /** The viewer's seat, or null for a watcher or an unseated player. */
  readonly mySeat: number | null;
  /** Sends a command to the table (the server answers with a result and a new view). */
  readonly send: (command: Record<string, unknown> & { type: string }) => void;
  /** The wager amount in cents the player has typed in the page's amount box. */
  readonly amount: () => number;
  /** The log lines that came with this view (all of them after a (re)connect, then only the new ones). */
  readonly lines: readonly WireLine[];
}

export interface Layout {
  /** A short name, set as `data-layout` on the board so tests and styles can find it. */
  readonly name: string;
  /** Whether this layout draws the view (by its fields, never by game id). */
  readonly matches: (view: WireView) => boolean;
  /** Draws the game's part of the board; the page still draws the seats, the log and the actions. */
  readonly render: (view: WireView, ctx: BoardContext) => HTMLElement;
  /** Style rules added to the page once, the first time the layout is used. */
  readonly css?: string;
}

/** The legal actions of a type (and, when given, a wager kind), for layouts that place wagers by area. */
export function actionsOf(view: WireView, type: string, kind?: string): WireLegalAction[] {
  return view.legalActions.filter(
    (a) => a.type === type && (kind === undefined || a.params?.['kind'] === kind),
  );
}
