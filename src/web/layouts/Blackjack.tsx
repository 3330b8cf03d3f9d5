/**
 * The blackjack family's layout (Double Attack Blackjack 665a, Blackjack 633a, Spanish 21 635a): the
 * dealer's hand (the hole card face down until turned; staff see it), each seat's hands side by side
 * after splits with the wagers on each, the Bet, Double Attack and Bust It circles, the Insurance offer,
 * and the player's actions with the bounds the view gives (a double for less, Insurance up to half the
 * Bet, the House Money ride). Nothing here decides a rule: what is offered is what the view lists.
 */
import { useState } from 'preact/hooks';
import { formatCents } from '../../protocol/wire.js';
import { api } from '../api.js';
import type { BlackjackView, LegalActionView } from '../../protocol/views.js';
import { Card, Cite } from '../components/common.js';
import { Offered, Results, seatsShown, StubOrder } from './card-parts.js';
import { actionsOf, commandOf, type LayoutProps } from './types.js';
import './blackjack.css';

type Props = LayoutProps<BlackjackView>;

const CIRCLES: readonly [string, string][] = [
  ['bet', 'Bet'],
  ['double-attack', 'Double Attack'],
  ['bust-it', 'Bust It'],
  ['insurance', 'Insurance'],
  ['house-money', 'House Money'],
  ['straight-jack', 'Straight Jack'],
  ['hit-and-run', 'Hit and Run'],
];

const mine = (a: LegalActionView, seat: number | null): boolean => a.actor.seat === seat;

interface Advice {
  /** The hand advised on; absent for the Double Attack decision, made before the players' cards. */
  readonly hand?: string;
  readonly decision?: 'double-attack';
  readonly up: string;
  readonly options: Readonly<Record<string, number>>;
  readonly best: string;
  readonly basis: string;
}

/**
 * Strategy help on demand (the game's `advise`, GET /api/tables/:id/advice): the exact value of each
 * option open now, best first (at Double Attack Blackjack also the Double Attack Wager against the up
 * card, before the players' cards). An answer is shown only for the situation it was asked in.
 */
