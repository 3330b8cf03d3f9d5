/// <reference lib="dom" />
/**
 * Table layouts of the seven- and five-card games whose players set their own hands: Asia Poker
 * (ch. 659a) and Five Card Hi-Lo (ch. 663a). Each is chosen by the shape of the view (an `areas` list of
 * betting areas beside a `dealer`; Asia Poker's view also has the `start` of the deal), never by game id.
 *
 * Nothing here decides a rule. A setting is legal when the view lists it among the player's legal settings
 * (§ 659a.11(b), § 663a.11(d)); the hands are named by the view's `handNames`; the house way is what the
 * dealer told the player (§ 659a.11(a)(1)); results are the table's own log lines with their citations.
 */
import { formatCents, type WireLegalAction, type WireLine, type WireView } from '../protocol/wire.js';
import { card, h } from './dom.js';
import { actionsOf, type BoardContext, type Layout } from './board.js';

// ---------------------------------------------------------------- the view's card-game fields

interface Wager {
  readonly seat: number;
  readonly kind: string;
  readonly amount: number;
}
interface AsiaArea {
  readonly seat: number;
  readonly cards: string | null;
  readonly set: string | null;
  readonly legalSettings?: readonly string[];
  readonly houseWay?: string;
  readonly handNames?: Readonly<Record<string, string>>;
}
interface AsiaStart {
  readonly position: number;
  readonly dice: readonly number[] | null;
  readonly total: number;
}
interface HiLoSetting {
  readonly aceLow: boolean;
  readonly high: string;
  readonly low: string;
  readonly highPoints: number;
  readonly lowPoints: number;
}
interface HiLoArea {
  readonly seat: number;
  readonly cards: string | null;
  readonly decision: string;
  readonly aceLow: boolean;
  readonly settings?: readonly HiLoSetting[];
}
interface HiLoDealer {
  readonly cards: string | null;
  readonly high: string | null;
  readonly low: string | null;
  readonly highPoints: number | null;
  readonly lowPoints: number | null;
}

const listOf = <T>(v: WireView, key: string): readonly T[] => (Array.isArray(v[key]) ? (v[key] as T[]) : []);
const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;
const words = (text: string | null | undefined): string[] => (text ? text.split(/\s+/).filter(Boolean) : []);
const kindLabel = (kind: string): string =>
  kind
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
/** The order of the areas on the felt; a kind not listed goes after these. */
const AREA_ORDER = ['asia-poker', 'bonus', 'ante', 'play', 'tie', 'poker-bonus'];
const byArea = (a: string, b: string): number =>
  (AREA_ORDER.indexOf(a) + 1 || 99) - (AREA_ORDER.indexOf(b) + 1 || 99) || a.localeCompare(b);
const where = (position: number): string => (position === 0 ? 'the dealer' : `seat ${position}`);

// ---------------------------------------------------------------- what a layout keeps between views

/** The hands of a setting tool: High (4 cards), Medium (2) and Low (1), § 659a.11(a). */
const ZONES = [
  { zone: 'high', name: 'High hand', size: 4 },
  { zone: 'medium', name: 'Medium hand', size: 2 },
  { zone: 'low', name: 'Low hand', size: 1 },
] as const;
type Zone = (typeof ZONES)[number]['zone'];

interface Tool {
  /** The round and the seven cards the tool is for: a new deal starts a fresh tool. */
  readonly key: string;
  readonly placed: Map<string, Zone>;
  target: Zone;
  helpShown: boolean;
  /** The game's player aid for these cards (GET /api/tables/:id/advice), once asked for. */
  advice: Advice | 'loading' | { readonly error: string } | undefined;
  /** Redraws the tool as last drawn (an answer may come after the page was redrawn). */
  redraw: () => void;
}

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

async function fetchAdvice(table: string, tool: Tool): Promise<void> {
  tool.advice = 'loading';
  try {
    const r = await fetch(`/api/tables/${table}/advice`, { credentials: 'same-origin' });
    const body = (await r.json()) as Advice & { message?: string };
    tool.advice = r.ok ? body : { error: body.message ?? `no advice (${r.status})` };
  } catch (e) {
    tool.advice = { error: String(e) };
  }
  tool.redraw();
}

