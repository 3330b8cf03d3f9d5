/** What a game layout component receives from the table page (or the compliance page) around it. */
import type { WatchRole } from '../../protocol/wire.js';
import type { LegalActionView, LogLineView } from '../../protocol/views.js';

export type Command = Readonly<Record<string, unknown>> & { readonly type: string };

export interface LayoutProps<V> {
  /** The view, parsed with the schema of the layout it declares. */
  readonly view: V;
  readonly table: string;
  readonly role: WatchRole;
  /** The viewer's seat, or null for a watcher, staff or an unseated player. */
  readonly mySeat: number | null;
  /** Sends a command to the table; the server answers with a result and a new view. */
  readonly send: (command: Command) => void;
  /** The wager amount in cents the player typed in the page's amount box. */
  readonly amount: () => number;
  /** Every log line of this table the page has received, oldest first. */
  readonly lines: readonly LogLineView[];
  /** The options of the table's Rules Submission (its paytables), when the page has them. */
  readonly options?: unknown;
  /** What each wager kind pays (`9 to 5`), when the server says (`POST /api/odds` rows' `pays`). */
  readonly pays?: Readonly<Record<string, string>>;
}

/** The legal actions of a type (and, when given, a wager kind), for layouts that place wagers by area. */
export function actionsOf(
  view: { readonly legalActions: readonly LegalActionView[] },
  type: string,
  kind?: string,
): LegalActionView[] {
  return view.legalActions.filter(
    (a) => a.type === type && (kind === undefined || a.params?.['kind'] === kind),
  );
}

/** The command a legal action stands for, with what the person supplied. */
export const commandOf = (a: LegalActionView, extra: Readonly<Record<string, unknown>> = {}): Command => ({
  ...a.params,
  type: a.type,
  ...extra,
});
