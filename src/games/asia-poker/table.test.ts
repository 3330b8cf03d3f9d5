import { describe, expect, it } from 'vitest';
import {
  describeCardTableProperties,
  expectAdjacentAreaRules,
  expectAreaWagers,
  expectSecondAreaWithdrawn,
} from '../testing/card-table-checks.js';
import { shuffledEvent } from '../testing/stacked.js';
import { dealer, driven, openTable, seat } from '../testing/table.js';
import { cards, deck, formatCards, type Card } from '../../core/cards.js';
import { cite } from '../../core/citation.js';
import { SeededRng, type Rng } from '../../core/rng.js';
import type { LegalAction } from '../../engine/game.js';
import { Table } from '../../engine/table.js';
import { asiaPoker } from './index.js';
import { totalChips } from '../../engine/wagers.js';
import { phaseOf, type AsiaState, type Event } from './state.js';
import type { AsiaCommand, AsiaOptions, AsiaView } from './index.js';
import { startPosition } from './rules.js';

describe('the starting position (§ 659a.5(g), spec A2)', () => {
  it.each([
    [0, [8, 15]],
    [6, [9, 16]],
    [5, [3, 10, 17]],
    [4, [4, 11, 18]],
    [3, [5, 12]],
    [2, [6, 13]],
    [1, [7, 14]],
  ] as const)('position %i for dice totals %j', (position, totals) => {
    for (const t of totals) expect(startPosition(t, 6)).toBe(position);
  });
});

/** A 53-card stack that deals these seven-card hands (by clockwise position; 0 is the dealer) from `start`. */
function stack(hands: Readonly<Record<number, string>>, start: number, positions = 7): Card[] {
  const used = Object.values(hands).flatMap((h) => cards(h));
  const rest = deck({ jokers: 1 }).filter((c) => !used.includes(c));
  const byPos = Array.from({ length: positions }, (_, p) => (hands[p] ? cards(hands[p]) : rest.splice(0, 7)));
  const out: Card[] = [];
  for (let j = 0; j < 7 * positions; j += 1) out.push(byPos[(start + j) % positions]![Math.floor(j / 7)]!);
  return [...out, ...rest];
}

function round(
  wagers: Record<number, Partial<Record<'asia-poker' | 'bonus', number>>>,
  hands: Readonly<Record<number, string>>,
  options: Record<string, unknown> = {},
  dice: [number, number, number] = [2, 3, 3],
) {
  const o = asiaPoker.options.parse(options);
  const r = driven(asiaPoker, asiaPoker.setup(o, { automated: true }));
  const start = startPosition(dice[0] + dice[1] + dice[2], o.seats);
  r.apply(shuffledEvent(stack(hands, start, o.seats + 1), cite('§ 659a.5(a)')));
  for (const [n, w] of Object.entries(wagers)) {
    r.go(seat(Number(n)), { type: 'sit', seat: Number(n), name: `P${n}`, chips: 10_000_000 });
    for (const [kind, amount] of Object.entries(w))
      r.go(seat(Number(n)), { type: 'place-wager', kind, amount });
  }
  r.go(dealer, { type: 'no-more-bets' });
  // The table is automated, so it shakes its own dice (a dealer may not report them): the stacked
  // round's dice are injected as the shaker's outcome, as the shuffle's stack is above.
  const total = dice[0] + dice[1] + dice[2];
  const shaken: Event = {
    type: 'start-determined',
    method: 'shaker',
    dice,
    total,
    position: start,
    citation: cite('§ 659a.5(g)(1)'),
  };
  r.apply(shaken);
  r.events.push(shaken);
  r.go(dealer, { type: 'deal' });
  return r;
}
const settledOf = (es: readonly Event[], n: number, kind: string) =>
  es.find((e) => e.type === 'wager-settled' && e.seat === n && e.kind === kind);
const setHands = (h: string, m: string, l: string) => ({ type: 'set-hands', high: h, medium: m, low: l });

