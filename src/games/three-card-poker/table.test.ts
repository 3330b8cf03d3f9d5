/**
 * Three Card Poker at the table, section by section: the Rules Submission's paytables (§ 649a.12(g),
 * § 649a.6(d)(8), (e); spec T-1, T-3, T-4), the wagers (§ 669a.7, § 649a.7(d)(5)), the decision (§ 669a.11(f)), the
 * showdown (R28), every paytable row on a stacked deck (§ 649a.12(b), (d), (f)), the settlement order
 * (R69), the irregularities (§ 669a.13), money conservation and the privacy of a folded hand (R68).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCards } from '../../core/cards.js';
import { SeededRng } from '../../core/rng.js';
import { COMPLIANCE, WATCHER } from '../../engine/describe.js';
import type { Actor, Viewer } from '../../engine/game.js';
import { totalChips } from '../../engine/wagers.js';
import type { Command } from './commands.js';
import { checkedState } from '../testing/checked-state.js';
import { stackedShuffle, type StackedDeal } from './fixtures/stacked.js';
import { threeCardPoker as g } from './index.js';
import type { Event, TcpState } from './state.js';

const dealer: Actor = { role: 'dealer' };
const P = (seat: number): Actor => ({ role: 'player', seat });

/** A table under `raw` options whose deck is stacked, every pocket checked after each event. */
function table(raw: Record<string, unknown> = {}, deal?: StackedDeal, automated = true) {
  const s = g.setup(g.options.parse(raw), { automated });
  return checkedState(g, deal ? g.evolve(s, stackedShuffle(deal) as Event) : s, 7);
}

/** The paytables without a Rules Submission (ruling R28), for the cases that change or add a row. */
const R28 = g.options.parse({});

type Wagers = Record<number, Partial<Record<'ante' | 'pair-plus' | 'six-card-bonus', number>>>;

/** Players seated (with `chips` each) and their wagers on a stacked deck, "no more bets" and the deal. */
function dealt(
  raw: Record<string, unknown>,
  hands: Record<number, string>,
  wagers: Wagers,
  chips = 1_000_000,
) {
  const t = table(raw, { hands });
  for (const seat of Object.keys(wagers).map(Number)) {
    t.do(P(seat), { type: 'sit', seat, name: `P${seat}`, chips });
    for (const [kind, amount] of Object.entries(wagers[seat] ?? {}))
      t.do(P(seat), { type: 'place-wager', kind: kind as 'ante', amount });
  }
  t.do(dealer, { type: 'no-more-bets' });
  t.do(dealer, { type: 'deal' });
  return t;
}

/** Seats, wagers, the deal, the decisions (from the highest seat), the reveal and the settlement. */
function round(
  raw: Record<string, unknown>,
  hands: Record<number, string>,
  wagers: Wagers,
  decisions: Record<number, 'play' | 'fold'> = {},
) {
  const t = dealt(raw, hands, wagers);
  for (const seat of Object.keys(wagers)
    .map(Number)
    .sort((a, b) => b - a))
    if (wagers[seat]?.ante) t.do(P(seat), { type: decisions[seat] ?? 'play' });
  t.do(dealer, { type: 'reveal-dealer' });
  while (t.s.phase === 'settling') t.do(dealer, { type: 'settle' });
  return t;
}

const settledOf = (events: readonly Event[], seat: number, kind: string) =>
  events.find((e) => e.type === 'wager-settled' && e.seat === seat && e.kind === kind) as
    Extract<Event, { type: 'wager-settled' }> | undefined;

