/**
 * Irregularities (627a.13, 629a.13, 631a.15): a card drawn in error, an unauthorised third card to the
 * Player's Hand (disclosed or not), a card exposed, a round short of cards, and a floor void (R7).
 */
import type { Card } from '../../core/cards.js';
import type { Citation } from '../../core/citation.js';
import { err, ok, type Rejection, type Result } from '../../core/result.js';
import { take } from '../../engine/procedures/multi-deck-shoe.js';
import type { Actor } from '../../engine/game.js';
import { dealingStep, initialCounts } from './dealing.js';
import { citeFor, profileOf } from './profile.js';
import { bankerDraws } from './rules.js';
import { voidRound } from './settle.js';
import { coverEvents } from './shoe.js';
import { insufficient, simulatedRound } from './simulated-round.js';
import { phaseOf, type BaccaratState, type Event } from './state.js';

type Decided = Result<Event[], Rejection>;

/** …13(a): a card drawn in error and not disclosed is set aside as the first card of the next hand. */
export function cardDrawnInError(s: BaccaratState): Decided {
  const cite = citeFor(profileOf(s));
  const t = take(s.shoe, 1, false);
  if (!t) return err({ code: 'no_shoe', message: 'no card can be drawn' });
  return ok([
    { type: 'card-held', card: t.cards[0] as Card, citation: cite('irregularities', '(a)') },
    ...coverEvents(s, t.dealing),
  ]);
}

/**
 * …13(d): an exposed card is the first card of a simulated round with no wagers, dealt out and
 * discarded: at once between rounds; during a round it is set aside, the round is completed with the
 * cards that follow, and the simulated round is dealt when it is settled (README ruling R42).
 */
export function cardExposed(s: BaccaratState, citation: Citation): Decided {
  if (phaseOf(s) !== 'dealing') return simulatedRound(s, citation);
  const t = take(s.shoe, 1, false);
  if (!t) return insufficient(citeFor(profileOf(s)));
  return ok([{ type: 'card-set-aside', card: t.cards[0] as Card, citation }, ...coverEvents(s, t.dealing)]);
}

/** …13(b) undisclosed and (c) disclosed: a third card dealt to the Player's Hand that was not authorised. */
export function thirdCardInError(s: BaccaratState, actor: Actor, disclosed: boolean): Decided {
  const cite = citeFor(profileOf(s));
  if (!(actor.role === 'dealer' || actor.role === 'floorperson'))
    return err({ code: 'not_permitted', message: 'the dealer reports an irregularity' });
  const coup = s.coup;
  const step = dealingStep(s);
  if (
    !coup ||
    coup.player.cards.length !== 2 ||
    step.kind === 'deal' ||
    step.kind === 'reveal' ||
    (step.kind === 'draw-third' && step.hand === 'player')
  )
    return err({
      code: 'not_applicable',
      message: "this irregularity is a third card dealt to the Player's Hand when none is authorised",
    });
  const t = take(s.shoe, 1, false);
  if (!t) return ok(voidRound(s, 'insufficient cards to complete the round', cite('irregularities', '(e)')));
  const card = t.cards[0] as Card;
  const [p2, b2] = initialCounts(coup);
  // Spec ruling C1: "required to draw under …10(c)" means (c)(1), the Player's Hand having legally stood.
  const bankerMustDraw = coup.banker.cards.length === 2 && bankerDraws(p2, b2, null);
  const clause = disclosed ? '(c)' : '(b)';
  if (bankerMustDraw)
    return ok([
      {
        type: 'third-card',
        hand: 'banker',
        card,
        faceUp: true,
        fromHeld: t.fromHeld === 1,
        rule: 'player-stood',
        citation: cite('irregularities', clause),
      },
      ...coverEvents(s, t.dealing),
    ]);
  if (!disclosed)
    return ok([
      { type: 'card-held', card, citation: cite('irregularities', '(b)') },
      ...coverEvents(s, t.dealing),
    ]);
  // (c)(2): the disclosed card opens a simulated round once this one is settled (R42).
  if (s.options.exposedThirdCard === 'simulated-round')
    return ok([
      { type: 'card-set-aside', card, citation: cite('irregularities', '(c)(2)') },
      ...coverEvents(s, t.dealing),
    ]);
  const both = take(s.shoe, 2, false);
  if (!both)
    return ok(voidRound(s, 'insufficient cards to complete the round', cite('irregularities', '(e)')));
  return ok([
    {
      type: 'cards-discarded',
      cards: both.cards,
      fromHeld: both.fromHeld,
      citation: cite('irregularities', '(c)(1)'),
    },
    ...coverEvents(s, both.dealing),
  ]);
}

/** A floorperson voids the round in play with a stated reason (R7). */
export function floorVoid(s: BaccaratState, actor: Actor, reason: string): Decided {
  if (actor.role !== 'floorperson')
    return err({ code: 'not_permitted', message: 'a floorperson or above voids a round' });
  return ok(voidRound(s, `voided by the floorperson: ${reason}`, citeFor(profileOf(s))('irregularities')));
}