describe('Asia Poker rounds from stacked decks', () => {
  it('deals seven cards clockwise from the shaker position to every position, checks the stub of 4 and discards unwagered stacks unseen', () => {
    const r = round(
      { 2: { 'asia-poker': 1000 } },
      { 5: 'As Ah Ad Ac Jk 7d 2c', 2: 'Ks Kh Kd Qc Qs Jd 9c' },
      {},
      [1, 1, 1],
    );
    expect(r.state.start?.position).toBe(5);
    expect(r.events.find((e) => e.type === 'start-determined')).toMatchObject({
      total: 3,
      position: 5,
      citation: '§ 659a.5(g)(1)',
    });
    expect(r.events.find((e) => e.type === 'stub-counted')).toMatchObject({ stub: 4, expected: 4 });
    expect(r.events.find((e) => e.type === 'stacks-discarded')).toMatchObject({ positions: [1, 3, 4, 5, 6] });
    expect(formatCards(r.state.hands[0]!.cards)).toBe('Ks Kh Kd Qc Qs Jd 9c');
  });

  it('#36-#40: two of three hands higher wins 1 to 1, copies go to the dealer, a foul loses (§ 659a.11(f))', () => {
    const cases: [string, string, string, string, string, string, string][] = [
      // player high | medium | low, dealer high | medium | low (7 cards each), expected
      ['As Ah Kd Kc', 'Qs Js', '9d', 'Ad Ac Qd Qc', 'Ts 9s', 'Kh', 'win'],
      ['As Ah Kd Kc', 'Qs Js', '9d', 'Ad Ac Qd Qc', 'Qh Jh', 'Kh', 'lose'],
      ['As Ah Kd Kc', 'Qs Js', '9d', 'Ad Ac Qd Qc', 'Qh Jh', '9h', 'lose'],
      ['As Ah Kd Kc', 'Qs Js', '9d', 'Ad Ac Qd Qc', 'Th 9h', '9h'.replace('9h', '9c'), 'win'],
    ];
    for (const [h, m, l, dh, dm, dl, want] of cases) {
      const r = round({ 3: { 'asia-poker': 1000 } }, { 3: `${h} ${m} ${l}`, 0: `${dh} ${dm} ${dl}` });
      r.go(seat(3), setHands(h, m, l));
      // The dealer's setting as recorded (whatever the house way would say), to test the comparison alone.
      r.apply({
        type: 'dealer-set',
        high: cards(dh),
        medium: cards(dm),
        low: cards(dl),
        rule: 'test',
        citation: cite('§ 659a.11(c)'),
      });
      r.go(seat(3), { type: 'decline-surrender' });
      const es = r.go(dealer, { type: 'settle' });
      expect(settledOf(es, 3, 'asia-poker'), `${h}/${m}/${l} vs ${dh}/${dm}/${dl}`).toMatchObject({
        outcome: want,
        winnings: want === 'win' ? 1000 : 0,
      });
    }
    const f = round({ 3: { 'asia-poker': 1000 } }, { 3: 'Qs Js 9d 4c As Ah 2d', 0: '2s 3s 4h 5c 7d 8h 9c' });
    const set = f.go(seat(3), setHands('Qs Js 9d 4c', 'As Ah', '2d'));
    expect(set[0]).toMatchObject({ foul: 'high_not_above_medium', citation: '§ 659a.11(f)(1)(iii)' });
    f.go(dealer, { type: 'set-dealer' });
    f.go(seat(3), { type: 'decline-surrender' });
    expect(settledOf(f.go(dealer, { type: 'settle' }), 3, 'asia-poker')).toMatchObject({
      outcome: 'lose',
      citation: '§ 659a.11(f)(1)(iii)',
    });
  });

  it('§ 659a.13(i): a dealer hand not set the house way is reset and the round completes', () => {
    const r = round({ 1: { 'asia-poker': 1000 } }, { 0: 'As Ah Kd Kc Qs Js 9d', 1: '2s 3s 4h 5c 7d 8h 9c' });
    r.go(seat(1), setHands('9c 8h 7d 5c', '4h 3s', '2s'));
    const es = r.go(dealer, { type: 'set-dealer', high: 'As Ah Kd Kc', medium: 'Qs Js', low: '9d' });
    expect(es.map((e) => e.type)).toEqual(['dealer-set', 'dealer-reset']);
    expect(formatCards(r.state.dealer!.set!.medium)).toBe('Kc Kd');
  });

  it('§ 659a.11(d): surrender collects the whole wager; not with a Bonus Wager; settlement runs from seat 6', () => {
    const r = round({ 1: { 'asia-poker': 1000 }, 6: { 'asia-poker': 1000, bonus: 100 } }, {});
    for (const n of [1, 6]) {
      const hw = r.state.hands.find((h) => h.seat === n)!;
      r.go(seat(n), { type: 'ask-house-way' });
      const v = asiaPoker.view(r.state, seat(n));
      const [h, m, l] = v.areas.find((x) => x.seat === n)!.houseWay!.split(' | ');
      expect(hw.cards).toHaveLength(7);
      r.go(seat(n), setHands(h!, m!, l!));
    }
    r.go(dealer, { type: 'set-dealer' });
    expect(() => r.go(seat(6), { type: 'surrender' })).toThrow('bonus_no_surrender');
    const s = r.go(seat(1), { type: 'surrender' });
    expect(settledOf(s, 1, 'asia-poker')).toMatchObject({ outcome: 'lose', citation: '§ 659a.11(d)' });
    const first = r.go(dealer, { type: 'settle' });
    expect(first[0]).toMatchObject({ type: 'hands-revealed', seat: 6 });
    expect(first.map((e) => e.type === 'wager-settled' && e.kind)).toContain('bonus');
    expect(r.go(dealer, { type: 'settle' })[0]).toMatchObject({ type: 'round-complete' });
  });

  it('#41 Bonus: three of a kind and four 8s pays 5,000 to 1, held to the payout limit (§ 659a.12(c), ruling A10 #17)', () => {
    const r = round({ 4: { 'asia-poker': 1000, bonus: 2000 } }, { 4: '8s 8h 8d 8c Ks Kh Kd' });
    r.go(seat(4), setHands('8s 8h 8d 8c', 'Ks Kh', 'Kd'));
    r.go(dealer, { type: 'set-dealer' });
    const es = r.go(dealer, { type: 'settle' });
    const asia = settledOf(es, 4, 'asia-poker');
    const paidAsia = asia?.type === 'wager-settled' ? asia.winnings : 0;
    expect(settledOf(es, 4, 'bonus')).toMatchObject({
      outcome: 'win',
      hand: 'three-of-a-kind-and-four-eights',
      winnings: 5_000_000 - paidAsia,
      limited: true,
    });
  });

  it('§ 659a.13(d): a player whose card was exposed may void the hand; all its wagers come back', () => {
    const r = round({ 2: { 'asia-poker': 1000, bonus: 100 } }, {});
    r.go(dealer, { type: 'player-card-exposed', seat: 2 });
    r.go(seat(2), { type: 'void-hand' });
    expect(r.state.seats[0]!.chips).toBe(10_000_000);
    expect(phaseOf(r.state)).toBe('dealer');
  });

  it('§ 659a.8(e): a wrong stub count that is not a misdeal voids the round and removes the deck', () => {
    const r = round({ 2: { 'asia-poker': 1000 } }, {});
    const es = r.go(dealer, { type: 'stub-miscount', misdeal: false });
    expect(es[0]).toMatchObject({ type: 'round-voided', deckRemoved: true, citation: '§ 659a.8(e)' });
    expect(r.state.seats[0]!.chips).toBe(10_000_000);
  });

  it('rejects a setting that does not use exactly the seven cards dealt', () => {
    const r = round({ 2: { 'asia-poker': 1000 } }, { 2: 'As Ah Kd Kc Qs Js 9d' });
    expect(() => r.go(seat(2), setHands('As Ah Kd Kc', 'Qs Js', '8d'))).toThrow('not_your_cards');
  });

  it('options: the payout limit floor and the button only with an automated shoe (§§ 659a.12(c), 659a.5(g)(3))', () => {
    const codes = (raw: Record<string, unknown>) =>
      asiaPoker.checkOptions(asiaPoker.options.parse(raw)).map((v) => v.code);
    expect(codes({ payoutLimit: 4_000_000 })).toEqual(['payout_limit_too_low']);
    expect(codes({ limits: { bonus: { min: 2000, max: 10_000 } } })).toEqual(['payout_limit_too_low']);
    expect(codes({ startPosition: 'button' })).toEqual(['button_needs_automated_shoe']);
    expect(codes({ startPosition: 'button', dealing: 'automated-shoe' })).toEqual([]);
  });
});