describe('the Rules Submission (§ 601a.2; § 649a.12(g), § 649a.6(d)(8), (e); spec T-3, T-5)', () => {
  const codes = (raw: Record<string, unknown>) => g.checkOptions(g.options.parse(raw)).map((v) => v.code);
  it('R28: without a document, Ante Bonus 5/4/1, Pair Plus 40/30/6/4/1, no mini-royal row', () => {
    const o = g.options.parse({});
    expect(o.anteBonus).toEqual({ 'straight-flush': 5, 'three-of-a-kind': 4, straight: 1 });
    expect(o.pairPlusPaytable).toEqual({
      'straight-flush': 40,
      'three-of-a-kind': 30,
      straight: 6,
      flush: 4,
      pair: 1,
    });
    expect(codes({})).toEqual([]);
  });
  it.each([
    [
      '§ 649a.12(g)(1): an Ante Bonus mini-royal below 5 to 1',
      { anteBonus: { 'mini-royal-flush': 4, 'straight-flush': 3, 'three-of-a-kind': 4, straight: 1 } },
      'mini_royal_below_floor',
    ],
    [
      '§ 649a.12(g)(2): a Pair Plus mini-royal below 40 to 1',
      {
        pairPlusPaytable: { 'mini-royal-flush': 35, ...R28.pairPlusPaytable, 'straight-flush': 30 },
      },
      'mini_royal_below_floor',
    ],
    [
      'T-3: a mini-royal paying less than the straight flush',
      {
        pairPlusPaytable: { 'mini-royal-flush': 40, ...R28.pairPlusPaytable, 'straight-flush': 50 },
      },
      'mini_royal_below_straight_flush',
    ],
    [
      '§ 649a.6(d)(8): a Super Royal paying less than a royal flush',
      {
        sixCardPaytable: { 'super-royal': 500, ...R28.sixCardPaytable },
      },
      'super_royal_below_royal_flush',
    ],
    [
      '§ 669a.9(a)(1): dealing from the hand needs an automated shuffler',
      { dealing: 'hand', shuffler: 'manual' },
      'hand_deal_needs_shuffler',
    ],
  ])('%s is refused', (_name, raw, code) => {
    expect(codes(raw)).toEqual([code]);
  });
  it('a mini-royal at its floors is accepted; a row of 0 or an unknown hand does not parse', () => {
    expect(
      codes({ anteBonus: { 'mini-royal-flush': 5, 'straight-flush': 5, 'three-of-a-kind': 4, straight: 1 } }),
    ).toEqual([]);
    expect(
      g.options.safeParse({ anteBonus: { 'straight-flush': 0, 'three-of-a-kind': 4, straight: 1 } }).success,
    ).toBe(false);
    expect(
      g.options.safeParse({
        anteBonus: { 'full-house': 9, 'straight-flush': 5, 'three-of-a-kind': 4, straight: 1 },
      }).success,
    ).toBe(false);
  });
});

describe('wagers (§ 669a.7, § 649a.7(d)(5)) and the decision (§ 669a.11(f))', () => {
  it('§ 669a.7(c): no wager after "no more bets"; § 669a.7(d)(2): the Play Wager only by the decision', () => {
    const t = table({}, { hands: { 0: 'Qs Qd 9c', 1: 'Ah Kh Qh' } });
    t.do(P(1), { type: 'sit', seat: 1, name: 'A', chips: 100_000 });
    expect(t.try(P(1), { type: 'place-wager', kind: 'six-card-bonus', amount: 500 })).toMatchObject({
      ok: false,
      error: { code: 'main_wager_required', citation: '§ 649a.7(d)(5)' },
    });
    t.do(P(1), { type: 'place-wager', kind: 'ante', amount: 1_000 });
    t.do(dealer, { type: 'no-more-bets' });
    expect(t.try(P(1), { type: 'place-wager', kind: 'pair-plus', amount: 500 })).toMatchObject({
      ok: false,
      error: { code: 'wager_after_no_more_bets', citation: '§ 669a.7(c)' },
    });
    expect(t.try(P(1), { type: 'play' })).toMatchObject({ ok: false, error: { code: 'not_now' } });
    t.do(dealer, { type: 'deal' });
    const [e] = t.do(P(1), { type: 'play' });
    // The Play Wager is a wager-changed from the rack to the Play spot, equal to the Ante.
    expect(e).toMatchObject({
      type: 'wager-changed',
      kind: 'play',
      by: 1_000,
      transfers: [{ from: 'rack:1', to: 'spot:1:1:play', amount: 1_000 }],
    });
    expect(t.s.wagers.find((w) => w.kind === 'play')?.amount).toBe(1_000);
  });
  it("§ 669a.11(f): the dealer asks from the dealer's left (the highest seat) clockwise", () => {
    const hands = { 0: 'Qs Qd 9c', 2: 'Ah Kh Qh', 5: '2c 3d 7s' };
    const t = dealt({}, hands, { 2: { ante: 1_000 }, 5: { ante: 1_000 } }, 100_000);
    expect(t.try(P(2), { type: 'play' })).toMatchObject({ ok: false, error: { code: 'not_your_turn' } });
    t.do(P(5), { type: 'fold' });
    t.do(P(2), { type: 'play' });
    expect(t.s.phase).toBe('showdown');
  });
  it('R67: on an automated table a player who does not decide in time folds; a live table waits', () => {
    const t = dealt({}, { 0: 'Qs Qd 9c', 3: 'Ah Kh Qh' }, { 3: { ante: 1_000 } }, 100_000);
    expect(g.overdue?.(t.s)).toEqual({ actor: P(3), command: { type: 'fold' } });
    expect(g.overdue?.({ ...t.s, automated: false })).toBeUndefined();
  });
});

