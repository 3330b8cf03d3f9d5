import { describe, expect, it } from 'vitest';
import {
  describeCardTableProperties,
  expectAdjacentAreaRules,
  expectSecondAreaWithdrawn,
} from '../testing/card-table-checks.js';
import { shuffledEvent } from '../testing/stacked.js';
import { dealer, driven, openTable, seat } from '../testing/table.js';
import { cards, deck, formatCards, type Card } from '../../core/cards.js';
import { cite } from '../../core/citation.js';
import { SeededRng, type Rng } from '../../core/rng.js';
import type { Actor, LegalAction } from '../../engine/game.js';
import { Table } from '../../engine/table.js';
import { totalChips } from '../../engine/wagers.js';
import { fiveCardHiLo } from './index.js';
import { phaseOf, type Event, type HiLoState } from './state.js';
import { antePlayOutcome, dealerSetting, playerSettings, pokerBonusClass, tieResult } from './rules.js';

/** A deck whose deal gives each hand (seats in order) and then the dealer these cards (§ 663a.8(d)). */
function stack(hands: readonly string[], dealerCards: string): Card[] {
  const hs = hands.map((h) => cards(h));
  const d = cards(dealerCards);
  const out: Card[] = [];
  for (let r = 0; r < 5; r += 1) {
    for (const h of hs) out.push(h[r] as Card);
    out.push(d[r] as Card);
  }
  return [...out, ...deck().filter((c) => !out.includes(c))];
}

function table(options: Record<string, unknown> = {}) {
  const t = new Table(fiveCardHiLo, fiveCardHiLo.options.parse(options), SeededRng.fromSeed(1), {
    automated: true,
  });
  return t;
}

/** Seats `wagers`, shuffles with the stacked deck (the event applied as recorded) and deals. */
function dealt(
  wagers: Record<number, { ante: number; tie?: number; 'poker-bonus'?: number }>,
  hands: readonly string[],
  dealerCards: string,
  options: Record<string, unknown> = {},
): { state: HiLoState; events: Event[]; go: (a: Actor, c: unknown) => Event[] } {
  const o = fiveCardHiLo.options.parse(options);
  const r = driven(fiveCardHiLo, fiveCardHiLo.setup(o, { automated: true }));
  r.apply(shuffledEvent(stack(hands, dealerCards), cite('§ 663a.5(a)')));
  for (const [n, w] of Object.entries(wagers)) {
    r.go(seat(Number(n)), { type: 'sit', seat: Number(n), name: `P${n}`, chips: 1_000_000 });
    for (const [kind, amount] of Object.entries(w))
      r.go(seat(Number(n)), { type: 'place-wager', kind, amount });
  }
  r.go(dealer, { type: 'no-more-bets' });
  r.go(dealer, { type: 'deal' });
  return r;
}

const settled = (es: readonly Event[], seatNo: number, kind: string) =>
  es.find((e) => e.type === 'wager-settled' && e.seat === seatNo && e.kind === kind);

describe('Five Card Hi-Lo settings and outcomes (spec Part C, 52-66)', () => {
  it('#52-53 § 663a.11(d): A J 10 9 2 sets 31/11 standard or 29/3 with the ace low', () => {
    const s = playerSettings(cards('As Jd Tc 9h 2s')).map((x) => [x.highPoints, x.lowPoints, x.aceLow]);
    expect(s).toEqual([
      [31, 11, false],
      [29, 3, true],
    ]);
  });
  it('#54-55 § 663a.11(e): the dealer sets aces high unless four aces', () => {
    const a = dealerSetting(cards('As Ah Ad Ac Kd'));
    expect([a.highPoints, a.lowPoints]).toEqual([33, 11]);
    const b = dealerSetting(cards('As 5h 4d 3c 2d'));
    expect([b.highPoints, b.lowPoints]).toEqual([20, 5]);
  });
  it.each([
    [29, 3, 28, 5, 'win', null],
    [29, 5, 28, 5, 'tie', 'low'],
    [28, 4, 28, 5, 'tie', 'high'],
    [27, 6, 28, 5, 'lose', null],
    [28, 5, 28, 5, 'lose', 'both'],
  ] as const)(
    '#56-60 § 663a.11(g): (%i,%i) vs (%i,%i) is %s, tie wager %s',
    (ph, pl, dh, dl, result, tie) => {
      const p = { highPoints: ph, lowPoints: pl };
      const d = { highPoints: dh, lowPoints: dl };
      expect(antePlayOutcome(p, d)).toBe(result);
      expect(tieResult(p, d)).toBe(tie);
    },
  );
  it('#63-65 § 663a.6(b): Poker Bonus pairs by paytable, the wheel, no wrap-around', () => {
    expect(pokerBonusClass(cards('6s 6h Kd 9c 3s'), 'B')).toBe('qualifying-pair');
    expect(pokerBonusClass(cards('6s 6h Kd 9c 3s'), 'A')).toBeNull();
    expect(pokerBonusClass(cards('As 2d 3c 4h 5s'), 'A')).toBe('straight');
    expect(pokerBonusClass(cards('Qs Kd Ac 2h 3s'), 'A')).toBeNull();
    expect(pokerBonusClass(cards('As Ks Qs Js Ts'), 'B')).toBe('royal-flush');
  });
});