/**
 * The page is redrawn on every view; this is what survives a redraw: the log lines seen at this table
 * (for each area's results), the last view in which the dealer's hands were set (shown between rounds, as
 * a baccarat layout keeps the last coup), and the setting tool.
 */
interface Memo {
  readonly table: string;
  /** Every wager kind seen at this table, so an area offered only later (after an Ante) stays drawn. */
  readonly kinds: Set<string>;
  lastSeq: number;
  readonly lines: WireLine[];
  last: WireView | undefined;
  tool: Tool | undefined;
}
let memo: Memo | undefined;

function remember(ctx: BoardContext): Memo {
  if (memo?.table !== ctx.table)
    memo = { table: ctx.table, kinds: new Set(), lastSeq: 0, lines: [], last: undefined, tool: undefined };
  const m = memo;
  const fresh = ctx.lines.filter((l) => l.seq > m.lastSeq);
  m.lines.push(...fresh);
  for (const l of fresh) m.lastSeq = Math.max(m.lastSeq, l.seq);
  // Only the rounds a layout still shows are kept.
  const newest = m.lines.at(-1)?.round ?? 0;
  if (m.lines.length > 2000)
    m.lines.splice(
      0,
      m.lines.findIndex((l) => l.round >= newest - 1),
    );
  return m;
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

function results(m: Memo, round: number, seat: number): HTMLElement | null {
  const mine = m.lines.filter((l) => l.round === round && l.seat === seat && RESULT_TYPES.has(l.type));
  if (!mine.length) return null;
  return h(
    'ul',
    { class: 'results', 'data-seat': String(seat) },
    ...mine.map((l) =>
      h(
        'li',
        { 'data-type': l.type, class: l.type },
        l.text.replace(/\s+\[§[^\]]*\]$/, ''),
        l.citation ? h('span', { class: 'cite' }, l.citation) : null,
      ),
    ),
  );
}

// ---------------------------------------------------------------- shared pieces

const cards = (text: string | null, faceDown = 0): HTMLElement =>
  h(
    'div',
    { class: 'cards' },
    ...(text === null ? Array.from({ length: faceDown }, () => card(null)) : words(text).map(card)),
  );

/** A set of hands written `high | medium | low` (or any `|`-separated hands), each under its name. */
function setHands(text: string, names: readonly string[], cls: string): HTMLElement {
  return h(
    'div',
    { class: `set ${cls}` },
    ...text
      .split('|')
      .map((part, i) =>
        h(
          'div',
          { class: 'set-hand', 'data-hand': (names[i] ?? '').toLowerCase() },
          h('div', { class: 'set-name' }, names[i] ?? ''),
          cards(part.trim()),
        ),
      ),
  );
}

function button(
  label: string,
  attrs: Record<string, string | boolean>,
  onclick: () => void,
  enabled = true,
): HTMLElement {
  return h('button', { ...attrs, disabled: !enabled, onclick: () => enabled && onclick() }, label);
}

/**
 * A betting area's wager spots: each kind the seat has wagered or may wager now, its amount, and for
 * the player's own seat the place and withdraw buttons the view offers (amount from the page's box).
 */
function spots(view: WireView, ctx: BoardContext, m: Memo, seat: number): HTMLElement {
  const wagers = listOf<Wager>(view, 'wagers').filter((w) => w.seat === seat);
  const mine = seat === ctx.mySeat;
  const place = mine ? actionsOf(view, 'place-wager') : [];
  for (const a of actionsOf(view, 'place-wager')) m.kinds.add(String(a.params?.['kind'] ?? ''));
  for (const w of listOf<Wager>(view, 'wagers')) m.kinds.add(w.kind);
  m.kinds.delete('');
  // The player's own areas are all drawn (those not open now, empty); other seats show their wagers.
  const kinds = mine ? [...m.kinds].sort(byArea) : wagers.map((w) => w.kind).sort(byArea);
  return h(
    'div',
    { class: 'spots' },
    ...kinds.map((kind) => {
      const w = wagers.find((x) => x.kind === kind);
      const add = place.find((a) => a.params?.['kind'] === kind && a.needs?.includes('amount'));
      const take = mine ? actionsOf(view, 'withdraw-wager', kind)[0] : undefined;
      return h(
        'div',
        { class: `spot ${w ? 'wagered' : 'open'}`, 'data-kind': kind },
        h('div', { class: 'spot-name' }, kindLabel(kind)),
        h('div', { class: 'spot-amount' }, w ? formatCents(w.amount) : ''),
        add
          ? button('+', { class: 'spot-add', title: `wager on ${kind}` }, () =>
              ctx.send({ type: 'place-wager', ...add.params, amount: ctx.amount() }),
            )
          : null,
        take
          ? button('×', { class: 'spot-take', title: `withdraw the ${kind} wager` }, () =>
              ctx.send({ type: take.type, ...take.params }),
            )
          : null,
      );
    }),
  );
}