describe('the showdown (R28): the dealer qualifies with queen high', () => {
  it.each([
    ['Q-3-2 qualifies and beats J-10-8', 'Qs 3d 2c', 'Jh Th 8c', 'lose', 'lose'],
    ['J-10-8 does not qualify: the Ante wins 1 to 1, the Play pushes', 'Jd Tc 8s', '4h 3c 2d', 'win', 'push'],
    ['equal hands push both', 'Kc 7d 4h', 'Kd 7c 4s', 'push', 'push'],
    ['a higher player hand wins both 1 to 1', 'Qs Qd 9c', 'Kc Kd 3s', 'win', 'win'],
    ['A-2-3 is the lowest straight (R11): it loses to 2-3-4', '2c 3c 4d', 'Ah 2h 3d', 'lose', 'lose'],
  ])('%s', (_name, dealerHand, playerHand, ante, play) => {
    const t = round({}, { 0: dealerHand, 1: playerHand }, { 1: { ante: 1_000 } });
    const e = t.events();
    expect(settledOf(e, 1, 'ante')?.outcome).toBe(ante);
    expect(settledOf(e, 1, 'play')?.outcome).toBe(play);
    if (ante === 'win') expect(settledOf(e, 1, 'ante')?.winnings).toBe(1_000);
  });
});

const MINI = {
  anteBonus: { 'mini-royal-flush': 7, 'straight-flush': 5, 'three-of-a-kind': 4, straight: 1 },
  pairPlusPaytable: {
    'mini-royal-flush': 100,
    'straight-flush': 40,
    'three-of-a-kind': 30,
    straight: 6,
    flush: 4,
    pair: 1,
  },
};

