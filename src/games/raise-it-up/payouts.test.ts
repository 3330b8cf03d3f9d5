/**
 * Stacked-deck rounds for every payout row of § 669a.12 and the settlement of § 669a.11(i): the Ante,
 * Blind and Play on the best five of six cards, Pair Plus A and B, the Six Card Bonus A to D, the
 * Progressive Payout Wager at the meter with the Envy Bonus, and the order players are settled in.
 * Expected amounts are worked out here from the printed tables, not read back from the code.
 */
import { describe, expect, it } from 'vitest';
import { totalChips } from '../../engine/wagers.js';
import { METER, meterOf } from './state.js';
import { DEALER, FLOOR, Round, playRound, player, settledOf, stackFor } from './testing.js';

/** Three cards for the player and the board that make each five-card hand of § 669a.6(b) from six. */
const SIX: Readonly<Record<string, readonly [string, string]>> = {
  'royal-flush': ['As Ks Qs', 'Js Ts 2d'],
  'straight-flush': ['9h 8h 7h', '6h 5h 2c'],
  'four-of-a-kind': ['Kc Kd Kh', 'Ks 4d 2c'],
  'full-house': ['Qc Qd Qh', '3s 3d 8c'],
  flush: ['Ac 9c 4c', '7c 2c Kd'],
  straight: ['9c Td Jh', 'Qs Kd 2c'],
  'three-of-a-kind': ['7c 7d 7h', 'Ks 4d 2c'],
  'two-pair': ['5c 5d 9h', '9s Kd 2c'],
  'pair-of-10s': ['Tc Td 4h', '8s 6d 2c'],
  'pair-of-9s': ['9c 9d 4h', 'Ks 6d 2c'],
  'high-card': ['Ac 9d 4h', 'Ks 6d 2c'],
};

describe('Ante, Blind and Play on the best five of six cards (§ 669a.11(i)(2), § 669a.12(b)-(d))', () => {
  // Ante $10, Blind $10, Play 3x = $30 placed at 3rd Street. Net in cents: Ante 1 to 1, Blind and Play
  // at their rows (§ 669a.12(c), (d)); below a pair of 10s all three lose (§ 669a.11(i)(2)(i)).
  it.each([
    ['royal-flush', 1_000 + 1_000_000 + 300_000],
    ['straight-flush', 1_000 + 200_000 + 60_000],
    ['four-of-a-kind', 1_000 + 30_000 + 30_000],
    ['full-house', 1_000 + 4_000 + 18_000],
    ['flush', 1_000 + 3_000 + 15_000],
    ['straight', 1_000 + 2_000 + 12_000],
    ['three-of-a-kind', 1_000 + 1_000 + 9_000],
    ['two-pair', 1_000 + 0 + 4_500],
    ['pair-of-10s', 1_000 + 0 + 3_000],
    ['pair-of-9s', -5_000],
    ['high-card', -5_000],
  ] as const)('%s: a $10 Ante with Play 3x nets %i cents', (hand, net) => {
    const [own, board] = SIX[hand] as [string, string];
    const r = playRound({ 1: own }, board, { 1: { ante: 1_000 } }, { 1: [3] });
    expect(r.chips(1) - 1_000_000).toBe(net);
    expect(totalChips(r.s)).toBe(0);
    const blind = settledOf(r, 1, 'blind')[0];
    if (hand === 'two-pair' || hand === 'pair-of-10s') {
      expect(blind?.outcome).toBe('push');
      expect(blind?.citation).toBe('§ 669a.12(d)');
    }
  });

  it.each([
    [[3], 3_000],
    [['check', 2], 2_000],
    [['check', 'check', 1], 1_000],
  ] as const)(
    'a Play Wager of %j (3x at 3rd, 2x at 4th, 1x at 5th) is paid 1 to 1 on a pair of 10s',
    (answers, play) => {
      const r = playRound({ 2: 'Tc Td 4h' }, '8s 6d 2c', { 2: { ante: 1_000 } }, { 2: answers });
      const w = settledOf(r, 2, 'play')[0];
      expect(w?.amount).toBe(play);
      expect(w?.winnings).toBe(play);
      expect(w?.citation).toBe('§ 669a.12(c)');
    },
  );

  it('a fold before 6th Street loses the Ante and Blind at once and nothing else (§ 669a.11(f))', () => {
    const r = playRound(
      { 1: 'Ac 9d 4h' },
      'Ks 6d 2c',
      { 1: { ante: 1_000 } },
      { 1: ['check', 'check', 'fold'] },
    );
    expect(r.chips(1) - 1_000_000).toBe(-2_000);
    const i = r.events.findIndex((e) => e.type === 'folded');
    const j = r.events.findIndex((e) => e.type === 'community-card-turned' && e.box === '6th Street');
    expect(i).toBeGreaterThan(0);
    // Collected before the third community card is turned.
    expect(settledOf(r, 1, 'ante')[0]?.citation).toBe('§ 669a.11(f)');
    expect(r.events.indexOf(settledOf(r, 1, 'blind')[0]!)).toBeLessThan(j);
  });
});

