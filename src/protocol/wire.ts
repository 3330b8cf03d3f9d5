/**
 * The wire protocol between the table server and its clients (web UI, bench, tests). Types only, plus
 * a few pure helpers with no imports, so the browser bundle can import it without any package.
 *
 * WebSocket `/ws` (cookie session). Client -> server: `subscribe` a table in one role, send a game
 * `command`, or ask for a `resume`. Server -> client: the role's `view` of the table after every change
 * (with the new log lines this viewer may read), the `result` of each command, and `error`.
 */

export type StaffRole = 'dealer' | 'floorperson' | 'compliance';
/** The back office's departments (src/backoffice/roles.ts); they do not watch tables. */
export type BackofficeRole = 'finance' | 'marketing' | 'surveillance';
export type AccountRole = 'player' | StaffRole | BackofficeRole | 'admin';
/** The role a connection watches a table in. A player's seat comes from the session, never the client. */
export type WatchRole = 'player' | StaffRole;

export interface WireRejection {
  readonly code: string;
  readonly message: string;
  readonly citation?: string;
}

/** A parameter's range or set, as the engine's `ParamBounds`. */
interface WireParamBounds {
  readonly kind: 'cents' | 'integer' | 'choice' | 'text' | 'dice';
  readonly min?: number;
  readonly max?: number;
  readonly step?: number;
  readonly oneOf?: readonly (string | number)[];
  readonly default?: unknown;
  readonly label?: string;
}

export interface WireLegalAction {
  readonly type: string;
  readonly actor: { readonly role: string; readonly seat?: number };
  readonly label: string;
  readonly params?: Readonly<Record<string, unknown>>;
  readonly needs?: readonly string[];
  readonly bounds?: Readonly<Record<string, WireParamBounds>>;
  readonly citation?: string;
}

/** Every game view has these; the rest is the game's own (e.g. hands, seats, wagers). */
export interface WireView {
  readonly game: string;
  readonly phase: string;
  readonly round: number;
  readonly legalActions: readonly WireLegalAction[];
  readonly [key: string]: unknown;
}

/** One event as a line of text, with the citation that decided it (when it moves money or follows a rule). */
export interface WireLine {
  readonly seq: number;
  readonly round: number;
  readonly actor: string;
  readonly command: string;
  readonly text: string;
  readonly type: string;
  /** The seat the event is about (a wager, a hand, a settlement), when it names one. */
  readonly seat?: number;
  readonly citation?: string;
}

/** Client -> server messages: zod schemas in messages.ts, their types inferred (type-only here). */
export type { ClientMessage } from './messages.js';

export type ServerMessage =
  | {
      readonly t: 'view';
      readonly table: string;
      readonly role: WatchRole;
      /** The player's seat at this table, if the session holds one. */
      readonly seat: number | null;
      /** Sequence number of the last log entry this view reflects. */
      readonly seq: number;
      readonly view: WireView;
      /** Log lines after the client's last known seq (a reconnecting client passes `since`). */
      readonly lines: readonly WireLine[];
      readonly wallet: number | null;
    }
  | {
      readonly t: 'result';
      readonly id: string;
      readonly ok: boolean;
      readonly error?: WireRejection;
      readonly seq?: number;
    }
  | { readonly t: 'error'; readonly error: WireRejection }
  | { readonly t: 'pong'; readonly id: string }
  /** To a table's dealer and floorperson subscribers: the approvals waiting on a floorperson. */
  | { readonly t: 'approvals'; readonly table: string; readonly pending: readonly WireApproval[] };

/** A dealer's request for a decision the regulation gives to a floorperson (a recut, a void ...). */
export interface WireApproval {
  readonly id: number;
  readonly table: string;
  readonly round: number;
  readonly command: Readonly<Record<string, unknown>> & { readonly type: string };
  readonly requestedBy: string;
  readonly reason: string;
  readonly status: 'pending' | 'granted' | 'denied';
  readonly decidedBy: string | null;
  /** Sequence number of the request's note in the table's log. */
  readonly seq: number;
}

/** The lobby's row for an open table. */
export interface TableSummary {
  readonly id: string;
  readonly game: string;
  readonly name: string;
  readonly chapter: string;
  readonly automated: boolean;
  readonly options: unknown;
  readonly seatsTaken: number;
  readonly seats: number | null;
  readonly round: number;
  readonly phase: string;
  readonly createdAt: string;
  /** The name the floor gave the table (`MB-3`), if any (`name` is the game's). */
  readonly tableName: string | null;
  /** Set when another server process serves the table (shared PostgreSQL): where to connect for it. */
  readonly servedBy?: string;
}

export interface UserInfo {
  readonly id: number;
  readonly username: string;
  readonly role: AccountRole;
}

export interface SessionInfo {
  readonly user: UserInfo;
  readonly csrf: string;
  readonly wallet: number;
  /** An admin reset the password: the account should choose its own (`POST /api/password`). */
  readonly mustChangePassword: boolean;
}

/**
 * How the server closes a WebSocket, and why: a client reconnects only after a drop that is none of
 * these (after 4401 it logs in again; after 4423 it shows the `account_disabled` error it was sent).
 */
export const WS_CLOSE = {
  /** No session, or the session ended (logged out everywhere, password changed): `session_ended`. */
  notLoggedIn: 4401,
  /** The upgrade's Origin is not this server. */
  badOrigin: 4403,
  /** The account was disabled; the `account_disabled` error before the close says why. */
  accountDisabled: 4423,
} as const;

/** A training drill: a question about a real deal, answered by choosing one option. */
export interface WireDrill {
  readonly id: string;
  readonly game: string;
  readonly kind: string;
  readonly question: string;
  /** The situation, as lines of text (hands, wagers ...). */
  readonly situation: readonly string[];
  readonly choices: readonly { readonly id: string; readonly label: string }[];
}

export interface WireGrade {
  readonly correct: boolean;
  readonly answer: string;
  readonly rule: string;
  readonly citation?: string;
}

/** `1234` cents -> `$12.34`. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}
