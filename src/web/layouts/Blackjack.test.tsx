// @vitest-environment happy-dom
/**
 * The blackjack layout drawn from real views (stacked shoes): the hole card face down for a player and
 * face up for the dealer, hands side by side after a split, the Double Attack and Bust It circles, the
 * Insurance offer, and the amounts of a double and of Insurance sent within the view's bounds.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { doubleAttackBlackjack } from '../../games/blackjack/index.js';
import { dealer, must, seat, stackedTable } from '../../games/blackjack/fixtures/stacked.js';
import { BlackjackViewSchema, type BlackjackView } from '../../protocol/views.js';
import { mount, type Rendered } from '../testing/render.js';
import { BlackjackLayout } from './Blackjack.js';
import type { Command } from './types.js';

let mounted: Rendered | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

const wire = (v: unknown): BlackjackView => BlackjackViewSchema.parse(JSON.parse(JSON.stringify(v)));

function draw(view: BlackjackView, mySeat: number | null, sent: Command[] = [], amount = 1_000): Rendered {
  mounted = mount(
    <BlackjackLayout
      view={view}
      table="t"
      role={mySeat === null ? 'dealer' : 'player'}
      mySeat={mySeat}
      send={(c) => sent.push(c)}
      amount={() => amount}
      lines={[]}
    />,
  );
  return mounted;
}

function toPlay(top: string) {
  const t = stackedTable(doubleAttackBlackjack, {}, top, { seats: [1] });
  must(t, seat(1), { type: 'place-wager', kind: 'bet', amount: 2000 });
  must(t, seat(1), { type: 'place-wager', kind: 'bust-it', amount: 500 });
  must(t, dealer, { type: 'no-more-bets' });
  must(t, dealer, { type: 'deal' });
  must(t, seat(1), { type: 'place-wager', kind: 'double-attack', amount: 1000 });
  must(t, dealer, { type: 'no-more-bets' });
  must(t, dealer, { type: 'deal' });
  return t;
}

describe('Blackjack layout (665a)', () => {
  it('the hole card is face down for the player, face up for the dealer; circles hold the wagers', () => {
    const t = toPlay('6h 8d 8c Kc Kh Qd');
    const player = draw(wire(t.view(seat(1))), 1);
    expect(player.$$('#dealer-area .card').length).toBe(2);
    expect(player.$('#dealer-area .card.back')).not.toBeNull();
    expect(player.$('.circle.double-attack .circle-amount')?.textContent).toBe('$10.00');
    expect(player.$('.circle.bust-it .circle-amount')?.textContent).toBe('$5.00');
    player.unmount();
    const staff = draw(wire(t.view(dealer)), null);
    expect(staff.$('#dealer-area .card.back')).toBeNull();
  });

  it('a split shows both hands side by side; a double is sent within its bounds', () => {
    const t = toPlay('6h 8d 8c Kc 3h Qd');
    must(t, seat(1), { type: 'split' });
    const sent: Command[] = [];
    const r = draw(wire(t.view(seat(1))), 1, sent);
    expect(r.$$('.area[data-seat="1"] .hand').map((h) => h.dataset['spot'])).toEqual(['1', '1.2']);
    expect(r.$('.hand.active')?.dataset['spot']).toBe('1');
    const dbl = r.$('#bj-double');
    expect(dbl?.dataset['max']).toBe('3000');
    (r.$('#bj-double button') as HTMLButtonElement).click();
    expect(sent).toEqual([{ type: 'double', amount: 3000 }]);
  });

  it('strategy help is offered in the Double Attack window (after the up card), and not while betting', () => {
    const t = stackedTable(doubleAttackBlackjack, {}, '6h 8d 8c Kc Kh Qd', { seats: [1] });
    must(t, seat(1), { type: 'place-wager', kind: 'bet', amount: 2000 });
    const betting = draw(wire(t.view(seat(1))), 1);
    expect(betting.$('#bj-help')).toBeNull();
    betting.unmount();
    must(t, dealer, { type: 'no-more-bets' });
    must(t, dealer, { type: 'deal' });
    const r = draw(wire(t.view(seat(1))), 1);
    expect(r.$('#bj-double-attack')).not.toBeNull();
    expect(r.$('#bj-help')).not.toBeNull();
  });

  it('the Insurance offer: up to half the Bet, at 5 to 2', () => {
    const t = toPlay('Ah Kd 7c 9s');
    const sent: Command[] = [];
    const r = draw(wire(t.view(seat(1))), 1, sent);
    expect(r.$('#insurance-offer')?.textContent).toContain('5 to 2');
    expect(r.$('#bj-insure')?.dataset['max']).toBe('1000');
    (r.$('#bj-decline-insurance') as HTMLButtonElement).click();
    expect(sent).toEqual([{ type: 'decline-insurance' }]);
  });
});
