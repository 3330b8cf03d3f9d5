import { describe, expect, it } from 'vitest';
import { deck, formatCards } from '../../core/cards.js';
import { cite } from '../../core/citation.js';
import type { Result, Rejection } from '../../core/result.js';
import { SeededRng } from '../../core/rng.js';
import type { Actor } from '../../engine/game.js';
import { Table } from '../../engine/table.js';
import { adviseAt } from './advise.js';
import { shuffledEvent } from '../testing/stacked.js';
import { asiaPoker } from './index.js';

const dealer: Actor = { role: 'dealer' };
const ann: Actor = { role: 'player', seat: 2 };
const code = (r: Result<unknown, Rejection>): string => (r.ok ? 'ok' : r.error.code);

/**
 * A live table dealing the deck in factory order from a manual shoe, the random number 1 (the deal
 * starts at the dealer): seat 2 receives cards 2, 9, 16, 23, 30, 37 and 44 of the deck.
 */
function table(options: Record<string, unknown> = {}) {
  const o = asiaPoker.options.parse({ shuffler: 'automated', startPosition: 'rng', ...options });
  const ordered = deck({ jokers: 1 });
  const s = asiaPoker.evolve(asiaPoker.setup(o, {}), shuffledEvent(ordered, cite('§ 659a.5(b)(1)')));
  const t = new Table(asiaPoker, o, SeededRng.fromSeed(1), {}, { state: s, log: [] });
  t.submit(ann, { type: 'sit', seat: 2, name: 'Ann', chips: 10_000 });
  t.submit(ann, { type: 'place-wager', kind: 'asia-poker', amount: 1_000 });
  t.submit(dealer, { type: 'no-more-bets' });
  t.submit(dealer, { type: 'determine-start', number: 1 });
  const seven = [2, 9, 16, 23, 30, 37, 44].map((i) => ordered[i] as number);
  return { t, seven };
}
const mine = (t: ReturnType<typeof table>['t']) => t.view(ann).areas.find((a) => a.seat === 2);

describe('a card of a player exposed by the dealer (§ 659a.13(d))', () => {
  it('the player decides to void or play out the hand without seeing the unexposed cards', () => {
    const { t, seven } = table();
    t.submit(dealer, { type: 'deal' });
    expect(mine(t)?.cards).toBe(formatCards(seven));
    const exposed = formatCards([seven[3] as number]);
    expect(code(t.submit(dealer, { type: 'player-card-exposed', seat: 2, card: exposed }))).toBe('ok');
    // Only the exposed card is shown him; no setting, house way or hand name gives the others away.
    const v = mine(t);
    expect(v?.cards).toBe(exposed);
    expect(v?.legalSettings).toBeUndefined();
    expect(v?.houseWay).toBeUndefined();
    expect(v?.handNames).toBeUndefined();
    expect(adviseAt(t.state, ann)).toBeUndefined();
    const offered = t.view(ann).legalActions.map((a) => a.type);
    expect(offered).toEqual(expect.arrayContaining(['void-hand', 'play-hand']));
    expect(offered).not.toContain('set-hands');
    expect(offered).not.toContain('ask-house-way');
    const [h, m, l] = [seven.slice(0, 4), seven.slice(4, 6), seven.slice(6)].map(formatCards);
    expect(code(t.submit(ann, { type: 'set-hands', high: h!, medium: m!, low: l! }))).toBe(
      'exposed_card_decision',
    );
    expect(code(t.submit(ann, { type: 'ask-house-way' }))).toBe('exposed_card_decision');
    // He plays it out: now he sees the seven cards, sets them, and may no longer void.
    expect(code(t.submit(ann, { type: 'play-hand' }))).toBe('ok');
    expect(mine(t)?.cards).toBe(formatCards(seven));
    expect(code(t.submit(ann, { type: 'void-hand' }))).toBe('not_now');
    expect(code(t.submit(ann, { type: 'play-hand' }))).toBe('not_now');
    expect(code(t.submit(ann, { type: 'ask-house-way' }))).toBe('ok');
  });

  it('voiding returns the wagers without the hand ever being shown again', () => {
    const { t } = table();
    t.submit(dealer, { type: 'deal' });
    t.submit(dealer, { type: 'player-card-exposed', seat: 2 });
    expect(mine(t)?.cards).toBeNull();
    expect(code(t.submit(ann, { type: 'void-hand' }))).toBe('ok');
    expect(t.state.seats.find((x) => x.seat === 2)?.chips).toBe(10_000);
  });

  it('an exposure reported while the cards are dealt hides the hand from the start', () => {
    const { t, seven } = table();
    const exposed = formatCards([seven[0] as number]);
    expect(code(t.submit(dealer, { type: 'player-card-exposed', seat: 2, card: exposed }))).toBe('ok');
    expect(code(t.submit(dealer, { type: 'player-card-exposed', seat: 3 }))).toBe('not_now');
    t.submit(dealer, { type: 'deal' });
    expect(mine(t)?.cards).toBe(exposed);
    expect(code(t.submit(ann, { type: 'play-hand' }))).toBe('ok');
    expect(mine(t)?.cards).toBe(formatCards(seven));
  });

  it("the card named must be one of that player's seven", () => {
    const { t, seven } = table();
    t.submit(dealer, { type: 'deal' });
    const other = deck({ jokers: 1 }).find((c) => !seven.includes(c)) as number;
    expect(code(t.submit(dealer, { type: 'player-card-exposed', seat: 2, card: formatCards([other]) }))).toBe(
      'card_not_in_hand',
    );
    expect(code(t.submit(dealer, { type: 'player-card-exposed', seat: 2, card: 'Xx' }))).toBe('unknown_card');
  });
});
