/** The shared vocabulary of the rankings library: system ids, options and the evaluated hand. */
import type { Card } from '../core/cards.js';
import type { Citation } from '../core/citation.js';

export const SYSTEM_IDS = [
  'high',
  'three-card',
  'six-card-bonus',
  'raise-it-up',
  'ace-to-five',
  'deuce-to-seven',
  'badugi',
  'badeucey',
  'badacey',
  'omaha-high',
  'omaha-low8',
  'asia-high',
  'asia-medium',
  'asia-low',
  'asia-bonus',
  'hi-lo-high',
  'hi-lo-low',
] as const;
export type SystemId = (typeof SYSTEM_IDS)[number];

export const isSystemId = (text: string): text is SystemId =>
  (SYSTEM_IDS as readonly string[]).includes(text);

/** The ranking options a Rules Submission may select (each off unless the operator chose it). */
export interface RankingOptions {
  /** § 649a.6(e), § 649a.12(g): a mini-royal flush (A-K-Q suited, ruling T-1) above a straight flush. */
  readonly miniRoyal?: boolean;
  /** § 649a.6(d)(8): a Super Royal (A-K-Q-J-10-9 suited) above a royal flush (paytable E). */
  readonly superRoyal?: boolean;
  /** § 659a.6(b)(3) option: A-2-3-4 suited is the lowest straight flush instead of the highest. */
  readonly asiaA234LowStraightFlush?: boolean;
  /** § 659a.6(b)(6) option: A-2-3-4 is the lowest straight instead of the second highest. */
  readonly asiaA234LowStraight?: boolean;
}

/** An evaluated hand. Strengths are integers, higher is better, comparable within one system and options. */
export interface HandValue {
  readonly system: SystemId;
  /** Stable kebab-case class id, e.g. `full-house`, `badugi`, `nine-high`. */
  readonly class: string;
  readonly strength: number;
  /** The cards that make the hand, in the order a dealer would spread them. */
  readonly cards: readonly Card[];
  /** Plain words: "Full house, kings over threes". */
  readonly description: string;
}

export interface RankingSystem {
  readonly id: SystemId;
  readonly title: string;
  readonly citation: Citation;
  /** How many cards a hand of this system has (any of these). */
  readonly sizes: readonly number[];
  /** Whether the joker (`Jk`) may appear. */
  readonly joker: boolean;
  /** Class ids from lowest to highest. */
  readonly classes: readonly string[];
  /** What the card positions mean, for messages (e.g. Omaha: five hole cards, then the board). */
  readonly layout?: string;
  /** Evaluates validated cards (right count, distinct, joker only where allowed). */
  evaluate(cards: readonly Card[], options: RankingOptions): HandValue;
}
