/**
 * The blackjack family's dealing shoe: the shared multi-deck procedure (src/engine/procedures/
 * multi-deck-shoe.ts) with the data of 665a.5 (and the same steps of 633a.5 and 635a.5): decks with
 * the 10s removed where the game removes them (665a.3(a)), the cover card at least ten cards in
 * (665a.5(d)(1)), the cover card that ends the shoe at least a quarter of the stack from the bottom
 * (665a.5(d)(3)), one card burned face down (665a.7(c)), the round in play completed once the cover card
 * comes out (665a.7(d), DA-23). A continuous shuffler (665a.5(h)) deals every round from a freshly
 * shuffled shoe, and switches the cut offer off: the dealer cuts.
 */
import type { Card } from '../../core/cards.js';
import type { Rng } from '../../core/rng.js';
import { shuffledStack, type ShoeRules, type ShoeTerms } from '../../engine/procedures/multi-deck-shoe.js';
import { around, CARD_TABLE } from '../../engine/turn-order.js';
import { citeIn, PROFILES, type GameId } from './profile.js';
import type { BlackjackState } from './state.js';

export const MIN_CUT_DEPTH = 10;
export const AUTOMATED_COVER_SPREAD = 20;

function shoeRules(game: GameId, removeTens: boolean): ShoeRules {
  const p = PROFILES[game];
  const c = (key: Parameters<typeof citeIn>[1], clause: string) => citeIn(p, key, clause);
  return {
    deck: removeTens ? { removeRanks: [10] } : {},
    cutDepth: MIN_CUT_DEPTH,
    cover: {
      minFromBottom: (n) => Math.ceil(n / 4),
      automatedSpread: AUTOMATED_COVER_SPREAD,
      name: 'cover card',
      role: 'cover card that ends the shoe',
    },
    burn: () => ({ count: 1, exposed: false }),
    afterCover: 'complete-round',
    citations: {
      shuffle: c('shuffle', '(a)'),
      newDecks: c('decks', '(c)'),
      twoBatch: c('decks', '(b)'),
      cutOffer: c('shuffle', '(b)'),
      cut: c('shuffle', '(d)'),
      cover: c('shuffle', '(d)'),
      recut: c('shuffle', '(e)'),
      burn: c('dealing', '(c)'),
      coverOut: c('dealing', '(d)'),
    },
  };
}

const RULES = {
  'double-attack-blackjack': shoeRules('double-attack-blackjack', true),
  blackjack: shoeRules('blackjack', false),
  'spanish-21': shoeRules('spanish-21', true),
} as const satisfies Record<GameId, ShoeRules>;

export const shoeRulesOf = (game: GameId): ShoeRules => RULES[game];

/**
 * 665a.5(c): the cut is offered first to the player on whose betting area the cover card came out last
 * round, otherwise (a new game, the cover card on the dealer's hand, a reshuffle the floor ordered) to
 * the player farthest to the dealer's right, then counter-clockwise (seat 1 upward, R1). With a
 * continuous shuffler nobody is offered the cut (665a.5(h)).
 */
export function cutOrder(s: BlackjackState): number[] {
  if (s.table.shuffler === 'continuous') return [];
  const seats = around(
    CARD_TABLE,
    s.seats.map((x) => x.seat),
    'counter-clockwise',
  );
  const i = s.coverSeat === null ? -1 : seats.indexOf(s.coverSeat);
  return i < 0 ? seats : [...seats.slice(i), ...seats.slice(0, i)];
}

export function shoeTerms(s: BlackjackState): ShoeTerms {
  return {
    rules: RULES[s.game],
    decks: s.table.rules.decks,
    shuffler: s.table.shuffler === 'automated-two-batch' ? 'automated-two-batch' : 'manual',
    newDecks: false,
    automated: s.automated,
    cutOrder: cutOrder(s),
    roundInPlay: s.shoe.stage.kind === 'in-play' && s.r.stage !== 'betting',
  };
}

/** The stack and cut the engine's automated dealer draws, for the seeded simulation's tests. */
export const stackFor = (game: GameId, decks: number, rng: Rng): Card[] =>
  shuffledStack(decks, RULES[game].deck, rng);
