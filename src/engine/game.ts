/**
 * The game contract every game implements (ARCHITECTURE "A game"). The table runtime, the server,
 * the CLI and the math only ever talk to a game through this interface; none of them switches on a
 * game id.
 */
import type { z } from 'zod';
import type { Citation } from '../core/citation.js';
import type { Rejection, Result } from '../core/result.js';
import type { Rng } from '../core/rng.js';

export type Role = 'player' | 'dealer' | 'floorperson' | 'compliance' | 'system';

/** Who issues a command. Players act for their seat; staff act for the table. */
export interface Actor {
  readonly role: Role;
  readonly seat?: number;
}

export interface GameCommand {
  readonly type: string;
}

export interface GameEvent {
  readonly type: string;
  readonly citation?: Citation;
}

/** Who is looking: a player sees only their own private information; staff roles see more. */
export interface Viewer {
  readonly role: Role;
  readonly seat?: number;
}

/** A command the viewer may issue now, with what the UI/CLI needs to offer it. */
export interface LegalAction {
  readonly type: string;
  readonly actor: Actor;
  readonly label: string;
  /** Fixed parameters of this action (e.g. `{hand: 'player'}`); free parameters are listed in `needs`. */
  readonly params?: Readonly<Record<string, unknown>>;
  readonly needs?: readonly string[];
  readonly citation?: Citation;
}

export interface GameView {
  readonly game: string;
  /**
   * The table layout a client draws this view with (`baccarat`, `craps` ...): declared by the game, so a
   * client never guesses it from the view's fields (src/protocol/views.ts holds each layout's schema).
   */
  readonly layout: string;
  /**
   * Whether patrons wager against the house (`banked`) or against each other (issue 11): the server's
   * Match Play Coupon check refuses a coupon at a table whose view does not say `banked` (§ 603a.21(a)).
   */
  readonly kind?: 'banked' | 'non-banked';
  readonly phase: string;
  readonly round: number;
  readonly legalActions: readonly LegalAction[];
}

/** A rule of the regulation that a Rules Submission breaks. */
export interface Violation {
  readonly path: string;
  readonly code: string;
  readonly message: string;
  readonly citation?: Citation;
}

export interface OddsRow {
  readonly wager: string;
  readonly variant: string;
  readonly houseEdge: number;
  readonly exact?: string;
  readonly standardError?: number;
  readonly method: 'exact' | 'simulation';
  readonly citation: string;
  readonly expectedRolls?: number;
}

/** How a particular table runs: an automated table's engine performs the dealer's procedure itself. */
export interface TableConfig {
  readonly automated?: boolean;
}

export interface SimulationParams {
  readonly rounds: number;
  readonly seed: number;
  readonly workers?: number;
  readonly onProgress?: (rounds: number) => void;
}

export interface SimulationReport {
  readonly rounds: number;
  /** Shoes dealt, at games dealt from a shoe; absent at the dice games. */
  readonly shoes?: number;
  readonly wagers: readonly OddsRow[];
}

export interface DecideContext {
  readonly rng: Rng;
}

/**
 * A game. Method syntax (not arrow properties) keeps parameters bivariant, so a concrete game is
 * assignable to `AnyGame` for registries.
 */
export interface GameDefinition<
  O = unknown,
  S = unknown,
  C extends GameCommand = GameCommand,
  E extends GameEvent = GameEvent,
  V extends GameView = GameView,
