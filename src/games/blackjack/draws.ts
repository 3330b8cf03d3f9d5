/**
 * Cards leaving the shoe within one decision: each draw threads the shoe (held cards first, then the
 * shoe) so several cards can be dealt by one command, and the cover card's event follows the card that
 * brought it out (665a.7(d)).
 */
import type { Card } from '../../core/cards.js';
import {
  coverCame,
  dealt,
  take,
  type MultiDeckShoe,
  type ShoeEvent,
} from '../../engine/procedures/multi-deck-shoe.js';
import { shoeRulesOf } from './shoe.js';
import type { BlackjackState } from './state.js';

export class Draws {
  private shoe: MultiDeckShoe;
  /** Cover card events, to be emitted after the card event that drew them. */
  covers: ShoeEvent[] = [];
  constructor(private readonly s: BlackjackState) {
    this.shoe = s.shoe;
  }

  /** The next card, or undefined when the shoe cannot supply one. */
  next(): { card: Card; fromHeld: number } | undefined {
    const t = take(this.shoe, 1, true);
    const card = t?.cards[0];
    if (!t || card === undefined) return undefined;
    this.covers.push(...coverCame(this.shoe, t.dealing, shoeRulesOf(this.s.game)));
    this.shoe = dealt(this.shoe, 1, t.fromHeld);
    return { card, fromHeld: t.fromHeld };
  }

  /** The cover-card events drawn so far (once). */
  flush(): ShoeEvent[] {
    const out = this.covers;
    this.covers = [];
    return out;
  }
}
