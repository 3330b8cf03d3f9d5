/**
 * The player aid of the table's web UI: the player's legal settings ranked by expected value against a
 * dealer who sets the house way, the same ranking as `felt hand advise asia-poker`. It is Felt's aid, not
 * the dealer's help: the help a player may ask the dealer for is the house way (§ 659a.11(a)(1)), which the
 * view shows. Only the player's own seven cards are used, while they are being set (and shown to him).
 */
import type { Viewer } from '../../engine/game.js';
import { settingTurn } from './hands.js';
import { adviseAsiaPoker, type Advice } from './math/advise.js';
import { handOf, undecided, type AsiaState } from './state.js';
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
  // A second hand waits, unseen, until the first is set (§ 659a.7(f)); a hand whose card was exposed is
  // decided on without looking at the other cards (§ 659a.13(d)): no aid for either before then.
  if (s.phase !== 'setting' || !h || h.set || settingTurn(s, viewer.seat) !== h || undecided(h))
    return undefined;
  const a = adviseAsiaPoker(h.cards, s.options.houseWay, rankingOptionsOf(s.options), ADVICE_SAMPLES);
  return { seat: h.seat, samples: ADVICE_SAMPLES, houseWayRule: a.houseWayRule, settings: a.settings };
}