/** The player's own action of this type as a button, when the view offers it. */
function offered(
  view: WireView,
  ctx: BoardContext,
  type: string,
  label: string,
  id: string,
  kind?: string,
): HTMLElement | null {
  const a: WireLegalAction | undefined = actionsOf(view, type, kind).find(
    (x) => x.actor.seat === ctx.mySeat && !x.needs?.length,
  );
  return a
    ? h(
        'span',
        { class: 'offered' },
        button(label, { id, 'data-action': type }, () => ctx.send({ type: a.type, ...a.params })),
        a.citation ? h('span', { class: 'cite' }, a.citation) : null,
      )
    : null;
}

/** The seats drawn as betting areas: the player's own, every seat with a wager and every dealt area. */
function seatsShown(view: WireView, ctx: BoardContext, shown: readonly { seat: number }[]): number[] {
  const seats = new Set<number>([
    ...listOf<Wager>(view, 'wagers').map((w) => w.seat),
    ...shown.map((a) => a.seat),
  ]);
  if (ctx.mySeat !== null) seats.add(ctx.mySeat);
  // From the dealer's right (the highest seat), the order the dealer reveals in (§ 659a.11(e), § 663a.11(f)).
  return [...seats].sort((a, b) => b - a);
}

// ---------------------------------------------------------------- Asia Poker

const asiaKey = (hands: string): string =>
  hands
    .split('|')
    .map((part) => words(part).sort().join(' '))
    .join(' | ');

function asiaTool(m: Memo, round: number, area: AsiaArea): Tool {
  const key = `${round}:${area.cards ?? ''}`;
  if (m.tool?.key !== key)
    m.tool = {
      key,
      placed: new Map(),
      target: 'high',
      helpShown: false,
      advice: undefined,
      redraw: () => undefined,
    };
  return m.tool;
}