describe('an automated table draws every random outcome itself (§ 659a.5(c), (g))', () => {
  /** A table at "no more bets" (or at the cut, with a manual shuffle), `automated` or live. */
  function atStart(automated: boolean, options: Record<string, unknown> = {}) {
    const t = new Table(asiaPoker, asiaPoker.options.parse(options), SeededRng.fromSeed(11), { automated });
    t.apply(seat(2), { type: 'sit', seat: 2, name: 'Ann', chips: 100_000 });
    t.submit(dealer, { type: 'shuffle' });
    if (phaseOf(t.state) === 'cut') return t;
    t.submit(seat(2), { type: 'place-wager', kind: 'asia-poker', amount: 1000 });
    expect(t.submit(dealer, { type: 'no-more-bets' }).ok).toBe(true);
    return t;
  }
  const refused = (r: { ok: boolean; error?: { code: string; citation?: string } }) =>
    r.ok ? 'accepted' : `${r.error!.code} ${r.error!.citation ?? ''}`.trim();
  const dealerActions = (t: ReturnType<typeof atStart>, type: string) =>
    t.view({ role: 'dealer' }).legalActions.filter((a) => a.type === type);

  it('the shaker: a dealer may not report dice (6-6-6) on an automated table; the table shakes them', () => {
    const t = atStart(true);
    const before = t.state;
    expect(refused(t.submit(dealer, { type: 'determine-start', dice: [6, 6, 6] }))).toBe(
      'automated_table § 659a.5(g)(1)',
    );
    expect(t.state).toBe(before);
    expect(dealerActions(t, 'determine-start')).toEqual([
      expect.not.objectContaining({ needs: expect.anything() }),
    ]);
    expect(dealerActions(t, 'determine-start')[0]!.params ?? {}).toEqual({});
    const r = t.submit(dealer, { type: 'determine-start' });
    expect(r.ok && r.value[0]).toMatchObject({ type: 'start-determined', method: 'shaker' });
  });

  it('the random number generator: a dealer may not give the number on an automated table', () => {
    const t = atStart(true, { startPosition: 'rng' });
    expect(refused(t.submit(dealer, { type: 'determine-start', number: 1 }))).toBe(
      'automated_table § 659a.5(g)(2)',
    );
    expect(t.submit(dealer, { type: 'determine-start' }).ok).toBe(true);
  });

  it('the button has no dice or number to report, live or automated (§ 659a.5(g)(3))', () => {
    const button = { startPosition: 'button', dealing: 'automated-shoe' };
    for (const automated of [true, false]) {
      const t = atStart(automated, button);
      expect(refused(t.submit(dealer, { type: 'determine-start', dice: [6, 6, 6] }))).toBe(
        'bad_start § 659a.5(g)(3)',
      );
      expect(refused(t.submit(dealer, { type: 'determine-start', number: 3 }))).toBe(
        'bad_start § 659a.5(g)(3)',
      );
      expect(t.submit(dealer, { type: 'determine-start' }).ok).toBe(true);
    }
  });

  it('the cut of a manually shuffled deck: the table places the cover card; no position is offered', () => {
    const t = atStart(true, { shuffler: 'manual' });
    expect(phaseOf(t.state)).toBe('cut');
    expect(refused(t.submit(dealer, { type: 'cut', position: 10 }))).toBe('automated_table § 659a.5(c)');
    expect(dealerActions(t, 'cut')).toEqual([expect.objectContaining({ params: {} })]);
    expect(dealerActions(t, 'cut')[0]!.needs).toBeUndefined();
    const r = t.submit(dealer, { type: 'cut' });
    expect(r.ok && r.value[0]).toMatchObject({ type: 'cut' });
  });

  it('a live dealer still reports the dice thrown and the cut made', () => {
    const t = atStart(false);
    const r = t.submit(dealer, { type: 'determine-start', dice: [6, 6, 6] });
    expect(r.ok && r.value[0]).toMatchObject({ dice: [6, 6, 6], total: 18 });
    const cut = atStart(false, { shuffler: 'manual' });
    expect(dealerActions(cut, 'cut')[0]!.needs).toEqual(['position']);
    expect(cut.submit(dealer, { type: 'cut', position: 12 }).ok).toBe(true);
  });
});

