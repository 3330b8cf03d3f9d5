/**
 * The multi-deck shoe under rules other than baccarat's: a Double Attack Blackjack shoe (665a.3(a):
 * eight 48-card decks, the 10s removed; 665a.5(d): the cover card at least a quarter of the way in from
 * the bottom; one card burned face down; the round in which the cover card comes out is the last).
 * The baccarat family's use of it is covered by its own tests and golden transcripts.
 */
import { describe, expect, it } from 'vitest';
import { rankOf } from '../../core/cards.js';
import { cite } from '../../core/citation.js';
import type { Result } from '../../core/result.js';
import { SeededRng } from '../../core/rng.js';
import type { Actor } from '../game.js';
import {
  automatedShoeStep,
  cardsLeft,
  coverCame,
  dealt,
  endRound,
  evolveShoe,
  NEW_SHOE,
  overdueCut,
  roundEnds,
  shoeHandlers,
  take,
  type MultiDeckShoe,
  type ShoeEvent,
  type ShoeRules,
  type ShoeTerms,
} from './multi-deck-shoe.js';

const c = (clause: string) => cite(`§ 665a.5${clause}`);
const DOUBLE_ATTACK: ShoeRules = {
  deck: { removeRanks: [10] },
  cutDepth: 10,
  cover: {
    minFromBottom: (n) => Math.ceil(n / 4),
    automatedSpread: 20,
    name: 'cover card',
    role: 'cover card',
  },
  burn: () => ({ count: 1, exposed: false }),
  afterCover: 'complete-round',
  citations: {
    shuffle: c('(a)'),
    newDecks: c('(a)'),
    twoBatch: cite('§ 665a.3(b)'),
    cutOffer: c('(b)'),
    cut: c('(d)'),
    cover: c('(d)'),
    recut: c('(e)'),
    burn: c('(d)'),
    coverOut: cite('§ 665a.7(d)'),
  },
};

interface Table {
  shoe: MultiDeckShoe;
  terms: ShoeTerms;
}

const terms = (over: Partial<ShoeTerms> = {}): ShoeTerms => ({
  rules: DOUBLE_ATTACK,
  decks: 8,
  shuffler: 'automated-two-batch',
  newDecks: false,
  automated: false,
  cutOrder: [6, 4, 1],
  roundInPlay: false,
  ...over,
});

const handlers = shoeHandlers((t: Table) => t);
const dealer: Actor = { role: 'dealer' };
const floor: Actor = { role: 'floorperson' };
const seat = (n: number): Actor => ({ role: 'player', seat: n });
const rng = SeededRng.fromSeed(7);

function apply(t: Table, r: Result<ShoeEvent[], { code: string }>): ShoeEvent[] {
  if (!r.ok) throw new Error(r.error.code);
  for (const e of r.value) t.shoe = evolveShoe(t.shoe, e);
  return r.value;
}

const refusal = (r: Result<unknown, { code: string }>) => (r.ok ? 'accepted' : r.error.code);

