/**
 * Match Play Coupons at Three Card Poker (proposed § 603a.21; temporary § 525.22): a coupon rides only on
 * the Ante, the base game's primary wager in the patron's betting area ((c)(1), spec ruling B-AMB-4),
 * never on Pair Plus, the Six Card Bonus or the Play Wager; with at least its value in chips (§ 603a.1);
 * the Ante is the chips plus the coupon, so the Play Wager equals that total (R75); the coupon goes to
 * the drop box win, lose or push ((e)) and is never counted as chips.
 */
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../engine/game.js';
import { checkedState, coupon, couponsToDrop } from '../testing/checked-state.js';
import { stackedShuffle } from './fixtures/stacked.js';
import { threeCardPoker as g } from './index.js';
import type { Event } from './state.js';

const dealer: Actor = { role: 'dealer' };
const P = (seat: number): Actor => ({ role: 'player', seat });
const CHIPS = 1_000_000;

/** A table whose deck deals `hands` (0 is the dealer), every player seated with `CHIPS`. */
function table(hands: Record<number, string>, raw: Record<string, unknown> = {}) {
  const start = g.evolve(
    g.setup(g.options.parse(raw), { automated: true }),
    stackedShuffle({ hands }) as Event,
  );
  const t = checkedState(g, start, 3);
  for (const seat of Object.keys(hands)
    .map(Number)
    .filter((x) => x !== 0))
    t.do(P(seat), { type: 'sit', seat, name: `P${seat}`, chips: CHIPS });
  return t;
}

function playRound(hands: Record<number, string>) {
  const t = table(hands);
  t.do(P(1), { type: 'place-wager', kind: 'ante', amount: 1_000, coupon: coupon() });
  t.do(dealer, { type: 'no-more-bets' });
  t.do(dealer, { type: 'deal' });
  t.do(P(1), { type: 'play' });
  t.do(dealer, { type: 'reveal-dealer' });
  while (t.s.phase === 'settling') t.do(dealer, { type: 'settle' });
  return t;
}

describe('Match Play Coupons at Three Card Poker (§ 603a.21(c)(1), B-AMB-4)', () => {
  it.each([
    // Dealer queen high qualifies; a pair of kings wins the Ante and the Play at even money.
    ['win', 'Qs Jd 9c', 'Kc Kd 2h', CHIPS + 2_000 + 2_000],
    ['lose', 'Qs Qd 9c', '2c 5d 7s', CHIPS - 1_000 - 2_000],
    ['push', 'Kd 7c 4s', 'Kc 7d 4h', CHIPS],
  ] as const)(
    '%s: the Ante is chips plus coupon, the Play equals it, the coupon to the drop box',
    (outcome, d, p, rack) => {
      const t = playRound({ 0: d, 1: p });
      const ante = t.events().find((e) => e.type === 'wager-settled' && e.kind === 'ante') as Extract<
        Event,
        { type: 'wager-settled' }
      >;
      expect(ante).toMatchObject({ outcome, amount: 1_000, coupon: coupon() });
      const play = t.events().find((e) => e.type === 'wager-settled' && e.kind === 'play');
      expect(play).toMatchObject({ outcome, amount: 2_000 });
      expect(couponsToDrop(t.events())).toEqual(['MP000001 1000']);
      // Won on $20 (chips and coupon) at 1 to 1 on the Ante, and on the $20 Play; the coupon never paid back.
      expect(t.rack(1)).toBe(rack);
    },
  );

  it('the Ante Bonus is paid on the Ante with the coupon (B-AMB-3)', () => {
    const t = playRound({ 0: 'Qs Qd 9c', 1: 'Ah Kh Qh' });
    const bonus = t.events().find((e) => e.type === 'ante-bonus-paid');
    expect(bonus).toMatchObject({ ante: 2_000, amount: 10_000 });
  });

  it('is refused off the Ante, short of chips, twice on one Ante, and under each profile cites its rule', () => {
    const t = table({ 0: 'Qs Qd 9c', 1: 'Ah Kh Qh', 2: '2c 5d 7s' });
    expect(t.code(P(1), { type: 'place-wager', kind: 'pair-plus', amount: 1_000, coupon: coupon() })).toBe(
      'coupon_not_on_this_wager § 603a.21(c)',
    );
    expect(t.code(P(1), { type: 'place-wager', kind: 'ante', amount: 500, coupon: coupon() })).toBe(
      'coupon_needs_chips § 603a.1',
    );
    expect(t.code(P(1), { type: 'place-wager', kind: 'ante', amount: 1_000, coupon: coupon() })).toBe(
      'accepted',
    );
    expect(t.code(P(2), { type: 'place-wager', kind: 'ante', amount: 1_000, coupon: coupon() })).toBe(
      'coupon_in_play § 603a.21(b)',
    );
    expect(
      t.code(P(1), { type: 'place-wager', kind: 'ante', amount: 1_000, coupon: coupon('MP000002') }),
    ).toBe('one_coupon_per_wager § 525.22(d)');
    const proposed = table({ 0: 'Qs Qd 9c', 1: 'Ah Kh Qh' }, { couponProfile: 'PROPOSED_603a' });
    proposed.do(P(1), { type: 'place-wager', kind: 'ante', amount: 1_000, coupon: coupon() });
    expect(
      proposed.code(P(1), { type: 'place-wager', kind: 'ante', amount: 1_000, coupon: coupon('MP000002') }),
    ).toBe('one_coupon_per_wager § 603a.21(d)');
  });
});
