/**
 * Asia Poker (ch. 659a): the dealer's and each wagered area's cards, the starting position with the
 * shaker's dice (or the random number or button), and the setting tool for the player's seven cards.
 *
 * A setting is legal when the view lists it among the player's legal settings (§ 659a.11(b)); the hands
 * are named by the view's `handNames`; the house way is what the dealer told the player (§ 659a.11(a)(1)).
 */
import { useEffect, useState } from 'preact/hooks';
import type { AsiaAreaView, AsiaPokerView } from '../../protocol/views.js';
import { api } from '../api.js';
import { Card, Cards, Cite, ScrollX, cardFace, cardName, words } from '../components/common.js';
import {
  Offered,
  Results,
  StubOrder,
  SetHands,
  Spots,
  seatsShown,
  useKindsSeen,
  useLastRound,
} from './card-parts.js';
import { paramNames } from '../params.js';
import { actionsOf, commandOf, type LayoutProps } from './types.js';

const HANDS = ['High', 'Medium', 'Low'] as const;
const where = (position: number): string => (position === 0 ? 'the dealer' : `seat ${position}`);
const DICE = ['⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];

/** A setting's hands, each as its sorted cards, so two orders of the same cards compare equal. */
export const settingKey = (hands: string): string =>
  hands
    .split('|')
    .map((part) => words(part).sort().join(' '))
    .join(' | ');

function Start({ start }: { start: AsiaPokerView['start'] }) {
  if (!start)
    return (
      <div class="start" id="asia-start">
        starting position: not yet determined
      </div>
    );
  return (
    <div class="start" id="asia-start" data-position={start.position}>
      Starting position:{' '}
      {start.dice !== null ? (
        <>
          <span
            class="dice"
            role="img"
            aria-label={`dice ${start.dice.join('-')}`}
            title={start.dice.join('-')}
          >
            {start.dice.map((d, i) => (
              <span key={i} class="die" data-die={d}>
                {DICE[d - 1] ?? String(d)}
              </span>
            ))}
          </span>
          {` total ${start.total}`}
        </>
      ) : start.total > 0 ? (
        `random number ${start.total}`
      ) : (
        'the button'
      )}
      {` → ${where(start.position)}`}
      <Cite c="§ 659a.5(g)" />
    </div>
  );
}

export function AsiaPokerLayout(props: LayoutProps<AsiaPokerView>) {
  const { view, mySeat } = props;
  const kindsSeen = useKindsSeen(view);
  const { shown, old } = useLastRound(view, (v) => typeof v.dealer?.set === 'string');
  const areas = shown.areas;
  const start = shown.start;
  const dealer = shown.dealer;
  const own = old ? undefined : areas.find((a) => a.seat === mySeat && a.legalSettings && !a.set);
  return (
    <div class="card-table asia">
      <div
        class={`dealer-area ${old ? 'last-round' : ''} ${start?.position === 0 ? 'starts' : ''}`}
        data-position="0"
        id="dealer-area"
      >
        <div class="area-name">Dealer{start?.position === 0 ? ' ★' : ''}</div>
        {dealer ? (
          dealer.set ? (
            <SetHands text={dealer.set} names={HANDS} class="dealer-set" />
          ) : (
            <Cards text={dealer.cards} faceDown={7} />
          )
        ) : (
          <div class="muted">no cards</div>
        )}
      </div>
      <Start start={start} />
      <StubOrder order={view.order} />
      {old ? <div class="muted center">last round (round {shown.round})</div> : null}
      <div class="areas">
        {seatsShown(view, mySeat, areas).map((seat) => {
          const area = areas.find((a) => a.seat === seat);
          const mine = seat === mySeat;
          return (
            <div
              key={seat}
              class={`area ${mine ? 'mine' : ''} ${old ? 'last-round' : ''} ${start?.position === seat ? 'starts' : ''}`}
              data-seat={seat}
            >
              <div class="area-name">
                Seat {seat}
                {mine ? ' (you)' : ''}
                {start?.position === seat ? ' ★' : ''}
              </div>
              <Spots ctx={props} view={view} seat={seat} kindsSeen={kindsSeen} />
              {area ? (
                area.set ? (
                  <SetHands text={area.set} names={HANDS} class="player-set" />
                ) : (
                  <Cards text={area.cards} faceDown={7} />
                )
              ) : null}
              {mine && !old ? (
                <>
                  <Offered ctx={props} view={view} type="surrender" label="Surrender" id="surrender" />
                  <Offered
                    ctx={props}
                    view={view}
                    type="decline-surrender"
                    label="Keep the hand"
                    id="keep-hand"
                  />
                  <Offered ctx={props} view={view} type="void-hand" label="Void the hand" id="void-hand" />
                </>
              ) : null}
              <Results lines={props.lines} round={shown.round} seat={seat} />
            </div>
          );
        })}
      </div>
      {own ? <Setter key={`${view.round}:${own.cards ?? ''}`} {...props} area={own} /> : null}
    </div>
  );
}

/** The hands of a setting tool: High (4 cards), Medium (2) and Low (1), § 659a.11(a). */
const ZONES = [
  { zone: 'high', name: 'High hand', size: 4 },
  { zone: 'medium', name: 'Medium hand', size: 2 },
  { zone: 'low', name: 'Low hand', size: 1 },
] as const;
type Zone = (typeof ZONES)[number]['zone'];

/** Felt's player aid: every legal setting ranked by expected value against a house-way dealer. */
interface Advice {
  readonly samples: number;
  readonly houseWayRule: string;
  readonly settings: readonly {
    readonly high: string;
    readonly medium: string;
    readonly low: string;
    readonly ev: number;
    readonly standardError: number;
    readonly houseWay: boolean;
  }[];
}
type AdviceState = Advice | 'loading' | { readonly error: string } | undefined;

/**
 * The setting tool for the player's own seven cards (§ 659a.11(a)-(b)): click a card to put it in the
 * hand being filled (click a hand to fill it), or drag it; click a set card to take it back.
 */
function Setter(props: LayoutProps<AsiaPokerView> & { area: AsiaAreaView }) {
  const { view, area, send, mySeat, table } = props;
  const seven = words(area.cards);
  const [placed, setPlaced] = useState<ReadonlyMap<string, Zone>>(new Map());
  const [target, setTarget] = useState<Zone>('high');
  const [helpShown, setHelpShown] = useState(false);
  const [advice, setAdvice] = useState<AdviceState>(undefined);
  const legal = new Set((area.legalSettings ?? []).map(settingKey));
  const names = area.handNames ?? {};
  const inZone = (z: Zone, p = placed): string[] => seven.filter((c) => p.get(c) === z);
  const full = (z: Zone, p = placed): boolean =>
    inZone(z, p).length >= (ZONES.find((x) => x.zone === z)?.size ?? 0);

  const update = (next: Map<string, Zone>): void => {
    setPlaced(next);
    if (full(target, next)) setTarget(ZONES.find((x) => !full(x.zone, next))?.zone ?? target);
  };
  const put = (c: string, z: Zone | null): void => {
    const next = new Map(placed);
    if (z === null) next.delete(c);
    else if (next.get(c) !== z && !full(z)) next.set(c, z);
    update(next);
  };
  const load = (hands: string): void => {
    const next = new Map<string, Zone>();
    hands.split('|').forEach((part, i) => {
      const z = ZONES[i]?.zone;
      if (z) for (const c of words(part)) next.set(c, z);
    });
    setPlaced(next);
    setTarget(ZONES.find((x) => !full(x.zone, next))?.zone ?? 'high');
  };
  // An answer to "Help" may come after the view changed; it is kept by this tool, for these cards.
  useEffect(() => {
    if (advice !== 'loading') return;
    let live = true;
    void api<Advice>('GET', `/api/tables/${encodeURIComponent(table)}/advice`).then((r) => {
      if (live) setAdvice(r.ok ? r.body : { error: r.error.message });
    });
    return () => {
      live = false;
    };
  }, [advice, table]);

  const pool = seven.filter((c) => !placed.has(c));
  const complete = ZONES.every((z) => full(z.zone));
  const setting = ZONES.map((z) => inZone(z.zone).join(' ')).join(' | ');
  const ok = complete && legal.has(settingKey(setting));
  const action = actionsOf(view, 'set-hands').find(
    (a) =>
      !paramNames(a).length &&
      settingKey(
        `${String(a.params?.['high'])} | ${String(a.params?.['medium'])} | ${String(a.params?.['low'])}`,
      ) === settingKey(setting),
  );
  const houseWay = area.houseWay;
  const ask = actionsOf(view, 'ask-house-way').find((a) => a.actor.seat === mySeat);

  const dropOn = (z: Zone | null) => ({
    onDragOver: (e: DragEvent) => e.preventDefault(),
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      const c = e.dataTransfer?.getData('text/plain');
      if (c && seven.includes(c)) put(c, z);
    },
  });
  const pick = (c: string, z: Zone | null) => (
    <Card
      key={c}
      c={c}
      class="pick"
      role="button"
      tabIndex={0}
      draggable
      aria-label={`${cardFace(c)}, ${cardName(c)}`}
      title={`${c}: ${z === null ? 'put it in the hand being filled' : 'take it back'}`}
      onDragStart={(e: DragEvent) => e.dataTransfer?.setData('text/plain', c)}
      onClick={(e: MouseEvent) => {
        e.stopPropagation();
        put(c, z === null ? target : null);
      }}
      onKeyDown={(e: KeyboardEvent) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          put(c, z === null ? target : null);
        }
      }}
    />
  );

  return (
    <div class="setter" id="asia-setter">
      <h3>Set your hands</h3>
      <div class="pool" data-zone="pool" {...dropOn(null)}>
        {pool.length ? pool.map((c) => pick(c, null)) : <span class="muted">all seven cards set</span>}
      </div>
      <div class="zones">
        {ZONES.map(({ zone, name, size }) => {
          const here = inZone(zone);
          const named = here.length === size ? names[[...here].sort().join(' ')] : undefined;
          return (
            <div
              key={zone}
              class={`zone ${target === zone ? 'target' : ''}`}
              data-zone={zone}
              title="click a card to move it here"
              onClick={() => setTarget(zone)}
              {...dropOn(zone)}
            >
              <div class="zone-name">
                <button
                  type="button"
                  class="zone-pick"
                  aria-pressed={target === zone}
                  onClick={() => setTarget(zone)}
                >
                  {name} ({size})
                </button>
              </div>
              <div class="cards">{here.map((c) => pick(c, zone))}</div>
              <div class="zone-eval" data-zone-eval={zone}>
                {named ?? `${here.length} of ${size}`}
              </div>
            </div>
          );
        })}
      </div>
      {!complete ? (
        <div class="verdict incomplete" id="setting-verdict" data-verdict="incomplete">
          Place {pool.length} more card{pool.length === 1 ? '' : 's'}: four in the high hand, two in the
          medium and one in the low.
        </div>
      ) : ok ? (
        <div class="verdict ok" id="setting-verdict" data-verdict="legal">
          A legal setting: the high hand outranks the medium hand, which outranks the low hand.
          <Cite c="§ 659a.11(b)" />
        </div>
      ) : (
        <div class="verdict error" id="setting-verdict" data-verdict="foul" role="alert">
          Not a legal setting: the high hand must outrank the medium hand and the medium hand the low hand.
          Set this way the hands would lose.
          <Cite c="§ 659a.11(b)" />
          <Cite c="§ 659a.11(f)(1)(iii)-(v)" />
        </div>
      )}
      <div class="setter-buttons">
        <button
          type="button"
          id="place-setting"
          disabled={!(ok && action)}
          onClick={() => {
            if (ok && action) send(commandOf(action));
          }}
        >
          Place
        </button>{' '}
        <button type="button" id="clear-setting" onClick={() => load('')}>
          Clear
        </button>{' '}
        <button
          type="button"
          id="house-way-help"
          disabled={houseWay === undefined && ask === undefined}
          onClick={() => {
            setHelpShown(true);
            if (!houseWay && ask) send(commandOf(ask));
            if (advice === undefined) setAdvice('loading');
          }}
        >
          Help (house way)
        </button>
      </div>
      {helpShown || houseWay ? (
        <div class="help" id="house-way">
          {houseWay ? (
            <>
              <b>The house way: </b>
              <SetHands text={houseWay} names={HANDS} class="house-way" />
              <Cite c="§ 659a.11(a)(1)" />{' '}
              <button type="button" id="use-house-way" onClick={() => load(houseWay)}>
                Use the house way
              </button>
            </>
          ) : (
            'asking the dealer…'
          )}
          <AdviceTable advice={advice} setting={setting} load={load} />
        </div>
      ) : null}
    </div>
  );
}

