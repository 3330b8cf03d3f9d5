/// <reference lib="dom" />
/**
 * The dice tables' layouts: Craps and Mini-Craps (ch. 623a), Props & Hops (ch. 668a) and Three Dice
 * Football (ch. 661a). Each is drawn from the fields of the game's view; an area is a button that
 * places a wager of its kind with the amount in the page's box when the view's legal actions offer
 * that wager, and is disabled otherwise. Chips on an area are the view's wagers, one per seat.
 */
import { formatCents, type WireLegalAction, type WireView } from '../protocol/wire.js';
import { h, type Child } from './dom.js';
// Types only: layouts.ts lists DICE_LAYOUTS, so a value import back from it would be an import cycle
// that breaks whichever module loads first.
import { actionsOf, type BoardContext, type Layout } from './board.js';

interface Wager {
  readonly seat: number;
  readonly kind: string;
  readonly amount: number;
  /** A Craps Lay Bet called "off" for come out rolls. */
  readonly off?: boolean;
}

const wagersOf = (v: WireView): Wager[] => (Array.isArray(v['wagers']) ? (v['wagers'] as Wager[]) : []);
const numberOf = (v: WireView, key: string): number | null =>
  typeof v[key] === 'number' ? (v[key] as number) : null;
const numbersOf = (v: WireView, key: string): number[] =>
  Array.isArray(v[key]) ? (v[key] as unknown[]).filter((x): x is number => typeof x === 'number') : [];
const textOf = (v: WireView, key: string): string | null =>
  typeof v[key] === 'string' ? (v[key] as string) : null;

// ---------------------------------------------------------------- shared pieces

