/**
 * Minibaccarat, Midibaccarat and Baccarat (ch. 627a, 629a, 631a): the betting areas (a click places the
 * chip chosen), the Player's and the Banker's Hands with their point counts, the last coup kept on the
 * layout until the next deal, the shoe with the card exposed at the burn (compliance also sees the order
 * of the shoe), and the scoreboards players expect: the bead plate and the big road of this shoe's coups.
 */
import { useRef } from 'preact/hooks';
import { formatCents } from '../../protocol/wire.js';
import type { BaccaratHandView, BaccaratView, LogLineView } from '../../protocol/views.js';
import { Card } from '../components/common.js';
import { oddsText, optionAt, wagerName } from '../names.js';
import { useKindsSeen } from './card-parts.js';
import { actionsOf, commandOf, type LayoutProps } from './types.js';
import './baccarat.css';

export function HandBox({ name, hand }: { name: string; hand: BaccaratHandView | undefined }) {
  return (
    <div class={`hand ${name.toLowerCase().replace(/\W+/g, '-')}`}>
      <h3>{name}</h3>
      <div class="cards">
        {(hand?.cards ?? []).map((c, i) => (
          <Card key={i} c={c} />
        ))}
      </div>
      <div class="points">
        {hand && hand.points !== null ? `${hand.points} points` : hand?.cards.length ? '?' : ''}
      </div>
    </div>
  );
}

/** How many cards of the shoe's order are shown. */
const ORDER_SHOWN = 16;
/** The order of the betting areas on the layout; a kind not listed goes after these. */
const AREAS = [
  'player',
  'tie',
  'banker',
  'dragon-bonus-player',
  'dragon-bonus-banker',
  'dragon-7-insurance',
  'house-money',
];
const byArea = (a: string, b: string): number =>
  (AREAS.indexOf(a) + 1 || 99) - (AREAS.indexOf(b) + 1 || 99) || a.localeCompare(b);

/** The betting areas of the layout: the Player's, Tie and Banker's, and the side wagers offered. */
function offeredAreas(options: unknown): string[] {
  const out = ['player', 'tie', 'banker'];
  if (optionAt(options, 'dragonBonus')) out.push('dragon-bonus-player', 'dragon-bonus-banker');
  if (optionAt(options, 'dragon7Insurance') === true) out.push('dragon-7-insurance');
  if (optionAt(options, 'houseMoney.offered') === true) out.push('house-money');
  return out;
}

/** What the table's Rules Submission says an area pays, when it says (the Tie, the Dragon Bonus paytable). */
function paysOf(kind: string, options: unknown): string | undefined {
  if (kind === 'tie') return oddsText(optionAt(options, 'tieOdds'));
  if (kind.startsWith('dragon-bonus')) {
    const table = optionAt(options, 'dragonBonus');
    return typeof table === 'string' ? `paytable ${table}` : undefined;
  }
  return undefined;
}

