/**
 * The rules the blackjack family's math needs, as one typed record. A Rules Submission (§ 601a.2) of
 * Blackjack (633a), Spanish 21 (635a) or Double Attack Blackjack (665a) maps onto it; the game engine
 * owns the document's schema, this module the math's reading of it.
 *
 * Chapter 665a is complete in the seeds and fixes nearly everything (`doubleAttackRules`); the core
 * rules of 633a and 635a are not shown (spec B.1, C), so those tables take them from the Rules
 * Submission, with the options below.
 */
import { cite, type Citation } from '../../../core/citation.js';
import { odds, type Odds } from '../../../core/odds.js';
import type { Rank } from '../../../core/cards.js';
import { VALUES } from './hands.js';

export type BlackjackGame = 'blackjack' | 'spanish-21' | 'double-attack-blackjack';
/** Which best totals may be doubled: any, or only 9-11 / 10-11 (soft hands count their soft total). */
export type DoubleTotals = 'any' | '9-11' | '10-11';
/**
 * `late`: on the first two cards, after the peek, not after a split. `any-time`: also after hitting,
 * splitting or doubling, while the hand is below 21 (§ 665a.9(a), (k); spec DA-7, DA-9).
 */
export type SurrenderRule = 'none' | 'late' | 'any-time';

export interface BonusOdds {
  readonly mixed: Odds;
  readonly suited: Odds;
  readonly spades: Odds;
}

/** Spanish 21 bonus payouts on a player's 21 (635a.12, not shown: from the Rules Submission, spec C). */
export interface Spanish21Bonuses {
  readonly fiveCard21: Odds;
  readonly sixCard21: Odds;
  /** Seven or more cards. */
  readonly sevenCard21: Odds;
  readonly sixSevenEight: BonusOdds;
  readonly sevenSevenSeven: BonusOdds;
  /** Whether the bonuses are paid on split hands (after a Double Down they are paid 1 to 1, spec S-3). */
  readonly afterSplit: boolean;
}

export interface BlackjackRules {
  readonly game: BlackjackGame;
  readonly decks: number;
  /** Ranks taken out of every deck: `[10]` for the 48-card decks of 665a.3(a) and Spanish 21. */
  readonly ranksRemoved: readonly Rank[];
  readonly dealerHitsSoft17: boolean;
  /**
   * Whether the dealer checks the hole card for Blackjack (card reader) before the players act. Without a
   * peek, the regulation still collects only the original Bet on a dealer Blackjack (§§ 665a.9(b)(2)(i),
   * 665a.10(b), 665a.11(d)), which leaves every expectation the same as with the peek.
   */
  readonly peek: boolean;
  readonly double: {
    /** `two`: the first two cards of a hand only; `any`: two or more cards (§ 665a.10(a), 635a.10(a)). */
    readonly cards: 'two' | 'any';
    readonly totals: DoubleTotals;
    readonly afterSplit: boolean;
    /**
     * Doubling for less than the full amount (§ 665a.10(a) "may not exceed"). It never raises the
     * expectation (the double's value is linear in its amount), so the math doubles in full.
     */
    readonly forLess: boolean;
  };
  readonly split: {
    /** Hands a pair may make by resplitting (2 = no resplit; § 665a.11(c): 4). */
    readonly maxHands: 2 | 3 | 4;
    readonly resplitAces: boolean;
    /** Whether a split ace may take more than one card (§ 665a.11(e): no). */
    readonly hitSplitAces: boolean;
  };
  readonly surrender: SurrenderRule;
  /** Spanish 21 Double Down rescue: after doubling, forfeit an amount equal to the original wager (S-2). */
  readonly doubleRescue: boolean;
  readonly blackjackPays: Odds;
  readonly blackjackBeatsDealerBlackjack: boolean;
  /** A player's 21 (not a Blackjack) beats a dealer's 21 of three or more cards (Spanish 21). */
  readonly player21Wins: boolean;
  readonly bonuses: Spanish21Bonuses | null;
  /** The Double Attack Wager after the up card, up to the Bet (§ 665a.6(e), 665a.7(e)). */
  readonly doubleAttack: boolean;
  readonly insurancePays: Odds;
}

