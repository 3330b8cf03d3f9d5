/**
 * The player aid of the table's web UI: the player's legal settings ranked by expected value against a
 * dealer who sets the house way, the same ranking as `felt hand advise asia-poker`. It is Felt's aid, not
 * the dealer's help: the help a player may ask the dealer for is the house way (§ 659a.11(a)(1)), which the
 * view shows. Only the player's own seven cards are used, while they are being set.
 */
import type { Viewer } from '../../engine/game.js';
import { adviseAsiaPoker, type Advice } from '../../math/asia-poker-advise.js';
import { handOf, type AsiaState } from './machine.js';
import { rankingOptionsOf } from './options.js';

/** Dealer hands sampled (seeded) per request: about a quarter of a second, standard errors near 0.007. */
export const ADVICE_SAMPLES = 20_000;

export interface AsiaAdvice {
  readonly [key: string]: unknown;
  readonly seat: number;
  readonly samples: number;
  readonly houseWayRule: string;
  /** Best first; `ev` is the Asia Poker Wager's expected win per unit wagered. */
  readonly settings: readonly Advice[];
}

export function adviseAt(s: AsiaState, viewer: Viewer): AsiaAdvice | undefined {
  if (viewer.role !== 'player' || viewer.seat === undefined) return undefined;
  const h = handOf(s, viewer.seat);
  if (s.phase !== 'setting' || !h || h.set) return undefined;
  const a = adviseAsiaPoker(h.cards, s.options.houseWay, rankingOptionsOf(s.options), ADVICE_SAMPLES);
  return { seat: h.seat, samples: ADVICE_SAMPLES, houseWayRule: a.houseWayRule, settings: a.settings };
}