describe('the multi-deck shoe under Double Attack Blackjack rules (665a.3, 665a.5)', () => {
  it('shuffles eight 48-card decks with no 10s and alternates the batches (665a.3(a), (b))', () => {
    const t: Table = { shoe: NEW_SHOE, terms: terms() };
    const ev = apply(t, handlers.shuffle(t, dealer, { type: 'shuffle' }, { rng }));
    const shuffled = ev[0];
    expect(shuffled?.type).toBe('shuffled');
    if (shuffled?.type !== 'shuffled') return;
    expect(shuffled.stack).toHaveLength(384);
    expect(shuffled.stack.some((card) => rankOf(card) === 10)).toBe(false);
    expect(shuffled.batch).toBe('A');
    expect(ev[1]).toMatchObject({ type: 'cut-offered', offer: [6, 4, 1] });
    expect(automatedShoeStep(t.shoe)).toBeUndefined();
  });

  it('passes the cut along the offer, and refuses a cover card less than a quarter from the bottom', () => {
    const t: Table = { shoe: NEW_SHOE, terms: terms() };
    apply(t, handlers.shuffle(t, dealer, { type: 'shuffle' }, { rng }));
    expect(
      refusal(handlers.cut(t, seat(4), { type: 'cut', position: 50, lastHandFromBottom: 100 }, { rng })),
    ).toBe('not_your_turn');
    apply(t, handlers['decline-cut'](t, seat(6), { type: 'decline-cut' }, { rng }));
    expect(
      refusal(handlers.cut(t, seat(4), { type: 'cut', position: 50, lastHandFromBottom: 95 }, { rng })),
    ).toBe('last_hand_card_too_low');
    apply(t, handlers.cut(t, seat(4), { type: 'cut', position: 50, lastHandFromBottom: 96 }, { rng }));
    expect(t.shoe.stage).toEqual({ kind: 'needs-burn', recutOffer: [1] });
    // A recut goes to the next person entitled to cut (665a.5(e)).
    apply(t, handlers['order-recut'](t, floor, { type: 'order-recut' }, { rng }));
    expect(t.shoe.stage).toEqual({ kind: 'cut', offer: [1], next: 0 });
  });

  it('on an automated table the engine cuts once every seat declines, and an unanswered offer is declined', () => {
    const t: Table = { shoe: NEW_SHOE, terms: terms({ automated: true, cutOrder: [2] }) };
    apply(t, handlers.shuffle(t, dealer, { type: 'shuffle' }, { rng }));
    expect(overdueCut(t.shoe)).toEqual({ actor: seat(2), command: { type: 'decline-cut' } });
    apply(t, handlers['decline-cut'](t, seat(2), { type: 'decline-cut' }, { rng }));
    expect(automatedShoeStep(t.shoe)).toEqual({ type: 'cut' });
    expect(refusal(handlers.cut(t, dealer, { type: 'cut', position: 20 }, { rng }))).toBe('automated_table');
    const [cut] = apply(t, handlers.cut(t, dealer, { type: 'cut' }, { rng }));
    expect(cut).toMatchObject({ type: 'cut', by: 'dealer' });
    if (cut?.type === 'cut') expect(cut.lastHandFromBottom).toBeGreaterThanOrEqual(96);
  });

  it('burns one card face down, deals, and ends the shoe with the round in which the cover card comes out', () => {
    const t: Table = { shoe: NEW_SHOE, terms: terms({ cutOrder: [] }) };
    apply(t, handlers.shuffle(t, dealer, { type: 'shuffle' }, { rng }));
    apply(t, handlers.cut(t, dealer, { type: 'cut', position: 100, lastHandFromBottom: 96 }, { rng }));
    const [burned] = apply(t, handlers.burn(t, dealer, { type: 'burn' }, { rng }));
    expect(burned).toMatchObject({ type: 'burned', burned: [expect.any(Number)] });
    expect(burned && 'exposed' in burned).toBe(false);
    expect(t.shoe.stage.kind).toBe('in-play');
    expect(cardsLeft(t.shoe)).toBe(383);
    // Deal down to the cover card: 383 - 96 = 287 cards are dealt before it comes out.
    const before = take(t.shoe, 287, false);
    expect(before && coverCame(t.shoe, before.dealing, DOUBLE_ATTACK)).toEqual([]);
    t.shoe = dealt(t.shoe, 287, 0);
    const next = take(t.shoe, 1, false);
    expect(next && coverCame(t.shoe, next.dealing, DOUBLE_ATTACK)).toEqual([
      { type: 'cover-card', lastHand: false, citation: '§ 665a.7(d)' },
    ]);
    t.shoe = dealt(t.shoe, 1, 0);
    expect(roundEnds(t.shoe, DOUBLE_ATTACK)).toBe(true);
    t.shoe = endRound(t.shoe, 288, true);
    expect(t.shoe.stage.kind).toBe('needs-shuffle');
  });

  it('a malfunction sends later shoes to the manual shuffle (R5); the floor reshuffles only between rounds', () => {
    const t: Table = { shoe: NEW_SHOE, terms: terms({ cutOrder: [] }) };
    apply(t, handlers['shuffler-malfunction'](t, floor, { type: 'shuffler-malfunction' }, { rng }));
    const [shuffled] = apply(t, handlers.shuffle(t, dealer, { type: 'shuffle' }, { rng }));
    expect(shuffled).toMatchObject({ batch: null, citation: '§ 665a.5(a)' });
    apply(t, handlers.cut(t, dealer, { type: 'cut', position: 100, lastHandFromBottom: 96 }, { rng }));
    apply(t, handlers.burn(t, dealer, { type: 'burn' }, { rng }));
    const inRound = { ...t, terms: terms({ roundInPlay: true }) };
    expect(refusal(handlers['order-reshuffle'](inRound, floor, { type: 'order-reshuffle' }, { rng }))).toBe(
      'round_in_play',
    );
    expect(refusal(handlers['order-reshuffle'](t, dealer, { type: 'order-reshuffle' }, { rng }))).toBe(
      'not_permitted',
    );
    apply(t, handlers['order-reshuffle'](t, floor, { type: 'order-reshuffle' }, { rng }));
    expect(t.shoe.stage.kind).toBe('needs-shuffle');
  });
});
