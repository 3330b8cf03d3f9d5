import { describe, expect, it } from 'vitest';
import { deck } from '../../core/cards.js';
import { cite } from '../../core/citation.js';
import type { Result, Rejection } from '../../core/result.js';
import { SeededRng } from '../../core/rng.js';
import type { Actor } from '../../engine/game.js';
import { Table } from '../../engine/table.js';
import { shuffledEvent } from '../testing/stacked.js';
import { asiaPoker } from './index.js';
import { phaseOf } from './state.js';

const dealer: Actor = { role: 'dealer' };
const floor: Actor = { role: 'floorperson' };
const seat = (n: number): Actor => ({ role: 'player', seat: n });
const code = (r: Result<unknown, Rejection>): string => (r.ok ? 'ok' : r.error.code);

/** A live table shuffled by hand, two players seated, the deck shuffled. */
function live(options: Record<string, unknown> = {}) {
  const t = new Table(
    asiaPoker,
    asiaPoker.options.parse({ shuffler: 'manual', ...options }),
    SeededRng.fromSeed(9),
  );
  for (const n of [2, 4]) t.submit(seat(n), { type: 'sit', seat: n, name: `P${n}`, chips: 100_000 });
  t.submit(dealer, { type: 'shuffle' });
  return t;
}

/** The live table cut, a wager of 1,000 at seat 2, and "no more bets". */
function betsClosed() {
  const t = live();
  t.submit(dealer, { type: 'cut', position: 20 });
  t.submit(seat(2), { type: 'place-wager', kind: 'asia-poker', amount: 1_000 });
  t.submit(dealer, { type: 'no-more-bets' });
  return t;
}

describe('a recut ordered after "no more bets" (§ 659a.5(d), § 659a.7(c))', () => {
  it('recuts the deck and goes on with the round: no wager is taken, and the round is not counted again', () => {
    const t = betsClosed();
    expect(t.state.round).toBe(1);
    expect(code(t.submit(floor, { type: 'order-recut' }))).toBe('ok');
    expect(phaseOf(t.state)).toBe('cut');
    expect(code(t.submit(seat(4), { type: 'place-wager', kind: 'asia-poker', amount: 1_000 }))).toBe(
      'wager_after_no_more_bets',
    );
    expect(code(t.submit(dealer, { type: 'deal' }))).toBe('not_now');
    expect(code(t.submit(dealer, { type: 'cut', position: 14 }))).toBe('ok');
    expect(code(t.submit(seat(4), { type: 'place-wager', kind: 'asia-poker', amount: 1_000 }))).toBe(
      'wager_after_no_more_bets',
    );
    expect(code(t.submit(dealer, { type: 'no-more-bets' }))).toBe('not_now');
    expect(t.state.round).toBe(1);
    expect(code(t.submit(dealer, { type: 'determine-start', dice: [1, 2, 3] }))).toBe('ok');
    // The starting position stands; a recut is still possible until a card is dealt.
    expect(code(t.submit(floor, { type: 'order-recut' }))).toBe('ok');
    expect(t.state.start?.total).toBe(6);
    t.submit(dealer, { type: 'cut', position: 30 });
    expect(code(t.submit(dealer, { type: 'deal' }))).toBe('ok');
    expect(t.state.hands.map((h) => h.seat)).toEqual([2]);
    expect(code(t.submit(floor, { type: 'order-recut' }))).toBe('not_now');
  });
});

describe('the cut (§ 659a.5(c)): at least ten cards in from the top, and no other limit but the deck', () => {
  it('a live dealer may place the cover card as deep as the 52nd card, not outside the 53-card stack', () => {
    const cut = (position: number) => code(live().submit(dealer, { type: 'cut', position }));
    expect(cut(9)).toBe('bad_cut');
    expect(cut(10)).toBe('ok');
    expect(cut(44)).toBe('ok');
    expect(cut(52)).toBe('ok');
    expect(cut(53)).toBe('bad_cut');
  });

  it('an automated table draws the cover card anywhere from ten cards in to the 52nd', () => {
    const drawn = new Set<number>();
    for (let seed = 1; seed <= 200; seed += 1) {
      const t = new Table(
        asiaPoker,
        asiaPoker.options.parse({ shuffler: 'manual' }),
        SeededRng.fromSeed(seed),
        {
          automated: true,
        },
      );
      t.runAutomation();
      const e = t.log.flatMap((x) => x.events).find((x) => x.type === 'cut');
      if (e?.type === 'cut') drawn.add(e.position);
    }
    expect(Math.min(...drawn)).toBeGreaterThanOrEqual(10);
    expect(Math.max(...drawn)).toBeLessThanOrEqual(52);
    expect([...drawn].some((p) => p > 43)).toBe(true);
  });
});