/** The pips of each face on a 3 x 3 grid, cells numbered 0-8 left to right, top to bottom. */
const PIPS: Readonly<Record<number, readonly number[]>> = {
  1: [4],
  2: [2, 6],
  3: [2, 4, 6],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

/** A die showing a face; `colour` is the Three Dice Football die colour (green offensive, red defensive). */
export function die(face: number, colour: 'white' | 'green' | 'red' = 'white', small = false): HTMLElement {
  const on = new Set(PIPS[face] ?? []);
  return h(
    'span',
    {
      class: `die ${colour}${small ? ' small' : ''}`,
      role: 'img',
      'aria-label': `${colour === 'white' ? '' : `${colour} `}die showing ${face}`,
      'data-face': String(face),
    },
    ...Array.from({ length: 9 }, (_, i) => h('i', { class: on.has(i) ? 'pip' : '' })),
  );
}

/** A combination such as `2-5` as two small dice. */
const pair = (combination: string): HTMLElement =>
  h('span', { class: 'pair' }, ...combination.split('-').map((f) => die(Number(f), 'white', true)));

/** The chips on an area: each seat's wager of these kinds, the viewer's own marked. */
function chipsOn(view: WireView, ctx: BoardContext, kinds: readonly string[]): HTMLElement | null {
  const here = wagersOf(view).filter((w) => kinds.includes(w.kind));
  if (!here.length) return null;
  return h(
    'span',
    { class: 'chips' },
    ...here.map((w) =>
      h(
        'span',
        {
          class: `chip${w.seat === ctx.mySeat ? ' mine' : ''}${w.off ? ' off' : ''}`,
          'data-seat': String(w.seat),
          'data-kind': w.kind,
          style: `--seat-hue: ${(w.seat * 47) % 360}`,
          title: `seat ${w.seat}: ${w.kind} ${formatCents(w.amount)}${w.off ? ' (off)' : ''}`,
        },
        h('b', {}, String(w.seat)),
        formatCents(w.amount).replace(/\.00$/, ''),
      ),
    ),
  );
}

/** The view's `place-wager` action of this kind. */
const placeWager = (view: WireView, kind: string): WireLegalAction | undefined =>
  actionsOf(view, 'place-wager', kind)[0];

interface SpotOptions {
  /** What the area is called on the layout, for the accessible name. */
  readonly name: string;
  readonly class?: string;
  /** Further wager kinds whose chips sit on this area (a Come Bet that travelled to its number). */
  readonly chipsOf?: readonly string[];
}

/**
 * A wager area: a button placing a wager of `kind` when the view offers it, disabled when it does not.
 * The chips already on the area are drawn inside it.
 */
function spot(
  view: WireView,
  ctx: BoardContext,
  kind: string,
  options: SpotOptions,
  ...label: Child[]
): HTMLElement {
  const offer = placeWager(view, kind);
  const mine = wagersOf(view).filter((w) => w.kind === kind && w.seat === ctx.mySeat);
  const staked = mine.reduce((sum, w) => sum + w.amount, 0);
  return h(
    'button',
    {
      type: 'button',
      class: `spot ${options.class ?? ''}`,
      'data-kind': kind,
      'aria-label': `${options.name}${staked ? `, your wager ${formatCents(staked)}` : ''}${
        offer ? '' : ' (not open for wagers now)'
      }`,
      title: offer?.citation ? `${options.name} ${offer.citation}` : options.name,
      disabled: !offer,
      onclick: () => {
        if (offer) ctx.send({ type: offer.type, ...offer.params, amount: ctx.amount() });
      },
    },
    h('span', { class: 'spot-label' }, ...label),
    chipsOn(view, ctx, [kind, ...(options.chipsOf ?? [])]),
  );
}

/** A round marker (the point puck, the Down and Game Length Pucks, a lammer). */
const puck = (text: string, cls: string, label: string): HTMLElement =>
  h('span', { class: `puck ${cls}`, role: 'img', 'aria-label': label, title: label }, text);

/** The table's last throw and who holds the dice, beside the layout. */
function diceTray(title: string, dice: HTMLElement[], ...lines: Child[]): HTMLElement {
  return h(
    'div',
    { class: 'dice-tray', 'aria-live': 'polite' },
    h('div', { class: 'tray-title' }, title),
    h(
      'div',
      { class: 'dice', id: 'last-dice' },
      ...(dice.length ? dice : [h('span', { class: 'muted' }, '—')]),
    ),
    ...lines.map((l) => (l ? h('div', { class: 'tray-line' }, l) : null)),
  );
}

const COMMON_CSS = `
.dice-board { color: #fdf8e6; font-size: .85rem; display: grid; gap: .6rem; }
.dice-board .spot { all: unset; box-sizing: border-box; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: .15rem; min-height: 2.4rem; padding: .25rem .3rem; border: 2px solid #f3ead0; border-radius: 6px; color: #fdf8e6; text-align: center; font-weight: 700; letter-spacing: .02em; cursor: pointer; position: relative; }
.dice-board .spot:not(:disabled):hover, .dice-board .spot:focus-visible { background: #ffffff22; outline: 2px solid #fde68a; }
.dice-board .spot:disabled { cursor: default; border-color: #f3ead066; }
.dice-board .spot:disabled .spot-label { color: #fdf8e699; }
.dice-board .spot small { display: block; font-weight: 400; font-size: .7rem; }
#board:has(> .dice-board) { border-radius: 28px; }
.dice-board .chips { display: flex; flex-wrap: wrap; gap: 2px; justify-content: center; }
.dice-board .chip { display: inline-flex; align-items: center; gap: 2px; padding: 0 .3rem; border-radius: 999px; border: 2px dashed #fff; background: hsl(var(--seat-hue) 60% 40%); color: #fff; font-size: .7rem; font-weight: 600; }
.dice-board .chip b { background: #0006; border-radius: 999px; padding: 0 .2rem; }
.dice-board .chip.mine { outline: 2px solid #fde68a; }
.dice-board .chip.off { opacity: .6; text-decoration: line-through; }
.dice-board .die { display: inline-grid; grid-template: repeat(3, 1fr) / repeat(3, 1fr); width: 2rem; height: 2rem; padding: .2rem; box-sizing: border-box; margin: .1rem; border-radius: 6px; background: #fff; box-shadow: 0 2px 3px #0007; vertical-align: middle; }
.dice-board .die.small { width: 1rem; height: 1rem; padding: 1px; border-radius: 3px; margin: 0 1px; box-shadow: none; }
.dice-board .die.red { background: #c1121f; }
.dice-board .die.green { background: #15803d; }
.dice-board .die i { display: block; margin: 12%; border-radius: 50%; }
.dice-board .die i.pip { background: #111; }
.dice-board .die.red i.pip, .dice-board .die.green i.pip { background: #fff; }
.dice-board .pair { display: inline-flex; }
.dice-board .puck { display: inline-flex; align-items: center; justify-content: center; width: 1.8rem; height: 1.8rem; border-radius: 50%; font-size: .6rem; font-weight: 800; box-shadow: 0 1px 3px #000a; }
.dice-board .puck.on { background: #fff; color: #111; }
.dice-board .puck.off { background: #111; color: #fff; }
.dice-board .dice-tray { display: flex; flex-direction: column; align-items: center; gap: .2rem; padding: .4rem; border-radius: 8px; background: #00000033; }
.dice-board .tray-title { font-weight: 700; text-transform: uppercase; font-size: .7rem; letter-spacing: .08em; }
.dice-board .dice { min-height: 2.4rem; display: flex; align-items: center; }
.dice-board .area-title { font-size: .7rem; text-transform: uppercase; letter-spacing: .08em; color: #fde68a; text-align: center; }
`;

// ---------------------------------------------------------------- Craps and Mini-Craps (ch. 623a)

const POINTS = [4, 5, 6, 8, 9, 10] as const;
const BOX_NAMES: Readonly<Record<number, string>> = { 4: '4', 5: '5', 6: 'SIX', 8: '8', 9: 'NINE', 10: '10' };

function crapsBoard(v: WireView, ctx: BoardContext): HTMLElement {
  const point = numberOf(v, 'puck');
  const areas = (v['layoutAreas'] ?? {}) as {
    fireBet?: boolean;
    bonusCraps?: boolean;
    layBet?: boolean;
    buyBet?: boolean;
    horn?: boolean;
    world?: boolean;
    dontBar?: number;
  };
  const bar = areas.dontBar === 2 ? pair('1-1') : pair('6-6');
  const dice = numbersOf(v, 'lastDice');
  const markers = new Set(numbersOf(v, 'bonusMarkers'));
  const fire = new Set(numbersOf(v, 'firePointsMade'));
  const shooter = numberOf(v, 'shooter');
  const s = (kind: string, name: string, cls: string, ...label: Child[]): HTMLElement =>
    spot(v, ctx, kind, { name, class: cls }, ...label);

  const numbers = h(
    'div',
    { class: 'point-row' },
    h(
      'div',
      { class: 'puck-home' },
      point === null ? puck('OFF', 'off', 'the puck is OFF: the next roll is a come out roll') : null,
    ),
    ...POINTS.map((n) =>
      h(
        'div',
        { class: 'point-col', 'data-number': String(n) },
        h(
          'div',
          { class: 'dont-strip' },
          areas.layBet ? s(`lay-${n}`, `Lay ${n}`, 'mini', 'Lay') : null,
          s(`place-to-lose-${n}`, `Place ${n} to lose`, 'mini', 'to Lose'),
          spot(
            v,
            ctx,
            `dont-come-odds-${n}`,
            { name: `Don't Come odds on ${n}`, class: 'mini', chipsOf: [`dont-come-${n}`] },
            'DC',
          ),
        ),
        spot(
          v,
          ctx,
          `place-${n}`,
          { name: `Place ${n}`, class: 'number-box', chipsOf: [`come-${n}`] },
          point === n ? puck('ON', 'on', `the puck is ON ${n}: the point is ${n}`) : null,
          h('span', { class: 'box-number' }, BOX_NAMES[n] ?? String(n)),
        ),
        s(`come-odds-${n}`, `Come odds on ${n}`, 'mini', 'Come odds'),
        areas.buyBet ? s(`buy-${n}`, `Buy ${n}`, 'mini', 'Buy') : null,
      ),
    ),
  );

  const main = h(
    'div',
    { class: 'craps-main' },
    numbers,
    h(
      'div',
      { class: 'craps-row come-row' },
      s('dont-come', "Don't Come", 'dont-come', "DON'T COME BAR ", bar.cloneNode(true)),
      s('come', 'Come', 'come', 'COME'),
    ),
    s('field', 'Field', 'field', 'FIELD', h('small', {}, '2 · 3 · 4 · 9 · 10 · 11 · 12')),
    h(
      'div',
      { class: 'craps-row line-row' },
      s('big-6', 'Big 6', 'big', 'BIG 6'),
      s('big-8', 'Big 8', 'big', 'BIG 8'),
      s('dont-pass', "Don't Pass", 'dont-pass', "DON'T PASS BAR ", bar),
      s('dont-pass-odds', "Don't Pass odds", 'odds', 'odds'),
    ),
    h(
      'div',
      { class: 'craps-row line-row' },
      s('pass', 'Pass Line', 'pass', 'PASS LINE'),
      s('pass-odds', 'Pass Line odds', 'odds', 'odds'),
    ),
  );

  const hard = (n: number): HTMLElement =>
    s(`hardway-${n}`, `Hard ${n}`, 'prop', pair(`${n / 2}-${n / 2}`), h('small', {}, `hard ${n}`));
  const props = h(
    'div',
    { class: 'props' },
    h('div', { class: 'area-title' }, 'one roll · hardways'),
    s('any-seven', 'Any Seven', 'prop wide', 'SEVEN'),
    h('div', { class: 'prop-grid' }, hard(6), hard(10), hard(8), hard(4)),
    h(
      'div',
      { class: 'prop-grid' },
      s('three', 'Three', 'prop', pair('1-2'), h('small', {}, '3')),
      s('two', 'Two', 'prop', pair('1-1'), h('small', {}, '2')),
      s('twelve', 'Twelve', 'prop', pair('6-6'), h('small', {}, '12')),
      s('eleven', 'Eleven', 'prop', pair('5-6'), h('small', {}, '11')),
    ),
    s('any-craps', 'Any Craps', 'prop wide', 'ANY CRAPS'),
    areas.horn
      ? h(
          'div',
          { class: 'prop-grid horn' },
          s('horn', 'Horn', 'prop wide', 'HORN'),
          ...[2, 3, 11, 12].map((n) =>
            s(`horn-high-${n}`, `Horn High ${n}`, 'prop', h('small', {}, `horn high ${n}`)),
          ),
        )
      : null,
    areas.world ? s('world', 'World', 'prop wide', 'WORLD') : null,
  );

  const marker = (n: number): HTMLElement =>
    h(
      'span',
      {
        class: `marker${markers.has(n) ? ' lit' : ''}`,
        'data-marker': String(n),
        title: markers.has(n) ? `${n} has been rolled` : `${n} not yet rolled`,
      },
      String(n),
    );
  /** A side wager's area: its title over its spots. */
  const bonus = (title: string, ...spots: HTMLElement[]): HTMLElement =>
    h('div', { class: 'bonus' }, h('div', { class: 'area-title' }, title), ...spots);
  const bonusCraps = areas.bonusCraps
    ? bonus(
        'Bonus Craps',
        h(
          'div',
          {
            class: 'markers',
            id: 'bonus-markers',
            role: 'img',
            'aria-label': `marker buttons on ${[...markers].join(', ') || 'no number yet'}`,
          },
          ...[2, 3, 4, 5, 6].map(marker),
          h('span', { class: 'marker seven' }, '7'),
          ...[8, 9, 10, 11, 12].map(marker),
        ),
        h(
          'div',
          { class: 'craps-row' },
          s('all-small', 'All Small', 'bonus-spot', 'ALL SMALL', h('small', {}, '2 3 4 5 6')),
          s('all-or-nothing-at-all', 'All or Nothing at All', 'bonus-spot', 'ALL OR NOTHING AT ALL'),
          s('all-tall', 'All Tall', 'bonus-spot', 'ALL TALL', h('small', {}, '8 9 10 11 12')),
        ),
      )
    : null;
  const fireBet = areas.fireBet
    ? bonus(
        'Fire Bet',
        s(
          'fire-bet',
          `Fire Bet, points made ${[...fire].join(', ') || 'none'}`,
          'fire',
          'FIRE BET',
          h(
            'span',
            { class: 'markers' },
            ...POINTS.map((n) =>
              h('span', { class: `marker${fire.has(n) ? ' lit' : ''}`, 'data-fire': String(n) }, String(n)),
            ),
          ),
        ),
      )
    : null;

  const total = dice.reduce((a, b) => a + b, 0);
  return h(
    'div',
    {
      class: 'dice-board craps-board',
      role: 'group',
      'aria-label': `${textOf(v, 'name') ?? 'Craps'} layout`,
      'data-point': point === null ? 'off' : String(point),
    },
    h(
      'div',
      { class: 'craps-top' },
      main,
      h(
        'div',
        { class: 'craps-side' },
        diceTray(
          'last roll',
          dice.map((f) => die(f)),
          dice.length ? h('span', { id: 'dice-total' }, `${total}`) : null,
          shooter !== null ? `shooter: seat ${shooter}` : 'no shooter',
          point === null ? 'puck OFF (come out)' : `point ${point}`,
        ),
        props,
      ),
    ),
    bonusCraps || fireBet ? h('div', { class: 'craps-row bonus-row' }, bonusCraps, fireBet) : null,
  );
}

const CRAPS_CSS = `
.craps-board .craps-top { display: grid; grid-template-columns: minmax(0, 1fr) 220px; gap: .6rem; }
.craps-board .craps-main, .craps-board .craps-side { display: flex; flex-direction: column; gap: .35rem; }
.craps-board .point-row { display: grid; grid-template-columns: 2.2rem repeat(6, minmax(0, 1fr)); gap: .25rem; }
.craps-board .puck-home { display: flex; align-items: center; justify-content: center; }
.craps-board .point-col { display: flex; flex-direction: column; gap: .2rem; }
.craps-board .dont-strip { display: grid; grid-auto-flow: column; grid-auto-columns: 1fr; gap: 2px; }
.craps-board .spot.mini { min-height: 1.6rem; font-size: .6rem; padding: 1px; border-width: 1px; }
.craps-board .number-box { min-height: 4.2rem; }
.craps-board .number-box .puck { position: absolute; top: 2px; right: 2px; }
.craps-board .box-number { font-size: 1.5rem; color: #fde68a; }
.craps-board .craps-row { display: flex; gap: .3rem; }
.craps-board .craps-row > .spot { flex: 1; }
.craps-board .come-row .come { flex: 3; }
.craps-board .spot.field { min-height: 3rem; }
.craps-board .spot.field small { font-size: .9rem; color: #fde68a; }
.craps-board .line-row .pass { flex: 4; border-radius: 6px 6px 30px 30px; }
.craps-board .spot.odds { flex: .6; font-size: .7rem; }
.craps-board .spot.big { flex: .8; color: #fca5a5; }
.craps-board .props { display: flex; flex-direction: column; gap: .25rem; padding: .3rem; border: 2px solid #f3ead0; border-radius: 8px; }
.craps-board .prop-grid { display: grid; grid-template-columns: 1fr 1fr; gap: .25rem; }
.craps-board .spot.prop { min-height: 2rem; }
.craps-board .spot.prop.wide { color: #fca5a5; }
.craps-board .bonus-row > .bonus:first-child { flex: 3; }
.craps-board .bonus-row > .bonus { flex: 1; }
.craps-board .bonus { display: flex; flex-direction: column; gap: .3rem; padding: .4rem; border: 2px solid #f3ead0; border-radius: 8px; }
.craps-board .markers { display: flex; gap: .25rem; justify-content: center; }
.craps-board .marker { display: inline-flex; align-items: center; justify-content: center; width: 1.5rem; height: 1.5rem; border-radius: 50%; border: 1px solid #f3ead0; font-size: .7rem; }
.craps-board .marker.lit { background: #fde68a; color: #111; font-weight: 800; }
.craps-board .marker.seven { border-color: #fca5a5; color: #fca5a5; }
.craps-board .spot.fire { color: #fdba74; }
#last-dice .die { width: 2.4rem; height: 2.4rem; }
#dice-total { font-size: 1.2rem; font-weight: 800; }
@media (max-width: 760px) { .craps-board .craps-top { grid-template-columns: 1fr; } }
`;

const crapsLayout: Layout = {
  name: 'craps',
  matches: (v) => 'puck' in v && 'bonusMarkers' in v && 'lastDice' in v && 'firePointsMade' in v,
  render: crapsBoard,
  css: COMMON_CSS + CRAPS_CSS,
};

// ---------------------------------------------------------------- Props & Hops (ch. 668a)

const FACES = [1, 2, 3, 4, 5, 6] as const;
const HOPS = [
  ['top', 'hop-the-top', 'Hop the Top'],
  ['left', 'hop-the-left', 'Hop the Left'],
  ['right', 'hop-the-right', 'Hop the Right'],
  ['center', 'hop-the-center', 'Hop the Center'],
] as const;

function propsAndHopsBoard(v: WireView, ctx: BoardContext): HTMLElement {
  const collected = new Set(Array.isArray(v['lammersCollected']) ? (v['lammersCollected'] as string[]) : []);
  const boxes = Array.isArray(v['lammerBoxes']) ? (v['lammerBoxes'] as string[]) : [];
  const out = v['lammersOut'] === true;
  const regions = (v['hopRegions'] ?? {}) as Readonly<Record<string, readonly string[]>>;
  const dice = numbersOf(v, 'lastDice');
  const shooter = numberOf(v, 'shooter');
  const offeredTo = numberOf(v, 'offeredTo');
  const lammer = (c: string): HTMLElement | null =>
    out && boxes.includes(c)
      ? collected.has(c)
        ? h('span', { class: 'lammer collected', 'data-lammer': c, title: `lammer on ${c} collected` }, '✓')
        : puck('6·8', 'lammer', `Six Eight Shake lammer on ${c}`)
      : null;

  // The combination boxes as a triangle: the Doubles on the diagonal, the Any Number boxes above it.
  const grid = h('div', { class: 'combos', role: 'group', 'aria-label': 'Doubles and Any Number' });
  for (const low of FACES)
    for (const high of FACES) {
      const c = `${low}-${high}`;
      if (high < low) {
        grid.append(h('span', { class: 'combo-gap' }));
        continue;
      }
      const double = low === high;
      const cell = spot(
        v,
        ctx,
        double ? `double-${2 * low}` : `any-number-${c}`,
        {
          name: double ? `Double ${low}-${low} (${2 * low} the hardway)` : `Any Number ${c}`,
          class: double ? 'double' : 'any',
        },
        pair(c),
      );
      cell.dataset['combination'] = c;
      const l = lammer(c);
      if (l) cell.append(l);
      grid.append(cell);
    }

  const hops = h(
    'div',
    { class: 'hops' },
    ...HOPS.map(([region, kind, name]) =>
      spot(
        v,
        ctx,
        kind,
        { name: `${name}: ${(regions[region] ?? []).join(', ')}`, class: `hop hop-${region}` },
        name.toUpperCase(),
        h('span', { class: 'hop-combos' }, ...(regions[region] ?? []).map(pair)),
      ),
    ),
  );

  const shake = spot(
    v,
    ctx,
    'six-eight-shake',
    {
      name: `Six Eight Shake, lammers ${out ? `out, ${collected.size} of ${boxes.length} collected` : 'in the rack'}`,
      class: 'shake',
    },
    'SIX EIGHT SHAKE',
    h(
      'span',
      { class: 'lammer-rack', id: 'lammer-rack' },
      ...boxes.map((c) =>
        h(
          'span',
          {
            class: `lammer-slot ${!out ? 'racked' : collected.has(c) ? 'collected' : 'out'}`,
            'data-lammer': c,
            title: `${c}: ${!out ? 'in the rack' : collected.has(c) ? 'collected' : 'on the layout'}`,
          },
          pair(c),
        ),
      ),
    ),
  );

  return h(
    'div',
    { class: 'dice-board ph-board', role: 'group', 'aria-label': 'Props & Hops layout' },
    h(
      'div',
      { class: 'ph-top' },
      h('div', {}, h('div', { class: 'area-title' }, 'Doubles · Any Number'), grid),
      h(
        'div',
        { class: 'ph-side' },
        diceTray(
          'last roll',
          dice.map((f) => die(f)),
          dice.length ? h('span', { id: 'dice-total' }, String(dice.reduce((a, b) => a + b, 0))) : null,
          h(
            'span',
            { class: 'shaker-holder', id: 'shooter' },
            shooter !== null ? h('span', { class: 'shaker', title: 'the shaker' }) : null,
            shooter !== null ? ` shooter: seat ${shooter}` : 'no shooter',
          ),
          offeredTo !== null ? `shaker offered to seat ${offeredTo}` : null,
          textOf(v, 'dice') ? `dice ${textOf(v, 'dice') ?? ''}` : null,
        ),
        spot(v, ctx, 'field', { name: 'Field', class: 'field' }, 'FIELD', h('small', {}, '2 3 4 9 10 11 12')),
        h(
          'div',
          { class: 'ph-row' },
          spot(v, ctx, 'one-six-and-under', { name: '1-6 and Under' }, '1-6 AND UNDER'),
          spot(v, ctx, 'three-four-and-over', { name: '3-4 and Over' }, '3-4 AND OVER'),
        ),
      ),
    ),
    hops,
    shake,
  );
}

const PH_CSS = `
.ph-board .ph-top { display: grid; grid-template-columns: minmax(0, 1fr) 260px; gap: .6rem; }
.ph-board .ph-side { display: flex; flex-direction: column; gap: .35rem; }
.ph-board .ph-row { display: flex; gap: .3rem; }
.ph-board .ph-row > .spot { flex: 1; }
.ph-board .combos { display: grid; grid-template-columns: repeat(6, minmax(0, 1fr)); gap: .25rem; }
.ph-board .spot.double { border-color: #fde68a; }
.ph-board .spot .die.small { width: 1.2rem; height: 1.2rem; }
.ph-board .spot.field small { font-size: .9rem; color: #fde68a; }
.ph-board .puck.lammer { position: absolute; top: -6px; right: -6px; width: 1.3rem; height: 1.3rem; background: #b91c1c; color: #fff; font-size: .5rem; }
.ph-board .lammer.collected { position: absolute; top: -4px; right: -2px; color: #86efac; font-size: .8rem; }
.ph-board .hops { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: .3rem; }
.ph-board .hop-combos { display: flex; flex-wrap: wrap; gap: 4px 6px; justify-content: center; }
.ph-board .shake { flex-direction: row; flex-wrap: wrap; gap: .6rem; color: #fca5a5; }
.ph-board .lammer-rack { display: flex; gap: .3rem; }
.ph-board .lammer-slot { padding: 2px; border-radius: 4px; border: 2px solid transparent; }
.ph-board .lammer-slot.out { border-color: #b91c1c; background: #b91c1c55; }
.ph-board .lammer-slot.collected { border-color: #86efac; }
.ph-board .lammer-slot.racked { opacity: .5; }
.ph-board .shaker { display: inline-block; width: .9rem; height: 1.1rem; background: #7c2d12; border-radius: 3px 3px 6px 6px; vertical-align: middle; box-shadow: inset 0 3px #fde68a; }
@media (max-width: 760px) { .ph-board .ph-top { grid-template-columns: 1fr; } .ph-board .hops { grid-template-columns: 1fr 1fr; } }
`;

const propsAndHopsLayout: Layout = {
  name: 'props-and-hops',
  matches: (v) => 'hopRegions' in v && 'lammersCollected' in v && 'lammersOut' in v,
  render: propsAndHopsBoard,
  css: COMMON_CSS + PH_CSS,
};

// ---------------------------------------------------------------- Three Dice Football (ch. 661a)

const DOWNS = ['1st Down', '2nd Down', '3rd Down', '1st & Goal', '2nd & Goal', '3rd & Goal', 'Extra Point'];
const FULL_GAME = [
  ['touchdown', 'Touchdown'],
  ['defense', 'Defense'],
  ['extra-point', 'Extra Point'],
  ['quick-strike-td', 'Quick Strike TD'],
  ['game-changer', 'Game Changer'],
] as const;
const SINGLE_PLAY = [
  ['trips-td', 'Trips TD'],
  ['penalty', 'Penalty'],
  ['turnover', 'Turnover'],
  ['cover-three', 'Cover Three'],
  ['no-gain', 'No Gain'],
  ['big-play', 'Big Play'],
  ['over-four-yards', 'Over Four Yards'],
  ['under-four-yards', 'Under Four Yards'],
] as const;
/** The yards printed on the field, 661a.2(b)(4). */
const YARDS = 23;

function footballBoard(v: WireView, ctx: BoardContext): HTMLElement {
  const yard = numberOf(v, 'yardMarker') ?? 20;
  const down = v.phase === 'extra-point' ? 'Extra Point' : (textOf(v, 'downPuck') ?? '');
  const length = numberOf(v, 'gameLengthPuck');
  const qb = numberOf(v, 'quarterback');
  const offeredTo = numberOf(v, 'offeredTo');
  const selection = v['selection'] as
    { offensive?: readonly string[]; defensive?: string } | null | undefined;
  const thrown = numbersOf(v, 'lastThrow');
  const marker = (): HTMLElement =>
    h(
      'span',
      {
        class: 'yard-marker',
        id: 'yard-marker',
        role: 'img',
        'aria-label': `Yard Marker: ${yard} yards to go`,
      },
      '▼',
    );

  const field = h(
    'div',
    {
      class: 'gridiron',
      'data-yard-marker': String(yard),
      role: 'group',
      'aria-label': `football field, ${yard} yards to go`,
    },
    h('div', { class: 'end-zone', 'data-yard': '0' }, h('span', {}, 'END ZONE'), yard <= 0 ? marker() : null),
    ...Array.from({ length: YARDS }, (_, i) => {
      const n = i + 1;
      const line = n === 10 || n === 20 ? ' line' : '';
      return h(
        'div',
        { class: `yard${line}${n === 20 ? ' circle' : ''}`, 'data-yard': String(n) },
        h('span', { class: 'yard-no' }, String(n)),
        yard === n ? marker() : null,
      );
    }),
  );

  const downs = h(
    'div',
    { class: 'downs', role: 'group', 'aria-label': `Down Puck on ${down}` },
    ...DOWNS.map((d) =>
      h(
        'div',
        { class: `down${d === down ? ' here' : ''}`, 'data-down': d },
        d,
        d === down ? puck('DOWN', 'on', `Down Puck: ${d}`) : null,
      ),
    ),
  );

  const lengths = h(
    'div',
    { class: 'game-length', role: 'group', 'aria-label': `Game Length Puck on play ${length ?? '?'}` },
    h('div', { class: 'area-title' }, 'Game Length'),
    h(
      'div',
      { class: 'length-row' },
      ...[1, 2, 3, 4, 5, 6].map((n) => {
        const cell = spot(
          v,
          ctx,
          `game-length-${n}`,
          { name: `Game Length ${n}`, class: 'length' },
          h('span', { class: 'length-no' }, String(n)),
          length === n ? puck('PLAY', 'on', `Game Length Puck: play ${n}`) : null,
        );
        cell.dataset['play'] = String(n);
        return cell;
      }),
    ),
  );

  const wagers = (title: string, rows: readonly (readonly [string, string])[], cls: string): HTMLElement =>
    h(
      'div',
      { class: `wager-group ${cls}` },
      h('div', { class: 'area-title' }, title),
      h(
        'div',
        { class: 'wager-grid' },
        ...rows.map(([kind, name]) => spot(v, ctx, kind, { name }, name.toUpperCase())),
      ),
    );

  const green = thrown.slice(0, 2).map((f) => die(f, 'green'));
  const red = thrown.slice(2, 3).map((f) => die(f, 'red'));
  return h(
    'div',
    {
      class: 'dice-board football-board',
      role: 'group',
      'aria-label': 'Three Dice Football layout',
      'data-down': down,
      'data-play': String(length ?? ''),
    },
    field,
    h(
      'div',
      { class: 'tdf-row' },
      downs,
      diceTray(
        v.phase === 'extra-point' ? 'extra point roll' : 'last throw',
        [...green, ...red],
        qb !== null
          ? h('span', { id: 'quarterback' }, `Quarterback: seat ${qb}`)
          : offeredTo !== null
            ? `dice offered to seat ${offeredTo}`
            : 'no Quarterback',
        selection?.offensive && selection.defensive
          ? `selected ${selection.offensive.join(' ')} (green) ${selection.defensive} (red)`
          : null,
        textOf(v, 'diceSet') ? `set ${textOf(v, 'diceSet') ?? ''}` : null,
      ),
    ),
    lengths,
    h(
      'div',
      { class: 'tdf-row' },
      wagers('Full game', FULL_GAME, 'full-game'),
      wagers('Single play', SINGLE_PLAY, 'single-play'),
    ),
  );
}

const TDF_CSS = `
.football-board .gridiron { display: grid; grid-template-columns: 3.4rem repeat(${YARDS}, minmax(0, 1fr)); min-height: 3.6rem; border: 2px solid #f3ead0; border-radius: 6px; overflow: hidden; background: #15803d; }
.football-board .yard:nth-child(odd) { background: #166534; }
.football-board .end-zone { display: flex; align-items: center; justify-content: center; background: #7f1d1d; writing-mode: vertical-rl; transform: rotate(180deg); font-weight: 800; letter-spacing: .1em; font-size: .7rem; position: relative; }
.football-board .end-zone .yard-marker { writing-mode: horizontal-tb; }
.football-board .yard { position: relative; border-left: 1px solid #ffffff66; display: flex; flex-direction: column; align-items: center; justify-content: space-between; padding: 2px 0; }
.football-board .yard.line { border-left: 3px solid #fff; }
.football-board .yard.circle .yard-no { border: 1px solid #fff; border-radius: 50%; padding: 0 2px; }
.football-board .yard-no { font-size: .65rem; }
.football-board .yard-marker { color: #fde68a; font-size: 1.2rem; line-height: 1; text-shadow: 0 1px 2px #000; }
.football-board .tdf-row { display: grid; grid-template-columns: 1fr 1fr; gap: .6rem; align-items: start; }
.football-board .downs { display: grid; grid-template-columns: repeat(4, 1fr); gap: .25rem; }
.football-board .down { position: relative; border: 1px solid #f3ead0; border-radius: 6px; padding: .3rem; text-align: center; font-size: .75rem; min-height: 2.2rem; display: flex; flex-direction: column; align-items: center; gap: 2px; }
.football-board .down.here { background: #ffffff22; }
.football-board .down .puck, .football-board .length .puck { width: 1.5rem; height: 1.5rem; font-size: .45rem; }
.football-board .length-row { display: grid; grid-template-columns: repeat(6, 1fr); gap: .25rem; }
.football-board .length-no { font-size: 1.2rem; color: #fde68a; }
.football-board .wager-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(7rem, 1fr)); gap: .25rem; }
@media (max-width: 760px) { .football-board .tdf-row { grid-template-columns: 1fr; } }
`;

const footballLayout: Layout = {
  name: 'three-dice-football',
  matches: (v) => 'yardMarker' in v && 'downPuck' in v && 'gameLengthPuck' in v,
  render: footballBoard,
  css: COMMON_CSS + TDF_CSS,
};

/** The dice layouts, registered in LAYOUTS. */
export const DICE_LAYOUTS: readonly Layout[] = [crapsLayout, propsAndHopsLayout, footballLayout];
