// @vitest-environment happy-dom
/**
 * Component tests of the game layouts (cheaper than a browser): each game's view, as it crosses the wire,
 * is drawn by the component of the layout it declares and by no other, whatever fields it has; a dice
 * area places its wager with the amount typed; the baccarat layout keeps the last coup; the Asia Poker
 * setting tool flags a foul setting and places only a legal one (§ 659a.11(b)).
 */
import type { ComponentChild } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { SeededRng } from '../../core/rng.js';
import type { AnyGame, Viewer } from '../../engine/game.js';
import { Table } from '../../engine/table.js';
import { GAMES } from '../../games/registry.js';
import type {
  AsiaPokerView,
  BaccaratView,
  CrapsView,
  GameViewEnvelope,
  LogLineView,
  PropsAndHopsView,
  ThreeDiceFootballView,
} from '../../protocol/views.js';
import { mount, type Rendered } from '../testing/render.js';
import { AsiaPokerLayout, settingKey } from './AsiaPoker.js';
import { BaccaratLayout, bigRoad, coupsOf } from './Baccarat.js';
import { CrapsLayout } from './Craps.js';
import { useBoard } from './index.js';
import { PropsAndHopsLayout } from './PropsAndHops.js';
import { ThreeDiceFootballLayout } from './ThreeDiceFootball.js';
import type { Command } from './types.js';

/** The element each layout's component draws at its root. */
const ROOTS: Readonly<Record<string, string>> = {
  baccarat: '.baccarat',
  'asia-poker': '.card-table.asia',
  'five-card-hi-lo': '.card-table.hilo',
  craps: '.craps-board',
  'props-and-hops': '.ph-board',
  'three-dice-football': '.football-board',
  'three-card-poker': '.card-table.tcp',
  blackjack: '.card-table.blackjack',
  'raise-it-up': '.card-table.riu',
};

const wire = <V,>(v: unknown): V => JSON.parse(JSON.stringify(v)) as V;

function seatedTable(game: AnyGame) {
  const table = new Table(game, game.options.parse({}), SeededRng.fromSeed(1), { automated: true });
  table.submit({ role: 'player', seat: 1 }, { type: 'sit', seat: 1, name: 'Ann', chips: 100_000 });
  table.runAutomation();
  return table;
}
const viewOf = <V,>(table: ReturnType<typeof seatedTable>, viewer: Viewer): V => wire<V>(table.view(viewer));

/** Draws a view the way the table page does: by the board its declared layout gives. */
function Board({ view }: { view: GameViewEnvelope }) {
  const board = useBoard(view);
  return (
    <div id="board">
      {board.draw ? (
        <div data-layout={board.name}>
          {board.draw({
            table: 't',
            role: 'player',
            mySeat: 1,
            send: () => undefined,
            amount: () => 0,
            lines: [],
          })}
        </div>
      ) : (
        <div class="no-layout">{board.problem ?? ''}</div>
      )}
    </div>
  );
}

let mounted: Rendered | undefined;
const show = (node: ComponentChild): Rendered => (mounted = mount(node));
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

describe('a view is drawn by the layout it declares, never by the fields it has', () => {
  it.each([...GAMES.keys()])('%s', (id) => {
    const table = seatedTable(GAMES.get(id)!);
    for (const viewer of [{ role: 'player', seat: 1 }, { role: 'dealer' }, { role: 'compliance' }] as const) {
      const view = viewOf<GameViewEnvelope>(table, viewer);
      const r = show(<Board view={view} />);
      expect(r.$('[data-layout]')?.dataset['layout']).toBe(view.layout);
      const drawn = Object.entries(ROOTS).filter(([, sel]) => r.$(sel) !== null);
      expect(drawn.map(([name]) => name)).toEqual([view.layout]);
      // Compliance sees the order of the cards still to be dealt; nobody else does.
      const order = (view as { order?: string; shoe?: { order?: string[] } | null }).order ?? view['shoe'];
      const seesOrder =
        typeof order === 'string' || (typeof order === 'object' && order !== null && 'order' in order);
      expect(seesOrder).toBe(seesOrder && viewer.role === 'compliance');
      expect(r.$('.order .card') !== null).toBe(seesOrder);
      r.unmount();
    }
    // The same fields under a layout the app does not know: drawn by the table page alone.
    const renamed = {
      ...viewOf<GameViewEnvelope>(table, { role: 'player', seat: 1 }),
      layout: 'a-new-layout',
    };
    const r = show(<Board view={renamed} />);
    expect(r.$('[data-layout]')).toBeNull();
    for (const sel of Object.values(ROOTS)) expect(r.$(sel)).toBeNull();
  });

  it('a view that does not match its declared layout is not drawn by it, and says why', () => {
    const craps = viewOf<GameViewEnvelope>(seatedTable(GAMES.get('craps')!), { role: 'player', seat: 1 });
    const r = show(<Board view={{ ...craps, layout: 'baccarat' }} />);
    expect(r.$('[data-layout]')).toBeNull();
    expect(r.$('.no-layout')?.textContent).toContain('does not match the baccarat layout');
  });
});