/** Double Attack Blackjack: every rule of chapter 665a, with its citation. */
export const DOUBLE_ATTACK_CITATIONS: Readonly<Record<string, Citation>> = {
  decks: cite('§ 665a.3(a)'),
  dealer: cite('§ 665a.7(n)'),
  peek: cite('§ 665a.7(g)'),
  double: cite('§ 665a.10(a)'),
  split: cite('§ 665a.11(c)'),
  splitAces: cite('§ 665a.11(e)'),
  surrender: cite('§ 665a.9(a)'),
  blackjack: cite('§ 665a.12(a)'),
  insurance: cite('§ 665a.12(b)'),
  doubleAttack: cite('§ 665a.6(e)'),
};

export function doubleAttackRules(): BlackjackRules {
  return {
    game: 'double-attack-blackjack',
    decks: 8,
    ranksRemoved: [10],
    dealerHitsSoft17: false,
    peek: true,
    double: { cards: 'any', totals: 'any', afterSplit: true, forLess: true },
    split: { maxHands: 4, resplitAces: false, hitSplitAces: false },
    surrender: 'any-time',
    doubleRescue: false,
    blackjackPays: odds(1),
    blackjackBeatsDealerBlackjack: false,
    player21Wins: false,
    bonuses: null,
    doubleAttack: true,
    insurancePays: odds(5, 2),
  };
}

type Overrides = {
  readonly [K in keyof BlackjackRules]?: BlackjackRules[K];
};

/** A Blackjack (633a) table; the defaults are a common Rules Submission (6 decks, S17, DAS, SPL3, 3:2). */
export function blackjackRules(overrides: Overrides = {}): BlackjackRules {
  return {
    game: 'blackjack',
    decks: 6,
    ranksRemoved: [],
    dealerHitsSoft17: false,
    peek: true,
    double: { cards: 'two', totals: 'any', afterSplit: true, forLess: true },
    split: { maxHands: 4, resplitAces: false, hitSplitAces: false },
    surrender: 'none',
    doubleRescue: false,
    blackjackPays: odds(3, 2),
    blackjackBeatsDealerBlackjack: false,
    player21Wins: false,
    bonuses: null,
    doubleAttack: false,
    insurancePays: odds(2),
    ...overrides,
  };
}

/** The usual Spanish 21 bonus table (5/6/7-card 21 at 3:2, 2:1, 3:1; 6-7-8 and 7-7-7 at 3:2, 2:1, 3:1). */
export const COMMON_SPANISH_21_BONUSES: Spanish21Bonuses = {
  fiveCard21: odds(3, 2),
  sixCard21: odds(2),
  sevenCard21: odds(3),
  sixSevenEight: { mixed: odds(3, 2), suited: odds(2), spades: odds(3) },
  sevenSevenSeven: { mixed: odds(3, 2), suited: odds(2), spades: odds(3) },
  afterSplit: true,
};

/**
 * A Spanish 21 (635a) table: 48-card decks, doubling on two or more cards (§ 635a.10(a) as amended),
 * rescue, the player's 21 and Blackjack always winning and the bonus table; every other choice is the
 * Rules Submission's (635a.7, .11, .12 are not shown).
 */
export function spanish21Rules(overrides: Overrides = {}): BlackjackRules {
  return {
    ...blackjackRules(),
    game: 'spanish-21',
    ranksRemoved: [10],
    double: { cards: 'any', totals: 'any', afterSplit: true, forLess: true },
    split: { maxHands: 4, resplitAces: true, hitSplitAces: true },
    surrender: 'late',
    doubleRescue: true,
    blackjackBeatsDealerBlackjack: true,
    player21Wins: true,
    bonuses: COMMON_SPANISH_21_BONUSES,
    ...overrides,
  };
}