describe('Pair Plus (§ 669a.11(i)(1), § 669a.12(a)): the player’s three cards', () => {
  // $5 Pair Plus; winnings in cents = 500 x odds.
  it.each([
    ['9h 8h 7h', 'A', 20_000],
    ['9h 8h 7h', 'B', 20_000],
    ['7c 7d 7h', 'A', 15_000],
    ['7c 7d 7h', 'B', 12_500],
    ['9c Td Jh', 'A', 3_000],
    ['Ac 2d 3h', 'A', 3_000],
    ['Ac 9c 4c', 'B', 2_000],
    ['5c 5d 9h', 'A', 500],
    ['Ac 9d 4h', 'A', 0],
  ] as const)('%s under paytable %s wins %i cents (A-2-3 a straight, A-AMB-7)', (own, table, won) => {
    const r = playRound(
      { 1: own },
      'Ks 6d 2s',
      { 1: { ante: 1_000, 'pair-plus': 500 } },
      {},
      { pairPlus: table },
    );
    const w = settledOf(r, 1, 'pair-plus')[0];
    expect(w?.winnings).toBe(won);
    expect(w?.outcome).toBe(won ? 'win' : 'lose');
  });

  it('is settled though the player folds (A-AMB-3), at his turn and face down', () => {
    const r = playRound(
      { 1: '7c 7d 7h' },
      'Ks 6d 2s',
      { 1: { ante: 1_000, 'pair-plus': 500 } },
      { 1: ['check', 'check', 'fold'] },
    );
    expect(settledOf(r, 1, 'pair-plus')[0]?.winnings).toBe(15_000);
    expect(r.events.some((e) => e.type === 'hand-revealed')).toBe(false);
  });

  it('is not offered when the Rules Submission names no paytable (A-AMB-4)', () => {
    expect(() =>
      playRound(
        { 1: '7c 7d 7h' },
        'Ks 6d 2s',
        { 1: { ante: 1_000, 'pair-plus': 500 } },
        {},
        { pairPlus: null },
      ),
    ).toThrow(/wager_not_offered/);
  });
});

describe('Six Card Bonus (§ 669a.11(i)(3)(ii), § 669a.12(f)): three of a kind or better on six cards', () => {
  const ODDS: Readonly<Record<string, readonly number[]>> = {
    'royal-flush': [1000, 1000, 1000, 1000],
    'straight-flush': [200, 200, 200, 200],
    'four-of-a-kind': [50, 50, 100, 100],
    'full-house': [25, 25, 20, 20],
    flush: [20, 15, 15, 15],
    straight: [10, 10, 9, 10],
    'three-of-a-kind': [5, 5, 8, 7],
    'two-pair': [0, 0, 0, 0],
  };
  for (const [i, table] of (['A', 'B', 'C', 'D'] as const).entries())
    it.each(Object.entries(ODDS))(`paytable ${table}: %s pays %j`, (hand, row) => {
      const [own, board] = SIX[hand] as [string, string];
      const r = playRound(
        { 1: own },
        board,
        { 1: { ante: 1_000, 'six-card-bonus': 500 } },
        { 1: [1] },
        { sixCardBonus: table },
      );
      expect(settledOf(r, 1, 'six-card-bonus')[0]?.winnings).toBe(500 * (row[i] ?? 0));
    });

  it('is paid though the player folds (§ 669a.11(g))', () => {
    const [own, board] = SIX['three-of-a-kind'] as [string, string];
    const r = playRound(
      { 1: own },
      board,
      { 1: { ante: 1_000, 'six-card-bonus': 500 } },
      { 1: ['check', 'check', 'fold'] },
    );
    expect(settledOf(r, 1, 'six-card-bonus')[0]?.winnings).toBe(2_500);
  });
});