describe('the surrender window on an automated table (§ 659a.11(d))', () => {
  function table(automated: boolean) {
    const t = new Table(asiaPoker, asiaPoker.options.parse({}), SeededRng.fromSeed(5), { automated });
    for (const n of [1, 6]) t.apply(seat(n), { type: 'sit', seat: n, name: `P${n}`, chips: 100_000 });
    t.submit(seat(1), { type: 'place-wager', kind: 'asia-poker', amount: 1000 });
    t.submit(seat(6), { type: 'place-wager', kind: 'asia-poker', amount: 1000 });
    t.submit(seat(6), { type: 'place-wager', kind: 'bonus', amount: 100 });
    return t;
  }
  const setHouseWayFor = (
    t: Table<AsiaOptions, AsiaState, AsiaCommand, Event, AsiaView>,
    n: number,
  ): void => {
    const a = t.view(seat(n)).legalActions.find((x) => x.type === 'set-hands' && !x.needs);
    expect(t.submit(seat(n), { type: 'set-hands', ...a!.params }).ok).toBe(true);
  };
  /** An automated table where both players have set their hands the House Way: the window is open. */
  function inSurrenderWindow() {
    const t = table(true);
    t.runAutomation();
    t.submit(dealer, { type: 'no-more-bets' });
    t.runAutomation();
    setHouseWayFor(t, 1);
    setHouseWayFor(t, 6);
    t.runAutomation();
    return t;
  }

  it('waits for a player who may surrender; the Bonus player is revealed without waiting', () => {
    const t = inSurrenderWindow();
    expect(phaseOf(t.state)).toBe('settling');
    expect(t.state.hands.find((h) => h.seat === 6)!.revealed).toBe(true);
    expect(t.state.hands.find((h) => h.seat === 1)!.revealed).toBe(false);
    expect(asiaPoker.automate(t.state)).toBeUndefined();
    const settle = t.submit(dealer, { type: 'settle' });
    expect(settle.ok ? '' : settle.error.code).toBe('awaiting_surrender_decision');
    const offered = t.view(seat(1)).legalActions.map((a) => a.type);
    expect(offered).toEqual(expect.arrayContaining(['surrender', 'decline-surrender']));
    expect(t.view(seat(6)).legalActions.map((a) => a.type)).not.toContain('decline-surrender');
    expect(t.submit(seat(1), { type: 'decline-surrender' }).ok).toBe(true);
    t.runAutomation();
    expect(phaseOf(t.state)).toBe('betting');
    expect(t.state.round).toBe(1);
  });

  it('a player who surrenders in the window loses the whole Asia Poker Wager and the round completes', () => {
    const t = inSurrenderWindow();
    const before = t.state.seats.find((x) => x.seat === 1)!.chips;
    const r = t.submit(seat(1), { type: 'surrender' });
    expect(r.ok && r.value.map((e) => e.type)).toEqual(['surrendered', 'wager-settled']);
    t.runAutomation();
    expect(t.state.seats.find((x) => x.seat === 1)!.chips).toBe(before);
    expect(phaseOf(t.state)).toBe('betting');
  });

  it('on a live table the dealer reveals when he judges the player has had his chance', () => {
    const t = table(false);
    t.submit(dealer, { type: 'shuffle' });
    t.submit(dealer, { type: 'no-more-bets' });
    t.submit(dealer, { type: 'determine-start' });
    t.submit(dealer, { type: 'deal' });
    setHouseWayFor(t, 1);
    setHouseWayFor(t, 6);
    t.submit(dealer, { type: 'set-dealer' });
    expect(t.submit(dealer, { type: 'settle' }).ok).toBe(true);
    expect(t.submit(dealer, { type: 'settle' }).ok).toBe(true);
    expect(t.state.hands.every((h) => h.revealed)).toBe(true);
  });
});

