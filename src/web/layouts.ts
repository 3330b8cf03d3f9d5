/// <reference lib="dom" />
/**
 * Game layouts for the table page. A layout is chosen by the shape of the view the server sends (the
 * web app imports the wire protocol only and never switches on a game id); a view no layout claims is
 * drawn by the generic table page alone (seats, wagers, legal actions as buttons).
 */
import type { WireView } from '../protocol/wire.js';
import type { BoardContext, Layout } from './board.js';
import { CARD_LAYOUTS } from './layout-cards.js';
import { DICE_LAYOUTS } from './layout-dice.js';

export type { BoardContext, Layout } from './board.js';

/** Every layout, most specific first. Layouts register here by being listed. */
export const LAYOUTS: readonly Layout[] = [
  // Asia Poker and Five Card Hi-Lo (layout-cards.ts).
  ...CARD_LAYOUTS,
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
