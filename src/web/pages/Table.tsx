/**
 * A table: a player's seat, or the dealer's or floorperson's console. The game's layout draws the felt
 * (chosen by the view's declared layout) with its betting areas; this page draws around it what every
 * table has: what the table waits for (and the betting countdown), the chips to wager with, the seats,
 * the actions the layout does not offer itself (each parameter a labelled input), the result of the
 * player's last round and a history of the player's rounds, the floorperson approvals and the log.
 * Everything a person may do comes from the `legalActions` of the view the server sent.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { formatCents, type TableSummary, type WatchRole } from '../../protocol/wire.js';
import {
  LimitsSchema,
  type GameViewEnvelope,
  type LegalActionView,
  type LimitsView,
  type LogLineView,
  type ViewMessage,
} from '../../protocol/views.js';
import { api, dollars, type ApiError } from '../api.js';
import { Cite, ErrorBox, LogLine, withoutCitation } from '../components/common.js';
import { ParamField } from '../components/inputs.js';
import { useBoard, type Board } from '../layouts/index.js';
import { commandOf, type Command } from '../layouts/types.js';
import { RedeemCoupon } from './backoffice/CouponAtTable.js';
import { actionLabel, phaseName, wagerName } from '../names.js';
import { initialText, paramNames, paramsOf, readParam, type ParamContext } from '../params.js';
import { useSession } from '../session.js';
import { useTableSocket } from '../socket.js';

/** Log lines after which the account's wallet has changed. */
const WALLET_LINES = new Set(['seated', 'left', 'bought-in']);
/** Log lines that settle a player's wager or hand: the round's result for that seat. */
const RESULT_TYPES = new Set([
  'wager-settled',
  'ante-bonus-paid',
  'surrendered',
  'folded',
  'hand-voided',
  'wager-returned',
]);
/** Chip denominations, in cents. */
const CHIPS = [100, 500, 2500, 10_000, 50_000, 100_000] as const;

/** The table's summary (its Rules Submission's options and its seats), fetched once. */
function useSummary(id: string): TableSummary | undefined {
  const [summary, setSummary] = useState<TableSummary | undefined>(undefined);
  useEffect(() => {
    void api<TableSummary>('GET', `/api/tables/${encodeURIComponent(id)}`).then((r) => {
      if (r.ok) setSummary(r.body);
    });
  }, [id]);
  return summary;
}

/** A row of `POST /api/odds` (the rows of `felt odds --json`), with what the wager pays. */
export interface OddsRow {
  readonly wager: string;
  readonly variant?: string;
  /** The wager kind as views name it (`place-6`), when the row gives it. */
  readonly kind?: string;
  readonly houseEdge: number;
  readonly exact?: string;
  readonly standardError?: number;
  readonly method?: string;
  /** The payout odds (`9 to 5`). */
  readonly pays?: string;
  readonly citation?: string;
}

/** The kind a row of the odds is about (`double` + `2` -> `double-2`). */
export const oddsKind = (r: OddsRow): string => r.kind ?? (r.variant ? `${r.wager}-${r.variant}` : r.wager);

/** What each wager pays at this table, from `POST /api/odds` with the table's options (empty without it). */
function usePays(summary: TableSummary | undefined): Readonly<Record<string, string>> {
  const [pays, setPays] = useState<Readonly<Record<string, string>>>({});
  useEffect(() => {
    if (!summary) return;
    void api<{ wagers?: OddsRow[] }>('POST', '/api/odds', {
      game: summary.game,
      options: summary.options,
    }).then((r) => {
      if (!r.ok || !Array.isArray(r.body.wagers)) return;
      setPays(Object.fromEntries(r.body.wagers.flatMap((w) => (w.pays ? [[oddsKind(w), w.pays]] : []))));
    });
  }, [summary]);
  return pays;
}