describe('layout components', () => {
  it('Craps: an open area places its wager with the amount typed; a closed one is disabled (§ 623a.4)', () => {
    const view = viewOf<CrapsView>(seatedTable(GAMES.get('craps')!), { role: 'player', seat: 1 });
    const sent: Command[] = [];
    const r = show(
      <CrapsLayout
        view={view}
        table="t"
        role="player"
        mySeat={1}
        send={(c) => sent.push(c)}
        amount={() => 1_000}
        lines={[]}
      />,
    );
    // On the come out roll the Come area is closed and the Pass Line open.
    expect(r.$('.spot[data-kind="come"]')?.hasAttribute('disabled')).toBe(true);
    expect(r.$('.spot[data-kind="pass"]')?.hasAttribute('disabled')).toBe(false);
    r.click('.spot[data-kind="come"]');
    expect(sent).toEqual([]);
    r.click('.spot[data-kind="pass"]');
    expect(sent).toEqual([{ type: 'place-wager', kind: 'pass', amount: 1_000 }]);
    expect(r.$('.craps-board')?.dataset['point']).toBe('off');
  });

  it('Baccarat: the last coup stays on the layout after the cards go to the discard rack', () => {
    const table = seatedTable(GAMES.get('minibaccarat')!);
    // The cut is offered to the seated player first (R6).
    expect(table.submit({ role: 'player', seat: 1 }, { type: 'decline-cut' }).ok).toBe(true);
    table.runAutomation();
    table.submit({ role: 'player', seat: 1 }, { type: 'place-wager', kind: 'player', amount: 1_000 });
    table.submit({ role: 'dealer' }, { type: 'no-more-bets' });
    let dealt: BaccaratView | undefined;
    let after: BaccaratView | undefined;
    for (let i = 0; i < 50 && !after; i += 1) {
      const v = viewOf<BaccaratView>(table, { role: 'player', seat: 1 });
      if (v.hands) dealt = v;
      else if (dealt) after = v;
      if (!table.step()) break;
    }
    expect(dealt && after).toBeTruthy();
    const props = {
      table: 't',
      role: 'player',
      mySeat: 1,
      send: () => undefined,
      amount: () => 0,
      lines: [],
    } as const;
    const r = show(<BaccaratLayout {...props} view={dealt!} />);
    const cards = r.$$('.hand .card').map((c) => c.dataset['card']);
    expect(cards.length).toBeGreaterThanOrEqual(4);
    expect(r.$('.hands.last-coup')).toBeNull();
    r.rerender(<BaccaratLayout {...props} view={after!} />);
    expect(r.$$('.hand .card').map((c) => c.dataset['card'])).toEqual(cards);
    expect(r.$('.hands.last-coup')).not.toBeNull();
    expect(r.root.textContent).toContain(`last coup (round ${dealt!.round})`);
  });

  it('Asia Poker: a foul setting is flagged and cannot be placed; a legal one is sent (§ 659a.11(b))', () => {
    const table = seatedTable(GAMES.get('asia-poker')!);
    table.submit({ role: 'player', seat: 1 }, { type: 'place-wager', kind: 'asia-poker', amount: 1_000 });
    table.submit({ role: 'dealer' }, { type: 'no-more-bets' });
    let view: AsiaPokerView | undefined;
    for (let i = 0; i < 50 && !view; i += 1) {
      const v = viewOf<AsiaPokerView>(table, { role: 'player', seat: 1 });
      if (v.areas.some((a) => a.seat === 1 && a.legalSettings)) view = v;
      else if (!table.step()) break;
    }
    const area = view!.areas.find((a) => a.seat === 1)!;
    const seven = area.cards!.split(' ');
    const legal = new Set(area.legalSettings!.map(settingKey));
    // A legal setting the view lists, and a foul one: the low card above the medium pair's rank order.
    const good = area.legalSettings![0]!;
    const foul = [...Array(7).keys()]
      .map((low) => {
        const rest = seven.filter((_, i) => i !== low);
        return `${rest.slice(0, 4).join(' ')} | ${rest.slice(4).join(' ')} | ${seven[low]}`;
      })
      .find((x) => !legal.has(settingKey(x)));
    expect(foul).toBeDefined();
    const orders = [foul!, good];
    const sent: Command[] = [];
    const r = show(
      <AsiaPokerLayout
        view={view!}
        table="t"
        role="player"
        mySeat={1}
        send={(c) => sent.push(c)}
        amount={() => 0}
        lines={[]}
      />,
    );
    const arrange = (setting: string): void => {
      r.click('#clear-setting');
      setting.split('|').forEach((part, i) => {
        r.click(`#asia-setter .zone[data-zone="${['high', 'medium', 'low'][i]}"] .zone-pick`);
        for (const c of part.trim().split(' ')) r.click(`#asia-setter .pool [data-card="${c}"]`);
      });
    };
    expect(r.$('#setting-verdict')?.dataset['verdict']).toBe('incomplete');
    for (const setting of orders) {
      arrange(setting);
      const ok = legal.has(settingKey(setting));
      expect(r.$('#setting-verdict')?.dataset['verdict']).toBe(ok ? 'legal' : 'foul');
      expect(r.$('#place-setting')?.hasAttribute('disabled')).toBe(!ok);
      r.click('#place-setting');
      if (!ok) expect(sent).toEqual([]);
    }
    // Only the legal setting was sent.
    expect(
      sent.map((c) => settingKey(`${String(c['high'])} | ${String(c['medium'])} | ${String(c['low'])}`)),
    ).toEqual([settingKey(good)]);
    expect(sent[0]?.type).toBe('set-hands');
  });
});

