import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Citation } from '../core/citation.js';
import { odds } from '../core/odds.js';
import { boughtIn, evolveKernel, left, seated } from './kernel.js';
import { netOf, pocket, type Pocket } from './pockets.js';
import {
  available,
  balance,
  changed,
  COUPON_PROFILES,
  decidePlace,
  decideWithdraw,
  no,
  settle,
  totalChips,
  withdrawn,
  type TableMoney,
  type TableTerms,
  type Wager,
  type WagerRules,
} from './wagers.js';

type S = TableMoney & { readonly open: boolean };
const C = (s: string) => s as Citation;
const start: S = { seats: [], wagers: [], pockets: {}, open: true };
const apply = (s: S, ...events: { readonly type: string }[]): S =>
  events.reduce((x, e) => evolveKernel(x, e), s);

const rules: WagerRules<S, { tie: boolean }> = {
  banker: {
    name: "Banker's Hand",
    citation: C('§ 627a.7(a)(1)'),
    limit: () => ({ min: 1_000, max: 50_000, citation: C('§ 601a.2') }),
    place: (s) => (s.open ? undefined : no('wager_after_no_more_bets', 'no more bets', C('§ 627a.7(c)'))),
    withdraw: (s) => (s.open ? undefined : no('wager_after_no_more_bets', 'no more bets', C('§ 627a.7(c)'))),
    coupon: true,
  },
  tie: {
    name: 'Tie',
    citation: C('§ 627a.7(a)(3)'),
    offered: (o) => (o.tie ? undefined : no('wager_not_offered', 'no Tie here', C('§ 627a.7(a)(3)'))),
    place: () => undefined,
  },
};
const banked: TableTerms = { kind: 'banked', coupons: COUPON_PROFILES.TEMP_525 };

describe('declared money: the kernel reducer', () => {
  it('a seat sits with its buy-in, buys more and leaves with its rack; patron:N balances the table', () => {
    let s = apply(start, seated(3, 'Ann', 10_000), boughtIn(3, 5_000));
    expect(balance(s, pocket.rack(3))).toBe(15_000);
    expect(s.pockets['patron:3']).toBe(-15_000);
    expect(totalChips(s)).toBe(0);
    s = apply(s, left(3, 15_000));
    expect(s.seats).toEqual([]);
    expect(s.pockets).toEqual({});
  });

  it('a seat cannot leave chips behind (a broken invariant throws)', () => {
    const s = apply(start, seated(1, 'Ann', 10_000));
    expect(() => apply(s, left(1, 9_000))).toThrow(/leaves 1000 behind/);
  });

  it('a wager exists while its spot holds chips: placed, increased, settled', () => {
    let s = apply(start, seated(2, 'Bo', 100_000));
    const place = decidePlace(
      s,
      { tie: false },
      rules,
      { seat: 2, spot: '2', kind: 'banker', amount: 2_500 },
      banked,
    );
    expect(place.ok).toBe(true);
    if (!place.ok) return;
    s = apply(s, ...place.value);
    expect(s.wagers).toEqual([{ seat: 2, spot: '2', kind: 'banker', amount: 2_500 }]);
    expect(available(s, 2)).toBe(97_500);
    s = apply(s, changed(s.wagers[0]!, 2_500, 'doubled', C('§ 627a.7(a)(1)')));
    expect(s.wagers[0]!.amount).toBe(5_000);
    const won = settle(s.wagers[0]!, { outcome: 'win', odds: odds(19, 20), citation: C('§ 627a.12(c)') });
    expect(won).toMatchObject({ outcome: 'win', winnings: 4_750, odds: '19 to 20' });
    s = apply(s, won);
    expect(s.wagers).toEqual([]);
    expect(balance(s, pocket.rack(2))).toBe(104_750);
    expect(s.pockets.bank).toBe(-4_750);
    expect(totalChips(s)).toBe(0);
  });
});