export function TablePage({ id, role }: { id: string; role: WatchRole }) {
  const socket = useTableSocket(id, role);
  const summary = useSummary(id);
  const pays = usePays(summary);
  const { session, refresh } = useSession();
  const [amount, setAmount] = useState('10');
  const [buyIn, setBuyIn] = useState('500');
  const m = socket.last;
  const checked = useRef(0);
  useEffect(() => {
    const fresh = socket.lines.slice(checked.current);
    checked.current = socket.lines.length;
    if (fresh.some((l) => WALLET_LINES.has(l.type))) void refresh();
  }, [socket.lines, refresh]);

  const view = m?.view;
  const mySeat = m?.seat ?? null;
  const rounds = useMyRounds(socket.lines, m, mySeat);
  const limits = useMemo(() => limitsOf(view, summary), [view, summary]);
  return (
    <section class="panel table-page" data-role={role}>
      <h1 id="table-title">
        {view?.name ?? summary?.name ?? 'Table'} · table {id} ·{' '}
        {role === 'player' ? 'player' : `${role}'s console`}
      </h1>
      <div class="status" id="status" aria-live="polite">
        {socket.connection === 'reconnecting' ? (
          'disconnected; reconnecting…'
        ) : view ? (
          <>
            round {view.round} ·{' '}
            <span id="phase" data-phase={view.phase}>
              {phaseName(view.phase)}
            </span>
            {mySeat !== null ? <span id="my-seat"> · you are at seat {mySeat}</span> : null}
          </>
        ) : (
          'connecting…'
        )}
      </div>
      {m && view ? <Waiting message={m} view={view} role={role} /> : null}
      {role === 'player' && mySeat !== null ? <ResultBanner rounds={rounds} /> : null}
      {/* The chips before the layout: a chip is chosen, then an area clicked (and so in the tab order). */}
      {/* Shown while the player may wager (or take a seat): during a deal there is nothing to place. */}
      {role === 'player' &&
      view &&
      (mySeat === null || view.legalActions.some((a) => a.type === 'place-wager')) ? (
        <ChipRack amount={amount} set={setAmount} limits={limits} seated={mySeat !== null} />
      ) : null}
      {m && view ? (
        <Felt
          message={m}
          view={view}
          role={role}
          send={socket.send}
          amount={() => dollars(amount)}
          lines={socket.lines}
          summary={summary}
          pays={pays}
          sit={(seat) =>
            socket.send({
              type: 'sit',
              seat,
              name: session?.user.username ?? 'Player',
              chips: dollars(buyIn),
            })
          }
        />
      ) : (
        <div class="board" id="board" />
      )}
      <div class="controls">
        {limits ? <LimitsTable limits={limits} /> : null}
        {view ? (
          <Actions
            view={view}
            role={role}
            mySeat={mySeat}
            send={socket.send}
            buyIn={buyIn}
            setBuyIn={setBuyIn}
          />
        ) : (
          <div class="actions" id="actions" />
        )}
        {role === 'player' && mySeat !== null && view ? (
          <RedeemCoupon view={view} send={socket.send} />
        ) : null}
        <div id="feedback">
          <ErrorBox error={socket.refusal} />
        </div>
      </div>
      {role === 'player' && mySeat !== null ? <MyRounds rounds={rounds} /> : null}
      {role === 'dealer' || role === 'floorperson' ? (
        <Approvals table={id} role={role} pending={socket.approvals} phase={view?.phase} />
      ) : (
        <div class="approvals" id="approvals" />
      )}
      <h2 id="log-title">Table log</h2>
      <ul class="log" id="log" tabIndex={0} aria-labelledby="log-title">
        {socket.lines.map((l, i) => <LogLine key={i} line={l} />).reverse()}
      </ul>
    </section>
  );
}

// ---------------------------------------------------------------- what the table waits for

/** The actions that are a person's turn (not the standing ones: buying chips, leaving, wagering). */
const STANDING = new Set(['buy-in', 'leave', 'place-wager', 'withdraw-wager', 'sit']);

/**
 * What the table waits for, in words: the view's `next`, whether it is this person's turn, and while
 * betting is open on an automated table, the seconds left.
 */
function Waiting({ message, view, role }: { message: ViewMessage; view: GameViewEnvelope; role: WatchRole }) {
  // A choice about a wager already placed (calling a bet off ...) is the player's to make any time.
  const mine = view.legalActions.filter(
    (a) =>
      !STANDING.has(a.type) &&
      a.params?.['kind'] === undefined &&
      (role !== 'player' || a.actor.seat === message.seat),
  );
  const yourTurn = mine.length > 0;
  return (
    <div class={`waiting ${yourTurn ? 'your-turn' : ''}`} id="waiting" role="status">
      {yourTurn ? (
        <b>
          Your turn: {turnWords(mine)}
          {'. '}
        </b>
      ) : null}
      <span id="next">{view.next ? capitalised(view.next) : phaseName(view.phase)}</span>
      <Countdown message={message} />
    </div>
  );
}