describe('what the layouts print (issue 16)', () => {
  const ctx = {
    table: 't',
    role: 'player',
    mySeat: 1,
    send: () => undefined,
    amount: () => 0,
    lines: [],
  } as const;
  const optionsOf = (game: string): unknown => GAMES.get(game)!.options.parse({});

  it('Craps: the paytable of the Rules Submission on its areas, "no call bets" and the Fire Bet notices (§ 623a.2(d))', () => {
    const view = viewOf<CrapsView>(seatedTable(GAMES.get('craps')!), { role: 'player', seat: 1 });
    const r = show(<CrapsLayout {...ctx} view={view} options={optionsOf('craps')} />);
    expect(r.$('.spot[data-kind="place-6"] .pays')?.textContent).toBe('7 to 6');
    expect(r.$('.spot[data-kind="place-to-lose-4"] .pays')?.textContent).toBe('5 to 11');
    expect(r.$('.spot[data-kind="hardway-8"] .pays')?.textContent).toBe('9 to 1');
    expect(r.$('.spot[data-kind="field"] .pays')?.textContent).toContain('2 and 12 pay 2 to 1');
    expect(r.$('#no-call-bets')?.textContent).toContain('NO CALL BETS');
    expect(r.$('#no-call-bets')?.textContent).toContain('§ 623a.2(d)(3)');
    const fire = r.$('#fire-notice')?.textContent ?? '';
    expect(fire).toContain('4 points: 24 to 1');
    expect(fire).toContain('6 points: 999 to 1');
    expect(fire).toContain("only before a shooter's first come out roll");
    expect(fire).toMatch(/limits: \$5\.00 to \$5,000\.00/);
  });

  it('Craps: a Place Bet called off for the come out roll shows OFF on its chip; one working says so', () => {
    const base = viewOf<CrapsView>(seatedTable(GAMES.get('craps')!), { role: 'player', seat: 1 });
    const view: CrapsView = {
      ...base,
      wagers: [
        { seat: 1, kind: 'place-6', amount: 1_200 },
        { seat: 1, kind: 'place-8', amount: 1_200, off: true },
      ],
    };
    const r = show(<CrapsLayout {...ctx} view={view} />);
    expect(r.$('.spot[data-kind="place-8"] .chip .off-button')?.textContent).toBe('OFF');
    expect(r.$('.spot[data-kind="place-6"] .chip .off-button')).toBeNull();
    expect(r.$('#working')?.textContent).toBe('working this come out: Place 6 · called off: Place 8');
    expect(r.$('.spot[data-kind="place-8"]')?.textContent).toContain('called off');
  });

  it('Craps: the player calls a Place Bet off for the come out roll and back on from the layout (ruling R46)', () => {
    const table = seatedTable(GAMES.get('craps')!);
    expect(
      table.submit({ role: 'player', seat: 1 }, { type: 'place-wager', kind: 'place-6', amount: 1_200 }).ok,
    ).toBe(true);
    const sent: Command[] = [];
    const draw = () =>
      show(
        <CrapsLayout
          {...ctx}
          send={(c) => sent.push(c)}
          view={viewOf<CrapsView>(table, { role: 'player', seat: 1 })}
        />,
      );
    let r = draw();
    expect(r.$('#off-calls [data-kind="place-6"]')?.textContent).toBe('Place 6: call OFF');
    r.click('#off-calls [data-kind="place-6"]');
    expect(sent).toEqual([{ type: 'call-place-bet', kind: 'place-6', off: true }]);
    expect(table.submit({ role: 'player', seat: 1 }, sent[0]!).ok).toBe(true);
    r.unmount();
    r = draw();
    expect(r.$('.spot[data-kind="place-6"] .chip .off-button')?.textContent).toBe('OFF');
    r.click('#off-calls [data-kind="place-6"]');
    expect(sent[1]).toEqual({ type: 'call-place-bet', kind: 'place-6', off: false });
    // No call offered to a seat with no Place, Buy or Lay Bet.
    r.unmount();
    const other = show(
      <CrapsLayout {...ctx} mySeat={2} view={viewOf<CrapsView>(table, { role: 'player', seat: 2 })} />,
    );
    expect(other.$('#off-calls')).toBeNull();
  });

  it('Three Dice Football: the field has two end zones, two 10 and two 20 yard lines (§ 661a.2(b)(4))', () => {
    const view = viewOf<ThreeDiceFootballView>(seatedTable(GAMES.get('three-dice-football')!), {
      role: 'player',
      seat: 1,
    });
    const r = show(<ThreeDiceFootballLayout {...ctx} view={view} />);
    expect(r.$$('.gridiron .end-zone')).toHaveLength(2);
    expect(r.$$('.gridiron [data-line="10"]')).toHaveLength(2);
    expect(r.$$('.gridiron [data-line="20"]')).toHaveLength(2);
    // Every yard from 1 to 23 is labelled, and the Yard Marker starts in the 20 yard line circle.
    expect(r.$$('.gridiron .yard[data-yard]')).toHaveLength(23);
    expect(r.$('.yard[data-yard="20"] #yard-marker')).not.toBeNull();
  });

  it('Props & Hops: the Six Eight Shake requirements and that it may be taken down before a 7 (§ 668a.2(b)(5))', () => {
    const view = viewOf<PropsAndHopsView>(seatedTable(GAMES.get('props-and-hops')!), {
      role: 'player',
      seat: 1,
    });
    const r = show(<PropsAndHopsLayout {...ctx} view={view} options={optionsOf('props-and-hops')} />);
    const notice = r.$('#shake-notice')?.textContent ?? '';
    expect(notice).toContain('1-5, 2-4, 3-3, 2-6, 3-5 and 4-4');
    expect(notice).toContain('take this wager down at any time before a 7');
    r.rerender(
      <PropsAndHopsLayout
        {...ctx}
        view={view}
        options={{ ...(optionsOf('props-and-hops') as object), sixEightShake: false }}
      />,
    );
    expect(r.$('#shake-notice')).toBeNull();
  });

  it('the payout odds the server gives are printed on the areas they belong to', () => {
    const view = viewOf<PropsAndHopsView>(seatedTable(GAMES.get('props-and-hops')!), {
      role: 'player',
      seat: 1,
    });
    const r = show(<PropsAndHopsLayout {...ctx} view={view} pays={{ 'double-4': '30 to 1' }} />);
    expect(r.$('.spot[data-kind="double-4"] .pays')?.textContent).toBe('30 to 1');
  });
});

