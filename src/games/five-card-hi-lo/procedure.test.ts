/**
 * Five Card Hi-Lo procedures the review of issue 16 found missing or wrong, each against its section of
 * ch. 663a: the cut (663a.5(d)), the floor's recut and reshuffle (663a.5(a), (e)), the counting shuffler
 * (663a.5(b)) and the automated shoe's stacks (663a.10(b)).
 */
import { describe, expect, it } from 'vitest';
import { SeededRng } from '../../core/rng.js';
import type { Actor } from '../../engine/game.js';
import { Table } from '../../engine/table.js';
import { fiveCardHiLo } from './index.js';
import { phaseOf } from './state.js';

const dealer: Actor = { role: 'dealer' };
const floor: Actor = { role: 'floorperson' };
const seat = (n: number): Actor => ({ role: 'player', seat: n });

function table(options: Record<string, unknown> = {}, automated = false) {
  return new Table(fiveCardHiLo, fiveCardHiLo.options.parse(options), SeededRng.fromSeed(7), { automated });
}
const code = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? 'ok' : r.error?.code);

describe('§ 663a.5(d): the cover card goes at least ten cards in; the text sets no maximum', () => {
  it.each([43, 47, 51])('a cut %i cards in is made', (position) => {
    const t = table({ shuffler: 'manual' });
    expect(code(t.submit(dealer, { type: 'shuffle' }))).toBe('ok');
    expect(code(t.submit(dealer, { type: 'cut', position }))).toBe('ok');
    expect(phaseOf(t.state)).toBe('betting');
  });
  it.each([9, 52])('a cut %i cards in is refused, citing 663a.5(d)', (position) => {
    const t = table({ shuffler: 'manual' });
    t.submit(dealer, { type: 'shuffle' });
    const r = t.submit(dealer, { type: 'cut', position });
    expect(r.ok ? undefined : r.error).toMatchObject({ code: 'bad_cut', citation: '§ 663a.5(d)' });
  });
});

/** A table with `wagers` Antes placed on a shuffled (and, by hand, cut) deck. */
function ready(options: Record<string, unknown>, seats: readonly number[] = [1, 3]) {
  const t = table(options);
  for (const n of seats) {
    t.submit(seat(n), { type: 'sit', seat: n, name: `P${n}`, chips: 100_000 });
    t.submit(seat(n), { type: 'place-wager', kind: 'ante', amount: 1_000 });
  }
  expect(code(t.submit(dealer, { type: 'shuffle' }))).toBe('ok');
  if (options.shuffler === 'manual') expect(code(t.submit(dealer, { type: 'cut', position: 20 }))).toBe('ok');
  return t;
}

describe('§ 663a.5(e): a floorperson may require a recut after the cut and before the deal', () => {
  it('the recut sends the deck back to be cut; the wagers stand', () => {
    const t = ready({ shuffler: 'manual' });
    const before = t.state.deck.stack;
    expect(code(t.submit(dealer, { type: 'order-recut' }))).toBe('not_permitted');
    const r = t.submit(floor, { type: 'order-recut' });
    expect(r.ok ? r.value : r.error).toMatchObject([{ type: 'recut-ordered', citation: '§ 663a.5(e)' }]);
    expect(phaseOf(t.state)).toBe('cut');
    expect(t.state.wagers).toHaveLength(2);
    expect(code(t.submit(dealer, { type: 'no-more-bets' }))).toBe('not_now');
    expect(code(t.submit(dealer, { type: 'cut', position: 30 }))).toBe('ok');
    expect(t.state.deck.stack).not.toEqual(before);
    expect(code(t.submit(dealer, { type: 'no-more-bets' }))).toBe('ok');
  });
  it('not once the cards are dealt, nor on a deck an automated shuffler stacked (no cut)', () => {
    const t = ready({ shuffler: 'manual' });
    t.submit(dealer, { type: 'no-more-bets' });
    t.submit(dealer, { type: 'deal' });
    expect(code(t.submit(floor, { type: 'order-recut' }))).toBe('not_now');
    expect(code(ready({ shuffler: 'automated' }).submit(floor, { type: 'order-recut' }))).toBe('not_now');
  });
});