describe('settle() (one resolution type for every game)', () => {
  const w: Wager = { seat: 1, spot: '1', kind: 'banker', amount: 1_010 };
  const flows = (e: { transfers: readonly { from: Pocket; to: Pocket; amount: number }[] }) =>
    Object.fromEntries(netOf(e.transfers));

  it('loses to the bank, pushes back to the rack', () => {
    expect(flows(settle(w, { outcome: 'lose', citation: C('§ 627a.7(a)(1)') }))).toEqual({
      'spot:1:1:banker': -1_010,
      bank: 1_010,
    });
    expect(flows(settle(w, { outcome: 'push', citation: C('§ 627a.7(a)(1)') }))).toEqual({
      'spot:1:1:banker': -1_010,
      'rack:1': 1_010,
    });
  });

  it('rounds a win as the rule names and takes vigorish from it', () => {
    const r = { outcome: 'win' as const, odds: odds(6, 5), citation: C('§ 623a.3(a)(42)') };
    expect(settle(w, r).winnings).toBe(1_212); // 1010 * 6/5 = 1212 exactly
    expect(settle({ ...w, amount: 1_011 }, r).winnings).toBe(1_213); // 1213.2 down
    expect(settle({ ...w, amount: 1_011 }, { ...r, rounding: 'up' }).winnings).toBe(1_214);
    // Down to the smallest chip (spec ruling A9's second policy): 1213.2 cents paid as $12.00 in $1 chips.
    expect(settle({ ...w, amount: 1_011 }, { ...r, rounding: { downToChip: 100 } }).winnings).toBe(1_200);
    expect(settle({ ...w, amount: 1_000 }, { ...r, rounding: { downToChip: 25 } }).winnings).toBe(1_200);
    expect(() => settle({ ...w, amount: 1_011 }, { ...r, rounding: 'exact' })).toThrow(RangeError);
    const vig = settle(w, { ...r, vigorish: 50 });
    expect(vig.vigorish).toBe(50);
    expect(flows(vig)).toEqual({ 'spot:1:1:banker': -1_010, 'rack:1': 1_010 + 1_162, bank: -1_162 });
  });

  it('caps a payout at a payout limit and says so', () => {
    const e = settle(w, { outcome: 'win', odds: odds(100), citation: C('§ 659a.12(c)'), cap: 50_000 });
    expect(e).toMatchObject({ winnings: 50_000, limited: true });
  });

  it('pays a coupon wager on chips plus the coupon; the coupon goes to the drop box win, lose or push', () => {
    const cw: Wager = { ...w, amount: 2_500, coupon: { serial: 'MP-7', value: 2_500 } };
    const win = settle(cw, { outcome: 'win', odds: odds(1), citation: C('§ 603a.21(b)') });
    expect(win.winnings).toBe(5_000);
    for (const outcome of ['lose', 'push'] as const) {
      const e = settle(cw, { outcome, citation: C('§ 603a.21(e)') });
      expect(e.transfers).toContainEqual({
        from: 'spot:1:1:banker',
        to: 'drop',
        amount: 2_500,
        coupon: 'MP-7',
      });
      expect(e.winnings).toBe(0);
    }
  });
});

describe('policy tables and coupon rules (spec B.4)', () => {
  const s0 = apply(start, seated(1, 'Ann', 100_000), seated(2, 'Bo', 100_000));
  const coupon = { serial: 'MP-1', value: 2_500 };
  const place = (s: S, req: Partial<Wager> & { kind: string }, terms = banked) =>
    decidePlace(s, { tie: false }, rules, { seat: 1, spot: '1', amount: 2_500, ...req }, terms);
  const code = (r: ReturnType<typeof place>) => (r.ok ? 'ok' : r.error.code);

  it('refuses by the rule table: window, offer, limits, chips', () => {
    expect(code(place({ ...s0, open: false }, { kind: 'banker' }))).toBe('wager_after_no_more_bets');
    expect(code(place(s0, { kind: 'tie' }))).toBe('wager_not_offered');
    expect(code(place(s0, { kind: 'banker', amount: 500 }))).toBe('below_table_minimum');
    expect(code(place(s0, { kind: 'banker', amount: 60_000 }))).toBe('above_table_maximum');
    expect(code(place(s0, { kind: 'nope' }))).toBe('no_such_wager');
    const poor = apply(start, seated(1, 'Ann', 1_000));
    expect(code(place(poor, { kind: 'banker', amount: 2_000 }))).toBe('insufficient_chips');
    const r = place(s0, { kind: 'banker', amount: 500 });
    expect(r.ok ? '' : r.error.message).toBe("the Banker's Hand minimum is $10.00");
  });

  it('a coupon needs chips at least its value, a wager that accepts it, a banked table', () => {
    expect(code(place(s0, { kind: 'banker', amount: 2_000, coupon }))).toBe('coupon_needs_chips');
    expect(
      code(
        decidePlace(
          s0,
          { tie: true },
          rules,
          { seat: 1, spot: '1', kind: 'tie', amount: 2_500, coupon },
          banked,
        ),
      ),
    ).toBe('coupon_not_on_this_wager');
    expect(
      code(place(s0, { kind: 'banker', coupon }, { kind: 'non-banked', coupons: COUPON_PROFILES.TEMP_525 })),
    ).toBe('coupon_not_at_banked_table');
    expect(code(place(s0, { kind: 'banker', coupon }, { kind: 'banked' }))).toBe('coupons_not_accepted');
    expect(code(place(s0, { kind: 'banker', coupon }))).toBe('ok');
  });

  it('the coupon counts toward the limits; one coupon per wager (525) or per patron per round (603a)', () => {
    expect(code(place(s0, { kind: 'banker', amount: 48_000, coupon }))).toBe('above_table_maximum');
    const r = place(s0, { kind: 'banker', coupon });
    if (!r.ok) throw new Error(r.error.code);
    const s1 = apply(s0, ...r.value);
    expect(s1.wagers[0]).toMatchObject({ amount: 2_500, coupon });
    expect(code(place(s1, { kind: 'banker', coupon: { serial: 'MP-2', value: 500 } }))).toBe(
      'one_coupon_per_wager',
    );
    expect(code(place(s1, { kind: 'banker', seat: 2, spot: '2', coupon }))).toBe('coupon_in_play');
    const other = { kind: 'banker', spot: '9', coupon: { serial: 'MP-3', value: 500 } };
    expect(code(place(s1, other))).toBe('ok');
    expect(code(place(s1, other, { kind: 'banked', coupons: COUPON_PROFILES.PROPOSED_603a }))).toBe(
      'one_coupon_per_round',
    );
  });

  it('withdrawing follows the rule; a coupon taken down whole goes back to the patron', () => {
    const r = place(s0, { kind: 'banker', coupon });
    if (!r.ok) throw new Error(r.error.code);
    const s1 = apply(s0, ...r.value);
    const w = decideWithdraw(s1, rules, { seat: 1, spot: '1', kind: 'banker' });
    if (!w.ok) throw new Error(w.error.code);
    const s2 = apply(s1, ...w.value);
    expect(s2.wagers).toEqual([]);
    expect(balance(s2, pocket.rack(1))).toBe(100_000);
    const shut = decideWithdraw({ ...s1, open: false }, rules, { seat: 1, spot: '1', kind: 'banker' });
    expect(shut.ok ? 'ok' : shut.error.code).toBe('wager_after_no_more_bets');
  });
});