describe('Baccarat scoreboards', () => {
  const line = (seq: number, round: number, type: string, text: string): LogLineView => ({
    seq,
    round,
    actor: 'dealer',
    command: 'x',
    type,
    text,
  });
  it('the bead plate and big road of the coups since the last shuffle', () => {
    const lines = [
      line(1, 0, 'shuffled', 'shuffled'),
      line(2, 1, 'result', 'Player 6, Banker 7: Banker wins'),
      line(3, 2, 'result', 'Player 9, Banker 2: Player wins'),
      line(4, 3, 'result', 'Player 5, Banker 5: tie hand'),
      line(5, 4, 'result', 'Player 8, Banker 1: Player wins'),
    ];
    const coups = coupsOf(lines);
    expect(coups.map((c) => c.outcome)).toEqual(['B', 'P', 'T', 'P']);
    expect(bigRoad(coups)).toEqual([
      { col: 0, row: 0, outcome: 'B', ties: 0 },
      { col: 1, row: 0, outcome: 'P', ties: 1 },
      { col: 1, row: 1, outcome: 'P', ties: 0 },
    ]);
    // A new shoe starts a new scoreboard.
    expect(coupsOf([...lines, line(6, 5, 'shuffled', 'shuffled')])).toEqual([]);
  });
});

