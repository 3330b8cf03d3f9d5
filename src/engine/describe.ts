/**
 * Log lines per viewer (ARCHITECTURE "Views and logs are per viewer"): what every game's `describe`
 * shares. A game decides who may see which cards (the same rule its `view` applies) and writes the cards
 * through `cardsFor`, so a card the viewer may not see is never put into the line at all; nothing
 * downstream reads lines for cards.
 */
import { formatCards, type Card } from '../core/cards.js';
import type { GameDefinition, GameEvent, Viewer } from './game.js';

/** How a line writes a card the viewer may not see. */
export const HIDDEN_CARD = '??';

/** Compliance and surveillance: sees every card (transcripts and the audit log are written for it). */
export const COMPLIANCE: Viewer = { role: 'compliance' };

/** A watcher: a player without a seat, who sees only what the table shows everyone. */
export const WATCHER: Viewer = { role: 'player' };

/**
 * Whether the viewer may see cards a player holds privately at `seat` (before they are shown): the
 * player himself and compliance.
 */
export const holdsOrAudits = (viewer: Viewer, seat: number): boolean =>
  viewer.role === 'compliance' || (viewer.role === 'player' && viewer.seat === seat);

/** The cards in card notation when the viewer may see them, otherwise `??` for each. */
export const cardsFor = (sees: boolean, cards: readonly Card[]): string =>
  sees ? formatCards(cards) : cards.map(() => HIDDEN_CARD).join(' ');

/**
 * The lines of events decided together (one log entry), as `viewer` reads them: `before` is the state
 * the first event applies to; each later event is described against the state its predecessors left.
 */
export function describeEvents<S, E extends GameEvent>(
  game: Pick<GameDefinition<unknown, S, never, E>, 'describe' | 'evolve'>,
  viewer: Viewer,
  before: S,
  events: readonly E[],
): string[] {
  const out: string[] = [];
  let state = before;
  for (const e of events) {
    out.push(game.describe(e, viewer, state));
    state = game.evolve(state, e);
  }
  return out;
}

/** The line of the cut offered at a shoe table (multi-deck-shoe.ts) or declined by the seat offered it. */
export const describeCutOffer = (
  e:
    | { readonly type: 'cut-offered'; readonly offer: readonly number[]; readonly citation: string }
    | { readonly type: 'cut-declined'; readonly seat: number; readonly citation: string },
): string => {
  const c = `  [${e.citation}]`;
  if (e.type === 'cut-declined') return `seat ${e.seat} declines the cut${c}`;
  return e.offer.length
    ? `the cut is offered to seat ${e.offer.join(', then seat ')}${c}`
    : `the dealer cuts${c}`;
};

/**
 * The events every table's log writes alike, card or dice (procedures/card-table-describe.ts,
 * procedures/dice-log.ts): a player sits, buys in or leaves, a wager is placed or taken down, and
 * "no more bets".
 */
export const SEATING_AND_WAGER_EVENTS = [
  'seated',
  'bought-in',
  'left',
  'wager-placed',
  'wager-withdrawn',
  'no-more-bets',
] as const;