describe('conservation (property)', () => {
  it('for any sequence of seats, wagers, changes and settlements, every pocket sums to zero', () => {
    const step = fc.oneof(
      fc.record({
        t: fc.constant('sit' as const),
        seat: fc.integer({ min: 1, max: 4 }),
        chips: fc.integer({ min: 1, max: 50_000 }),
      }),
      fc.record({
        t: fc.constant('bet' as const),
        seat: fc.integer({ min: 1, max: 4 }),
        amount: fc.integer({ min: 1, max: 20_000 }),
      }),
      fc.record({
        t: fc.constant('settle' as const),
        pick: fc.nat(),
        outcome: fc.constantFrom('win', 'lose', 'push'),
      }),
      fc.record({ t: fc.constant('double' as const), pick: fc.nat() }),
      fc.record({ t: fc.constant('take-down' as const), pick: fc.nat() }),
      fc.record({ t: fc.constant('leave' as const), seat: fc.integer({ min: 1, max: 4 }) }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        let s = start;
        let outside = 0;
        for (const st of steps) {
          const pick = (n: number) => s.wagers[n % Math.max(1, s.wagers.length)];
          if (st.t === 'sit' && !s.seats.some((x) => x.seat === st.seat)) {
            s = apply(s, seated(st.seat, 'x', st.chips));
            outside += st.chips;
          } else if (st.t === 'bet' && available(s, st.seat) >= st.amount) {
            s = apply(s, { ...decidePlaceUnchecked(st.seat, st.amount) });
          } else if (st.t === 'settle' && s.wagers.length) {
            const o = st.outcome;
            s = apply(
              s,
              settle(
                pick(st.pick)!,
                o === 'win'
                  ? { outcome: 'win', odds: odds(3, 2), citation: C('§ 1a.1') }
                  : { outcome: o, citation: C('§ 1a.1') },
              ),
            );
          } else if (st.t === 'double' && s.wagers.length) {
            const w = pick(st.pick)!;
            if (available(s, w.seat) >= w.amount) s = apply(s, changed(w, w.amount, 'doubled', C('§ 1a.1')));
          } else if (st.t === 'take-down' && s.wagers.length) {
            const w = pick(st.pick)!;
            s = apply(s, withdrawn(w, w.amount, undefined));
          } else if (
            st.t === 'leave' &&
            s.seats.some((x) => x.seat === st.seat) &&
            !s.wagers.some((w) => w.seat === st.seat)
          ) {
            const chips = balance(s, pocket.rack(st.seat));
            s = apply(s, left(st.seat, chips));
            outside -= chips;
          }
          expect(totalChips(s)).toBe(0);
          const inside = totalChips({
            ...s,
            pockets: Object.fromEntries(Object.entries(s.pockets).filter(([k]) => !k.startsWith('patron:'))),
          });
          expect(inside).toBe(outside);
          for (const x of s.seats) expect(x.chips).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
});

function decidePlaceUnchecked(seat: number, amount: number) {
  return {
    type: 'wager-placed',
    seat,
    spot: String(seat),
    kind: 'main',
    amount,
    citation: C('§ 1a.1'),
    transfers: [
      { from: pocket.rack(seat), to: pocket.spot({ seat, spot: String(seat), kind: 'main' }), amount },
    ],
  };
}
