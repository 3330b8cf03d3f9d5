/// <reference lib="dom" />
/**
 * Game layouts for the table page. A layout is chosen by the shape of the view the server sends (the
 * web app imports the wire protocol only and never switches on a game id); a view no layout claims is
 * drawn by the generic table page alone (seats, wagers, legal actions as buttons).
 */
import type { WatchRole, WireLegalAction, WireView } from '../protocol/wire.js';
import { DICE_LAYOUTS } from './layout-dice.js';

/** What a layout may use of the table page around it. */
export interface BoardContext {
  readonly role: WatchRole;
  /** The viewer's seat, or null for a watcher or an unseated player. */
  readonly mySeat: number | null;
  /** Sends a command to the table (the server answers with a result and a new view). */
  readonly send: (command: Record<string, unknown> & { type: string }) => void;
  /** The wager amount in cents the player has typed in the page's amount box. */
  readonly amount: () => number;
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

/** Every layout, most specific first. Layouts register here by being listed. */
export const LAYOUTS: readonly Layout[] = [
  // Dice: Craps and Mini-Craps, Props & Hops, Three Dice Football.
  ...DICE_LAYOUTS,
];

const styled = new Set<string>();

/** The layout for this view, its style added to the page on first use; undefined when none claims it. */
export function boardFor(view: WireView, ctx: BoardContext): HTMLElement | undefined {
  const layout = LAYOUTS.find((l) => l.matches(view));
  if (!layout) return undefined;
  if (layout.css && !styled.has(layout.name)) {
    styled.add(layout.name);
    const style = document.createElement('style');
    style.dataset['layout'] = layout.name;
    style.textContent = layout.css;
    document.head.append(style);
  }
  const el = layout.render(view, ctx);
  el.dataset['layout'] = layout.name;
  return el;
}

/** The legal actions of a type (and, when given, a wager kind), for layouts that place wagers by area. */
export function actionsOf(view: WireView, type: string, kind?: string): WireLegalAction[] {
  return view.legalActions.filter(
    (a) => a.type === type && (kind === undefined || a.params?.['kind'] === kind),
  );
}