describe('the Progressive Payout Wager and its meter (§ 669a.11(i)(3)(i), § 669a.12(e))', () => {
  const prog = (seat: number, extra: Record<string, number> = {}) => ({
    [seat]: { ante: 1_000, progressive: 100, ...extra },
  });

  it.each([
    ['Ah Kh Qh', 50_000],
    ['9h 8h 7h', 7_000],
    ['7c 7d 7h', 6_000],
    ['9c Td Jh', 600],
    ['5c 5d 9h', 0],
  ] as const)(
    '%s pays %i cents in all on $1 ("for 1", A-AMB-10; a pair pays nothing, A-AMB-5)',
    (own, paid) => {
      const r = playRound({ 1: own }, 'Ks 6d 2s', prog(1), { 1: [1] });
      const e = r.events.find((x) => x.type === 'progressive-settled');
      expect(e && 'paid' in e ? e.paid : undefined).toBe(paid);
      expect(totalChips(r.s)).toBe(0);
    },
  );

  it('the meter starts at the reset amount and rises by 14% of each wager, a fraction carried (§ 669a.12(e)(3))', () => {
    let r = playRound({ 1: '5c 5d 9h', 2: '4c 4d 8h' }, 'Ks 6d 2s', { ...prog(1), ...prog(2) });
    // Two $1 wagers at 14%: 28 cents.
    expect(meterOf(r.s)).toBe(100_000 + 28);
    r = playRound(
      { 1: '5c 5d 9h' },
      'Ks 6d 2s',
      prog(1),
      {},
      { progressive: { wager: 1, resetCents: 100_000, ratePercent: 14.5 } },
    );
    // 14.5 cents: 14 to the meter, half a cent carried to the next round.
    expect(meterOf(r.s)).toBe(100_014);
    expect(r.s.progressive.carry).toBe(5_000);
    r = playRound({ 1: '5c 5d 9h' }, 'Ks 6d 2s', prog(1), {}, {}, r);
    expect(meterOf(r.s)).toBe(100_029);
  });

  it('the ace, king and queen of spades wins the meter as it stands at the player’s turn, paid from the meter’s pool, then the meter resets (§ 669a.12(e)(4), A-AMB-16)', () => {
    const r = playRound({ 1: 'As Ks Qs' }, 'Kd 6d 2c', prog(1), { 1: [3] });
    const won = r.events.find((x) => x.type === 'progressive-settled');
    expect(won && 'paid' in won ? won.paid : 0).toBe(100_014);
    expect(won && 'transfers' in won ? won.transfers : []).toEqual([
      { from: METER, to: 'rack:1', amount: 100_014 },
    ]);
    expect(r.events.some((x) => x.type === 'meter-reset')).toBe(true);
    expect(meterOf(r.s)).toBe(100_000);
  });

  it('a live table pays a winning Progressive only once a floorperson validates it (§ 669a.11(i)(3)(i)(A)-(D))', () => {
    const r = new Round({}, false);
    r.stack(stackFor({ 1: '9h 8h 7h', 2: '5c 5d 9c' }, 'Ks 6d 2s'));
    for (const seat of [1, 2]) {
      r.sit(seat);
      r.go(player(seat), { type: 'place-wager', kind: 'ante', amount: 1_000 });
    }
    r.go(player(1), { type: 'place-wager', kind: 'progressive', amount: 100 });
    r.go(DEALER, { type: 'no-more-bets' });
    r.go(DEALER, { type: 'deal' });
    for (const seat of [1, 2]) r.go(player(seat), { type: 'play', multiple: 1 });
    for (let i = 0; i < 3; i += 1) r.go(DEALER, { type: 'turn-card' });
    r.go(DEALER, { type: 'settle' });
    // Seat 1's hand is turned over and its first wagers settled; the Progressive waits.
    expect(r.go(DEALER, { type: 'settle' }).map((e) => e.type)).toEqual([
      'hand-revealed',
      'wager-settled',
      'wager-settled',
      'wager-settled',
      'progressive-validation-due',
    ]);
    expect(r.try(DEALER, { type: 'settle' })).toMatchObject({
      ok: false,
      error: { code: 'awaiting_validation' },
    });
    expect(r.try(DEALER, { type: 'validate-progressive', seat: 1 })).toMatchObject({
      ok: false,
      error: { code: 'not_permitted' },
    });
    expect(r.try(DEALER, { type: 'wrong-card-count' })).toMatchObject({
      ok: false,
      error: { code: 'settlement_begun' },
    });
    r.go(FLOOR, { type: 'validate-progressive', seat: 1 });
    const paid = r.go(DEALER, { type: 'settle' }).find((e) => e.type === 'progressive-settled');
    expect(paid && 'paid' in paid ? paid.paid : 0).toBe(7_000);
  });

  it('a fold forfeits every Progressive payout (§ 669a.11(g), A-AMB-12)', () => {
    const r = playRound({ 1: '9c Td Jh' }, 'Ks 6d 2s', prog(1), { 1: ['check', 'check', 'fold'] });
    const e = r.events.find((x) => x.type === 'progressive-settled');
    expect(e && 'outcome' in e ? e.outcome : '').toBe('forfeited');
  });

  it('players are settled from the dealer’s right, each player’s wagers in the order of § 669a.11(i)', () => {
    const r = playRound(
      { 1: '5c 5d 9h', 4: '9h 8h 7h', 6: 'Tc Td 4s' },
      'Ks 6d 2s',
      {
        1: { ante: 1_000, 'pair-plus': 500, 'six-card-bonus': 500, progressive: 100 },
        4: { ante: 1_000 },
        6: { ante: 1_000 },
      },
      { 1: [1], 4: [1], 6: [1] },
    );
    const order = r.events.flatMap((e) => (e.type === 'player-settled' ? [e.seat] : []));
    expect(order).toEqual([6, 4, 1]);
    const seat1 = r.events
      .filter(
        (e) =>
          'seat' in e &&
          e.seat === 1 &&
          (e.type === 'wager-settled' || e.type === 'progressive-settled' || e.type === 'hand-revealed'),
      )
      .map((e) => (e.type === 'wager-settled' ? e.kind : e.type));
    expect(seat1).toEqual([
      'hand-revealed',
      'pair-plus',
      'ante',
      'blind',
      'play',
      'progressive-settled',
      'six-card-bonus',
    ]);
  });
});

