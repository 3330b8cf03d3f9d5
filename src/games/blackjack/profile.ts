/**
 * What differs between the three blackjack-family games one engine deals (ARCHITECTURE "One engine,
 * many faces"): Double Attack Blackjack (665a, complete in the seeds), Blackjack (633a, whose core rules
 * come from the Rules Submission, spec B.1) and Spanish 21 (635a, spec C). Each profile names its
 * chapter's sections, so a citation is built from the profile, never from a game id.
 */
import { cite, type Citation } from '../../core/citation.js';
import { registerSections, type Section } from '../../regulation/sections.js';

export type GameId = 'double-attack-blackjack' | 'blackjack' | 'spanish-21';

/** The sections each step cites, by what the step is. */
export type SectionKey =
  | 'definitions'
  | 'table'
  | 'decks'
  | 'opening'
  | 'shuffle'
  | 'wagers'
  | 'dealing'
  | 'insurance'
  | 'surrender'
  | 'double'
  | 'split'
  | 'payout'
  | 'irregularities';

export interface Profile {
  readonly id: GameId;
  readonly name: string;
  readonly chapter: '665a' | '633a' | '635a';
  /**
   * The section number of each step in the chapter, or null where the seeds do not print the section:
   * the rule is then the Rules Submission's (spec B.1, C; ruling R55) and cites § 601a.2.
   */
  readonly sections: Readonly<Record<SectionKey, string | null>>;
  /** Betting positions (665a.2(a): at most 6; 633a and 635a: 7, from the Rules Submission). */
  readonly seats: number;
}

const SEVEN = {
  definitions: '1',
  table: '2',
  decks: '3',
  opening: '4',
  shuffle: '5',
  wagers: '6',
  dealing: '7',
  insurance: '8',
  surrender: '9',
  double: '10',
  split: '11',
  payout: '12',
  irregularities: '13',
} as const;

export const PROFILES: Readonly<Record<GameId, Profile>> = {
  'double-attack-blackjack': {
    id: 'double-attack-blackjack',
    name: 'Double Attack Blackjack',
    chapter: '665a',
    sections: SEVEN,
    seats: 6,
  },
  // 633a: the payout odds are 633a.13 and the irregularities 633a.14 (spec B.1).
  blackjack: {
    id: 'blackjack',
    name: 'Blackjack',
    chapter: '633a',
    sections: {
      ...SEVEN,
      // 633a.2 is printed only from (b)(13): the betting positions of (a) are the Rules Submission's (R55).
      table: null,
      decks: null,
      opening: null,
      shuffle: null,
      insurance: null,
      surrender: null,
      double: null,
      split: null,
      payout: '13',
      irregularities: null,
    },
    seats: 7,
  },
  'spanish-21': {
    id: 'spanish-21',
    name: 'Spanish 21',
    chapter: '635a',
    sections: {
      definitions: null,
      table: null,
      decks: null,
      opening: null,
      shuffle: null,
      wagers: null,
      dealing: null,
      insurance: null,
      surrender: null,
      double: '10',
      split: null,
      payout: null,
      irregularities: null,
    },
    seats: 7,
  },
};

/** `§ 665a.7(g)` from a profile, a section key and a clause. */
export const citeIn = (p: Profile, key: SectionKey, clause = ''): Citation => {
  const n = p.sections[key];
  return n === null ? RULES_SUBMISSION : cite(`§ ${p.chapter}.${n}${clause}`);
};

/** § 601a.2: where a chapter's section is not printed, the rule is the Rules Submission's. */
export const RULES_SUBMISSION = cite('§ 601a.2');

const PROPOSED = '000_185e4c07fe5cdec1.txt';
const TITLES: Readonly<Record<string, string>> = {
  '665a.1': 'Definitions',
  '665a.2': 'Table; card reader device; physical characteristics; inspections',
  '665a.3': 'Cards; number of decks; value of cards',
  '665a.4': 'Opening of the table for gaming',
  '665a.5': 'Shuffle and cut',
  '665a.6': 'Wagers',
  '665a.7': 'Dealing; completion of each round of play',
  '665a.8': 'Insurance Wager',
  '665a.9': 'Surrender',
  '665a.10': 'Double Down Wager',
  '665a.11': 'Splitting pairs',
  '665a.12': 'Payout odds',
  '665a.13': 'Irregularities',
  '633a.1': 'Definitions',
  '633a.2': 'Blackjack table; physical characteristics',
  '633a.6': 'Wagers',
  '633a.7': 'Procedure for dealing the cards; completion of each round of play',
  '633a.13': 'Payout odds; payout limitation',
  '635a.10': 'Double Down Wager; rescue',
};

registerSections(
  Object.entries(TITLES).map(([section, title]): Section => ({
    section,
    title,
    status: 'proposed-2013',
    seed: PROPOSED,
  })),
);