function Help({ ctx }: { ctx: Props }) {
  const { view, table } = ctx;
  const situation = `${view.round} ${view.phase} ${view.active?.spot ?? ''} ${JSON.stringify(view.boxes)}`;
  const [got, setGot] = useState<{ readonly at: string; readonly advice: Advice | string } | null>(null);
  const ask = (): void => {
    void api<Advice | undefined>('GET', `/api/tables/${encodeURIComponent(table)}/advice`).then((r) =>
      setGot({ at: situation, advice: r.ok ? (r.body ?? 'no advice now') : r.error.message }),
    );
  };
  const shown = got?.at === situation ? got.advice : null;
  return (
    <div class="advice muted" id="advice">
      <button type="button" id="bj-help" onClick={ask}>
        Strategy help
      </button>
      {typeof shown === 'string' ? <span> {shown}</span> : null}
      {shown !== null && typeof shown === 'object' ? (
        <table class="advice-table" data-best={shown.best}>
          <caption>
            {shown.decision === 'double-attack' ? 'The Double Attack Wager' : shown.hand} against {shown.up}:{' '}
            {shown.basis}
          </caption>
          <tbody>
            {Object.entries(shown.options)
              .sort((a, b) => b[1] - a[1])
              .map(([name, ev]) => (
                <tr key={name} class={name === shown.best ? 'best' : ''}>
                  <td>{name}</td>
                  <td>{ev.toFixed(4)}</td>
                </tr>
              ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}

/** An action taking an amount, with an input bounded as the view says (`{min, max, step}`). */
function AmountAction(props: {
  ctx: Props;
  action: LegalActionView | undefined;
  bounds: { min: number; max: number; step: number } | undefined;
  label: string;
  id: string;
}) {
  const { ctx, action, bounds, label, id } = props;
  const [cents, setCents] = useState<number | null>(null);
  if (!action || !bounds) return null;
  const value = Math.min(bounds.max, Math.max(bounds.min, cents ?? bounds.max));
  return (
    <span class="amount-action" id={id} data-min={bounds.min} data-max={bounds.max} data-step={bounds.step}>
      <input
        type="number"
        aria-label={`${label}: amount in dollars`}
        min={bounds.min / 100}
        max={bounds.max / 100}
        step={bounds.step / 100}
        value={(value / 100).toFixed(2)}
        onInput={(e) => setCents(Math.round(Number((e.target as HTMLInputElement).value) * 100))}
      />
      <button
        type="button"
        data-action={action.type}
        onClick={() => ctx.send(commandOf(action, { amount: value }))}
      >
        {label} ({formatCents(bounds.min)} to {formatCents(bounds.max)})
      </button>
      <Cite c={action.citation} />
    </span>
  );
}

function Circles({ ctx, seat }: { ctx: Props; seat: number }) {
  const { view } = ctx;
  const own = seat === ctx.mySeat;
  const place = own ? actionsOf(view, 'place-wager') : [];
  const circles = CIRCLES.filter(
    ([kind]) =>
      view.wagers.some((w) => w.seat === seat && w.kind === kind && w.spot === String(seat)) ||
      place.some((a) => a.params?.['kind'] === kind) ||
      (kind === 'double-attack' && view.table.doubleAttack) ||
      (kind === 'bust-it' && view.table.bustIt),
  );
  return (
    <div class="circles">
      {circles.map(([kind, name]) => {
        const w = view.wagers.find((x) => x.seat === seat && x.kind === kind && x.spot === String(seat));
        const add = place.find((a) => a.params?.['kind'] === kind);
        const bound = view.bounds[kind];
        return (
          <button
            type="button"
            key={kind}
            class={`circle ${kind} ${w ? 'wagered' : ''}`}
            data-kind={kind}
            disabled={!add}
            title={add ? `wager on the ${name}` : name}
            onClick={() => {
              if (add) {
                const amount = bound ? Math.min(bound.max, Math.max(bound.min, ctx.amount())) : ctx.amount();
                ctx.send(commandOf(add, { amount }));
              }
            }}
          >
            <span class="circle-name">{name}</span>
            <span class="circle-amount">{w ? formatCents(w.amount) : ''}</span>
          </button>
        );
      })}
    </div>
  );
}

function Hands({ ctx, seat }: { ctx: Props; seat: number }) {
  const { view } = ctx;
  const box = view.boxes.find((b) => b.seat === seat);
  if (!box) return null;
  return (
    <div class="hands">
      {box.hands.map((h) => {
        const active = view.active?.seat === seat && view.active.spot === h.spot;
        const stakes = view.wagers.filter(
          (w) => w.seat === seat && w.spot === h.spot && w.kind !== 'insurance',
        );
        return (
          <div key={h.spot} class={`hand ${active ? 'active' : ''} ${h.status}`} data-spot={h.spot}>
            <div class="cards">
              {h.cards.map((c, i) => (
                <Card
                  key={`${c}${i}`}
                  c={c}
                  class={h.doubled && i === h.cards.length - 1 ? 'sideways' : ''}
                />
              ))}
            </div>
            <div class="hand-total">
              {h.soft ? 'soft ' : ''}
              {h.total}
              {h.status !== 'playing' ? ` · ${h.status}` : ''}
            </div>
            <div class="hand-stakes">
              {stakes.map((w) => (
                <span key={w.kind} class="stake" data-kind={w.kind}>
                  {w.name ?? w.kind} {formatCents(w.amount)}
                </span>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}

function Actions({ ctx }: { ctx: Props }) {
  const { view, mySeat } = ctx;
  const of = (type: string, kind?: string) => actionsOf(view, type, kind).find((a) => mine(a, mySeat));
  const insurance = of('place-wager', 'insurance');
  const offered = (type: string, label: string) => (
    <Offered ctx={ctx} view={view} type={type} label={label} id={`bj-${type}`} />
  );
  return (
    <div class="bj-actions" id="bj-actions">
      {insurance || of('decline-insurance') ? (
        <div class="insurance-offer" id="insurance-offer">
          Insurance is offered, paying {view.table.insurancePays}.{' '}
          <AmountAction
            ctx={ctx}
            action={insurance}
            bounds={view.bounds['insurance']}
            label="Insure"
            id="bj-insure"
          />
          {offered('decline-insurance', 'No insurance')}
          {offered('even-money', 'Even money')}
        </div>
      ) : null}
      <AmountAction
        ctx={ctx}
        action={of('place-wager', 'double-attack')}
        bounds={view.bounds['double-attack']}
        label="Double Attack"
        id="bj-double-attack"
      />
      {offered('hit', 'Hit')}
      {offered('stand', 'Stand')}
      <AmountAction
        ctx={ctx}
        action={of('double')}
        bounds={view.bounds['double']}
        label="Double down"
        id="bj-double"
      />
      {offered('split', 'Split')}
      {offered('surrender', 'Surrender')}
      {offered('rescue', 'Rescue')}
      {of('stand') || of('decline-insurance') || of('place-wager', 'double-attack') ? (
        <Help ctx={ctx} />
      ) : null}
      <AmountAction
        ctx={ctx}
        action={of('ride')}
        bounds={view.bounds['ride']}
        label="Ride on the Bet"
        id="bj-ride"
      />
    </div>
  );
}

export function BlackjackLayout(props: Props) {
  const { view, mySeat } = props;
  const seats = seatsShown(view, mySeat, view.boxes);
  return (
    <div class="card-table blackjack">
      <div class="dealer-area" id="dealer-area">
        <div class="area-name">Dealer {view.dealer.total !== null ? `· ${view.dealer.total}` : ''}</div>
        <div class="cards">
          {view.dealer.cards.map((c, i) => (
            <Card key={i} c={c} class={i === 1 ? 'hole' : ''} />
          ))}
        </div>
        <div class="inscriptions muted">
          Blackjack pays {view.table.blackjackPays} · Insurance pays {view.table.insurancePays}
          {Object.entries(view.meters).map(([pool, cents]) => (
            <span key={pool} class="meter" data-pool={pool}>
              {' '}
              · {pool} meter {formatCents(cents)}
            </span>
          ))}
        </div>
      </div>
      <StubOrder order={view.shoe?.order?.join(' ')} />
      <div class="areas">
        {seats.map((seat) => (
          <div key={seat} class={`area ${seat === mySeat ? 'mine' : ''}`} data-seat={seat}>
            <div class="area-name">
              Seat {seat}
              {seat === mySeat ? ' (you)' : ''}
            </div>
            <Circles ctx={props} seat={seat} />
            <Hands ctx={props} seat={seat} />
            <Results lines={props.lines} round={view.round} seat={seat} />
          </div>
        ))}
      </div>
      {mySeat !== null ? <Actions ctx={props} /> : null}
    </div>
  );
}