describe('the Envy Bonus (§ 669a.11(i)(3)(i)(E), § 669a.12(e)(5))', () => {
  it('each other Progressive bettor is paid for another player’s suited ace, king, queen; none for his own hand', () => {
    const r = playRound(
      { 1: '5c 5d 9h', 2: 'Ah Kh Qh', 3: '4c 4d 8h' },
      'Ks 6d 2s',
      { 1: { ante: 1_000, progressive: 100 }, 2: { ante: 1_000, progressive: 100 }, 3: { ante: 1_000 } },
      { 1: [1], 2: [1], 3: [1] },
    );
    const envy = r.events.filter((e) => e.type === 'envy-bonus-paid');
    expect(envy.map((e) => [e.seat, e.holder, e.amount])).toEqual([[1, 2, 2_500]]);
  });

  it('$5 wagers: $500 for the spades, $125 for another suit, one per qualifying hand, the recipient folded or not (§ 669a.11(g))', () => {
    const five = { progressive: { wager: 5, resetCents: 500_000, ratePercent: 14 } };
    const r = playRound(
      { 1: '5c 5d 9h', 2: 'As Ks Qs', 3: 'Ah Kh Qh' },
      'Kd 6d 2c',
      { 1: { ante: 1_000, progressive: 500 }, 2: { ante: 1_000 }, 3: { ante: 1_000 } },
      { 1: ['check', 'check', 'fold'], 2: [1], 3: [1] },
      five,
    );
    const envy = r.events.filter((e) => e.type === 'envy-bonus-paid');
    expect(envy.map((e) => [e.holder, e.amount]).sort()).toEqual([
      [2, 50_000],
      [3, 12_500],
    ]);
  });

  it('a folded hand is never turned over and qualifies nobody (ruling R61)', () => {
    const r = playRound(
      { 1: '5c 5d 9h', 2: 'Ah Kh Qh' },
      'Ks 6d 2s',
      { 1: { ante: 1_000, progressive: 100 }, 2: { ante: 1_000 } },
      { 1: [1], 2: ['check', 'check', 'fold'] },
    );
    expect(r.events.some((e) => e.type === 'envy-bonus-paid')).toBe(false);
  });
});
