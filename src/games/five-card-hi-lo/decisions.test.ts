/**
 * The players' part of a Five Card Hi-Lo round against § 663a.11: the setting placed once and not
 * touched again ((a)(3)), the Play-or-fold question asked in order from the dealer's left ((b)), and on
 * an automated table a player who does not answer (README rulings R48-R50).
 */
import { describe, expect, it } from 'vitest';
import { cards, deck, type Card } from '../../core/cards.js';
import { cite } from '../../core/citation.js';
import { SeededRng } from '../../core/rng.js';
import type { Actor } from '../../engine/game.js';
import { Table } from '../../engine/table.js';
import { fiveCardHiLo } from './index.js';
import { evolve, phaseOf } from './state.js';

const dealer: Actor = { role: 'dealer' };
const seat = (n: number): Actor => ({ role: 'player', seat: n });
const code = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? 'ok' : r.error?.code);
const refusal = (r: { ok: boolean; error?: unknown }) => (r.ok ? undefined : r.error);

/** A table dealt `hands` (seats in order, then the dealer) one card at a time from a stacked deck. */
function dealt(seats: readonly number[], hands: readonly string[], dealerCards: string, automated = false) {
  const o = fiveCardHiLo.options.parse({});
  const order = [...hands.map((h) => cards(h)), cards(dealerCards)];
  const front: Card[] = [];
  for (let r = 0; r < 5; r += 1) for (const h of order) front.push(h[r] as Card);
  const stack = [...front, ...deck().filter((c) => !front.includes(c))];
  const state = evolve(fiveCardHiLo.setup(o, { automated }), {
    type: 'shuffled',
    stack,
    deck: null,
    source: 'seeded',
    citation: cite('§ 663a.5(c)(1)'),
  });
  const t = new Table(fiveCardHiLo, o, SeededRng.fromSeed(3), { automated }, { state, log: [] });
  for (const n of seats) {
    t.submit(seat(n), { type: 'sit', seat: n, name: `P${n}`, chips: 100_000 });
    t.submit(seat(n), { type: 'place-wager', kind: 'ante', amount: 1_000 });
  }
  expect(code(t.submit(dealer, { type: 'no-more-bets' }))).toBe('ok');
  expect(code(t.submit(dealer, { type: 'deal' }))).toBe('ok');
  return t;
}

describe('§ 663a.11(a)(3): once set and placed, the hands are not touched again', () => {
  it('a second setting of the same hand is refused, before or after the Play Wager', () => {
    const t = dealt([1, 3], ['As Jd Tc 9h 2s', '2c 3c 4c 5c 7d'], 'Kc Qd 9d 5s 4c');
    expect(code(t.submit(seat(1), { type: 'set-hands', aceLow: true }))).toBe('ok');
    expect(refusal(t.submit(seat(1), { type: 'set-hands', aceLow: false }))).toMatchObject({
      code: 'already_set',
      citation: '§ 663a.11(a)(3)',
    });
    expect(code(t.submit(seat(1), { type: 'place-wager', kind: 'play', amount: 1_000 }))).toBe('ok');
    expect(code(t.submit(seat(1), { type: 'set-hands', aceLow: false }))).toBe('already_set');
    expect(t.state.hands[0]?.aceLow).toBe(true);
  });
  it('a hand not set before the Play Wager may be set once after it (ruling R14)', () => {
    const t = dealt([1, 3], ['As Jd Tc 9h 2s', '2c 3c 4c 5c 7d'], 'Kc Qd 9d 5s 4c');
    t.submit(seat(1), { type: 'place-wager', kind: 'play', amount: 1_000 });
    expect(code(t.submit(seat(1), { type: 'set-hands', aceLow: true }))).toBe('ok');
    expect(code(t.submit(seat(1), { type: 'set-hands', aceLow: true }))).toBe('already_set');
  });
});

