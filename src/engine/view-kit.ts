/**
 * What every table's view writes the same way (ARCHITECTURE "Views and logs are per viewer"; issue 11):
 * the head of the view (which game, which layout, banked or not, the phase, the round, the seats), what
 * compliance alone sees (the table's result; a single-deck table adds the deck's, card-table-view.ts), and
 * the legal-action candidates every seated player has (more chips, leaving). A game's view.ts keeps what
 * its own chapter shows and hides: its hands, its cards, its layout's marks.
 */
import type { Actor, GameCommand, GameView, LegalAction, Viewer } from './game.js';
import { BUY_IN_BOUNDS, legalActionsFrom, type Candidate } from './legal-actions.js';
import type { Seat, TableMoney, Wager } from './wagers.js';

/** What a table is called and how it banks: the view's head (and the definition's, define-game.ts). */
export interface TableName {
  /** The game's id (`three-card-poker`). */
  readonly game: string;
  readonly name: string;
  /** The chapter of 58 Pa. Code (`649a`). */
  readonly chapter: string;
  /**
   * `banked`: patrons wager against the house (§ 603a.21(a): a Match Play Coupon may ride here);
   * `non-banked`: against each other.
   */
  readonly kind: 'banked' | 'non-banked';
  /** The layout a client draws the view with (src/protocol/views.ts); the game's id when absent. */
  readonly layout?: string;
}

/** The fields every table's view shares: GameView's, what the table is called, its seats and wagers. */
export interface TableView<W = Wager> extends GameView {
  readonly name: string;
  readonly chapter: string;
  readonly seats: readonly Seat[];
  readonly wagers: readonly W[];
  /** What the table waits for, in words. */
  readonly next: string;
  /** Compliance only: the table's result (the bank pocket). */
  readonly house?: number;
}

/** The head of a view: what the table is, where its round stands, who sits at it. */
export const viewHead = <T extends TableName, P extends string>(
  t: T,
  phase: P,
  s: { readonly round: number; readonly seats: readonly Seat[] },
): {
  game: string;
  layout: string;
  kind: T['kind'];
  name: string;
  chapter: string;
  phase: P;
  round: number;
  seats: readonly Seat[];
} => ({
  game: t.game,
  layout: t.layout ?? t.game,
  kind: t.kind,
  name: t.name,
  chapter: t.chapter,
  phase,
  round: s.round,
  seats: s.seats,
});

/** Compliance alone sees the table's result: the bank pocket. */
export const houseFor = (s: TableMoney<Wager>, viewer: Viewer): { house?: number } =>
  viewer.role === 'compliance' ? { house: s.pockets.bank ?? 0 } : {};

/** The two actions every seated player has, in this order: buying more chips and leaving. */
export const seatedCandidates = (
  actor: Actor,
): Candidate<{ readonly type: 'buy-in'; readonly amount: number } | { readonly type: 'leave' }>[] => [
  {
    actor,
    command: { type: 'buy-in', amount: 1 },
    label: 'Buy more chips',
    needs: ['amount'],
    bounds: BUY_IN_BOUNDS,
  },
  { actor, command: { type: 'leave' }, label: 'Leave and cash out' },
];

/** A view's legal actions from the game's candidates for the viewer, kept where decide accepts them. */
export const legalActionsOf =
  <S, C extends GameCommand>(
    decide: Parameters<typeof legalActionsFrom<S, C>>[0],
    candidates: (s: S, viewer: Viewer) => readonly Candidate<C>[],
  ) =>
  (s: S, viewer: Viewer): LegalAction[] =>
    legalActionsFrom(decide, s, candidates(s, viewer));

/**
 * The legal actions of a table that splits its candidates by viewer: a player with a seat number his
 * own (sitting down, or what a seated player may do), anyone else the staff's by role.
 */
export const legalActionsBy = <S, C extends GameCommand>(
  decide: Parameters<typeof legalActionsFrom<S, C>>[0],
  player: (s: S, seat: number) => readonly Candidate<C>[],
  staff: (s: S, viewer: Viewer) => readonly Candidate<C>[],
): ((s: S, viewer: Viewer) => LegalAction[]) =>
  legalActionsOf(decide, (s: S, viewer: Viewer) => {
    const seat = viewer.role === 'player' ? viewer.seat : undefined;
    return seat === undefined ? staff(s, viewer) : player(s, seat);
  });

/**
 * What a banked table of a family of games on one layout is called: the game's own name and chapter
 * (its profile's). Patrons wager against the house (§ 603a.21(a): a Match Play Coupon may ride here).
 */
export const bankedTable = <G extends string, L extends string>(
  game: G,
  profile: { readonly name: string; readonly chapter: string },
  layout: L,
) => ({ game, name: profile.name, chapter: profile.chapter, kind: 'banked', layout }) as const;