/** The ranked settings, best first: the top ten, the house way and the tool's own setting if lower. */
function AdviceTable({
  advice: a,
  setting,
  load,
}: {
  advice: AdviceState;
  setting: string;
  load: (hands: string) => void;
}) {
  if (a === undefined) return null;
  if (a === 'loading')
    return (
      <div class="advice muted" id="advice">
        ranking the settings…
      </div>
    );
  if ('error' in a)
    return (
      <div class="advice muted" id="advice">
        {a.error}
      </div>
    );
  const current = settingKey(setting);
  const rows = a.settings.map((x, i) => ({ ...x, rank: i + 1, hands: `${x.high} | ${x.medium} | ${x.low}` }));
  const shown = rows.filter((r, i) => i < 10 || r.houseWay || settingKey(r.hands) === current);
  const signed = (x: number): string => `${x >= 0 ? '+' : ''}${x.toFixed(3)}`;
  return (
    <div class="advice" id="advice">
      <div>
        <b>Settings ranked by expected value</b> (per unit wagered, against a dealer setting the house way;{' '}
        {a.samples.toLocaleString('en-US')} dealer hands sampled). This is Felt's aid, not the dealer's help.
      </div>
      <ScrollX label="settings ranked by expected value">
        <table class="advice-table">
          <thead>
            <tr>
              <th>#</th>
              <th>High | Medium | Low</th>
              <th>EV</th>
              <th>
                <span class="sr-only">use</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((r) => (
              <tr
                key={r.rank}
                data-rank={r.rank}
                class={`${r.houseWay ? 'house-way-row' : ''} ${settingKey(r.hands) === current ? 'current' : ''}`}
              >
                <td>{r.rank}</td>
                <td>
                  {r.hands}
                  {r.houseWay ? <span class="tag"> house way ({a.houseWayRule})</span> : null}
                </td>
                <td title={`± ${r.standardError.toFixed(3)}`}>{signed(r.ev)}</td>
                <td>
                  <button type="button" class="use-advice" onClick={() => load(r.hands)}>
                    Use
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollX>
    </div>
  );
}