describe('§ 663a.5(a): the dealer shuffles when directed by the floorperson', () => {
  it('a reshuffle directed before the deal: the deck is shuffled again, the wagers stand', () => {
    const t = ready({ shuffler: 'automated' });
    const r = t.submit(floor, { type: 'order-reshuffle' });
    expect(r.ok ? r.value : r.error).toMatchObject([{ type: 'reshuffle-ordered', citation: '§ 663a.5(a)' }]);
    expect(phaseOf(t.state)).toBe('needs-shuffle');
    expect(t.state.wagers).toHaveLength(2);
    expect(code(t.submit(dealer, { type: 'shuffle' }))).toBe('ok');
    expect(code(t.submit(dealer, { type: 'no-more-bets' }))).toBe('ok');
  });
  it('only a floorperson directs it, and not once the cards are dealt', () => {
    const t = ready({ shuffler: 'automated' });
    expect(code(t.submit(dealer, { type: 'order-reshuffle' }))).toBe('not_permitted');
    t.submit(dealer, { type: 'no-more-bets' });
    t.submit(dealer, { type: 'deal' });
    expect(code(t.submit(floor, { type: 'order-reshuffle' }))).toBe('not_now');
  });
});

describe('§ 663a.5(b): a counting shuffler that shows the wrong number of cards', () => {
  it('the deck is removed from the table and a new one shuffled; the wagers stand', () => {
    const t = ready({ shuffler: 'automated', countingShuffler: true });
    const r = t.submit(dealer, { type: 'shuffler-miscount' });
    expect(r.ok ? r.value : r.error).toMatchObject([{ type: 'deck-removed', citation: '§ 663a.5(b)' }]);
    expect(phaseOf(t.state)).toBe('needs-shuffle');
    expect(t.state.wagers).toHaveLength(2);
  });
  it('a table whose shuffler does not count has no such report; a shuffler counts only automated', () => {
    expect(code(ready({ shuffler: 'automated' }).submit(dealer, { type: 'shuffler-miscount' }))).toBe(
      'no_counting_shuffler',
    );
    const v = fiveCardHiLo.checkOptions?.(
      fiveCardHiLo.options.parse({ shuffler: 'manual', countingShuffler: true }),
    );
    expect(v).toEqual([
      expect.objectContaining({ path: 'options.countingShuffler', citation: '§ 663a.5(b)' }),
    ]);
  });
});

describe('§ 663a.10(b): an automated dealing shoe dispenses a stack of five per position', () => {
  it.each([
    ['automated-shoe', 'stacks'],
    ['manual-shoe', 'cards'],
    ['hand', 'cards'],
  ])('dealing from %s delivers %s', (dealing, delivery) => {
    const t = ready({ shuffler: 'automated', dealing }, [1, 3]);
    const stack = t.state.deck.stack ?? [];
    t.submit(dealer, { type: 'no-more-bets' });
    const r = t.submit(dealer, { type: 'deal' });
    const dealt = r.ok ? r.value.find((e) => e.type === 'cards-dealt') : undefined;
    // Three positions (seats 1 and 3, then the dealer): a stack of five each in turn, or one card each
    // round after round (§ 663a.8(d), § 663a.9(b)).
    const at = (position: number, k: number) =>
      delivery === 'stacks' ? stack[position * 5 + k] : stack[k * 3 + position];
    const five = (position: number) => [0, 1, 2, 3, 4].map((k) => at(position, k));
    expect(dealt).toMatchObject({
      hands: [
        { seat: 1, cards: five(0) },
        { seat: 3, cards: five(1) },
      ],
      dealer: five(2),
      citation:
        dealing === 'automated-shoe' ? '§ 663a.10(b)' : dealing === 'hand' ? '§ 663a.9(a)' : '§ 663a.8(d)',
    });
  });
});

describe('§ 663a.2(a): the view tells how many player positions the table has', () => {
  it.each([4, 6])('a table of %i positions: the web draws those seats and no other', (seats) => {
    const t = table({ seats });
    for (const viewer of [{ role: 'player' as const }, seat(1), dealer])
      expect(fiveCardHiLo.view(t.state, viewer).seatCount).toBe(seats);
    expect(code(t.submit(seat(seats + 1), { type: 'sit', seat: seats + 1, name: 'X', chips: 1000 }))).toBe(
      'no_such_seat',
    );
  });
});