describe('every paytable row on a stacked deck (§ 649a.12(b), (d), (f))', () => {
  it.each([
    ['§ 649a.12(d) straight flush 40 to 1', {}, '9d Td Jd', 40, 'straight-flush'],
    [
      '§ 649a.12(d): without a mini-royal row A-K-Q suited is a straight flush',
      {},
      'Ad Kd Qd',
      40,
      'straight-flush',
    ],
    [
      '§ 649a.12(g)(2): with one, the mini-royal row (T-1: suited)',
      MINI,
      'Ad Kd Qd',
      100,
      'mini-royal-flush',
    ],
    ['T-1: A-K-Q offsuit is a straight, not a mini-royal', MINI, 'Ad Kc Qd', 6, 'straight'],
    ['§ 649a.12(d) three of a kind 30 to 1', {}, '5c 5d 5h', 30, 'three-of-a-kind'],
    ['§ 649a.12(d) straight 6 to 1', {}, '8c 9d Th', 6, 'straight'],
    ['§ 649a.12(d) flush 4 to 1', {}, '2h 7h Kh', 4, 'flush'],
    ['§ 649a.12(d) pair 1 to 1', {}, '2h 2s Kh', 1, 'pair'],
    ['§ 649a.12(d) high card loses', {}, '2h 5s Kh', 0, undefined],
  ])('Pair Plus: %s', (_name, raw, hand, odds, row) => {
    const t = round(raw, { 0: 'Qs Qc 3c', 1: hand }, { 1: { 'pair-plus': 1_000 } });
    const w = settledOf(t.events(), 1, 'pair-plus');
    expect(w?.winnings).toBe(1_000 * odds);
    expect(w?.outcome).toBe(odds ? 'win' : 'lose');
    expect((w as { hand?: string } | undefined)?.hand).toBe(row);
  });

  it.each([
    ['straight flush 5 to 1', {}, '9d Td Jd', 5],
    ['mini-royal 7 to 1 (§ 649a.12(g)(1))', MINI, 'Ad Kd Qd', 7],
    ['three of a kind 4 to 1', {}, '5c 5d 5h', 4],
    ['straight 1 to 1', {}, '8c 9d Th', 1],
    ['a flush pays no Ante Bonus', {}, '2h 7h Kh', 0],
  ])('Ante Bonus: %s, paid on a played hand whatever the dealer holds', (_name, raw, hand, odds) => {
    // The dealer's three aces beat every hand here but the straight flushes: the bonus is paid anyway.
    const t = round(raw, { 0: 'As Ac Ah', 1: hand }, { 1: { ante: 2_000 } });
    const bonus = t.events().filter((e) => e.type === 'ante-bonus-paid');
    expect(bonus.reduce((a, e) => a + (e.type === 'ante-bonus-paid' ? e.amount : 0), 0)).toBe(2_000 * odds);
  });

  it('no Ante Bonus on a folded hand', () => {
    const t = round({}, { 0: 'As Ac Ah', 1: '9d Td Jd' }, { 1: { ante: 1_000 } }, { 1: 'fold' });
    expect(t.events().some((e) => e.type === 'ante-bonus-paid')).toBe(false);
  });

  // Paytable E: the Six Card Bonus with a super-royal row (§ 649a.12(f)).
  const E = { sixCardPaytable: { 'super-royal': 1000, ...R28.sixCardPaytable } };
  const E2 = { sixCardPaytable: { ...E.sixCardPaytable, 'super-royal': 5000 } };
  it.each([
    [
      'paytable E: the Super Royal, tested on all six cards first (T-4)',
      E2,
      'Ad Kd Qd',
      'Jd Td 9d',
      5000,
      'super-royal',
    ],
    [
      'without paytable E the same six cards are a royal flush',
      {},
      'Ad Kd Qd',
      'Jd Td 9d',
      1000,
      'royal-flush',
    ],
    ['royal flush', {}, 'As Js Ts', 'Ks Qs 3h', 1000, 'royal-flush'],
    ['straight flush', {}, '8d 7d 2c', 'Jd Td 9d', 200, 'straight-flush'],
    ['four of a kind', {}, 'Jc Jh Js', 'Jd Td 9d', 50, 'four-of-a-kind'],
    ['full house', {}, '7c 7h 7s', 'Qs Qd 9c', 25, 'full-house'],
    ['flush', {}, '5d 3d 4s', 'Jd Td 9d', 20, 'flush'],
    ['straight', {}, 'Tc Jc 8d', 'Qs Qd 9c', 10, 'straight'],
    ['three of a kind', {}, 'Ah Kh Qh', 'Qs Qd 9c', 5, 'three-of-a-kind'],
    ['two pair loses', {}, 'Kh Kc 2d', 'Qs Qd 9c', 0, undefined],
  ])('Six Card Bonus (§ 649a.12(f)): %s', (_name, raw, hand, dealerHand, odds, row) => {
    const t = round(
      raw,
      { 0: dealerHand, 1: hand },
      { 1: { ante: 1_000, 'six-card-bonus': 500 } },
      { 1: 'fold' },
    );
    const w = settledOf(t.events(), 1, 'six-card-bonus');
    expect(w?.winnings).toBe(500 * odds);
    expect((w as { hand?: string } | undefined)?.hand).toBe(row);
  });
});