describe("§ 663a.11(b): Play or fold, asked from the dealer's left, clockwise", () => {
  it('seat 1 decides before seat 3, seat 3 before seat 5', () => {
    const t = dealt([1, 3, 5], ['2c 3c 4c 5c 7d', '2d 3d 4d 5d 7h', '2h 3h 4h 5h 7s'], 'Kc Qd 9d 5s 4s');
    expect(refusal(t.submit(seat(3), { type: 'fold' }))).toMatchObject({
      code: 'not_your_turn',
      citation: '§ 663a.11(b)',
    });
    expect(code(t.submit(seat(5), { type: 'place-wager', kind: 'play', amount: 1_000 }))).toBe(
      'not_your_turn',
    );
    expect(code(t.submit(seat(1), { type: 'fold' }))).toBe('ok');
    expect(code(t.submit(seat(5), { type: 'fold' }))).toBe('not_your_turn');
    expect(code(t.submit(seat(3), { type: 'place-wager', kind: 'play', amount: 1_000 }))).toBe('ok');
    expect(code(t.submit(seat(5), { type: 'fold' }))).toBe('ok');
    expect(phaseOf(t.state)).toBe('dealer');
  });
  it('only the player asked is offered Play and fold; anyone may set meanwhile', () => {
    const t = dealt([1, 3], ['As Jd Tc 9h 2s', 'Ad Jh Ts 9c 2d'], 'Kc Qd 9d 5s 4s');
    const offered = (n: number) => fiveCardHiLo.view(t.state, seat(n)).legalActions.map((a) => a.type);
    expect(offered(1)).toContain('fold');
    expect(offered(3)).not.toContain('fold');
    expect(code(t.submit(seat(3), { type: 'set-hands', aceLow: true }))).toBe('ok');
  });
});

describe('an automated table never held by a player who does not answer (§ 663a.11(b); ruling R50)', () => {
  it('when the decision time runs out, the player asked makes no Play Wager: he folds, in turn', () => {
    const t = dealt([1, 3], ['As Jd Tc 9h 2s', 'Kd Kh 4c 5c 7d'], 'Kc Qd 9d 5s 4s', true);
    t.submit(seat(1), { type: 'set-hands', aceLow: true });
    const first = fiveCardHiLo.overdue?.(t.state);
    expect(first).toEqual({ actor: seat(1), command: { type: 'fold', area: 1 } });
    if (!first) return;
    expect(t.apply(first.actor, first.command).ok).toBe(true);
    const second = fiveCardHiLo.overdue?.(t.state);
    expect(second).toEqual({ actor: seat(3), command: { type: 'fold', area: 3 } });
    if (!second) return;
    const r = t.apply(second.actor, second.command);
    // 663a.11(b): the player who makes no Play Wager forfeits the Ante.
    expect(r.ok ? r.value.filter((e) => e.type === 'wager-settled') : r).toEqual([
      expect.objectContaining({ seat: 3, kind: 'ante', outcome: 'lose', citation: '§ 663a.11(c)' }),
    ]);
    expect(phaseOf(t.state)).toBe('dealer');
    expect(fiveCardHiLo.overdue?.(t.state)).toBeUndefined();
    // The dealer turns over, settles, and shuffles for the next round: nobody holds the table.
    t.runAutomation();
    expect(t.state.hands).toEqual([]);
    expect(phaseOf(t.state)).toBe('betting');
  });
  it('a live table waits for the dealer: nothing is taken for the player', () => {
    const t = dealt([1], ['As Jd Tc 9h 2s'], 'Kc Qd 9d 5s 4s');
    expect(fiveCardHiLo.overdue?.(t.state)).toBeUndefined();
  });
});

describe('the log line of a setting, per viewer', () => {
  it('one ace low tells that the player holds an ace: only he and compliance read how he set', () => {
    const t = dealt([1, 3], ['As Jd Tc 9h 2s', '2c 3c 4c 5c 7d'], 'Kc Qd 9d 5s 4c');
    const before = t.state;
    const r = t.submit(seat(1), { type: 'set-hands', aceLow: true });
    const e = r.ok ? r.value[0] : undefined;
    if (!e) throw new Error('no event');
    const line = (v: Parameters<typeof fiveCardHiLo.describe>[1]) => fiveCardHiLo.describe(e, v, before);
    expect(line(seat(1))).toContain('one ace in the low hand');
    expect(line({ role: 'compliance' })).toContain('one ace in the low hand');
    for (const v of [seat(3), { role: 'player' as const }, dealer, { role: 'floorperson' as const }])
      expect(line(v)).toBe('seat 1 sets the hands  [§ 663a.11(d)]');
  });
});

describe('the view names the player asked (§ 663a.11(b))', () => {
  it('every viewer reads whose answer the table waits for', () => {
    const t = dealt([2, 4], ['2c 3c 4c 5c 7d', '2d 3d 4d 5d 7h'], 'Kc Qd 9d 5s 4s');
    expect(fiveCardHiLo.view(t.state, seat(4)).next).toMatch(/^seat 2 makes a Play Wager/);
    t.submit(seat(2), { type: 'fold' });
    expect(fiveCardHiLo.view(t.state, { role: 'player' }).next).toMatch(/^seat 4 makes a Play Wager/);
  });
});