describe('Five Card Hi-Lo rounds from stacked decks', () => {
  it("deals only to Ante positions from the dealer's left, the dealer last, and checks the stub (§ 663a.8)", () => {
    const r = dealt(
      { 2: { ante: 1000 }, 5: { ante: 1000 } },
      ['As Jd Tc 9h 2s', 'Kc Kd 7s 7h 3c'],
      '9s 8s 7c 6d 5c',
    );
    const d = r.events.find((e) => e.type === 'cards-dealt');
    expect(d?.type === 'cards-dealt' && d.hands.map((h) => [h.seat, formatCards(h.cards)])).toEqual([
      [2, 'As Jd Tc 9h 2s'],
      [5, 'Kc Kd 7s 7h 3c'],
    ]);
    expect(r.events.find((e) => e.type === 'stub-counted')).toMatchObject({ stub: 37, accounted: 52 });
  });

  it('#56, #61: ace low wins Ante and Play 1 to 1; three aces pay the Ante Bonus whatever the result (§ 663a.11(h))', () => {
    // Player A J T 9 2 ace low = 29/3; dealer 9 8 7 6 5 = 24/11.
    const r = dealt({ 6: { ante: 1000, tie: 500 } }, ['As Jd Tc 9h 2s'], '9s 8s 7c 6d 5c');
    r.go(seat(6), { type: 'set-hands', aceLow: true });
    r.go(seat(6), { type: 'place-wager', kind: 'play', amount: 1000 });
    r.go(dealer, { type: 'turn-over' });
    const es = r.go(dealer, { type: 'settle' });
    expect(settled(es, 6, 'ante')).toMatchObject({ outcome: 'win', winnings: 1000 });
    expect(settled(es, 6, 'play')).toMatchObject({ outcome: 'win', winnings: 1000 });
    expect(settled(es, 6, 'tie')).toMatchObject({ outcome: 'lose' });
    // Three aces: A A A 7 2 vs a dealer that beats it still pays 10 for 1 (paytable A, for-one basis: 9 x Ante).
    const b = dealt({ 1: { ante: 1000 } }, ['As Ah Ad 7c 2s'], 'Ks Kh Qc 2d 2c');
    b.go(seat(1), { type: 'place-wager', kind: 'play', amount: 1000 });
    b.go(dealer, { type: 'turn-over' });
    const eb = b.go(dealer, { type: 'settle' });
    expect(eb.find((e) => e.type === 'ante-bonus-paid')).toMatchObject({ hand: 'three-aces', amount: 9000 });
    expect(settled(eb, 1, 'ante')).toMatchObject({ outcome: 'push' }); // 33 > 30 high, 9 vs 4 low
  });

  it('#62: four aces and a 2 under paytable B, full basis: 500 x Ante', () => {
    const r = dealt({ 3: { ante: 500 } }, ['As Ah Ad Ac 2s'], 'Ks Kh Qc 3d 3c', {
      anteBonusPaytable: 'B',
      anteBonusBasis: 'full',
    });
    expect(r.state.hands[0]?.aceLow).toBe(true);
    r.go(seat(3), { type: 'place-wager', kind: 'play', amount: 500 });
    r.go(dealer, { type: 'turn-over' });
    const es = r.go(dealer, { type: 'settle' });
    expect(es.find((e) => e.type === 'ante-bonus-paid')).toMatchObject({
      hand: 'four-aces-and-2',
      amount: 250_000,
    });
  });

  it('#57, #60: Tie Wager pays 4 to 1 on one hand, 20 to 1 on both (ruling B9 #2)', () => {
    // Player K Q 8 | 5 2 = 28/7 standard; dealer K Q 8 | 4 3 = 28/7.
    const r = dealt({ 4: { ante: 1000, tie: 100 } }, ['Ks Qh 8d 5c 2s'], 'Kd Qc 8s 4d 3c');
    r.go(seat(4), { type: 'place-wager', kind: 'play', amount: 1000 });
    r.go(dealer, { type: 'turn-over' });
    const es = r.go(dealer, { type: 'settle' });
    expect(settled(es, 4, 'ante')).toMatchObject({ outcome: 'lose' });
    expect(settled(es, 4, 'tie')).toMatchObject({ outcome: 'win', winnings: 2000 });
  });

  it('#66 § 663a.11(b)(1)-(2): a fold forfeits Ante and Tie; the Poker Bonus stays and is settled', () => {
    const r = dealt(
      { 2: { ante: 1000, tie: 500, 'poker-bonus': 500 } },
      ['6s 6h Kd 9c 3s'],
      'As Kh Qc Jd 9c',
      { pokerBonus: 'B' },
    );
    const fold = r.go(seat(2), { type: 'fold' });
    expect(settled(fold, 2, 'ante')).toMatchObject({ outcome: 'lose', citation: '§ 663a.11(c)' });
    expect(settled(fold, 2, 'tie')).toMatchObject({ outcome: 'lose', citation: '§ 663a.11(b)(1)' });
    expect(r.state.wagers.map((w) => w.kind)).toEqual(['poker-bonus']);
    r.go(dealer, { type: 'turn-over' });
    const es = r.go(dealer, { type: 'settle' });
    expect(settled(es, 2, 'poker-bonus')).toMatchObject({ outcome: 'win', winnings: 500 });
    expect(es.some((e) => e.type === 'ante-bonus-paid' || e.type === 'hands-revealed')).toBe(false);
  });

  it("settles from the dealer's right (seat 6 first), then completes the round", () => {
    const r = dealt(
      { 1: { ante: 500 }, 6: { ante: 500 } },
      ['2s 3h 4d 5c 7s', '2d 3c 4h 5s 7c'],
      'Ks Kh Qc Jd 9c',
    );
    r.go(seat(1), { type: 'place-wager', kind: 'play', amount: 500 });
    r.go(seat(6), { type: 'place-wager', kind: 'play', amount: 500 });
    r.go(dealer, { type: 'turn-over' });
    expect(r.go(dealer, { type: 'settle' })[0]).toMatchObject({ type: 'hands-revealed', seat: 6 });
    expect(r.go(dealer, { type: 'settle' })[0]).toMatchObject({ type: 'hands-revealed', seat: 1 });
    expect(r.go(dealer, { type: 'settle' })[0]).toMatchObject({ type: 'round-complete' });
  });

  it('rejects: a Play Wager unequal to the Ante, an ace low without an ace, optional wagers without an Ante', () => {
    const r = dealt({ 1: { ante: 500 } }, ['2s 3h 4d 5c 7s'], 'Ks Kh Qc Jd 9c');
    expect(() => r.go(seat(1), { type: 'place-wager', kind: 'play', amount: 600 })).toThrow(
      'play_must_equal_ante',
    );
    expect(() => r.go(seat(1), { type: 'set-hands', aceLow: true })).toThrow('illegal_setting');
    const t = table();
    t.apply(seat(2), { type: 'sit', seat: 2, name: 'B', chips: 10_000 });
    t.runAutomation();
    const no = t.apply(seat(2), { type: 'place-wager', kind: 'tie', amount: 100 });
    expect(!no.ok && no.error.code).toBe('ante_required');
  });

  it('§ 663a.13(a): one face-up card is discarded; a second voids the round and returns every wager', () => {
    const o = fiveCardHiLo.options.parse({});
    let s = fiveCardHiLo.setup(o, { automated: true });
    const go = (a: Actor, c: unknown) => {
      const r = fiveCardHiLo.decide(s, a, fiveCardHiLo.commands.parse(c), { rng: SeededRng.fromSeed(3) });
      if (!r.ok) throw new Error(r.error.code);
      for (const e of r.value) s = fiveCardHiLo.evolve(s, e);
      return r.value;
    };
    go(seat(1), { type: 'sit', seat: 1, name: 'A', chips: 10_000 });
    go(dealer, { type: 'shuffle' });
    go(seat(1), { type: 'place-wager', kind: 'ante', amount: 1000 });
    go(dealer, { type: 'no-more-bets' });
    go(dealer, { type: 'face-up-card' });
    const v = go(dealer, { type: 'face-up-card' });
    expect(v[0]).toMatchObject({ type: 'round-voided' });
    expect(s.seats[0]?.chips).toBe(10_000);
    expect(phaseOf(s)).toBe('needs-shuffle');
  });
});

