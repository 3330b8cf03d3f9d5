/**
 * Baccarat's curator (631a.7, 631a.14): the player who accepts the dealing shoe deals the cards under the
 * caller's instructions. The shoe is offered from seat 1 counter-clockwise after the burn, and passed
 * to the player immediately to the right of the curator (then counter-clockwise) when the curator gives
 * it up or must (the Banker's Hand lost).
 */
import type { Citation } from '../../core/citation.js';
import { err, ok, type Rejection, type Result } from '../../core/result.js';
import { requireSeatedPlayer } from '../../engine/decide.js';
import type { Actor } from '../../engine/game.js';
import { around, CARD_TABLE } from '../../engine/turn-order.js';
import type { Command } from './commands.js';
import { citeFor, profileOf } from './profile.js';
import type { BaccaratState, Event } from './state.js';

type Decided = Result<Event[], Rejection>;

/** The seats after `from`, counter-clockwise (ascending from the next higher seat, ruling R1). */
export const counterClockwiseAfter = (s: BaccaratState, from: number): number[] =>
  around(
    CARD_TABLE,
    s.seats.map((x) => x.seat),
    'counter-clockwise',
    from,
  );

/**
 * The shoe offered to the player immediately to the right of `from`, then counter-clockwise (631a.14(b));
 * the dealer is curator when no other player is seated (cited `dealerCitation`, 631a.7(d)(2)).
 */
export function offerShoeFrom(
  s: BaccaratState,
  from: number,
  citation: Citation,
  dealerCitation: Citation = citation,
): Event[] {
  const order = counterClockwiseAfter(s, from).filter((x) => x !== from);
  return order.length
    ? [{ type: 'shoe-offered', order, citation }]
    : [{ type: 'curator', curator: 'dealer', citation: dealerCitation }];
}

/**
 * A curator who leaves gives up the shoe: it is offered on from his seat (631a.14(b)), and the dealer
 * takes it only if no player is left to (631a.7(d)(2)).
 */
export function curatorLeaves(s: BaccaratState, seat: number): Event[] {
  const p = profileOf(s);
  if (!p.curator || s.curator !== seat) return [];
  const cite = citeFor(p);
  return offerShoeFrom(s, seat, cite('newCurator', '(b)'), cite('curator', '(d)(2)'));
}

/** After the burn (631a.7(b)): the shoe to seat 1 and on counter-clockwise, or the dealer as curator. */
export function shoeAfterBurn(s: BaccaratState): Event[] {
  const p = profileOf(s);
  if (!p.curator) return [];
  const cite = citeFor(p);
  if (!s.seats.length) return [{ type: 'curator', curator: 'dealer', citation: cite('curator', '(c)') }];
  const order = s.seats.map((x) => x.seat).sort((a, b) => a - b);
  return [{ type: 'shoe-offered', order, citation: cite('curator', '(b)') }];
}

/** A player offered the shoe accepts it (as curator, or designating the dealer, 631a.7(d)(1)) or declines. */
export function decideShoeAnswer(
  s: BaccaratState,
  actor: Actor,
  c: Extract<Command, { type: 'accept-shoe' | 'decline-shoe' }>,
): Decided {
  const cite = citeFor(profileOf(s));
  const offer = s.shoeOffer;
  const offered = offer?.order[offer.next];
  if (!offer || offered === undefined)
    return err({ code: 'no_shoe_offered', message: 'the shoe is not being offered' });
  if (actor.role !== 'player' || actor.seat !== offered)
    return err({
      code: 'not_your_turn',
      message: `the shoe is offered to seat ${offered}`,
      citation: cite('curator', '(b)'),
    });
  if (c.type === 'decline-shoe') {
    const events: Event[] = [{ type: 'shoe-declined', seat: offered, citation: cite('curator', '(b)') }];
    if (offer.next + 1 >= offer.order.length)
      events.push({ type: 'curator', curator: 'dealer', citation: cite('curator', '(c)') });
    return ok(events);
  }
  return ok([
    {
      type: 'curator',
      curator: c.designateDealer ? 'dealer' : offered,
      citation: cite('curator', c.designateDealer ? '(c)' : '(b)'),
    },
  ]);
}

/** The curator passes the shoe between rounds (631a.14(a)). */
export function decidePassShoe(s: BaccaratState, actor: Actor): Decided {
  const cite = citeFor(profileOf(s));
  const seat = requireSeatedPlayer(s, actor, 'pass-shoe');
  if (!seat.ok) return seat;
  if (s.curator !== seat.value)
    return err({
      code: 'not_curator',
      message: 'only the curator may pass the shoe',
      citation: cite('newCurator', '(a)'),
    });
  if (s.wagers.length)
    return err({
      code: 'round_in_play',
      message: 'the shoe is passed between rounds',
      citation: cite('newCurator', '(a)'),
    });
  return ok(offerShoeFrom(s, seat.value, cite('newCurator', '(b)')));
}

/**
 * The dealer calling the game or a floorperson orders the curator to pass the shoe, after a round, for
 * unreasonable delay or repeated invalid deals (631a.14(a)(2)); it is offered on as any pass (b).
 */
export function decideOrderPass(s: BaccaratState, actor: Actor): Decided {
  const p = profileOf(s);
  const cite = citeFor(p);
  if (!(actor.role === 'dealer' || actor.role === 'system' || actor.role === 'floorperson'))
    return err({
      code: 'not_permitted',
      message: 'the dealer calling the game or a floorperson orders the curator to pass the shoe',
      citation: cite('newCurator', '(a)(2)'),
    });
  if (!p.curator) return err({ code: 'no_curator', message: `${p.name} has no curator` });
  if (typeof s.curator !== 'number' || s.shoeOffer)
    return err({
      code: 'no_curator',
      message: 'no player holds the shoe to pass',
      citation: cite('newCurator', '(a)(2)'),
    });
  return ok(offerShoeFrom(s, s.curator, cite('newCurator', '(a)(2)'), cite('curator', '(d)(2)')));
}
