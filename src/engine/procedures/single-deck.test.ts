import { describe, expect, it } from 'vitest';
import { cards, formatCards } from '../../core/cards.js';
import { cite } from '../../core/citation.js';
import type { Result, Rejection } from '../../core/result.js';
import { SeededRng } from '../../core/rng.js';
import type { Actor } from '../game.js';
import {
  NEW_DECK,
  clearedDeck,
  deal,
  dealtFrom,
  deliveryOf,
  evolveDeck,
  singleDeck,
  type DeckCommand,
  type DeckEvent,
  type DeckSetup,
  type DeckState,
  type SingleDeckRules,
  type Stage,
  type Void,
} from './single-deck.js';

/** A table that is nothing but the procedure: its deck, where its round stands, and the voids it made. */
interface Bare {
  readonly deck: DeckState;
  readonly stage: Stage;
  readonly setup: DeckSetup;
}
type Voided = { readonly type: 'voided' } & Void;

const RULES: SingleDeckRules = {
  jokers: 0,
  cut: { minimum: 10 },
  cite: {
    shuffle: cite('§ 663a.5(a)'),
    automatedShuffle: cite('§ 663a.5(c)(1)'),
    reshufflingDevice: cite('§ 663a.5(g)'),
    cut: cite('§ 663a.5(d)'),
    recut: cite('§ 663a.5(e)'),
    faceUp: cite('§ 663a.13(a)'),
    drawnInError: cite('§ 663a.13(b)'),
    wrongCount: cite('§ 663a.13(c)'),
    shufflerJam: cite('§ 663a.13(d)'),
    shoeJam: cite('§ 663a.13(e)'),
    countingShuffler: cite('§ 663a.5(b)'),
    voidStub: {
      'manual-shoe': cite('§ 663a.8(h)'),
      hand: cite('§ 663a.9(f)'),
      'automated-shoe': cite('§ 663a.10(f)'),
    },
  },
};

const procedure = singleDeck<Bare, Voided>({
  rules: () => RULES,
  setup: (s) => s.setup,
  deck: (s) => s.deck,
  stage: (s) => s.stage,
  voidRound: (_s, v) => [{ type: 'voided', ...v }],
});

const dealer: Actor = { role: 'dealer' };
const floor: Actor = { role: 'floorperson' };
const player: Actor = { role: 'player', seat: 1 };

function table(setup: Partial<DeckSetup> = {}, stage: Stage = 'betting') {
  let s: Bare = {
    deck: NEW_DECK,
    stage,
    setup: { shuffler: 'manual', counting: false, dealing: 'manual-shoe', automated: false, ...setup },
  };
  const rng = SeededRng.fromSeed(3);
  const run = (actor: Actor, c: DeckCommand): Result<(DeckEvent | Voided)[], Rejection> => {
    const handler = procedure.handlers[c.type] as (
      s: Bare,
      a: Actor,
      c: DeckCommand,
      ctx: { rng: SeededRng },
    ) => Result<(DeckEvent | Voided)[], Rejection>;
    const r = handler(s, actor, c, { rng });
    if (r.ok)
      for (const e of r.value) if (e.type !== 'voided') s = { ...s, deck: evolveDeck(s.deck, e, s.setup) };
    return r;
  };
  const code = (actor: Actor, c: DeckCommand): string => {
    const r = run(actor, c);
    return r.ok ? r.value.map((e) => e.type).join(',') : r.error.code;
  };
  return {
    get s() {
      return s;
    },
    set stage(stage: Stage) {
      s = { ...s, stage };
    },
    run,
    code,
  };
}