describe('Five Card Hi-Lo stub count (§ 663a.8(h))', () => {
  it('a wrong stub count voids the round and returns every wager', () => {
    const r = dealt({ 2: { ante: 1000, tie: 500 } }, ['2s 3h 4d 5c 7s'], 'Ks Kh Qc Jd 9c');
    const es = r.go(dealer, { type: 'stub-miscount', misdeal: false });
    expect(es[0]).toMatchObject({ type: 'round-voided', citation: '§ 663a.8(h)' });
    expect(r.state.seats[0]?.chips).toBe(1_000_000);
    expect(phaseOf(r.state)).toBe('needs-shuffle');
  });
});

describe('two adjacent betting areas (§ 663a.7(f))', () => {
  const code = (r: { ok: boolean; error?: { code: string } }): string => (r.ok ? 'ok' : r.error!.code);
  const seated = (options: Record<string, unknown> = { adjacentAreas: true }) =>
    openTable(fiveCardHiLo, { options, automated: true, seats: [3, 6] });

  it('only where the Rules Submission allows it, next to the seat, on an empty area, beside an Ante at the seat', () => {
    const ante = { kind: 'ante', amount: 500 };
    const t = expectAdjacentAreaRules(seated, ante, [
      [3, 1, 'not_adjacent'],
      [3, 4, 'ante_required', 100, 'tie'],
      [3, 4, 'ok', 1000],
      [3, 4, 'ok', 100, 'tie'],
      [3, 2, 'two_areas_at_most'],
      [6, 6, 'ok'],
      [6, 5, 'ok'],
    ]);
    expect(code(t.submit(seat(4), { type: 'sit', seat: 4, name: 'Cy', chips: 1000 }))).toBe('area_in_use');
    expectSecondAreaWithdrawn(t, 3, 'ante', ['ante@3', 'ante@4', 'tie@4']);
  });

  it('each area is dealt as a position and played separately: the larger Ante first, the other unseen until it is played', () => {
    const t = seated();
    t.submit(seat(3), { type: 'place-wager', kind: 'ante', amount: 500 });
    t.submit(seat(3), { type: 'place-wager', kind: 'ante', amount: 1000, area: 2 });
    t.submit(seat(6), { type: 'place-wager', kind: 'ante', amount: 500 });
    t.submit(dealer, { type: 'no-more-bets' });
    t.runAutomation();
    const dealtTo = t.log.flatMap((e) => e.events).find((e) => e.type === 'cards-dealt');
    expect(dealtTo?.type === 'cards-dealt' && dealtTo.hands.map((h) => h.seat)).toEqual([2, 3, 6]);
    expect(t.state.hands.map((h) => [h.seat, h.player])).toEqual([
      [2, 3],
      [3, 3],
      [6, 6],
    ]);
    const v = t.view(seat(3));
    expect(v.areas.find((a) => a.seat === 2)!.cards).not.toBeNull();
    expect(v.areas.find((a) => a.seat === 3)!.cards).toBeNull();
    expect(code(t.submit(seat(3), { type: 'fold', area: 3 }))).toBe('other_area_first');
    expect(code(t.submit(seat(3), { type: 'place-wager', kind: 'play', amount: 500, area: 3 }))).toBe(
      'other_area_first',
    );
    const play = v.legalActions.find((a) => a.type === 'place-wager' && a.params?.['kind'] === 'play')!;
    expect(play.params).toMatchObject({ amount: 1000, area: 2 });
    expect(code(t.submit(seat(3), { type: 'place-wager', ...play.params }))).toBe('ok');
    // Once played, that hand is not changed; the other is now seen and decided.
    expect(code(t.submit(seat(3), { type: 'set-hands', aceLow: true, area: 2 }))).toBe('already_set');
    expect(t.view(seat(3)).areas.find((a) => a.seat === 3)!.cards).not.toBeNull();
    expect(
      t
        .view(seat(6))
        .areas.filter((a) => a.seat !== 6)
        .every((a) => a.cards === null),
    ).toBe(true);
    expect(code(t.submit(seat(3), { type: 'fold' }))).toBe('ok');
    t.submit(seat(6), { type: 'fold' });
    const chipsBefore = t.state.seats.find((x) => x.seat === 3)!.chips;
    t.runAutomation();
    const settled = t.log
      .flatMap((e) => e.events)
      .filter((e) => e.type === 'wager-settled' && e.seat === 3)
      .map((e) => (e.type === 'wager-settled' ? `${e.kind}@${e.area ?? e.seat}:${e.outcome}` : ''));
    expect(settled[0]).toBe('ante@3:lose');
    expect(settled.slice(1).sort()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^ante@2:/), expect.stringMatching(/^play@2:/)]),
    );
    const back = t.log
      .flatMap((e) => e.events)
      .reduce(
        (a, e) =>
          a +
          (e.type === 'wager-settled' && e.seat === 3 && e.area === 2 && e.outcome !== 'lose'
            ? e.amount + e.winnings
            : 0) +
          (e.type === 'ante-bonus-paid' && e.seat === 3 ? e.amount : 0),
        0,
      );
    expect(t.state.seats.find((x) => x.seat === 3)!.chips).toBe(chipsBefore + back);
  });

  it('options: two areas need at least two player positions', () => {
    const codes = (raw: Record<string, unknown>) =>
      fiveCardHiLo.checkOptions(fiveCardHiLo.options.parse(raw)).map((x) => x.code);
    expect(codes({ adjacentAreas: true, seats: 1 })).toEqual(['adjacent_areas_need_two_positions']);
    expect(codes({ adjacentAreas: true })).toEqual([]);
  });
});