export function BaccaratLayout(props: LayoutProps<BaccaratView>) {
  const { view, mySeat, send, amount, options, lines } = props;
  // After the cards go to the discard rack, the last coup stays on the layout until the next deal.
  const last = useRef<{ round: number; hands: NonNullable<BaccaratView['hands']> } | undefined>(undefined);
  if (view.hands) last.current = { round: view.round, hands: view.hands };
  const shown = view.hands ?? last.current?.hands;
  const shoe = view.shoe;
  // The areas on every such layout, the side wagers the Rules Submission offers, any kind seen since.
  const seen = useKindsSeen(view);
  const kinds = [...new Set([...offeredAreas(options), ...seen])].sort(byArea);
  return (
    <div class="baccarat">
      <div class={`hands ${!view.hands && last.current ? 'last-coup' : ''}`}>
        <HandBox name="Player's Hand" hand={shown?.player} />
        <HandBox name="Banker's Hand" hand={shown?.banker} />
      </div>
      {!view.hands && last.current ? (
        <div class="muted center">last coup (round {last.current.round})</div>
      ) : null}
      <div class="bet-areas" role="group" aria-label="betting areas">
        {kinds.map((kind) => {
          const offer = actionsOf(view, 'place-wager', kind).find((a) => a.actor.seat === mySeat);
          const here = view.wagers.filter((w) => w.kind === kind);
          const mine = here.filter((w) => w.seat === mySeat).reduce((s, w) => s + w.amount, 0);
          const pays = paysOf(kind, options);
          return (
            <button
              type="button"
              key={kind}
              class={`bet-area ${kind}`}
              data-action="place-wager"
              data-kind={kind}
              disabled={!offer}
              title={offer?.citation ? `${wagerName(kind)} ${offer.citation}` : wagerName(kind)}
              onClick={() => {
                if (offer) send(commandOf(offer, { amount: amount() }));
              }}
            >
              <span class="bet-name">{wagerName(kind)}</span>
              {pays ? <small class="pays">pays {pays}</small> : null}
              <span class="chips">
                {here.map((w) => (
                  <span key={w.seat} class={`chip${w.seat === mySeat ? ' mine' : ''}`} data-seat={w.seat}>
                    <b>{w.seat}</b>
                    {formatCents(w.amount).replace(/\.00$/, '')}
                  </span>
                ))}
              </span>
              <span class="sr-only">
                {mine ? `, your wager ${formatCents(mine)}` : ''}
                {offer ? '' : ' (not open for wagers now)'}
              </span>
            </button>
          );
        })}
      </div>
      <Scoreboards lines={lines} />
      {shoe ? (
        <div class="shoe">
          shoe: {shoe.remaining} cards
          {shoe.burnExposed ? (
            <span class="burn">
              {' '}
              · burn card <Card c={shoe.burnExposed} />
            </span>
          ) : null}
          {shoe.order ? (
            <div class="order" id="shoe-order">
              next:{' '}
              {shoe.order.slice(0, ORDER_SHOWN).map((c, i) => (
                <Card key={i} c={c} />
              ))}
              …
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

export type Outcome = 'P' | 'B' | 'T';
export interface Coup {
  readonly round: number;
  readonly outcome: Outcome;
  readonly player: number;
  readonly banker: number;
}

/**
 * The coups of the current shoe from the table's log: each `result` line (`Player 6, Banker 7: Banker
 * wins`) after the last shuffle.
 */
export function coupsOf(lines: readonly LogLineView[]): Coup[] {
  const lastShuffle = lines.map((l) => l.type).lastIndexOf('shuffled');
  const out: Coup[] = [];
  for (const l of lines.slice(lastShuffle + 1)) {
    if (l.type !== 'result') continue;
    const m = /Player (\d), Banker (\d)/.exec(l.text);
    if (!m) continue;
    const player = Number(m[1]);
    const banker = Number(m[2]);
    out.push({
      round: l.round,
      player,
      banker,
      outcome: player > banker ? 'P' : banker > player ? 'B' : 'T',
    });
  }
  return out;
}

const ROWS = 6;
const WORD: Readonly<Record<Outcome, string>> = { P: 'Player', B: 'Banker', T: 'Tie' };

/**
 * The big road: a column per run of Player or Banker wins, ties marked on the coup before them (a run
 * longer than six turns right, along the bottom row).
 */
export function bigRoad(
  coups: readonly Coup[],
): { col: number; row: number; outcome: Outcome; ties: number }[] {
  const cells: { col: number; row: number; outcome: Outcome; ties: number }[] = [];
  let leadingTies = 0;
  for (const c of coups) {
    const prev = cells.at(-1);
    if (c.outcome === 'T') {
      if (prev) prev.ties += 1;
      else leadingTies += 1;
      continue;
    }
    if (!prev) cells.push({ col: 0, row: 0, outcome: c.outcome, ties: leadingTies });
    else if (prev.outcome === c.outcome)
      cells.push(
        prev.row + 1 < ROWS
          ? { col: prev.col, row: prev.row + 1, outcome: c.outcome, ties: 0 }
          : { col: prev.col + 1, row: prev.row, outcome: c.outcome, ties: 0 },
      );
    else {
      const start = Math.max(...cells.filter((x) => x.row === 0).map((x) => x.col)) + 1;
      cells.push({ col: start, row: 0, outcome: c.outcome, ties: 0 });
    }
  }
  return cells;
}

function Scoreboards({ lines }: { lines: readonly LogLineView[] }) {
  const coups = coupsOf(lines);
  const road = bigRoad(coups);
  const count = (o: Outcome): number => coups.filter((c) => c.outcome === o).length;
  const beadCols = Math.max(8, Math.ceil(coups.length / ROWS));
  const roadCols = Math.max(12, ...road.map((c) => c.col + 1));
  return (
    <div class="scoreboards" id="scoreboards">
      <div class="score-counts">
        This shoe: <span class="key P">P</span> Player {count('P')} · <span class="key B">B</span> Banker{' '}
        {count('B')} · <span class="key T">T</span> Tie {count('T')}
      </div>
      <div class="boards">
        <div>
          <div class="area-title">Bead plate</div>
          <div
            class="bead-plate"
            id="bead-plate"
            role="img"
            aria-label={`Bead plate: ${coups.map((c) => `${WORD[c.outcome]} ${c.player}-${c.banker}`).join(', ') || 'no coup yet this shoe'}`}
            style={{ '--cols': beadCols }}
          >
            {coups.map((c, i) => (
              <span
                key={i}
                class={`bead ${c.outcome}`}
                data-outcome={c.outcome}
                data-round={c.round}
                title={`round ${c.round}: ${WORD[c.outcome]} (Player ${c.player}, Banker ${c.banker})`}
              >
                {c.outcome}
              </span>
            ))}
          </div>
        </div>
        <div>
          <div class="area-title">Big road</div>
          <div
            class="big-road"
            id="big-road"
            role="img"
            aria-label={`Big road: ${road.map((c) => `${WORD[c.outcome]}${c.ties ? ` (${c.ties} tie${c.ties > 1 ? 's' : ''})` : ''}`).join(', ') || 'no coup yet this shoe'}`}
            style={{ '--cols': roadCols }}
          >
            {road.map((c, i) => (
              <span
                key={i}
                class={`road ${c.outcome}${c.ties ? ' tied' : ''}`}
                data-outcome={c.outcome}
                style={{ gridColumn: String(c.col + 1), gridRow: String(c.row + 1) }}
              >
                {c.ties ? c.ties : ''}
              </span>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