describe('the compliance view of every game shows its cards, deck order or dice (issue 16)', () => {
  /** Draws a view as the compliance page does: the game's layout, for the compliance role. */
  function ComplianceBoard({ view }: { view: GameViewEnvelope }) {
    const board = useBoard(view);
    return (
      <div data-layout={board.name}>
        {board.draw?.({
          table: 't',
          role: 'compliance',
          mySeat: null,
          send: () => undefined,
          amount: () => 0,
          lines: [],
        })}
      </div>
    );
  }
  /** Every card token a view holds, wherever it holds it (a hand, an area, the stub's order). */
  const cardsIn = (v: unknown): string[] => JSON.stringify(v).match(/\b(?:[2-9TJQKA][cdhs]|Jk)\b/g) ?? [];

  it.each([...GAMES.keys()])('%s, in the middle of a round', (id) => {
    const game = GAMES.get(id)!;
    const table = new Table(game, game.options.parse({}), SeededRng.fromSeed(7), { automated: true });
    for (const seat of [1, 2])
      table.submit({ role: 'player', seat }, { type: 'sit', seat, name: `P${seat}`, chips: 1_000_000 });
    const diceOf = (v: unknown): number[] | null => {
      const d = (v as { lastDice?: number[] | null; lastThrow?: number[] | null }) ?? {};
      return d.lastDice ?? d.lastThrow ?? null;
    };
    const dealtIn = (v: unknown): string[] =>
      cardsIn({ ...(v as object), order: undefined, shoe: undefined, legalActions: [] });
    // One step at a time: each seat declines the cut or the shoe, takes the shaker or the dice, and
    // wagers once; the dealer's procedure moves on; "no more bets" when nothing else is to do; until
    // cards are out on the layout or dice thrown.
    const wagered = new Set<number>();
    let out = false;
    for (let step = 0; step < 200 && !out; step += 1) {
      const now = table.view({ role: 'compliance' });
      out = Boolean(diceOf(now)?.length) || dealtIn(now).length > 0;
      if (out) break;
      const acts = [1, 2].flatMap((s) => table.view({ role: 'player', seat: s }).legalActions);
      const person = acts.find(
        (a) => /^(decline-(cut|shoe)|accept-(shaker|dice))$/.test(a.type) && !a.needs?.length,
      );
      const wager = acts.find((a) => a.type === 'place-wager' && !wagered.has(a.actor.seat ?? 0));
      const next = game.automate(table.state);
      if (person) table.submit(person.actor, { type: person.type });
      else if (wager) {
        wagered.add(wager.actor.seat ?? 0);
        table.submit(wager.actor, { type: 'place-wager', ...wager.params, amount: 2_500 });
      } else if (next) table.apply(next.actor, next.command);
      else if (!table.submit({ role: 'dealer' }, { type: 'no-more-bets' }).ok) break;
    }
    expect(out, 'cards dealt or dice thrown').toBe(true);
    const view = wire<GameViewEnvelope>(table.view({ role: 'compliance' }));
    const r = show(<ComplianceBoard view={view} />);
    const dice = diceOf(view);
    if (dice?.length) {
      // The dice of the last throw, each face.
      const faces = r.$$('#last-dice .die').map((d) => Number(d.getAttribute('data-face')));
      expect(faces).toEqual(dice);
    } else {
      // Every card face up (none drawn as a back) and the order of the cards still to be dealt.
      expect(r.$$('.card.back')).toHaveLength(0);
      expect(r.$$('.order .card[data-card]').length).toBeGreaterThan(0);
      const drawn = new Set(r.$$('.card[data-card]').map((c) => c.getAttribute('data-card')));
      const dealt = dealtIn(view);
      expect(dealt.length).toBeGreaterThan(0);
      for (const c of dealt) expect(drawn.has(c), `card ${c} shown`).toBe(true);
    }
  });
});
