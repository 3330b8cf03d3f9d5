/**
 * What the dice layouts share: dice drawn with their pips, round markers (pucks, lammers), the tray
 * with the last throw, and the wager areas. An area is a button that places a wager of its kind with
 * the amount in the page's box when the view's legal actions offer that wager, and is disabled
 * otherwise; the chips on it are the view's wagers, one per seat.
 */
import type { ComponentChildren } from 'preact';
import { formatCents } from '../../protocol/wire.js';
import type { LegalActionView, WagerView } from '../../protocol/views.js';
import { actionsOf, commandOf, type LayoutProps } from './types.js';
import './dice.css';

/** The pips of each face on a 3 x 3 grid, cells numbered 0-8 left to right, top to bottom. */
const PIPS: Readonly<Record<number, readonly number[]>> = {
  1: [4],
  2: [2, 6],
  3: [2, 4, 6],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};
const CELLS = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;

/** A die showing a face; `colour` is the Three Dice Football die colour (green offensive, red defensive). */
export function Die({
  face,
  colour = 'white',
  small = false,
}: {
  face: number;
  colour?: 'white' | 'green' | 'red';
  small?: boolean;
}) {
  const on = new Set(PIPS[face] ?? []);
  return (
    <span
      class={`die ${colour}${small ? ' small' : ''}`}
      role="img"
      aria-label={`${colour === 'white' ? '' : `${colour} `}die showing ${face}`}
      data-face={face}
    >
      {CELLS.map((i) => (
        <i key={i} class={on.has(i) ? 'pip' : ''} />
      ))}
    </span>
  );
}

/** A combination such as `2-5` as two small dice (hidden from assistive technology: the area's name says it). */
export const Pair = ({ combination }: { combination: string }) => (
  <span class="pair" aria-hidden="true">
    {combination.split('-').map((f, i) => (
      <Die key={i} face={Number(f)} small />
    ))}
  </span>
);

/**
 * A round marker (the point puck, the Down and Game Length Pucks, a lammer). What is printed on it is
 * drawn by the style sheet, so an area's visible label stays its own and the marker is named in words.
 */
export const Puck = ({ text, class: cls, label }: { text: string; class: string; label: string }) => (
  <span class={`puck ${cls}`} role="img" aria-label={label} title={label} data-text={text} />
);

/** The table's last throw and who holds the dice, beside the layout. */
export function DiceTray({
  title,
  dice,
  children,
}: {
  title: string;
  dice: ComponentChildren[];
  children?: ComponentChildren;
}) {
  return (
    <div class="dice-tray" aria-live="polite">
      <div class="tray-title">{title}</div>
      <div class="dice" id="last-dice">
        {dice.length ? dice : <span class="muted">—</span>}
      </div>
      {children}
    </div>
  );
}

export const TrayLine = ({ children }: { children: ComponentChildren }) =>
  children ? <div class="tray-line">{children}</div> : null;

interface DiceView {
  readonly legalActions: readonly LegalActionView[];
  readonly wagers: readonly WagerView[];
}

/** The chips on an area: each seat's wager of these kinds, the viewer's own marked. */
function Chips({ view, mySeat, kinds }: { view: DiceView; mySeat: number | null; kinds: readonly string[] }) {
  const here = view.wagers.filter((w) => kinds.includes(w.kind));
  if (!here.length) return null;
  return (
    <span class="chips">
      {here.map((w) => (
        <span
          key={`${w.seat} ${w.kind}`}
          class={`chip${w.seat === mySeat ? ' mine' : ''}${w.off ? ' off' : ''}`}
          data-seat={w.seat}
          data-kind={w.kind}
          title={`seat ${w.seat}: ${w.kind} ${formatCents(w.amount)}${w.off ? ' (off)' : ''}`}
        >
          <b>{w.seat}</b>
          {formatCents(w.amount).replace(/\.00$/, '')}
          {w.off ? <i class="off-button">OFF</i> : null}
        </span>
      ))}
    </span>
  );
}

export interface SpotProps {
  readonly ctx: Pick<LayoutProps<unknown>, 'mySeat' | 'send' | 'amount' | 'pays'>;
  readonly view: DiceView;
  readonly kind: string;
  /** What the area is called on the layout, for the accessible name. */
  readonly name: string;
  readonly class?: string;
  /** Further wager kinds whose chips sit on this area (a Come Bet that travelled to its number). */
  readonly chipsOf?: readonly string[];
  readonly data?: Readonly<Record<string, string>>;
  readonly children?: ComponentChildren;
  /** Drawn on the area beside its label and chips (a lammer, a puck). */
  readonly extra?: ComponentChildren;
}

/**
 * A wager area: a button placing a wager of `kind` when the view offers it, disabled when it does not.
 * Its accessible name is what it shows followed by what it is (`SIX, Place 6, your wager $10.00`).
 */
export function Spot({
  ctx,
  view,
  kind,
  name,
  class: cls = '',
  chipsOf = [],
  data = {},
  children,
  extra,
}: SpotProps) {
  const offer = actionsOf(view, 'place-wager', kind)[0];
  const mine = view.wagers.filter((w) => w.kind === kind && w.seat === ctx.mySeat);
  const staked = mine.reduce((sum, w) => sum + w.amount, 0);
  const off = mine.some((w) => w.off);
  const pays = ctx.pays?.[kind];
  const dataAttrs = Object.fromEntries(Object.entries(data).map(([k, v]) => [`data-${k}`, v]));
  return (
    <button
      type="button"
      class={`spot ${cls}`}
      data-kind={kind}
      {...dataAttrs}
      title={offer?.citation ? `${name} ${offer.citation}` : name}
      disabled={!offer}
      onClick={() => {
        if (offer) ctx.send(commandOf(offer, { amount: ctx.amount() }));
      }}
    >
      <span class="spot-label">{children}</span>
      {pays ? <small class="pays">{pays}</small> : null}
      <Chips view={view} mySeat={ctx.mySeat} kinds={[kind, ...chipsOf]} />
      {extra}
      <span class="sr-only">
        , {name}
        {staked ? `, your wager ${formatCents(staked)}${off ? ', called off' : ''}` : ''}
        {offer ? '' : ' (not open for wagers now)'}
      </span>
    </button>
  );
}