describe('the single-deck procedure: shuffle and cut', () => {
  it('a manual shuffle is cut; the cover card at least the minimum in and within the deck (e.g. § 663a.5(d))', () => {
    const t = table();
    expect(t.code(player, { type: 'shuffle' })).toBe('not_permitted');
    expect(t.code(dealer, { type: 'cut', position: 12 })).toBe('not_now');
    expect(t.code(dealer, { type: 'shuffle' })).toBe('shuffled');
    expect(t.s.deck.status).toBe('cut');
    expect(t.code(dealer, { type: 'shuffle' })).toBe('not_now');
    expect(t.code(dealer, { type: 'cut', position: 9 })).toBe('bad_cut');
    expect(t.code(dealer, { type: 'cut', position: 52 })).toBe('bad_cut');
    const before = t.s.deck.stack ?? [];
    expect(t.code(dealer, { type: 'cut', position: 51 })).toBe('cut');
    expect(t.s.deck.stack?.[0]).toBe(before[51]);
    expect(t.s.deck).toMatchObject({ status: 'ready', cut: true, next: 0 });
  });

  it('an automated table draws the cut itself; an automated shuffler is not cut', () => {
    const auto = table({ automated: true });
    auto.run(dealer, { type: 'shuffle' });
    expect(auto.code(dealer, { type: 'cut', position: 20 })).toBe('automated_table');
    const r = auto.run(dealer, { type: 'cut' });
    const position = r.ok && r.value[0]?.type === 'cut' ? r.value[0].position : -1;
    expect(position).toBeGreaterThanOrEqual(10);
    expect(position).toBeLessThanOrEqual(51);
    const shuffler = table({ shuffler: 'automated' });
    expect(shuffler.code(dealer, { type: 'shuffle' })).toBe('shuffled');
    expect(shuffler.s.deck.status).toBe('ready');
    expect(procedure.automate(shuffler.s)).toBeUndefined();
    expect(procedure.automate(table().s)?.command).toEqual({ type: 'shuffle' });
  });

  it('two decks alternate, one shuffled while the other is in play (e.g. § 659a.3(b))', () => {
    const t = table({ shuffler: 'automated-two-decks' });
    const decks: (string | null)[] = [];
    for (let i = 0; i < 3; i += 1) {
      const r = t.run(dealer, { type: 'shuffle' });
      decks.push(r.ok && r.value[0]?.type === 'shuffled' ? r.value[0].deck : 'refused');
      t.run(floor, { type: 'order-reshuffle' });
    }
    expect(decks).toEqual(['A', 'B', 'A']);
  });

  it('a floorperson orders a recut after the cut and before a card is dealt, and a reshuffle of an undealt deck', () => {
    const t = table();
    t.run(dealer, { type: 'shuffle' });
    expect(t.code(floor, { type: 'order-recut' })).toBe('not_now');
    t.run(dealer, { type: 'cut', position: 20 });
    expect(t.code(dealer, { type: 'order-recut' })).toBe('not_permitted');
    t.stage = 'closed';
    expect(t.code(floor, { type: 'order-recut' })).toBe('recut-ordered');
    expect(t.s.deck.status).toBe('cut');
    t.run(dealer, { type: 'cut', position: 15 });
    expect(t.code(dealer, { type: 'order-reshuffle' })).toBe('not_permitted');
    expect(t.code(floor, { type: 'order-reshuffle' })).toBe('reshuffle-ordered');
    expect(t.s.deck.status).toBe('needs-shuffle');
    expect(t.code(floor, { type: 'order-reshuffle' })).toBe('not_now');
    t.run(dealer, { type: 'shuffle' });
    t.run(dealer, { type: 'cut', position: 15 });
    t.stage = 'dealt';
    expect(t.code(floor, { type: 'order-recut' })).toBe('not_now');
    expect(t.code(floor, { type: 'order-reshuffle' })).toBe('not_now');
  });
});