describe('an automated table draws the cut itself (§ 663a.5(d))', () => {
  function atCut(automated: boolean) {
    const t = new Table(
      fiveCardHiLo,
      fiveCardHiLo.options.parse({ shuffler: 'manual' }),
      SeededRng.fromSeed(4),
      {
        automated,
      },
    );
    expect(t.submit(dealer, { type: 'shuffle' }).ok).toBe(true);
    expect(phaseOf(t.state)).toBe('cut');
    return t;
  }
  const cutActions = (t: ReturnType<typeof atCut>) =>
    t.view({ role: 'dealer' }).legalActions.filter((a) => a.type === 'cut');

  it('a dealer may not place the cover card on an automated table; the generator does', () => {
    const t = atCut(true);
    const before = t.state;
    const r = t.submit(dealer, { type: 'cut', position: 10 });
    expect(r.ok ? 'accepted' : [r.error.code, r.error.citation]).toEqual(['automated_table', '§ 663a.5(d)']);
    expect(t.state).toBe(before);
    expect(cutActions(t)).toEqual([expect.objectContaining({ params: {} })]);
    expect(cutActions(t)[0]!.needs).toBeUndefined();
    expect(t.submit(dealer, { type: 'cut' }).ok).toBe(true);
  });

  it('a live dealer names the position of the cut', () => {
    const t = atCut(false);
    expect(cutActions(t)[0]!.needs).toEqual(['position']);
    const r = t.submit(dealer, { type: 'cut', position: 17 });
    expect(r.ok && r.value[0]).toMatchObject({ type: 'cut', position: 17 });
  });
});

const hiLoTable = {
  game: fiveCardHiLo,
  options: (seed: number) =>
    seed % 2 ? { shuffler: 'manual', adjacentAreas: true } : { shuffler: 'automated-two-decks' },
  amount: (a: LegalAction, rng: Rng) =>
    a.needs?.includes('amount') ? 500 * (1 + rng.nextInt(4)) : undefined,
  betting: (s: HiLoState) => phaseOf(s) === 'betting',
};

describeCardTableProperties('properties of a Five Card Hi-Lo table', hiLoTable, {
  // Every pocket (racks, spots, the bank and the patrons outside the table) sums to zero, and the layout
  // holds exactly the wagers' chips.
  conserved: (s) =>
    totalChips(s) === 0 && s.wagers.every((w) => w.amount > 0) && s.seats.every((x) => x.chips >= 0),
  chips: { steps: 300, runs: 8 },
  // This seed's table allows two areas, and the log holds hands dealt to a second area.
  replay: { seed: 11, steps: 300 },
  hidden: { seed: 5, steps: 150, moves: 80, prefer: ['place-wager', 'fold'] },
});