describe('settlement (R69)', () => {
  it("from the dealer's right (seat 1) up; each position: turned over, Pair Plus, Ante, Play, Ante Bonus, Six Card Bonus", () => {
    const t = round(
      {},
      { 0: 'Qs Qd 9c', 1: 'Ah Kh Qh', 4: '7c 7h 7s' },
      {
        1: { ante: 1_000, 'pair-plus': 500, 'six-card-bonus': 500 },
        4: { ante: 1_000, 'pair-plus': 500, 'six-card-bonus': 500 },
      },
    );
    const order = t
      .events()
      .filter((e) => ['hand-revealed', 'wager-settled', 'ante-bonus-paid'].includes(e.type))
      .map((e) => `${(e as { seat: number }).seat} ${e.type === 'wager-settled' ? e.kind : e.type}`);
    const one = ['hand-revealed', 'pair-plus', 'ante', 'play', 'ante-bonus-paid', 'six-card-bonus'];
    expect(order).toEqual([...one.map((x) => `1 ${x}`), ...one.map((x) => `4 ${x}`)]);
  });
  it('a folded Ante is collected at the fold (§ 669a.11(f)); its Pair Plus is settled later, face down', () => {
    const t = round(
      {},
      { 0: 'Qs Qd 9c', 2: '2h 2s 7c' },
      { 2: { ante: 1_000, 'pair-plus': 500 } },
      { 2: 'fold' },
    );
    const e = t.events();
    const fold = e.findIndex((x) => x.type === 'folded');
    expect(e[fold + 1]).toMatchObject({ type: 'wager-settled', kind: 'ante', outcome: 'lose' });
    expect(settledOf(e, 2, 'pair-plus')).toMatchObject({ outcome: 'win', winnings: 500 });
    expect(e.some((x) => x.type === 'hand-revealed' && x.seat === 2)).toBe(false);
  });
});

describe('irregularities (§ 669a.13)', () => {
  it("§ 669a.13(d): a dealer's card exposed after a fold voids the round and returns the folded Ante too", () => {
    const hands = { 0: 'Qs Qd 9c', 1: 'Ah Kh Qh', 2: '2c 3d 7s' };
    const t = dealt({}, hands, { 1: { ante: 1_000 }, 2: { ante: 1_000, 'pair-plus': 500 } }, 100_000);
    t.do(P(2), { type: 'fold' });
    t.do(P(1), { type: 'play' });
    t.do({ role: 'floorperson' }, { type: 'dealer-card-exposed' });
    expect(t.s.seats.map((x) => x.chips)).toEqual([100_000, 100_000]);
    expect(t.s.pockets.bank ?? 0).toBe(0);
    expect(t.s.phase).toBe('betting');
  });
  it('§ 669a.13(d) is refused once the dealer has turned over', () => {
    const t = dealt({}, { 0: 'Qs Qd 9c', 1: 'Ah Kh Qh' }, { 1: { ante: 1_000 } }, 100_000);
    t.do(P(1), { type: 'fold' });
    t.do(dealer, { type: 'reveal-dealer' });
    expect(t.try(dealer, { type: 'dealer-card-exposed' })).toMatchObject({
      ok: false,
      error: { code: 'not_now', citation: '§ 669a.13(d)' },
    });
  });
});