describe('the single-deck procedure: irregularities', () => {
  const dealing = () => {
    const t = table({ shuffler: 'automated', dealing: 'automated-shoe' });
    t.run(dealer, { type: 'shuffle' });
    t.stage = 'dealing';
    return t;
  };

  it('one card found face up is discarded; a second voids the round (e.g. § 663a.13(a))', () => {
    const t = dealing();
    const top = t.s.deck.stack?.[0];
    expect(t.code(player, { type: 'face-up-card' })).toBe('not_permitted');
    const r = t.run(floor, { type: 'face-up-card' });
    expect(r.ok && r.value[0]).toMatchObject({ type: 'face-up-card-discarded', card: top });
    expect(t.s.deck).toMatchObject({ next: 1, faceUpFound: 1 });
    const again = t.run(dealer, { type: 'face-up-card' });
    expect(again.ok && again.value[0]).toMatchObject({ type: 'voided', deckRemoved: false });
  });

  it('a card drawn in error is used as the next card; only while the cards are dealt', () => {
    const t = dealing();
    expect(t.code(dealer, { type: 'card-drawn-in-error' })).toBe('card-drawn-in-error');
    expect(t.s.deck.next).toBe(0);
    t.stage = 'betting';
    expect(t.code(dealer, { type: 'card-drawn-in-error' })).toBe('not_now');
  });

  it('a wrong card count, a stub miscount and a failed shoe void the round; the deck leaves unless misdealt', () => {
    const t = dealing();
    t.stage = 'dealt';
    const voidOf = (c: DeckCommand) => {
      const r = t.run(dealer, c);
      return r.ok ? r.value[0] : r.error.code;
    };
    expect(voidOf({ type: 'wrong-card-count' })).toMatchObject({
      citation: '§ 663a.13(c)',
      deckRemoved: false,
    });
    expect(voidOf({ type: 'stub-miscount', misdeal: true })).toMatchObject({ deckRemoved: false });
    expect(voidOf({ type: 'stub-miscount', misdeal: false })).toMatchObject({
      citation: '§ 663a.10(f)',
      deckRemoved: true,
    });
    expect(voidOf({ type: 'shoe-malfunction' })).toMatchObject({ citation: '§ 663a.13(e)' });
    // The stub is counted once every position has its cards, not while they are dealt.
    t.stage = 'dealing';
    expect(voidOf({ type: 'stub-miscount', misdeal: true })).toBe('not_now');
    expect(voidOf({ type: 'wrong-card-count' })).toMatchObject({ deckRemoved: false });
    t.stage = 'betting';
    expect(voidOf({ type: 'wrong-card-count' })).toBe('not_now');
    const manual = table({ dealing: 'hand' }, 'dealt');
    expect(manual.code(dealer, { type: 'shoe-malfunction' })).toBe('no_automated_shoe');
  });

  it('a shuffler jam between rounds means a reshuffle; a counting shuffler that miscounts removes the deck', () => {
    expect(table().code(dealer, { type: 'shuffler-malfunction' })).toBe('no_shuffler');
    const t = table({ shuffler: 'automated', counting: true });
    t.run(dealer, { type: 'shuffle' });
    expect(t.code(floor, { type: 'shuffler-malfunction' })).toBe('shuffler-malfunction');
    expect(t.s.deck.status).toBe('needs-shuffle');
    expect(t.code(floor, { type: 'shuffler-miscount' })).toBe('not_now');
    t.run(dealer, { type: 'shuffle' });
    const r = t.run(floor, { type: 'shuffler-miscount' });
    expect(r.ok && r.value[0]).toMatchObject({ type: 'deck-removed', citation: '§ 663a.5(b)' });
    expect(t.s.deck.status).toBe('needs-shuffle');
    expect(table({ shuffler: 'automated' }).code(floor, { type: 'shuffler-miscount' })).toBe(
      'no_counting_shuffler',
    );
  });
});

describe('the single-deck procedure: the deal', () => {
  const stacked: DeckState = {
    ...NEW_DECK,
    status: 'ready',
    stack: cards('Ac Ad Ah As Kc Kd Kh Ks Qc Qd Qh Qs'),
    next: 1,
  };

  it('from the hand or a manual shoe one card at a time around the table; from an automated shoe in stacks', () => {
    const show = (d: ReturnType<typeof deal>) => d.hands.map((h) => `${h.position}:${formatCards(h.cards)}`);
    expect(deliveryOf('hand')).toBe('cards');
    expect(deliveryOf('manual-shoe')).toBe('cards');
    expect(deliveryOf('automated-shoe')).toBe('stacks');
    const one = deal(stacked, [2, 0, 1], 3, 'cards');
    expect(show(one)).toEqual(['2:Ad Kc Ks', '0:Ah Kd Qc', '1:As Kh Qd']);
    expect(show(deal(stacked, [2, 0, 1], 3, 'stacks'))).toEqual(['2:Ad Ah As', '0:Kc Kd Kh', '1:Ks Qc Qd']);
    expect(one.stub).toBe(2);
  });

  it('dealtFrom and clearedDeck: the cards out, then a shuffle due', () => {
    const d = dealtFrom(stacked, 9);
    expect(d).toMatchObject({ status: 'dealt', next: 10 });
    expect(clearedDeck(d)).toMatchObject({ status: 'needs-shuffle', stack: null, next: 0 });
  });
});