const capitalised = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * What the person may do now, in a few words: one command by its label (up to a colon), several of one
 * type (each legal setting of a hand) by the type's name.
 */
function turnWords(actions: readonly LegalActionView[]): string {
  const byType = new Map<string, LegalActionView[]>();
  for (const a of actions) byType.set(a.type, [...(byType.get(a.type) ?? []), a]);
  return [...byType.values()]
    .map((g) =>
      g.length === 1 && g[0] ? actionLabel(g[0]).replace(/:.*$/, '') : phaseName(g[0]?.type ?? ''),
    )
    .slice(0, 3)
    .join(' · ');
}

/** Seconds until betting closes, counted down from the server's figure when the view arrived. */
export function Countdown({ message }: { message: ViewMessage }) {
  const left = message.bettingClosesIn;
  const [deadline, setDeadline] = useState<number | undefined>(undefined);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setDeadline(typeof left === 'number' ? Date.now() + left : undefined);
  }, [message, left]);
  useEffect(() => {
    if (deadline === undefined) return;
    const t = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(t);
  }, [deadline]);
  if (deadline === undefined) return null;
  const s = Math.max(0, Math.ceil((deadline - now) / 1000));
  return (
    <span class="countdown" id="countdown" data-seconds={s}>
      {' '}
      · betting closes in <b>{s}</b> s
    </span>
  );
}

// ---------------------------------------------------------------- chips and limits

/** The posted limits: the view's own (the kernel's), or the Rules Submission's. */
function limitsOf(
  view: GameViewEnvelope | undefined,
  summary: TableSummary | undefined,
): LimitsView | undefined {
  const own = LimitsSchema.safeParse(view?.limits);
  if (own.success && Object.keys(own.data).length) return own.data;
  const o = (summary?.options ?? {}) as Record<string, unknown>;
  const posted = LimitsSchema.safeParse(o['limits']);
  if (posted.success) return posted.data;
  const min = o['minimumWager'];
  const max = o['maximumWager'];
  return typeof min === 'number' && typeof max === 'number'
    ? { table: { min, max, table: true } }
    : undefined;
}

/**
 * Chips to wager with: one denomination chosen (a click on a betting area places one such chip), or
 * any other amount typed. Only denominations the table's limits allow are offered.
 */
function ChipRack({
  amount,
  set,
  limits,
  seated,
}: {
  amount: string;
  set: (v: string) => void;
  limits: LimitsView | undefined;
  seated: boolean;
}) {
  const all = Object.values(limits ?? {});
  const top = all.length ? Math.max(...all.map((l) => l.max)) : Infinity;
  const chips = CHIPS.filter((c) => c <= top);
  const chosen = dollars(amount);
  return (
    <fieldset class="chip-rack" id="chip-rack" disabled={!seated}>
      <legend>{seated ? 'Your chip: click a betting area to place it' : 'Chips (take a seat first)'}</legend>
      <div class="chip-row" role="group" aria-label="chip value">
        {chips.map((c) => (
          <button
            type="button"
            key={c}
            aria-pressed={chosen === c}
            title={`${formatCents(c)} chip`}
            class={`rack-chip v${c}`}
            data-chip={c}
            onClick={() => set(String(c / 100))}
          >
            {c >= 100_000 ? `$${c / 100_000}K` : formatCents(c).replace(/\.00$/, '')}
          </button>
        ))}
        <label class="other-amount">
          or ${' '}
          <input
            id="amount"
            aria-label="wager amount in dollars"
            value={amount}
            size={6}
            inputMode="decimal"
            onInput={(e) => set(e.currentTarget.value)}
          />
        </label>
      </div>
    </fieldset>
  );
}