const DICE = ['⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];

function asiaStart(start: AsiaStart | null): HTMLElement {
  if (!start) return h('div', { class: 'start', id: 'asia-start' }, 'starting position: not yet determined');
  const how =
    start.dice !== null
      ? [
          h(
            'span',
            { class: 'dice', title: start.dice.join('-') },
            ...start.dice.map((d) =>
              h('span', { class: 'die', 'data-die': String(d) }, DICE[d - 1] ?? String(d)),
            ),
          ),
          ` total ${start.total}`,
        ]
      : start.total > 0
        ? [`random number ${start.total}`]
        : ['the button'];
  return h(
    'div',
    { class: 'start', id: 'asia-start', 'data-position': String(start.position) },
    'Starting position: ',
    ...how,
    ` → ${where(start.position)}`,
    h('span', { class: 'cite' }, '§ 659a.5(g)'),
  );
}

/** The setting tool for the player's own seven cards (§ 659a.11(a)-(b)). */
function asiaSetter(view: WireView, ctx: BoardContext, m: Memo, area: AsiaArea): HTMLElement {
  const tool = asiaTool(m, view.round, area);
  const seven = words(area.cards);
  const legal = new Set((area.legalSettings ?? []).map(asiaKey));
  const names = area.handNames ?? {};
  const box = h('div', { class: 'setter', id: 'asia-setter' });
  const inZone = (z: Zone): string[] => seven.filter((c) => tool.placed.get(c) === z);
  const full = (z: Zone): boolean => inZone(z).length >= (ZONES.find((x) => x.zone === z)?.size ?? 0);
  const advance = (): void => {
    if (full(tool.target)) tool.target = ZONES.find((x) => !full(x.zone))?.zone ?? tool.target;
  };
  const put = (c: string, z: Zone | null): void => {
    if (z === null) tool.placed.delete(c);
    else if (tool.placed.get(c) !== z && !full(z)) tool.placed.set(c, z);
    advance();
    draw();
  };
  const load = (hands: string): void => {
    tool.placed.clear();
    hands.split('|').forEach((part, i) => {
      const z = ZONES[i]?.zone;
      if (z) for (const c of words(part)) tool.placed.set(c, z);
    });
    draw();
  };
  const drag = (c: string): Record<string, string | boolean | ((e: Event) => void)> => ({
    draggable: 'true',
    ondragstart: (e: Event) => (e as DragEvent).dataTransfer?.setData('text/plain', c),
  });
  const dropOn = (z: Zone | null): Record<string, (e: Event) => void> => ({
    ondragover: (e: Event) => e.preventDefault(),
    ondrop: (e: Event) => {
      e.preventDefault();
      const c = (e as DragEvent).dataTransfer?.getData('text/plain');
      if (c && seven.includes(c)) put(c, z);
    },
  });
  const pick = (c: string, z: Zone | null): HTMLElement => {
    const el = card(c);
    el.classList.add('pick');
    el.dataset['card'] = c; // the joker's face carries no data-card of its own
    el.setAttribute('role', 'button');
    el.setAttribute('tabindex', '0');
    for (const [k, v] of Object.entries(drag(c)))
      if (typeof v === 'function') el.addEventListener(k.replace(/^on/, ''), v);
      else el.setAttribute(k, String(v));
    el.addEventListener('click', () => (z === null ? put(c, tool.target) : put(c, null)));
    el.addEventListener('keydown', (e) => {
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        el.click();
      }
    });
    return el;
  };

  function draw(): void {
    const pool = seven.filter((c) => !tool.placed.has(c));
    const complete = ZONES.every((z) => full(z.zone));
    const setting = ZONES.map((z) => inZone(z.zone).join(' ')).join(' | ');
    const ok = complete && legal.has(asiaKey(setting));
    const action = actionsOf(view, 'set-hands').find(
      (a) =>
        !a.needs?.length &&
        asiaKey(
          `${String(a.params?.['high'])} | ${String(a.params?.['medium'])} | ${String(a.params?.['low'])}`,
        ) === asiaKey(setting),
    );
    const verdict = !complete
      ? h(
          'div',
          { class: 'verdict incomplete', id: 'setting-verdict', 'data-verdict': 'incomplete' },
          `Place ${pool.length} more card${pool.length === 1 ? '' : 's'}: four in the high hand, two in the medium and one in the low.`,
        )
      : ok
        ? h(
            'div',
            { class: 'verdict ok', id: 'setting-verdict', 'data-verdict': 'legal' },
            'A legal setting: the high hand outranks the medium hand, which outranks the low hand.',
            h('span', { class: 'cite' }, '§ 659a.11(b)'),
          )
        : h(
            'div',
            { class: 'verdict error', id: 'setting-verdict', 'data-verdict': 'foul', role: 'alert' },
            'Not a legal setting: the high hand must outrank the medium hand and the medium hand the low hand. Set this way the hands would lose.',
            h('span', { class: 'cite' }, '§ 659a.11(b)'),
            h('span', { class: 'cite' }, '§ 659a.11(f)(1)(iii)-(v)'),
          );
    const houseWay = area.houseWay;
    const ask = actionsOf(view, 'ask-house-way').find((a) => a.actor.seat === ctx.mySeat);
    box.replaceChildren(
      h('h3', {}, 'Set your hands'),
      h(
        'div',
        { class: 'pool', 'data-zone': 'pool', ...dropOn(null) },
        ...(pool.length
          ? pool.map((c) => pick(c, null))
          : [h('span', { class: 'muted' }, 'all seven cards set')]),
      ),
      h(
        'div',
        { class: 'zones' },
        ...ZONES.map(({ zone, name, size }) => {
          const here = inZone(zone);
          const named = here.length === size ? names[[...here].sort().join(' ')] : undefined;
          return h(
            'div',
            {
              class: `zone ${tool.target === zone ? 'target' : ''}`,
              'data-zone': zone,
              title: 'click a card to move it here',
              onclick: (e: Event) => {
                if ((e.target as HTMLElement).closest('.pick')) return;
                tool.target = zone;
                draw();
              },
              ...dropOn(zone),
            },
            h('div', { class: 'zone-name' }, `${name} (${size})`),
            h('div', { class: 'cards' }, ...here.map((c) => pick(c, zone))),
            h('div', { class: 'zone-eval', 'data-zone-eval': zone }, named ?? `${here.length} of ${size}`),
          );
        }),
      ),
      verdict,
      h(
        'div',
        { class: 'setter-buttons' },
        button(
          'Place',
          { id: 'place-setting' },
          () => {
            if (action) ctx.send({ type: action.type, ...action.params });
          },
          ok && action !== undefined,
        ),
        ' ',
        button('Clear', { id: 'clear-setting' }, () => load('')),
        ' ',
        button(
          'Help (house way)',
          { id: 'house-way-help' },
          () => {
            tool.helpShown = true;
            if (!houseWay && ask) ctx.send({ type: ask.type, ...ask.params });
            if (tool.advice === undefined) void fetchAdvice(ctx.table, tool);
            draw();
          },
          houseWay !== undefined || ask !== undefined,
        ),
      ),
      tool.helpShown || houseWay
        ? h(
            'div',
            { class: 'help', id: 'house-way' },
            ...(houseWay
              ? [
                  h('b', {}, 'The house way: '),
                  setHands(houseWay, ['High', 'Medium', 'Low'], 'house-way'),
                  h('span', { class: 'cite' }, '§ 659a.11(a)(1)'),
                  ' ',
                  button('Use the house way', { id: 'use-house-way' }, () => load(houseWay)),
                ]
              : ['asking the dealer…']),
            adviceBox(tool, setting, load),
          )
        : '',
    );
  }
  tool.redraw = draw;
  draw();
  return box;
}