> {
  readonly id: string;
  readonly name: string;
  /** E.g. `627a`. */
  readonly chapter: string;
  readonly status: 'final-form' | 'proposed-2013' | 'temporary';
  /** The Rules Submission options: a zod schema whose fields carry `description` and `citation` metadata. */
  readonly options: z.ZodType<O>;
  /** Cross-field checks the schema cannot express (e.g. Dragon 7 Insurance only at EZ tables). */
  checkOptions(options: O): Violation[];
  /** The wire form of a command, so malformed input is rejected before it reaches decide. */
  readonly commands: z.ZodType<C>;
  setup(options: O, table?: TableConfig): S;
  decide(state: S, actor: Actor, command: C, ctx: DecideContext): Result<E[], Rejection>;
  evolve(state: S, event: E): S;
  view(state: S, viewer: Viewer): V;
  /** The dealer's next step on an automated table, or undefined when a person must act (or nothing is due). */
  automate(state: S): { actor: Actor; command: C } | undefined;
  /** Round number the state is in (rounds start at 1; 0 before the first). */
  roundOf(state: S): number;
  /**
   * An automated table whose round was cut off by a failure of the table itself (the server stopped
   * mid-round and resumed from its log): the command the game's irregularity rules give for that round
   * (e.g. a floor void that returns every wager), or undefined when the round continues where its log
   * stops. Absent: every round continues.
   */
  interrupted?(state: S): { actor: Actor; command: C } | undefined;
  /**
   * An automated table waiting on a person who has not answered within the table's decision time: the
   * command taken in their place (e.g. a cut offer treated as declined), or undefined when nobody is
   * waited on or the wait is the person's to take (betting). Absent: the table waits.
   */
  overdue?(state: S): { actor: Actor; command: C } | undefined;
  /**
   * Exact odds of every wager, where the game provides them: `all` reports every wager, paytable and
   * option the regulation allows (deck count and similar taken from `options`); `table` only what a
   * table under these options offers.
   */
  odds?(options: O, scope: 'all' | 'table'): OddsRow[];
  /**
   * A seeded Monte Carlo of complete rounds under the regulation's procedure (on all cores), with each
   * wager's estimated house edge and standard error, in the same scope as `odds`.
   */
  simulate?(options: O, params: SimulationParams, scope: 'all' | 'table'): Promise<SimulationReport>;
  /**
   * One line per event, as `viewer` may read it; `before` is the state the event applies to. The game
   * redacts: a card the viewer may not see is written `??` (`cardsFor` in describe.ts) or left out, and
   * what a viewer may see is exactly what `view` shows that viewer once the event is applied (the player
   * his own hand, staff what the game's rules give them, compliance everything). A line is a pure
   * function of its arguments, so it never changes afterwards: a card shown later is named by the later
   * event's own line. Free text (seat names, reasons) is written as it is and never read for cards.
   *
   * Compliance's line is the full line (transcripts and the audit log record it). A viewer's line lies
   * between the public line (a watcher's, `{role: 'player'}` with no seat) and compliance's: where those
   * two agree, every viewer gets that line, which the table server relies on to describe most events
   * only twice.
   */
  describe(event: E, viewer: Viewer, before: S): string;
  /**
   * Dealer-training drills of the game's own (58 Pa. Code 611a), built from real deals under these
   * options. The trainer adds the drills every game gets from the contract (the dealer's next step, who
   * acts next, the amount paid on a wager); a game adds here what only it can ask.
   */
  drills?(options: O, rng: Rng): Drill[];
  /**
   * A player aid too costly to send with every view (e.g. the legal settings ranked by expected value),
   * asked for on demand. It may use only what `view(state, viewer)` shows that viewer; undefined when
   * there is nothing to advise now.
   */
  advise?(state: S, viewer: Viewer): Readonly<Record<string, unknown>> | undefined;
}

/** A training question with its graded answer: the rule and the citation shown after answering. */
export interface Drill {
  readonly kind: string;
  readonly question: string;
  /** The situation, one line each (hands, wagers, what happened so far). */
  readonly situation: readonly string[];
  readonly choices: readonly { readonly id: string; readonly label: string }[];
  /** The id of the right choice. */
  readonly answer: string;
  readonly rule: string;
  readonly citation?: Citation;
}

/** Any game, for registries: method syntax above makes every concrete definition assignable to it. */
export type AnyGame = GameDefinition;
