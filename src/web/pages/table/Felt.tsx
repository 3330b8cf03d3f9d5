/** The felt: the game's layout, then the seats with their players, chips and wagers. */
import type { LogLineView, GameViewEnvelope, ViewMessage } from '../../../protocol/views.js';
import { formatCents, type TableSummary, type WatchRole } from '../../../protocol/wire.js';
import { useBoard, type Board } from '../../layouts/index.js';
import type { Command } from '../../layouts/types.js';
import { wagerName } from '../../names.js';
import './table.css';

export interface FeltProps {
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
export function Felt({ message, view, role, send, amount, lines, summary, pays, sit }: FeltProps) {
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
                    <RidingCoupon coupon={w['coupon']} />
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

/**
 * A Match Play Coupon riding on a wager with its chips (§ 525.22(c); proposed § 603a.21(c)): its value
 * and serial beside the chips, for the wager is the two together (§ 603a.1).
 */
function RidingCoupon({ coupon }: { coupon: unknown }) {
  const c = coupon as { serial?: unknown; value?: unknown } | undefined;
  if (typeof c?.serial !== 'string' || typeof c.value !== 'number') return null;
  return (
    <span class="riding-coupon" data-serial={c.serial} data-value={c.value}>
      <b>+ {formatCents(c.value)} coupon</b> <span class="serial">{c.serial}</span>
    </span>
  );
}