/** The ranked settings, best first: the top ten, the house way and the tool's own setting if lower. */
function adviceBox(tool: Tool, setting: string, load: (hands: string) => void): HTMLElement {
  const a = tool.advice;
  if (a === undefined) return h('div');
  if (a === 'loading') return h('div', { class: 'advice muted', id: 'advice' }, 'ranking the settings…');
  if ('error' in a) return h('div', { class: 'advice muted', id: 'advice' }, a.error);
  const rows = a.settings.map((x, i) => ({ ...x, rank: i + 1, hands: `${x.high} | ${x.medium} | ${x.low}` }));
  const current = asiaKey(setting);
  const shown = rows.filter((r, i) => i < 10 || r.houseWay || asiaKey(r.hands) === current);
  const signed = (x: number): string => `${x >= 0 ? '+' : ''}${x.toFixed(3)}`;
  return h(
    'div',
    { class: 'advice', id: 'advice' },
    h(
      'div',
      {},
      h('b', {}, 'Settings ranked by expected value'),
      ` (per unit wagered, against a dealer setting the house way; ${a.samples.toLocaleString('en-US')} dealer hands sampled). This is Felt's aid, not the dealer's help.`,
    ),
    h(
      'table',
      { class: 'advice-table' },
      h('tr', {}, h('th', {}, '#'), h('th', {}, 'High | Medium | Low'), h('th', {}, 'EV'), h('th', {}, '')),
      ...shown.map((r) =>
        h(
          'tr',
          {
            'data-rank': String(r.rank),
            class: `${r.houseWay ? 'house-way-row' : ''} ${asiaKey(r.hands) === current ? 'current' : ''}`,
          },
          h('td', {}, String(r.rank)),
          h(
            'td',
            {},
            r.hands,
            r.houseWay ? h('span', { class: 'tag' }, ` house way (${a.houseWayRule})`) : null,
          ),
          h('td', { title: `± ${r.standardError.toFixed(3)}` }, signed(r.ev)),
          h(
            'td',
            {},
            button('Use', { class: 'use-advice' }, () => load(r.hands)),
          ),
        ),
      ),
    ),
  );
}

