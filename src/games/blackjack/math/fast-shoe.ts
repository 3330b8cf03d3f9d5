/**
 * The shoe of the fast simulation (fast-simulate.ts) under the regulation's shoe procedure (§ 665a.5):
 * shuffled, cut at least ten cards from either end, the cover card at least a quarter from the bottom,
 * the first card burned, dealt to the cover card and the round then completed. The stack holds card
 * codes (fast-sides.ts: rank and suit) in rank order, so a shuffle moves the same positions as a stack of
 * values would: the main game's seeded results do not depend on the suits being there.
 */
import { shuffleInPlace, type SeededRng } from '../../../core/rng.js';
import { rankOfCode } from './fast-sides.js';
import { rankShoe, valueOfRank, type BlackjackRules } from './rules.js';

export interface ShoeProcedure {
  /** The share of the stack behind the cover card (§ 665a.5(d): at least 1/4). */
  readonly coverFromBottom: number;
}

export const REGULATION_SHOE: ShoeProcedure = { coverFromBottom: 0.25 };

/**
 * The shoe under § 665a.5: the stack holds card codes (fast-sides.ts) in rank order, is shuffled and cut,
 * and is read as values (`values`) by the main game and as codes (`codes`) where ranks or suits matter.
 */
export class FastShoe {
  readonly size: number;
  private readonly stack: Uint8Array;
  readonly codes: Uint8Array;
  private readonly values: Uint8Array;
  private readonly valueOfCode: Uint8Array;
  private readonly coverAt: number;
  pos = 0;
  coverReached = true;
  shoes = 0;
  minCards = Infinity;
  maxCards = 0;
  private shuffled = false;

  constructor(
    rules: BlackjackRules,
    procedure: ShoeProcedure,
    private readonly rng: SeededRng,
  ) {
    // The stack by rank, as many of each as the decks hold (ranks removed at 48-card decks).
    const byRank = rankShoe(rules);
    this.size = byRank.reduce((s, n) => s + n, 0);
    this.stack = new Uint8Array(this.size);
    this.codes = new Uint8Array(this.size);
    this.values = new Uint8Array(this.size);
    this.valueOfCode = Uint8Array.from({ length: 52 }, (_, c) => valueOfRank(rankOfCode(c)));
    let k = 0;
    byRank.forEach((n, i) => {
      for (let c = 0; c < n; c += 1) this.stack[k++] = i * 4 + (c % 4);
    });
    this.coverAt = this.size - Math.ceil(this.size * procedure.coverFromBottom);
  }

  /** The next card's value; marks the cover card reached (the round is still completed). */
  draw(): number {
    if (this.pos >= this.coverAt) {
      this.coverReached = true;
      if (this.pos >= this.size) throw new RangeError('the shoe ran out within a round');
    }
    return this.values[this.pos++] as number;
  }

  /** The code of the card dealt `back` cards ago (1: the last one). */
  dealt(back = 1): number {
    return this.codes[this.pos - back] as number;
  }

  newShoe(): void {
    if (this.shuffled) {
      this.minCards = Math.min(this.minCards, this.pos);
      this.maxCards = Math.max(this.maxCards, this.pos);
    }
    const { size, stack } = this;
    shuffleInPlace(stack, this.rng);
    // § 665a.5(d): cut at least ten cards from the top or bottom; the cards above go to the bottom.
    const at = 10 + this.rng.nextInt(size - 19);
    this.codes.set(stack.subarray(at), 0);
    this.codes.set(stack.subarray(0, at), size - at);
    for (let i = 0; i < size; i += 1) this.values[i] = this.valueOfCode[this.codes[i] as number] as number;
    this.pos = 1; // § 665a.7(c): the first card is burned.
    this.coverReached = false;
    this.shuffled = true;
    this.shoes += 1;
  }
}