describe('a reshuffle directed by the floorperson (§ 659a.5(a))', () => {
  it('takes the deck in the shoe back to the shuffle (and the cut) before the deal; the round goes on', () => {
    const t = live();
    t.submit(dealer, { type: 'cut', position: 20 });
    const before = t.view({ role: 'compliance' }).order;
    t.submit(seat(2), { type: 'place-wager', kind: 'asia-poker', amount: 1_000 });
    t.submit(dealer, { type: 'no-more-bets' });
    t.submit(dealer, { type: 'determine-start', dice: [2, 2, 2] });
    expect(code(t.submit(dealer, { type: 'order-reshuffle' }))).toBe('not_permitted');
    expect(code(t.submit(floor, { type: 'order-reshuffle' }))).toBe('ok');
    expect(phaseOf(t.state)).toBe('needs-shuffle');
    expect(code(t.submit(dealer, { type: 'deal' }))).toBe('not_now');
    expect(code(t.submit(seat(4), { type: 'place-wager', kind: 'asia-poker', amount: 1_000 }))).toBe(
      'wager_after_no_more_bets',
    );
    expect(code(t.submit(dealer, { type: 'shuffle' }))).toBe('ok');
    expect(code(t.submit(dealer, { type: 'cut', position: 11 }))).toBe('ok');
    expect(t.view({ role: 'compliance' }).order).not.toBe(before);
    expect(t.state.round).toBe(1);
    expect(code(t.submit(dealer, { type: 'deal' }))).toBe('ok');
    expect(code(t.submit(floor, { type: 'order-reshuffle' }))).toBe('not_now');
  });

  it('is offered to the floorperson while the deck waits in the shoe; an automated table reshuffles itself', () => {
    const t = new Table(asiaPoker, asiaPoker.options.parse({}), SeededRng.fromSeed(4), { automated: true });
    t.runAutomation();
    expect(t.view(floor).legalActions.map((a) => a.type)).toContain('order-reshuffle');
    expect(t.view(dealer).legalActions.map((a) => a.type)).not.toContain('order-reshuffle');
    t.submit(floor, { type: 'order-reshuffle' });
    t.runAutomation();
    expect(phaseOf(t.state)).toBe('betting');
    expect(t.log.flatMap((e) => e.events).filter((e) => e.type === 'shuffled')).toHaveLength(2);
  });
});

describe('the automated dealing shoe dispenses stacks (§ 659a.10(b))', () => {
  /** A live table dealing a deck in its factory order, the random number 1: the deal starts at the dealer. */
  function dealt(dealing: string) {
    const o = asiaPoker.options.parse({ shuffler: 'automated', dealing, startPosition: 'rng' });
    let s = asiaPoker.setup(o, {});
    const ordered = deck({ jokers: 1 });
    s = asiaPoker.evolve(s, shuffledEvent(ordered, cite('§ 659a.5(b)(1)')));
    const t = new Table(asiaPoker, o, SeededRng.fromSeed(1), {}, { state: s, log: [] });
    t.submit(seat(2), { type: 'sit', seat: 2, name: 'Bo', chips: 10_000 });
    t.submit(seat(2), { type: 'place-wager', kind: 'asia-poker', amount: 1_000 });
    t.submit(dealer, { type: 'no-more-bets' });
    t.submit(dealer, { type: 'determine-start', number: 1 });
    expect(code(t.submit(dealer, { type: 'deal' }))).toBe('ok');
    const cards = (p: number) =>
      p === 0 ? (t.state.dealer?.cards ?? []) : (t.state.hands.find((h) => h.seat === p)?.cards ?? []);
    return { cards, ordered };
  }

  it('seven-card stacks clockwise from the starting position: the dealer the first stack, seat 2 the third', () => {
    const { cards, ordered } = dealt('automated-shoe');
    expect(cards(0)).toEqual(ordered.slice(0, 7));
    expect(cards(2)).toEqual(ordered.slice(14, 21));
  });

  it('from a manual shoe or the hand, one card at a time around the table (§§ 659a.8(c), 659a.9(b))', () => {
    for (const dealing of ['manual-shoe', 'hand']) {
      const { cards, ordered } = dealt(dealing);
      expect(cards(2)).toEqual([2, 9, 16, 23, 30, 37, 44].map((i) => ordered[i]));
    }
  });
});

describe('the stub count (§ 659a.8(d)-(e))', () => {
  it('is reported wrong only once the seven cards of every position are dealt', () => {
    const t = betsClosed();
    t.submit(dealer, { type: 'determine-start', dice: [2, 2, 2] });
    expect(code(t.submit(dealer, { type: 'stub-miscount', misdeal: true }))).toBe('not_now');
    t.submit(dealer, { type: 'deal' });
    expect(code(t.submit(dealer, { type: 'stub-miscount', misdeal: true }))).toBe('ok');
  });
});