function asiaArea(
  view: WireView,
  ctx: BoardContext,
  m: Memo,
  seat: number,
  area: AsiaArea | undefined,
  round: number,
  start: AsiaStart | null,
  old: boolean,
): HTMLElement {
  const mine = seat === ctx.mySeat;
  return h(
    'div',
    {
      class: `area ${mine ? 'mine' : ''} ${old ? 'last-round' : ''} ${start?.position === seat ? 'starts' : ''}`,
      'data-seat': String(seat),
    },
    h(
      'div',
      { class: 'area-name' },
      `Seat ${seat}`,
      mine ? ' (you)' : '',
      start?.position === seat ? ' ★' : '',
    ),
    spots(view, ctx, m, seat),
    area
      ? area.set
        ? setHands(area.set, ['High', 'Medium', 'Low'], 'player-set')
        : cards(area.cards, 7)
      : null,
    mine && !old ? offered(view, ctx, 'surrender', 'Surrender', 'surrender') : null,
    mine && !old ? offered(view, ctx, 'decline-surrender', 'Keep the hand', 'keep-hand') : null,
    mine && !old ? offered(view, ctx, 'void-hand', 'Void the hand', 'void-hand') : null,
    results(m, round, seat),
  );
}

function renderAsia(view: WireView, ctx: BoardContext): HTMLElement {
  const m = remember(ctx);
  const dealerNow = isObject(view['dealer']) ? view['dealer'] : null;
  if (dealerNow && typeof dealerNow['set'] === 'string') m.last = view;
  const between = !listOf(view, 'areas').length && m.last?.round === view.round;
  const shown = between && m.last ? m.last : view;
  const old = shown !== view;
  const areas = listOf<AsiaArea>(shown, 'areas');
  const start = (shown['start'] ?? null) as AsiaStart | null;
  const dealer = (isObject(shown['dealer']) ? shown['dealer'] : null) as {
    cards: string | null;
    set: string | null;
  } | null;
  const own = old ? undefined : areas.find((a) => a.seat === ctx.mySeat && a.legalSettings && !a.set);
  return h(
    'div',
    { class: 'card-table asia' },
    h(
      'div',
      {
        class: `dealer-area ${old ? 'last-round' : ''} ${start?.position === 0 ? 'starts' : ''}`,
        'data-position': '0',
        id: 'dealer-area',
      },
      h('div', { class: 'area-name' }, 'Dealer', start?.position === 0 ? ' ★' : ''),
      dealer
        ? dealer.set
          ? setHands(dealer.set, ['High', 'Medium', 'Low'], 'dealer-set')
          : cards(dealer.cards, 7)
        : h('div', { class: 'muted' }, 'no cards'),
    ),
    asiaStart(start),
    old ? h('div', { class: 'muted center' }, `last round (round ${shown.round})`) : null,
    h(
      'div',
      { class: 'areas' },
      ...seatsShown(view, ctx, areas).map((seat) =>
        asiaArea(
          view,
          ctx,
          m,
          seat,
          areas.find((a) => a.seat === seat),
          shown.round,
          start,
          old,
        ),
      ),
    ),
    own ? asiaSetter(view, ctx, m, own) : null,
  );
}

// ---------------------------------------------------------------- Five Card Hi-Lo

