/**
 * The simulated round of 627a.13(c)(2), (d) (629a.13, 631a.15): dealt with no wagers from the cards set
 * aside for it, then the shoe's, and discarded. Irregularities open one at once between rounds; settle
 * opens one a card set aside during the round was waiting for (README ruling R42).
 */
import type { Card } from '../../core/cards.js';
import type { Citation } from '../../core/citation.js';
import { err, ok, type Rejection, type Result } from '../../core/result.js';
import { remaining } from '../../core/shoe.js';
import { take } from '../../engine/procedures/multi-deck-shoe.js';
import { citeFor, profileOf, type Cite } from './profile.js';
import { bankerDraws, playerDraws, pointCount, pointValue } from './rules.js';
import { coverEvents } from './shoe.js';
import type { BaccaratState, Event } from './state.js';

type Decided = Result<Event[], Rejection>;

export const insufficient = (cite: Cite): Decided =>
  err({
    code: 'insufficient_cards',
    message: 'not enough cards for a simulated round',
    citation: cite('irregularities', '(e)'),
  });

/**
 * A simulated round (…13(c)(2), (d)): the cards set aside for it first, then the shoe's (a card held for
 * the next hand of play, …13(a), waits for that hand).
 */
export function simulatedRound(s: BaccaratState, citation: Citation): Decided {
  const cite = citeFor(profileOf(s));
  const lead = s.setAside.map((x) => x.card);
  const left = s.shoe.dealing ? remaining(s.shoe.dealing) : 0;
  const more = take(s.shoe, Math.min(Math.max(0, 6 - lead.length), left), false);
  const avail = [...lead, ...(more?.cards ?? [])];
  if (avail.length < 4) return insufficient(cite);
  const [c1, c2, c3, c4] = avail as [Card, Card, Card, Card];
  const player = [c1, c3];
  const banker = [c2, c4];
  let i = 4;
  const p2 = pointCount(player);
  const b2 = pointCount(banker);
  if (playerDraws(p2, b2)) player.push(avail[i++] as Card);
  const third = player[2];
  if (bankerDraws(p2, b2, third === undefined ? null : pointValue(third))) banker.push(avail[i++] as Card);
  if (avail.length < i) return insufficient(cite);
  const fromSetAside = Math.min(lead.length, i);
  const used = take(s.shoe, i - fromSetAside, false) as NonNullable<ReturnType<typeof take>>;
  return ok([
    {
      type: 'simulated-round',
      player,
      banker,
      fromHeld: 0,
      ...(fromSetAside ? { fromSetAside } : {}),
      citation: s.setAside[0]?.citation ?? citation,
    },
    ...coverEvents(s, used.dealing),
  ]);
}
