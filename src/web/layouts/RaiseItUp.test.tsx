// @vitest-environment happy-dom
/**
 * The Raise It Up layout draws what the view says: the meter live, the 4th, 5th and 6th Street boxes
 * face down until turned, the player's three cards, and his decision as buttons for exactly the legal
 * actions (check or the Play multiples with their amounts, § 669a.11(b)); a button sends its command.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { RaiseItUpView } from '../../protocol/views.js';
import { raiseItUp } from '../../games/raise-it-up/index.js';
import { DEALER, Round, player, stackFor } from '../../games/raise-it-up/testing.js';
import { mount, type Rendered } from '../testing/render.js';
import { RaiseItUpLayout } from './RaiseItUp.js';
import type { Command } from './types.js';

let mounted: Rendered | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

const wire = (v: unknown): RaiseItUpView => JSON.parse(JSON.stringify(v)) as RaiseItUpView;

function dealt(): Round {
  const r = new Round();
  r.stack(stackFor({ 1: 'As Ad 7c', 2: 'Kh Qh Jh' }, '9c Ks 3d'));
  for (const s of [1, 2]) {
    r.sit(s);
    r.go(player(s), { type: 'place-wager', kind: 'ante', amount: 1_000 });
  }
  r.go(player(1), { type: 'place-wager', kind: 'progressive', amount: 100 });
  r.go(DEALER, { type: 'no-more-bets' });
  r.run();
  return r;
}

const draw = (view: RaiseItUpView, sent: Command[], mySeat = 1) =>
  (mounted = mount(
    <RaiseItUpLayout
      view={view}
      table="t"
      role="player"
      mySeat={mySeat}
      send={(c) => sent.push(c)}
      amount={() => 1_000}
      lines={[]}
    />,
  ));

describe('the Raise It Up layout', () => {
  it('shows the meter, the community boxes face down and the player’s own cards; Play buttons send their multiple', () => {
    const r = dealt();
    const sent: Command[] = [];
    const ui = draw(wire(raiseItUp.view(r.s, player(1))), sent);
    expect(ui.$('#riu-meter')?.dataset['amount']).toBe('100014');
    expect(ui.$$('#riu-community .street').map((e) => e.dataset['box'])).toEqual([
      '4th Street',
      '5th Street',
      '6th Street',
    ]);
    expect(ui.$$('#riu-community .card[data-card]').length).toBe(0);
    expect(ui.$$('.area[data-seat="1"] .card[data-card]').map((e) => e.dataset['card'])).toEqual([
      'As',
      'Ad',
      '7c',
    ]);
    expect(ui.$$('.area[data-seat="2"] .card[data-card]')).toEqual([]);
    const buttons = ui.$$('#riu-decision button[data-action]').map((b) => b.textContent);
    expect(ui.$('#riu-help')).not.toBeNull();
    expect(buttons).toEqual(['Check', 'Play 3x ($30.00)', 'Play 2x ($20.00)', 'Play 1x ($10.00)']);
    ui.click('#riu-decision button[data-multiple="2"]');
    expect(sent).toEqual([{ type: 'play', multiple: 2 }]);
  });

  it('the round just settled stays on the felt after the cards go to the discard rack', () => {
    const r = dealt();
    r.go(player(1), { type: 'play', multiple: 1 });
    r.go(player(2), { type: 'play', multiple: 1 });
    const steps: RaiseItUpView[] = [];
    for (let step = raiseItUp.automate(r.s); step; step = raiseItUp.automate(r.s)) {
      r.go(step.actor, step.command);
      steps.push(wire(raiseItUp.view(r.s, player(1))));
    }
    const settled = steps.find((v) => v.hands.length && v.hands.every((h) => h.settled));
    const after = steps.at(-1);
    expect(settled && after && after.hands.length === 0).toBe(true);
    const ui = draw(settled!, []);
    ui.rerender(
      <RaiseItUpLayout
        view={after!}
        table="t"
        role="player"
        mySeat={1}
        send={() => undefined}
        amount={() => 1_000}
        lines={[]}
      />,
    );
    expect(ui.$$('.area.last-round[data-seat="2"] .card[data-card]').map((e) => e.dataset['card'])).toEqual([
      'Kh',
      'Qh',
      'Jh',
    ]);
    expect(ui.$$('#riu-community .card[data-card]').length).toBe(3);
  });

  it('a player not being asked has no decision buttons; a turned card shows in its box', () => {
    const r = dealt();
    r.go(player(1), { type: 'play', multiple: 1 });
    r.go(player(2), { type: 'check' });
    r.run();
    const ui = draw(wire(raiseItUp.view(r.s, player(1))), []);
    expect(ui.$('#riu-decision')).toBeNull();
    expect(ui.$$('#riu-community .card[data-card]').map((e) => e.dataset['card'])).toEqual(['9c']);
    expect(ui.$('.area[data-seat="1"] .play-badge')?.textContent).toContain('Play 1x');
  });
});