function hiLoChoices(view: WireView, ctx: BoardContext, area: HiLoArea): HTMLElement {
  const set = actionsOf(view, 'set-hands').filter((a) => a.actor.seat === ctx.mySeat);
  return h(
    'div',
    { class: 'setter hilo-setter', id: 'hilo-setter' },
    h('h3', {}, 'Your hands'),
    h(
      'div',
      { class: 'choices' },
      ...(area.settings ?? []).map((s) => {
        const chosen = s.aceLow === area.aceLow;
        const a = set.find((x) => x.params?.['aceLow'] === s.aceLow);
        return h(
          'button',
          {
            class: `setting-choice ${chosen ? 'chosen' : ''}`,
            'data-ace-low': String(s.aceLow),
            'aria-pressed': String(chosen),
            disabled: !chosen && !a,
            onclick: () => {
              if (!chosen && a) ctx.send({ type: a.type, ...a.params });
            },
          },
          h('div', { class: 'choice-name' }, s.aceLow ? 'One ace low' : 'Standard'),
          h('div', {}, 'High ', cards(s.high), h('b', {}, ` ${s.highPoints}`)),
          h('div', {}, 'Low ', cards(s.low), h('b', {}, ` ${s.lowPoints}`)),
        );
      }),
    ),
    h(
      'div',
      { class: 'muted' },
      'The three higher-valued cards make the high hand and the other two the low hand; the only choice is to count one ace low.',
      h('span', { class: 'cite' }, '§ 663a.11(d)'),
    ),
    h(
      'div',
      { class: 'setter-buttons' },
      offered(view, ctx, 'place-wager', 'Play (a Play Wager equal to the Ante)', 'hilo-play', 'play'),
      ' ',
      offered(view, ctx, 'fold', 'Fold (forfeit the Ante)', 'hilo-fold'),
    ),
  );
}

function renderHiLo(view: WireView, ctx: BoardContext): HTMLElement {
  const m = remember(ctx);
  const dealerNow = (isObject(view['dealer']) ? view['dealer'] : null) as HiLoDealer | null;
  if (dealerNow && dealerNow.high !== null) m.last = view;
  const between = !listOf(view, 'areas').length && m.last?.round === view.round;
  const shown = between && m.last ? m.last : view;
  const old = shown !== view;
  const areas = listOf<HiLoArea>(shown, 'areas');
  const dealer = (isObject(shown['dealer']) ? shown['dealer'] : null) as HiLoDealer | null;
  const own = old
    ? undefined
    : areas.find((a) => a.seat === ctx.mySeat && a.settings && a.decision !== 'fold');
  return h(
    'div',
    { class: 'card-table hilo' },
    h(
      'div',
      { class: `dealer-area ${old ? 'last-round' : ''}`, id: 'dealer-area', 'data-position': '0' },
      h('div', { class: 'area-name' }, 'Dealer'),
      dealer
        ? dealer.high !== null && dealer.low !== null
          ? h(
              'div',
              { class: 'set dealer-set' },
              h(
                'div',
                { class: 'set-hand', 'data-hand': 'high' },
                h('div', { class: 'set-name' }, `High ${dealer.highPoints ?? ''}`),
                cards(dealer.high),
              ),
              h(
                'div',
                { class: 'set-hand', 'data-hand': 'low' },
                h('div', { class: 'set-name' }, `Low ${dealer.lowPoints ?? ''}`),
                cards(dealer.low),
              ),
            )
          : cards(dealer.cards, 5)
        : h('div', { class: 'muted' }, 'no cards'),
    ),
    old ? h('div', { class: 'muted center' }, `last round (round ${shown.round})`) : null,
    h(
      'div',
      { class: 'areas' },
      ...seatsShown(view, ctx, areas).map((seat) => {
        const area = areas.find((a) => a.seat === seat);
        const mine = seat === ctx.mySeat;
        const setting = area?.settings?.find((s) => s.aceLow === area.aceLow);
        return h(
          'div',
          { class: `area ${mine ? 'mine' : ''} ${old ? 'last-round' : ''}`, 'data-seat': String(seat) },
          h('div', { class: 'area-name' }, `Seat ${seat}`, mine ? ' (you)' : ''),
          spots(view, ctx, m, seat),
          area ? cards(area.cards, 5) : null,
          area && area.decision !== 'pending'
            ? h(
                'div',
                { class: 'decision', 'data-decision': area.decision },
                area.decision === 'play' ? 'plays' : 'folded',
              )
            : null,
          setting && !own
            ? h('div', { class: 'muted' }, `high ${setting.highPoints} · low ${setting.lowPoints}`)
            : null,
          results(m, shown.round, seat),
        );
      }),
    ),
    own ? hiLoChoices(view, ctx, own) : null,
  );
}