export interface RulesViolation {
  readonly code: string;
  readonly message: string;
  readonly citation?: Citation;
}

const violation = (code: string, message: string, citation?: string): RulesViolation =>
  citation === undefined ? { code, message } : { code, message, citation: cite(citation) };

/** What the math cannot analyse, or what the game's chapter forbids; empty when the rules are sound. */
export function validateBlackjackRules(rules: BlackjackRules): RulesViolation[] {
  const out: RulesViolation[] = [];
  if (!Number.isInteger(rules.decks) || rules.decks < 1 || rules.decks > 8) {
    out.push(violation('decks_out_of_range', `decks must be a whole number from 1 to 8, not ${rules.decks}`));
  }
  if (rules.ranksRemoved.some((r) => r === 14 || (r >= 2 && r <= 9))) {
    out.push(violation('rank_removal_unsupported', 'only ten-valued ranks (10, J, Q, K) may be removed'));
  }
  if (rules.ranksRemoved.length >= 4) {
    out.push(violation('no_ten_valued_cards', 'at least one ten-valued rank must stay in the deck'));
  }
  if (rules.bonuses !== null && !rules.player21Wins) {
    out.push(
      violation('bonuses_need_player_21_wins', "the 21 bonuses are paid on a player's 21 that always wins"),
    );
  }
  if (rules.game === 'double-attack-blackjack') {
    const da = doubleAttackRules();
    if (rules.decks !== 8)
      out.push(violation('double_attack_eight_decks', 'Double Attack Blackjack uses 8 decks', '§ 665a.3(a)'));
    if (rules.ranksRemoved.length !== 1 || rules.ranksRemoved[0] !== 10) {
      out.push(
        violation('double_attack_48_card_decks', 'the four 10s are removed from each deck', '§ 665a.3(a)'),
      );
    }
    if (rules.dealerHitsSoft17) {
      out.push(violation('double_attack_stands_on_17', 'the dealer stands on all 17s', '§ 665a.7(n)'));
    }
    if (rules.blackjackPays.win !== rules.blackjackPays.per) {
      out.push(violation('double_attack_even_money', 'Blackjack pays 1 to 1', '§ 665a.12(a)'));
    }
    const ins = rules.insurancePays;
    if (ins.win * da.insurancePays.per !== da.insurancePays.win * ins.per) {
      out.push(violation('double_attack_insurance_5_to_2', 'Insurance pays 5 to 2', '§ 665a.12(b)'));
    }
    if (!rules.doubleAttack)
      out.push(violation('double_attack_wager', 'the Double Attack Wager is offered', '§ 665a.6(e)'));
  } else if (rules.doubleAttack) {
    out.push(
      violation(
        'double_attack_only_in_665a',
        'the Double Attack Wager exists only in Double Attack Blackjack',
      ),
    );
  }
  return out;
}

/** The whole shoe by value (A, 2 ... 9, ten-valued), before any card is dealt. */
export function valueShoe(rules: BlackjackRules): number[] {
  const shoe = new Array<number>(VALUES).fill(4 * rules.decks);
  shoe[9] = 4 * rules.decks * (4 - rules.ranksRemoved.length);
  return shoe;
}

/** The whole shoe by rank, index rank - 2 (2 ... 14 = ace): `4 * decks` each, 0 for removed ranks. */
export function rankShoe(rules: BlackjackRules): number[] {
  return Array.from({ length: 13 }, (_, i) =>
    rules.ranksRemoved.includes((i + 2) as Rank) ? 0 : 4 * rules.decks,
  );
}

/** The value index of a rank (2..14). */
export const valueOfRank = (rank: number): number => (rank === 14 ? 0 : rank >= 10 ? 9 : rank - 1);

/** Odds as a number: 3 to 2 is 1.5. */
export const oddsValue = (o: Odds): number => o.win / o.per;
