// @vitest-environment happy-dom
/**
 * The Three Card Poker layout (ch. 649a) on views of a real table: the player deciding sees his three
 * cards, the strategy's advice and Play / Fold, which send the commands the view offers; the dealer's
 * hand is face down until the dealer turns it over (§ 669a.11(h)); another player's cards stay face down,
 * and a folded hand is never shown to the others (ruling R68).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { SeededRng } from '../../core/rng.js';
import type { Viewer } from '../../engine/game.js';
import { Table } from '../../engine/table.js';
import { stackedShuffle } from '../../games/three-card-poker/fixtures/stacked.js';
import { threeCardPoker } from '../../games/three-card-poker/index.js';
import type { ThreeCardPokerView } from '../../protocol/views.js';
import { mount, type Rendered } from '../testing/render.js';
import { ThreeCardPokerLayout } from './ThreeCardPoker.js';
import type { Command } from './types.js';

const g = threeCardPoker;

function dealtTable() {
  let state = g.setup(g.options.parse({}), { automated: true });
  state = g.evolve(
    state,
    stackedShuffle({ hands: { 0: 'Qs Qd 9c', 1: '2c 3d 7s', 2: 'Ah Kh Qh' } }) as Parameters<
      typeof g.evolve
    >[1],
  );
  const table = new Table(
    g,
    g.options.parse({}),
    SeededRng.fromSeed(1),
    { automated: true },
    { state, log: [] },
  );
  for (const seat of [1, 2]) {
    table.submit({ role: 'player', seat }, { type: 'sit', seat, name: `P${seat}`, chips: 100_000 });
    table.submit({ role: 'player', seat }, { type: 'place-wager', kind: 'ante', amount: 1_000 });
  }
  table.submit({ role: 'dealer' }, { type: 'no-more-bets' });
  table.runAutomation();
  return table;
}

const viewOf = (t: ReturnType<typeof dealtTable>, v: Viewer) =>
  JSON.parse(JSON.stringify(t.view(v))) as ThreeCardPokerView;

let r: Rendered | undefined;
afterEach(() => r?.unmount());

function draw(view: ThreeCardPokerView, mySeat: number | null, sent: Command[] = []) {
  r = mount(
    <ThreeCardPokerLayout
      view={view}
      table="t"
      role="player"
      mySeat={mySeat}
      send={(c) => sent.push(c)}
      amount={() => 1_000}
      lines={[]}
    />,
  );
  return r;
}

describe('the Three Card Poker layout', () => {
  it('the player deciding sees his cards, the advice and Play / Fold; Play sends the offered command', () => {
    const t = dealtTable();
    const sent: Command[] = [];
    const x = draw(viewOf(t, { role: 'player', seat: 2 }), 2, sent);
    expect(x.$('#tcp-decision')?.textContent).toContain('Straight flush');
    expect(x.$('[data-advice]')?.dataset['advice']).toBe('play');
    x.click('#tcp-play');
    expect(sent).toEqual([{ type: 'play' }]);
    // The dealer's hand is face down, and so is seat 1's.
    expect(x.$('#dealer-area')?.textContent).not.toContain('Q');
    expect(x.$('.area[data-seat="1"]')?.textContent ?? '').not.toMatch(/7s|7♠/);
  });

  it("the dealer's hand shows at the showdown; a folded hand never shows to the others (R68)", () => {
    const t = dealtTable();
    t.submit({ role: 'player', seat: 2 }, { type: 'play' });
    t.submit({ role: 'player', seat: 1 }, { type: 'fold' });
    t.submit({ role: 'dealer' }, { type: 'reveal-dealer' });
    const view = viewOf(t, { role: 'player', seat: 2 });
    expect(view.dealer?.hand).toBe('Pair of queens');
    const x = draw(view, 2);
    expect(x.$('#dealer-area .hand-name')?.dataset['qualifies']).toBe('true');
    expect(x.$('.area[data-seat="1"] .decision')?.dataset['decision']).toBe('fold');
    expect(view.areas.find((a) => a.seat === 1)?.cards).toBeNull();
    expect(x.$('#tcp-decision')).toBeNull();
    expect(x.$$('.tcp-paytable').length).toBe(3);
  });
});