// ---------------------------------------------------------------- registration

const CSS = `
.card-table { display: flex; flex-direction: column; align-items: center; gap: .5rem; }
.card-table .dealer-area, .card-table .area { border: 2px solid #ffffff55; border-radius: 10px; padding: .4rem .6rem; text-align: center; }
.card-table .starts { border-color: #fde68a; }
.card-table .area.mine { border-color: #93c5fd; }
.card-table .area-name { font-weight: 700; }
.card-table .areas { display: flex; flex-wrap: wrap; gap: .6rem; justify-content: center; }
.card-table .area { min-width: 200px; max-width: 440px; }
.card-table .set .cards { display: flex; flex-wrap: nowrap; justify-content: center; }
.card-table .last-round { opacity: .75; }
.card-table .set { display: flex; gap: .6rem; justify-content: center; }
.card-table .set-name, .card-table .spot-name, .card-table .zone-name { font-size: .75rem; text-transform: uppercase; letter-spacing: .04em; color: #cfe9da; }
.card-table .spots { display: flex; gap: .3rem; justify-content: center; flex-wrap: wrap; margin: .2rem 0; }
.card-table .spot { border: 1px dashed #ffffffaa; border-radius: 50%; min-width: 4.2rem; min-height: 4.2rem; display: flex; flex-direction: column; align-items: center; justify-content: center; font-size: .8rem; }
.card-table .spot.wagered { background: #fde68a; color: #111; border-style: solid; }
.card-table .spot.wagered .spot-name { color: #333; }
.card-table .spot button { padding: 0 .4rem; margin: .1rem; }
.card-table .dice { font-size: 1.8rem; vertical-align: middle; }
.card-table .results { list-style: none; padding: 0; margin: .3rem 0 0; font-size: .8rem; text-align: left; }
.card-table .setter { background: #ffffff14; border-radius: 10px; padding: .5rem .8rem; width: 100%; box-sizing: border-box; }
.card-table .setter h3 { margin: .1rem 0 .3rem; }
.card-table .pool { min-height: 3rem; padding: .3rem; border: 1px dashed #ffffff77; border-radius: 8px; }
.card-table .zones { display: flex; gap: .6rem; margin: .5rem 0; flex-wrap: wrap; }
.card-table .zone { flex: 1; min-width: 150px; min-height: 5rem; border: 2px solid #ffffff44; border-radius: 8px; padding: .3rem; cursor: pointer; }
.card-table .zone.target { border-color: #fde68a; }
.card-table .zone-eval { font-weight: 600; min-height: 1.2em; }
.card-table .pick { cursor: pointer; user-select: none; }
.card-table .pick:hover { outline: 2px solid #fde68a; }
.card-table .verdict { margin: .3rem 0; }
.card-table .help { margin-top: .4rem; }
.card-table .advice { margin-top: .5rem; }
.card-table .advice-table { width: auto; margin: .3rem auto; }
.card-table .advice-table td, .card-table .advice-table th { color: #fff; border-color: #ffffff33; padding: .1rem .5rem; }
.card-table .advice-table tr.current td { background: #ffffff22; }
.card-table .advice-table .tag { color: #fde68a; }
.card-table .setting-choice { text-align: left; margin: .2rem; }
.card-table .setting-choice.chosen { outline: 3px solid #fde68a; }
.card-table .decision { font-weight: 700; }
`;

/** View shapes: betting `areas` beside a `dealer`; Asia Poker's also says where the deal `start`s. */
const cardTable = (v: WireView): boolean => Array.isArray(v['areas']) && 'dealer' in v;

export const CARD_LAYOUTS: readonly Layout[] = [
  {
    name: 'asia-poker',
    matches: (v) => cardTable(v) && 'start' in v,
    render: renderAsia,
    css: CSS,
  },
  {
    name: 'five-card-hi-lo',
    matches: (v) =>
      cardTable(v) &&
      !('start' in v) &&
      (v['dealer'] === null || (isObject(v['dealer']) && 'highPoints' in v['dealer'])),
    render: renderHiLo,
    css: CSS,
  },
];
