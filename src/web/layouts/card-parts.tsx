/**
 * What the Asia Poker and Five Card Hi-Lo layouts share: betting areas with their wager spots, a set of
 * hands under their names, each area's results from the table's log, and the player's own buttons.
 *
 * Nothing here decides a rule: a setting is legal when the view lists it, hands are named by the view,
 * results are the table's own log lines with their citations.
 */
import { useRef } from 'preact/hooks';
import { formatCents } from '../../protocol/wire.js';
import type { LegalActionView, LogLineView, WagerView } from '../../protocol/views.js';
import { Card, Cards, Cite, withoutCitation, words } from '../components/common.js';
import { paramNames } from '../params.js';
import { actionsOf, commandOf, type LayoutProps } from './types.js';
import './cards.css';

const kindLabel = (kind: string): string =>
  kind
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
/** The order of the areas on the felt; a kind not listed goes after these. */
const AREA_ORDER = ['asia-poker', 'bonus', 'ante', 'play', 'tie', 'poker-bonus'];
const byArea = (a: string, b: string): number =>
  (AREA_ORDER.indexOf(a) + 1 || 99) - (AREA_ORDER.indexOf(b) + 1 || 99) || a.localeCompare(b);

interface CardView {
  readonly round: number;
  readonly legalActions: readonly LegalActionView[];
  readonly wagers: readonly WagerView[];
}

/**
 * Every wager kind seen at this table, so an area offered only later (a Play Wager after the Ante)
 * stays drawn on the player's own area.
 */
export function useKindsSeen(view: CardView): ReadonlySet<string> {
  const kinds = useRef(new Set<string>());
  for (const a of actionsOf(view, 'place-wager')) {
    const k = a.params?.['kind'];
    if (typeof k === 'string' && k) kinds.current.add(k);
  }
  for (const w of view.wagers) kinds.current.add(w.kind);
  return kinds.current;
}

/**
 * The view in which the dealer's hands were last shown, kept between rounds (as a baccarat table keeps
 * the last coup): `shown` is that view while the table has no areas dealt in the same round.
 */
export function useLastRound<V extends { readonly round: number; readonly areas: readonly unknown[] }>(
  view: V,
  dealerShown: (v: V) => boolean,
): { shown: V; old: boolean } {
  const last = useRef<V | undefined>(undefined);
  if (dealerShown(view)) last.current = view;
  const between = !view.areas.length && last.current?.round === view.round;
  const shown = between && last.current ? last.current : view;
  return { shown, old: shown !== view };
}

/**
 * A betting area's wager spots: each kind the seat has wagered or may wager now, its amount, and for
 * the player's own seat the place and withdraw buttons the view offers (amount from the page's box).
 */
export function Spots({
  ctx,
  view,
  seat,
  kindsSeen,
}: {
  ctx: LayoutProps<unknown>;
  view: CardView;
  seat: number;
  kindsSeen: ReadonlySet<string>;
}) {
  const wagers = view.wagers.filter((w) => w.seat === seat);
  const mine = seat === ctx.mySeat;
  const place = mine ? actionsOf(view, 'place-wager') : [];
  // The player's own areas are all drawn (those not open now, empty); other seats show their wagers.
  const kinds = mine ? [...kindsSeen].sort(byArea) : wagers.map((w) => w.kind).sort(byArea);
  return (
    <div class="spots">
      {kinds.map((kind) => {
        const w = wagers.find((x) => x.kind === kind);
        const add = place.find((a) => a.params?.['kind'] === kind && paramNames(a).includes('amount'));
        const take = mine ? actionsOf(view, 'withdraw-wager', kind)[0] : undefined;
        return (
          <div key={kind} class={`spot ${w ? 'wagered' : 'open'}`} data-kind={kind}>
            <div class="spot-name">{kindLabel(kind)}</div>
            <div class="spot-amount">{w ? formatCents(w.amount) : ''}</div>
            {add ? (
              <button
                type="button"
                class="spot-add"
                title={`wager on ${kind}`}
                aria-label={`wager on ${kindLabel(kind)}`}
                onClick={() => ctx.send(commandOf(add, { amount: ctx.amount() }))}
              >
                +
              </button>
            ) : null}
            {take ? (
              <button
                type="button"
                class="spot-take"
                title={`withdraw the ${kind} wager`}
                aria-label={`withdraw the ${kindLabel(kind)} wager`}
                onClick={() => ctx.send(commandOf(take))}
              >
                ×
              </button>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}

/** A set of hands written `high | medium | low` (or any `|`-separated hands), each under its name. */
export function SetHands({
  text,
  names,
  class: cls,
}: {
  text: string;
  names: readonly string[];
  class: string;
}) {
  return (
    <div class={`set ${cls}`}>
      {text.split('|').map((part, i) => (
        <div key={i} class="set-hand" data-hand={(names[i] ?? '').toLowerCase()}>
          <div class="set-name">{names[i] ?? ''}</div>
          <Cards text={part.trim()} />
        </div>
      ))}
    </div>
  );
}

/** The log lines that settle an area: its reveal, each wager's settlement, surrender, fold. */
const RESULT_TYPES = new Set([
  'hands-revealed',
  'wager-settled',
  'ante-bonus-paid',
  'surrendered',
  'folded',
  'hand-voided',
]);

export function Results({
  lines,
  round,
  seat,
}: {
  lines: readonly LogLineView[];
  round: number;
  seat: number;
}) {
  const mine = lines.filter((l) => l.round === round && l.seat === seat && RESULT_TYPES.has(l.type));
  if (!mine.length) return null;
  return (
    <ul class="results" data-seat={seat}>
      {mine.map((l, i) => (
        <li key={`${l.seq} ${i}`} data-type={l.type} class={l.type}>
          {withoutCitation(l.text)}
          <Cite c={l.citation} />
        </li>
      ))}
    </ul>
  );
}

/** The player's own action of this type as a button, when the view offers it. */
export function Offered({
  ctx,
  view,
  type,
  label,
  id,
  kind,
}: {
  ctx: LayoutProps<unknown>;
  view: CardView;
  type: string;
  label: string;
  id: string;
  kind?: string;
}) {
  const a = actionsOf(view, type, kind).find((x) => x.actor.seat === ctx.mySeat && !paramNames(x).length);
  if (!a) return null;
  return (
    <span class="offered">
      <button type="button" id={id} data-action={type} onClick={() => ctx.send(commandOf(a))}>
        {label}
      </button>
      <Cite c={a.citation} />
    </span>
  );
}

/** The seats drawn as betting areas: the player's own, every seat with a wager and every dealt area. */
export function seatsShown(
  view: CardView,
  mySeat: number | null,
  shown: readonly { seat: number }[],
): number[] {
  const seats = new Set<number>([...view.wagers.map((w) => w.seat), ...shown.map((a) => a.seat)]);
  if (mySeat !== null) seats.add(mySeat);
  // From the dealer's right (the highest seat), the order the dealer reveals in (§ 659a.11(e), § 663a.11(f)).
  return [...seats].sort((a, b) => b - a);
}

/** Compliance sees the cards still to be dealt, in order (the first of them). */
export function StubOrder({ order }: { order: string | undefined }) {
  if (order === undefined) return null;
  const cards = words(order);
  return (
    <div class="order stub-order">
      still to be dealt ({cards.length}):{' '}
      {cards.slice(0, 16).map((c, i) => (
        <Card key={i} c={c} />
      ))}
      {cards.length > 16 ? '…' : ''}
    </div>
  );
}