describe('two adjacent betting areas (§ 659a.7(f))', () => {
  const code = (r: { ok: boolean; error?: { code: string } }): string => (r.ok ? 'ok' : r.error!.code);
  const table = (options: Record<string, unknown> = { adjacentAreas: true }) =>
    openTable(asiaPoker, { options, seed: 8, automated: true, seats: [3, 6] });
  const main = { kind: 'asia-poker', amount: 1000 };
  /** Seat 3 wagers 1,000 at its seat and `amount` on `area`, and the hands are dealt. */
  function dealtOnTwoAreas(area: number, amount: number) {
    const t = table();
    t.submit(seat(3), { type: 'place-wager', kind: 'asia-poker', amount: 1000 });
    t.submit(seat(3), { type: 'place-wager', kind: 'asia-poker', amount, area });
    t.submit(dealer, { type: 'no-more-bets' });
    t.runAutomation();
    return t;
  }

  it('only where the Rules Submission allows it, next to the seat, on an empty area, beside a wager at the seat', () => {
    const t = expectAdjacentAreaRules(table, main, [
      [3, 5, 'not_adjacent'],
      [6, 5, 'own_area_first'],
      [3, 4, 'ok', 2000],
      [3, 2, 'two_areas_at_most'],
      [6, 6, 'ok'],
      [6, 5, 'ok'],
      [6, 4, 'not_adjacent'],
    ]);
    // The area at seat 4 now carries the wager of seat 3: nobody may sit there this round.
    expect(code(t.submit(seat(4), { type: 'sit', seat: 4, name: 'Cy', chips: 1000 }))).toBe('area_in_use');
    expectAreaWagers(t, main, [[6, 5, 'ok', 100, 'bonus']]);
    // Taking down the wager at the seat takes down the second area's too.
    expectSecondAreaWithdrawn(t, 6, 'asia-poker', ['asia-poker@6', 'asia-poker@5', 'bonus@5']);
  });

  it('each area is dealt and played separately: the larger wager first, the other unseen until then, each settled on its own', () => {
    const t = dealtOnTwoAreas(2, 2000);
    expect(t.state.hands.map((h) => [h.seat, h.player])).toEqual([
      [2, 3],
      [3, 3],
    ]);
    const v = t.view(seat(3));
    // Area 2 carries the larger wager: it is set first, and area 3 stays face down until then.
    expect(v.areas.find((a) => a.seat === 2)!.cards).not.toBeNull();
    expect(v.areas.find((a) => a.seat === 3)!.cards).toBeNull();
    const sets = v.legalActions.filter((a) => a.type === 'set-hands' && !a.needs);
    expect(sets.length).toBeGreaterThan(0);
    expect(sets.every((a) => a.params?.['area'] === 2)).toBe(true);
    const h3 = t.state.hands.find((h) => h.seat === 3)!;
    const [hi, md, lo] = [h3.cards.slice(0, 4), h3.cards.slice(4, 6), h3.cards.slice(6)].map(formatCards);
    expect(code(t.submit(seat(3), { type: 'set-hands', high: hi!, medium: md!, low: lo!, area: 3 }))).toBe(
      'other_area_first',
    );
    expect(code(t.submit(seat(3), { type: 'ask-house-way', area: 3 }))).toBe('other_area_first');
    expect(code(t.submit(seat(3), { type: 'set-hands', ...sets[0]!.params }))).toBe('ok');
    expect(code(t.submit(seat(3), { type: 'set-hands', ...sets[0]!.params }))).toBe('already_set');
    const v2 = t.view(seat(3));
    expect(v2.areas.find((a) => a.seat === 3)!.cards).not.toBeNull();
    // The other player never sees either area before the reveal.
    expect(t.view(seat(6)).areas.every((a) => a.cards === null)).toBe(true);
    const next = v2.legalActions.find((a) => a.type === 'set-hands' && !a.needs)!;
    expect(next.params?.['area']).toBe(3);
    t.submit(seat(3), { type: 'set-hands', ...next.params });
    t.runAutomation();
    expect(phaseOf(t.state)).toBe('settling');
    // Each area's surrender is its own choice; the reveal starts from the dealer's right (area 3).
    expect(code(t.submit(seat(3), { type: 'decline-surrender', area: 3 }))).toBe('ok');
    t.runAutomation();
    expect(t.state.hands.find((h) => h.seat === 3)!.revealed).toBe(true);
    expect(t.state.hands.find((h) => h.seat === 2)!.revealed).toBe(false);
    const chips = t.state.seats.find((x) => x.seat === 3)!.chips;
    const r = t.submit(seat(3), { type: 'surrender', area: 2 });
    expect(r.ok && r.value[1]).toMatchObject({
      type: 'wager-settled',
      seat: 3,
      area: 2,
      amount: 2000,
      outcome: 'lose',
    });
    t.runAutomation();
    expect(t.state.seats.find((x) => x.seat === 3)!.chips).toBe(chips);
    const settled = t.log
      .flatMap((e) => e.events)
      .filter((e) => e.type === 'wager-settled')
      .map((e) => (e.type === 'wager-settled' ? [e.seat, e.area ?? e.seat, e.amount] : []));
    expect(settled).toEqual([
      [3, 3, 1000],
      [3, 2, 2000],
    ]);
  });

  it("equal wagers are set counterclockwise: the area to the dealer's right (the higher position) first (ruling A10 #18)", () => {
    const t = dealtOnTwoAreas(4, 1000);
    const v = t.view(seat(3));
    expect(v.areas.find((a) => a.seat === 4)!.cards).not.toBeNull();
    expect(v.areas.find((a) => a.seat === 3)!.cards).toBeNull();
  });

  it('options: two areas need at least two betting positions', () => {
    const codes = (raw: Record<string, unknown>) =>
      asiaPoker.checkOptions(asiaPoker.options.parse(raw)).map((x) => x.code);
    expect(codes({ adjacentAreas: true, seats: 1 })).toEqual(['adjacent_areas_need_two_positions']);
    expect(codes({ adjacentAreas: true, seats: 2 })).toEqual([]);
  });
});

const asiaTable = {
  game: asiaPoker,
  options: (seed: number) =>
    seed % 2
      ? { shuffler: 'manual', adjacentAreas: true }
      : { startPosition: 'button', dealing: 'automated-shoe', shuffler: 'automated-two-decks' },
  amount: (a: LegalAction, rng: Rng) =>
    a.type === 'place-wager' || a.type === 'buy-in'
      ? (a.params?.['kind'] === 'bonus' ? 100 : 1000) * (1 + rng.nextInt(4))
      : undefined,
  betting: (s: AsiaState) => phaseOf(s) === 'betting',
};

describeCardTableProperties('properties of an Asia Poker table', asiaTable, {
  // Every pocket, the players' accounts outside the table included, sums to zero.
  conserved: (s) => totalChips(s) === 0,
  chips: { steps: 250, runs: 6 },
  // This seed's table allows two areas, and the log holds wagers on a second area.
  replay: { seed: 13, steps: 250 },
  hidden: { seed: 7, steps: 200, moves: 60, prefer: ['set-hands', 'decline-surrender', 'place-wager'] },
});