/** The table's posted limits per wager, in dollars. */
function LimitsTable({ limits }: { limits: LimitsView }) {
  const rows = Object.entries(limits);
  return (
    <details class="limits" id="limits">
      <summary>
        Table limits
        {rows.length
          ? `: ${formatCents(Math.min(...rows.map(([, l]) => l.min)))} to ${formatCents(Math.max(...rows.map(([, l]) => l.max)))}`
          : ''}
      </summary>
      <table>
        <thead>
          <tr>
            <th>Wager</th>
            <th>Minimum</th>
            <th>Maximum</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([kind, l]) => (
            <tr key={kind} data-kind={kind}>
              <td>{l.table || kind === 'table' ? 'every wager' : wagerName(kind)}</td>
              <td>{formatCents(l.min)}</td>
              <td>
                {formatCents(l.max)}
                <Cite c={l.citation} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

// ---------------------------------------------------------------- the felt and its seats

interface FeltProps {
  readonly message: ViewMessage;
  readonly view: GameViewEnvelope;
  readonly role: WatchRole;
  readonly send: (command: Command) => void;
  readonly amount: () => number;
  readonly lines: readonly LogLineView[];
  readonly summary: TableSummary | undefined;
  readonly pays: Readonly<Record<string, string>>;
  readonly sit: (seat: number) => void;
}

/**
 * How many seats the table has: the view's own count, else the table's (its Rules Submission), else
 * what the layout draws; undefined when nobody says (only the seats taken are drawn then).
 */
const seatCountOf = (
  view: GameViewEnvelope,
  summary: TableSummary | undefined,
  board: Board,
): number | undefined => view.seatCount ?? summary?.seats ?? board.seatCount;

/** The felt: the game's layout, then the seats with their players, chips and wagers. */
function Felt({ message, view, role, send, amount, lines, summary, pays, sit }: FeltProps) {
  const board = useBoard(view);
  const mySeat = message.seat;
  const seats = view.seats ?? [];
  const wagers = view.wagers ?? [];
  const count = seatCountOf(view, summary, board);
  const taken = seats.map((s) => s.seat);
  const numbers =
    count !== undefined ? Array.from({ length: count }, (_, i) => i + 1) : [...taken].sort((a, b) => a - b);
  // With no count known, one free seat is offered: the lowest number not taken.
  const free = count === undefined ? [1, ...taken.map((n) => n + 1)].filter((n) => !taken.includes(n)) : [];
  const nextFree = free.length ? Math.min(...free) : undefined;
  return (
    <div class={`board ${board.felt}`} id="board">
      {board.draw ? (
        <div class="game-layout" data-layout={board.name}>
          {board.draw({
            table: message.table,
            role,
            mySeat,
            send,
            amount,
            lines,
            options: summary?.options,
            pays,
          })}
        </div>
      ) : board.problem ? (
        <div class="layout-problem">{board.problem}</div>
      ) : null}
      <div class="seats" role="group" aria-label="seats">
        {numbers.map((n) => {
          const s = seats.find((x) => x.seat === n);
          return (
            <div key={n} class={`seat ${s ? 'taken' : 'empty'} ${n === mySeat ? 'mine' : ''}`} data-seat={n}>
              <div class="seat-no">{n}</div>
              {s ? (
                <div>
                  <b>{s.name}</b>
                  <div class="chips">{formatCents(s.chips)}</div>
                </div>
              ) : (
                <div class="muted">empty</div>
              )}
              {wagers
                .filter((w) => w.seat === n)
                .map((w) => (
                  <div key={`${w.kind} ${w.area ?? ''} ${w.spot ?? ''}`} class="wager" data-kind={w.kind}>
                    {wagerName(w.kind, w.name)} {formatCents(w.amount)}
                    {w.off ? ' (off)' : ''}
                  </div>
                ))}
              {role === 'player' && !s && mySeat === null ? (
                <button
                  type="button"
                  class="sit"
                  data-seat={n}
                  aria-label={`Sit at seat ${n}`}
                  onClick={() => sit(n)}
                >
                  Sit here
                </button>
              ) : null}
            </div>
          );
        })}
        {role === 'player' && mySeat === null && nextFree !== undefined ? (
          <div class="seat empty" data-seat={nextFree}>
            <div class="muted">a free seat</div>
            <button type="button" class="sit" data-seat={nextFree} onClick={() => sit(nextFree)}>
              Take a seat
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}

// ---------------------------------------------------------------- the actions the layout does not offer

const actionKey = (a: LegalActionView): string => `${a.type} ${JSON.stringify(a.params ?? {})}`;

/**
 * The legal actions the layout does not draw itself (a dice layout places wagers on its areas, the
 * Asia Poker tool sets hands ...), grouped: the person's turn first, then standing actions; money in
 * dollars, every parameter a labelled input with its default.
 */
function Actions({
  view,
  role,
  mySeat,
  send,
  buyIn,
  setBuyIn,
}: {
  view: GameViewEnvelope;
  role: WatchRole;
  mySeat: number | null;
  send: (command: Command) => void;
  buyIn: string;
  setBuyIn: (v: string) => void;
}) {
  const board = useBoard(view);
  const handled = new Set(board.handles);
  const seen = new Set<string>();
  const shown = view.legalActions.filter((a) => {
    const key = actionKey(a);
    if (seen.has(key) || handled.has(a.type) || a.type === 'sit') return false;
    seen.add(key);
    return true;
  });
  const ctx: ParamContext = { dice: board.dice ?? ['die 1', 'die 2'] };
  // Three or more commands of one type that differ in a reason only (ten "no roll" calls) are one
  // command with a choice of reason.
  const groups = new Map<string, LegalActionView[]>();
  for (const a of shown) groups.set(a.type, [...(groups.get(a.type) ?? []), a]);
  const grouped = [...groups.values()].filter((g) => g.length >= 3 && g.every((a) => !paramNames(a).length));
  const inGroup = new Set(grouped.flat());
  const singles = shown.filter((a) => !inGroup.has(a));
  const turn = singles.filter((a) => !STANDING.has(a.type));
  const standing = singles.filter((a) => STANDING.has(a.type));
  const title =
    role === 'player' ? 'Your actions' : role === 'dealer' ? "Dealer's commands" : 'Floor commands';
  return (
    <div class="actions" id="actions" role="group" aria-label={title}>
      {role === 'player' && mySeat === null ? (
        <>
          <label>
            Buy-in ${' '}
            <input
              id="buyin"
              value={buyIn}
              size={6}
              inputMode="decimal"
              onInput={(e) => setBuyIn(e.currentTarget.value)}
            />
          </label>
          <span class="muted"> then choose a seat on the layout</span>
        </>
      ) : null}
      {turn.map((a) => (
        <Action key={actionKey(a)} action={a} send={send} ctx={ctx} buyIn={buyIn} setBuyIn={setBuyIn} />
      ))}
      {grouped.map((g) => (
        <ActionGroup key={g[0]?.type ?? ''} actions={g} send={send} />
      ))}
      {standing.map((a) => (
        <Action key={actionKey(a)} action={a} send={send} ctx={ctx} buyIn={buyIn} setBuyIn={setBuyIn} />
      ))}
    </div>
  );
}

/** `No roll: die off table` -> [`No roll`, `die off table`]. */
const splitLabel = (label: string): [string, string] => {
  const i = label.indexOf(':');
  return i < 0 ? [label, label] : [label.slice(0, i).trim(), label.slice(i + 1).trim()];
};

/** Commands of one type that differ in a reason: one button, the reason chosen from a list. */
function ActionGroup({ actions, send }: { actions: readonly LegalActionView[]; send: (c: Command) => void }) {
  const [chosen, setChosen] = useState(0);
  const first = actions[0];
  if (!first) return null;
  const [name] = splitLabel(actionLabel(first));
  const id = `group-${first.type}`;
  return (
    <div class="action with-params" data-action-type={first.type}>
      <label class="param">
        <span>Reason</span>
        <select id={id} value={String(chosen)} onChange={(e) => setChosen(Number(e.currentTarget.value))}>
          {actions.map((a, i) => (
            <option key={actionKey(a)} value={String(i)}>
              {splitLabel(actionLabel(a))[1]}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        data-action={first.type}
        onClick={() => {
          const a = actions[chosen];
          if (a) send(commandOf(a));
        }}
      >
        {name}
      </button>
      <Cite c={actions[chosen]?.citation} />
    </div>
  );
}

function Action({
  action: a,
  send,
  ctx,
  buyIn,
  setBuyIn,
}: {
  action: LegalActionView;
  send: (command: Command) => void;
  ctx: ParamContext;
  buyIn: string;
  setBuyIn: (v: string) => void;
}) {
  const specs = paramsOf(a, ctx);
  const [values, setValues] = useState<Readonly<Record<string, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const label = actionLabel(a);
  const id = `act-${a.type}-${Object.values(a.params ?? {}).join('-')}`.replace(/[^\w-]/g, '');
  // A buy-in's amount is the page's buy-in box (the same dollars a seat is taken with).
  const textOf = (name: string): string | undefined =>
    a.type === 'buy-in' && name === 'amount' ? buyIn : values[name];
  const setText = (name: string) => (v: string) => {
    if (a.type === 'buy-in' && name === 'amount') setBuyIn(v);
    else setValues((old) => ({ ...old, [name]: v }));
  };
  return (
    <div class={`action ${specs.length ? 'with-params' : ''}`} data-action-type={a.type}>
      {specs.map((p) => (
        <ParamField
          key={p.name}
          spec={p}
          value={textOf(p.name)}
          set={setText(p.name)}
          id={`${id}-${p.name}`}
          context={label}
        />
      ))}
      <button
        type="button"
        data-action={a.type}
        data-kind={String(a.params?.['kind'] ?? '')}
        onClick={() => {
          const extra: Record<string, unknown> = {};
          for (const p of specs) {
            const v = readParam(p, textOf(p.name) ?? initialText(p));
            if (!v.ok) return setProblem(v.message);
            extra[p.name] = v.value;
          }
          setProblem(null);
          send(commandOf(a, extra));
        }}
      >
        {label}
      </button>
      <Cite c={a.citation} />
      {problem ? (
        <span class="field-error" role="alert">
          {problem}
        </span>
      ) : null}
    </div>
  );
}

// ---------------------------------------------------------------- the player's rounds

interface RoundResult {
  readonly round: number;
  readonly lines: readonly LogLineView[];
  /** The change in the seat's chips and wagers the round's settlement made, when this page saw it. */
  readonly net: number | undefined;
}

/**
 * The player's own rounds with their results: the log lines that settle the player's seat, grouped by
 * round, and for rounds settled while the page watched, the net result (the seat's chips plus its
 * wagers on the layout after the settlement, less before it).
 */
function useMyRounds(
  lines: readonly LogLineView[],
  message: ViewMessage | undefined,
  mySeat: number | null,
): RoundResult[] {
  const nets = useRef(new Map<number, number>());
  const baseline = useRef<number | undefined>(undefined);
  const seen = useRef<{ message: ViewMessage | undefined; lines: number }>({ message: undefined, lines: 0 });
  if (message && message !== seen.current.message) {
    const fresh = lines.slice(seen.current.lines);
    seen.current = { message, lines: lines.length };
    const view = message.view;
    const chips = view.seats?.find((s) => s.seat === mySeat)?.chips;
    const total =
      mySeat === null || chips === undefined
        ? undefined
        : chips + (view.wagers ?? []).filter((w) => w.seat === mySeat).reduce((s, w) => s + w.amount, 0);
    const settled = fresh.filter((l) => l.seat === mySeat && RESULT_TYPES.has(l.type));
    if (total !== undefined) {
      const round = settled.at(-1)?.round;
      if (round !== undefined && baseline.current !== undefined)
        nets.current.set(round, (nets.current.get(round) ?? 0) + total - baseline.current);
      baseline.current = total;
    } else baseline.current = undefined;
  }
  return useMemo(() => {
    const byRound = new Map<number, LogLineView[]>();
    for (const l of lines)
      if (mySeat !== null && l.seat === mySeat && RESULT_TYPES.has(l.type))
        byRound.set(l.round, [...(byRound.get(l.round) ?? []), l]);
    return [...byRound.entries()]
      .sort(([a], [b]) => b - a)
      .map(([round, ls]) => ({ round, lines: ls, net: nets.current.get(round) }));
    // nets change with the message that settles a round, which changes `lines` too.
  }, [lines, mySeat]);
}

const netText = (net: number): string =>
  net > 0 ? `you won ${formatCents(net)}` : net < 0 ? `you lost ${formatCents(-net)}` : 'you broke even';

/** The last round's result, as the table announces it. */
function ResultBanner({ rounds }: { rounds: readonly RoundResult[] }) {
  const last = rounds[0];
  if (!last || last.net === undefined) return <div id="result-banner" class="result-banner empty" />;
  return (
    <div
      id="result-banner"
      class={`result-banner ${last.net > 0 ? 'won' : last.net < 0 ? 'lost' : 'even'}`}
      role="status"
      data-round={last.round}
      data-net={last.net}
    >
      <b>
        Round {last.round}: {netText(last.net)}
      </b>
      <ul>
        {last.lines.map((l) => (
          <li key={l.seq}>{withoutCitation(l.text)}</li>
        ))}
      </ul>
    </div>
  );
}

/** The player's rounds at this table, newest first. */
function MyRounds({ rounds }: { rounds: readonly RoundResult[] }) {
  return (
    <details class="my-rounds" id="my-rounds" open={rounds.length > 0}>
      <summary>Your rounds ({rounds.length})</summary>
      {rounds.length ? (
        <ol>
          {rounds.slice(0, 30).map((r) => (
            <li key={r.round} data-round={r.round}>
              <b>Round {r.round}</b>
              {r.net !== undefined ? <span class="net"> · {netText(r.net)}</span> : null}
              <ul>
                {r.lines.map((l) => (
                  <li key={l.seq} data-type={l.type}>
                    {withoutCitation(l.text)}
                    <Cite c={l.citation} />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      ) : (
        <p class="muted">No round of yours has been settled at this table yet.</p>
      )}
    </details>
  );
}

// ---------------------------------------------------------------- floorperson approvals

/**
 * Floorperson approvals on the dealer's and the floorperson's console: the dealer asks for what only a
 * floorperson may do (recut, void ...), the floorperson grants or denies each request.
 */
function Approvals({
  table,
  role,
  pending,
  phase,
}: {
  table: string;
  role: 'dealer' | 'floorperson';
  pending:
    readonly { id: number; requestedBy: string; command: { type: string }; reason: string }[] | undefined;
  phase: string | undefined;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  const [options, setOptions] = useState<readonly LegalActionView[]>([]);
  const base = `/api/tables/${encodeURIComponent(table)}/approvals`;
  const done = (r: { ok: true } | { ok: false; error: ApiError }): void => setError(r.ok ? null : r.error);
  // The dealer's requests depend on the phase: asked for again whenever it changes.
  useEffect(() => {
    if (role !== 'dealer' || phase === undefined) return;
    void api<LegalActionView[]>('GET', `${base}/options`).then((r) => {
      if (r.ok && Array.isArray(r.body)) setOptions(r.body);
    });
  }, [role, phase, base]);
  const reasonBox = (
    <label>
      Reason <input id="approval-reason" value={reason} onInput={(e) => setReason(e.currentTarget.value)} />
    </label>
  );
  return (
    <div class="approvals" id="approvals">
      <h2>Floorperson approvals</h2>
      <ul id="approvals-pending">
        {pending === undefined ? null : pending.length ? (
          pending.map((a) => (
            <li key={a.id} data-command={a.command.type}>
              #{a.id} {a.requestedBy}:{' '}
              {actionLabel({ type: a.command.type, actor: { role: 'dealer' }, label: a.command.type })}
              {a.reason ? ` (${a.reason})` : ''}{' '}
              {role === 'floorperson' ? (
                <>
                  <button
                    type="button"
                    onClick={() => void api('POST', `${base}/${a.id}/approve`).then(done)}
                  >
                    Approve
                  </button>
                  <button
                    type="button"
                    onClick={() => void api('POST', `${base}/${a.id}/deny`, { reason }).then(done)}
                  >
                    Deny
                  </button>
                </>
              ) : null}
            </li>
          ))
        ) : (
          <li class="muted">none pending</li>
        )}
      </ul>
      <div id="approvals-ask">
        {role === 'floorperson' && pending !== undefined ? reasonBox : null}
        {role === 'dealer' && options.length ? reasonBox : null}
        {role === 'dealer'
          ? options.map((a) => (
              <button
                type="button"
                key={actionKey(a)}
                onClick={() =>
                  void api('POST', base, {
                    command: commandOf(
                      a,
                      paramsOfNeedsReason(a) ? { reason: reason || 'asked by the dealer' } : {},
                    ),
                    reason,
                  }).then(done)
                }
              >
                Ask a floorperson: {actionLabel(a)}
              </button>
            ))
          : null}
      </div>
      <ErrorBox error={error} />
    </div>
  );
}

const paramsOfNeedsReason = (a: LegalActionView): boolean =>
  paramsOf(a, { dice: [] }).some((p) => p.name === 'reason');