describe('money and privacy over random play', () => {
  const viewers: Viewer[] = [WATCHER, { role: 'dealer' }, { role: 'floorperson' }, P(1), P(2), P(3)];
  it('property: chips are conserved, and a folded hand is never named to anyone but its player and compliance (R68)', () => {
    let folds = 0;
    let settled = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(fc.integer({ min: 0, max: 99 }), { minLength: 40, maxLength: 80 }),
        (seed, picks) => {
          const t = table({}, undefined, true);
          const rng = SeededRng.fromSeed(seed);
          for (const seat of [1, 2, 3])
            t.do(P(seat), { type: 'sit', seat, name: `P${seat}`, chips: 200_000 });
          for (const pick of picks) {
            const step = g.automate(t.s);
            if (step) t.do(step.actor, step.command);
            const seat = 1 + (pick % 3);
            const acts = g.view(t.s, P(seat)).legalActions.filter((a) => a.type !== 'leave');
            const a = acts[rng.nextInt(Math.max(1, acts.length))];
            if (a)
              t.try(P(seat), {
                type: a.type,
                ...a.params,
                ...(a.needs?.includes('amount') ? { amount: 500 + 500 * (pick % 4) } : {}),
              } as Command);
            if (pick % 5 === 0) t.try(dealer, { type: 'no-more-bets' });
          }
          // Each round's folded hands: no line of that round names their cards to another viewer.
          const folded = new Map<number, Map<string, number>>();
          for (const { events, before } of t.log)
            events.forEach((e, i) => {
              const b = before[i] as TcpState;
              const h = e.type === 'folded' ? b.hands.find((x) => x.seat === e.seat) : undefined;
              if (!h) return;
              folds += 1;
              const mine = folded.get(b.round) ?? new Map<string, number>();
              for (const c of formatCards(h.cards).split(' ')) mine.set(c, h.seat);
              folded.set(b.round, mine);
            });
          for (const { events, before } of t.log)
            events.forEach((e, i) => {
              const b = before[i] as TcpState;
              for (const v of viewers)
                for (const [card, seat] of folded.get(b.round) ?? [])
                  if (!(v.role === 'player' && v.seat === seat))
                    expect(g.describe(e, v, b), `${v.role} ${v.seat ?? ''}`).not.toMatch(
                      new RegExp(`\\b${card}\\b`),
                    );
            });
          for (const v of viewers) {
            const json = JSON.stringify(g.view(t.s, v));
            for (const h of t.s.hands.filter((x) => x.decision === 'fold'))
              if (!(v.role === 'player' && v.seat === h.seat))
                expect(json).not.toContain(formatCards(h.cards));
          }
          expect(totalChips(t.s)).toBe(0);
          settled += t.events().filter((e) => e.type === 'round-complete').length;
        },
      ),
      { numRuns: 8 },
    );
    // The random play reached folds and completed rounds.
    expect(folds).toBeGreaterThan(0);
    expect(settled).toBeGreaterThan(5);
  });

  it("a folded hand stays its player's: other players, the dealer and a watcher never see it, during or after the round (R68)", () => {
    const t = round(
      {},
      { 0: 'Qs Qd 9c', 1: 'Ah Kh Qh', 2: '2c 3d 7s' },
      { 1: { ante: 1_000 }, 2: { ante: 1_000, 'pair-plus': 500 } },
      { 2: 'fold' },
    );
    const cards = ['2c', '3d', '7s'];
    for (const v of [WATCHER, dealer, { role: 'floorperson' } as Viewer, P(1), P(3)]) {
      for (const { events, before } of t.log)
        events.forEach((e, i) => {
          const line = g.describe(e, v, before[i] as TcpState);
          for (const c of cards)
            expect(line, `${v.role} ${v.seat ?? ''}: ${line}`).not.toMatch(new RegExp(`\\b${c}\\b`));
        });
    }
    // Compliance reads them; the player himself saw them in his view while he held them.
    const all = t.log.flatMap(({ events, before }) =>
      events.map((e, i) => g.describe(e, COMPLIANCE, before[i] as TcpState)),
    );
    expect(all.join('\n')).not.toContain('2c 3d 7s'); // the deal names no card at all
    expect(all.some((l) => l.includes('(pair)'))).toBe(false);
    expect(all.some((l) => /seat 2 Pair Plus \$5\.00 loses/.test(l))).toBe(true);
  });
});
