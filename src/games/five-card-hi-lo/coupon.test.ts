/**
 * Match Play Coupons at Five Card Hi-Lo (proposed § 603a.21; temporary § 525.22): a coupon rides only on
 * the Ante, the base game's primary wager ((c)(1), spec ruling B-AMB-4), never on the Tie, Poker Bonus
 * or Play Wager; the Ante is the chips plus the coupon (§ 603a.1), so the Play equals that total (R75)
 * and the Ante Bonus is paid on it (B-AMB-3); the coupon goes to the drop box win, lose or push ((e)).
 */
import { describe, expect, it } from 'vitest';
import { cards, deck, type Card } from '../../core/cards.js';
import { cite } from '../../core/citation.js';
import type { Actor } from '../../engine/game.js';
import { checkedState, coupon, couponsToDrop } from '../testing/checked-state.js';
import { shuffledEvent } from '../testing/stacked.js';
import { fiveCardHiLo } from './index.js';
import type { Event } from './state.js';

const dealer: Actor = { role: 'dealer' };
const seat = (n: number): Actor => ({ role: 'player', seat: n });
const CHIPS = 1_000_000;

function stack(hand: string, dealerCards: string): Card[] {
  const h = cards(hand);
  const d = cards(dealerCards);
  const out: Card[] = [];
  for (let r = 0; r < 5; r += 1) out.push(h[r] as Card, d[r] as Card);
  return [...out, ...deck().filter((c) => !out.includes(c))];
}

/** A table whose deck deals `hand` to seat 1 and `dealerCards` to the dealer, P1 seated with `CHIPS`. */
function table(hand: string, dealerCards: string, options: Record<string, unknown> = {}) {
  const setup = fiveCardHiLo.setup(fiveCardHiLo.options.parse(options), { automated: true });
  const t = checkedState(
    fiveCardHiLo,
    fiveCardHiLo.evolve(setup, shuffledEvent(stack(hand, dealerCards), cite('§ 663a.5(a)'))),
    2,
  );
  t.do(seat(1), { type: 'sit', seat: 1, name: 'P1', chips: CHIPS });
  return t;
}

const settled = (es: readonly Event[], kind: string) =>
  es.find((e) => e.type === 'wager-settled' && e.kind === kind);

describe('Match Play Coupons at Five Card Hi-Lo (§ 603a.21(c)(1), B-AMB-4)', () => {
  it.each([
    // A J T 9 2 ace low (29/3) over 9 8 7 6 5 (24/11): Ante and Play win 1 to 1 on $20 each.
    ['win', 'As Jd Tc 9h 2s', true, '9s 8s 7c 6d 5c', CHIPS + 2_000 + 2_000],
    // K Q 7 4 2 (K Q 2 / 7 4) against the dealer's A A K K Q: one hand each way, a push.
    ['push', 'Kc Qd 7h 4c 2d', false, 'As Ah Ks Kh Qs', CHIPS],
  ] as const)(
    '%s: the Play equals chips plus coupon; the coupon goes to the drop box',
    (outcome, hand, aceLow, d, rack) => {
      const t = table(hand, d);
      t.do(seat(1), { type: 'place-wager', kind: 'ante', amount: 1_000, coupon: coupon() });
      t.do(dealer, { type: 'no-more-bets' });
      t.do(dealer, { type: 'deal' });
      if (aceLow) t.do(seat(1), { type: 'set-hands', aceLow: true });
      expect(t.code(seat(1), { type: 'place-wager', kind: 'play', amount: 1_000 })).toMatch(
        /^play_must_equal_ante/,
      );
      t.do(seat(1), { type: 'place-wager', kind: 'play', amount: 2_000 });
      t.do(dealer, { type: 'turn-over' });
      t.do(dealer, { type: 'settle' });
      expect(settled(t.events(), 'ante')).toMatchObject({ outcome, amount: 1_000, coupon: coupon() });
      expect(settled(t.events(), 'play')).toMatchObject({ outcome, amount: 2_000 });
      expect(couponsToDrop(t.events())).toEqual(['MP000001 1000']);
      expect(t.rack(1)).toBe(rack);
    },
  );

  it('a fold loses the Ante: the coupon still goes to the drop box', () => {
    const t = table('Kc Qd 7h 4c 2d', 'As Ah Ks Kh Qs');
    t.do(seat(1), { type: 'place-wager', kind: 'ante', amount: 1_000, coupon: coupon() });
    t.do(dealer, { type: 'no-more-bets' });
    t.do(dealer, { type: 'deal' });
    t.do(seat(1), { type: 'fold' });
    for (let i = 0; i < 4 && t.s.phase !== 'betting'; i += 1)
      if (!t.try(dealer, { type: 'settle' }).ok) t.try(dealer, { type: 'turn-over' });
    expect(settled(t.events(), 'ante')).toMatchObject({ outcome: 'lose' });
    expect(couponsToDrop(t.events())).toEqual(['MP000001 1000']);
    expect(t.rack(1)).toBe(CHIPS - 1_000);
  });

  it('is refused on the Tie and Poker Bonus, short of chips, and twice on one Ante', () => {
    const t = table('Kc Qd 7h 4c 2d', 'As Ah Ks Kh Qs');
    t.do(seat(1), { type: 'place-wager', kind: 'ante', amount: 1_000 });
    expect(t.code(seat(1), { type: 'place-wager', kind: 'tie', amount: 1_000, coupon: coupon() })).toBe(
      'coupon_not_on_this_wager § 603a.21(c)',
    );
    expect(
      t.code(seat(1), { type: 'place-wager', kind: 'poker-bonus', amount: 1_000, coupon: coupon() }),
    ).toBe('coupon_not_on_this_wager § 603a.21(c)');
    expect(t.code(seat(1), { type: 'place-wager', kind: 'ante', amount: 500, coupon: coupon() })).toBe(
      'coupon_needs_chips § 603a.1',
    );
    expect(t.code(seat(1), { type: 'place-wager', kind: 'ante', amount: 1_000, coupon: coupon() })).toBe(
      'accepted',
    );
    expect(t.code(seat(1), { type: 'place-wager', kind: 'ante', amount: 1_000, coupon: coupon('MP2') })).toBe(
      'one_coupon_per_wager § 525.22(d)',
    );
    const p = table('Kc Qd 7h 4c 2d', 'As Ah Ks Kh Qs', { couponProfile: 'PROPOSED_603a' });
    p.do(seat(1), { type: 'place-wager', kind: 'ante', amount: 1_000, coupon: coupon() });
    expect(p.code(seat(1), { type: 'place-wager', kind: 'ante', amount: 1_000, coupon: coupon('MP2') })).toBe(
      'one_coupon_per_wager § 603a.21(d)',
    );
  });
});
