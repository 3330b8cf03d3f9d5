/** Dice as the regulations describe them: sets of coloured dice, each die a cube with faces 1 to 6. */
import type { Rng } from './rng.js';

export type DieColour = 'green' | 'red' | 'white' | 'clear';
export type Face = 1 | 2 | 3 | 4 | 5 | 6;

export interface Die {
  /** The serial or identifying mark inspected under § 603a.13. */
  readonly id: string;
  readonly colour: DieColour;
}

export interface DiceSet {
  readonly id: string;
  readonly dice: readonly Die[];
}

export const rollDie = (rng: Rng): Face => (rng.nextInt(6) + 1) as Face;

export function roll(rng: Rng, count: number): Face[] {
  const out: Face[] = [];
  for (let i = 0; i < count; i += 1) out.push(rollDie(rng));
  return out;
}
