/**
 * Dealer training standards (58 Pa. Code § 611a.2, final form 2016) as data.
 *
 * Two tables, read as spec ruling C-AMB-1 reads them: the § 611a.2(a)(1) **curriculum rows** set the
 * hours of a dealer's first course (six rows, two of them card rows); the § 611a.2(b)(1) rows are the
 * five **game types** ("Blackjack and all banked and nonbanked card games" is one type), which set the
 * hours of training on a different game type and decide what "the same game type" means in (d).
 *
 * The catalogue of training games is the back office's own, by game id: it includes games Felt does
 * not deal (Roulette, Pai Gow Tiles, Sic Bo, Big 6 Wheel, nonbanked Poker), because a dealer's hours on
 * them belong in the personnel file too, and the Blackjack games whose hours § 611a.2(a)(1) counts.
 */
import { cite, type Citation } from '../core/citation.js';
import './sections.js';

/** § 611a.2(a)(1): the rows of the first course. */
export const CURRICULUM_ROWS = [
  'card',
  'nonbanked-poker',
  'dice',
  'roulette',
  'pai-gow-tiles',
  'sic-bo-big-6',
] as const;
export type CurriculumRow = (typeof CURRICULUM_ROWS)[number];

/** § 611a.2(b)(1): the game types (spec ruling C-AMB-1). */
export const GAME_TYPES = ['card', 'dice', 'roulette', 'pai-gow-tiles', 'sic-bo-big-6'] as const;
export type TrainingGameType = (typeof GAME_TYPES)[number];

export const CITE = {
  initial: cite('§ 611a.2(a)(1)'),
  additional: cite('§ 611a.2(b)(1)'),
  additionalTest: cite('§ 611a.2(b)(2)'),
  afterFirstCourse: cite('§ 611a.2(b)'),
  duration: cite('§ 611a.2(c)'),
  sameType: cite('§ 611a.2(d)'),
  tableTest: cite('§ 611a.5(a)'),
  file: cite('§ 611a.5(b)'),
  fileMinimum: cite('§ 611a.5(b)(1)'),
  fileProgram: cite('§ 611a.5(b)(2)'),
  fileTest: cite('§ 611a.5(b)(3)'),
  fileAdditional: cite('§ 611a.5(b)(4)'),
  fileSameType: cite('§ 611a.5(b)(5)'),
  holderProgram: cite('§ 611a.3'),
  programSubmission: cite('§ 611a.4'),
} as const;

export interface CurriculumRule {
  readonly row: CurriculumRow;
  readonly label: string;
  readonly hours: number;
  /** "over an N-week period". */
  readonly weeks: number;
  /** "at least 80 hours of which shall be in Blackjack". */
  readonly blackjackHours?: number;
  readonly type: TrainingGameType;
  readonly citation: Citation;
}

export const CURRICULUM: readonly CurriculumRule[] = [
  {
    row: 'card',
    label: 'Blackjack and other banked card games',
    hours: 100,
    weeks: 5,
    blackjackHours: 80,
    type: 'card',
    citation: CITE.initial,
  },
  {
    row: 'dice',
    label: 'Craps, Mini-Craps and other dice games',
    hours: 160,
    weeks: 6,
    type: 'dice',
    citation: CITE.initial,
  },
  {
    row: 'nonbanked-poker',
    label: 'Nonbanked Poker',
    hours: 80,
    weeks: 4,
    type: 'card',
    citation: CITE.initial,
  },
  { row: 'roulette', label: 'Roulette', hours: 80, weeks: 4, type: 'roulette', citation: CITE.initial },
  {
    row: 'pai-gow-tiles',
    label: 'Pai Gow Tiles',
    hours: 160,
    weeks: 6,
    type: 'pai-gow-tiles',
    citation: CITE.initial,
  },
  {
    row: 'sic-bo-big-6',
    label: 'Sic Bo and Big 6 Wheel',
    hours: 30,
    weeks: 2,
    type: 'sic-bo-big-6',
    citation: CITE.initial,
  },
];

export interface AdditionalRule {
  readonly type: TrainingGameType;
  readonly label: string;
  readonly hours: number;
  readonly weeks: number;
  readonly citation: Citation;
}

export const ADDITIONAL: readonly AdditionalRule[] = [
  {
    type: 'card',
    label: 'Blackjack and all banked and nonbanked card games',
    hours: 60,
    weeks: 3,
    citation: CITE.additional,
  },
  {
    type: 'dice',
    label: 'Craps, Mini-Craps and other dice games',
    hours: 120,
    weeks: 5,
    citation: CITE.additional,
  },
  { type: 'roulette', label: 'Roulette', hours: 30, weeks: 2, citation: CITE.additional },
  { type: 'pai-gow-tiles', label: 'Pai Gow Tiles', hours: 120, weeks: 5, citation: CITE.additional },
  { type: 'sic-bo-big-6', label: 'Sic Bo and Big 6 Wheel', hours: 15, weeks: 1, citation: CITE.additional },
];

/** § 611a.2(d): "dealt table games on the certificate holder's live gaming floor for at least 120 hours". */
export const EXPERIENCED_LIVE_HOURS = 120;

export const curriculum = (row: CurriculumRow): CurriculumRule => {
  const r = CURRICULUM.find((x) => x.row === row);
  if (!r) throw new RangeError(`no curriculum row ${row}`);
  return r;
};
export const additional = (type: TrainingGameType): AdditionalRule => {
  const r = ADDITIONAL.find((x) => x.type === type);
  if (!r) throw new RangeError(`no game type ${type}`);
  return r;
};

export interface TrainingGame {
  readonly id: string;
  readonly name: string;
  /** The chapter of Subpart K, where the seeds print one. */
  readonly chapter?: string;
  readonly row: CurriculumRow;
  /** Hours on it count toward the 80 Blackjack hours of § 611a.2(a)(1) (ruling R35: ch. 633a only). */
  readonly blackjack: boolean;
}

const game = (
  id: string,
  name: string,
  row: CurriculumRow,
  chapter?: string,
  blackjack = false,
): TrainingGame => ({
  id,
  name,
  row,
  blackjack,
  ...(chapter !== undefined ? { chapter } : {}),
});

/**
 * Every game hours may be logged on. The baccarat family, the poker-based banked games and the
 * Blackjack variants are "other banked card games" (the 2016 preamble folds Baccarat style games and
 * Pai Gow Poker into that row); Props & Hops and Three Dice Football are "other dice games" (spec
 * ruling C-AMB-3).
 */
export const TRAINING_GAMES: readonly TrainingGame[] = [
  game('blackjack', 'Blackjack', 'card', '633a', true),
  game('double-attack-blackjack', 'Double Attack Blackjack', 'card', '665a'),
  game('spanish-21', 'Spanish 21', 'card', '635a'),
  game('minibaccarat', 'Minibaccarat', 'card', '627a'),
  game('midibaccarat', 'Midibaccarat', 'card', '629a'),
  game('baccarat', 'Baccarat', 'card', '631a'),
  game('five-card-hi-lo', 'Five Card Hi-Lo', 'card', '663a'),
  game('asia-poker', 'Asia Poker', 'card', '659a'),
  game('three-card-poker', 'Three Card Poker', 'card', '649a'),
  game('raise-it-up', 'Raise It Up Stud Poker', 'card', '669a'),
  game('pai-gow-poker', 'Pai Gow Poker', 'card'),
  game('poker', 'Poker (nonbanked)', 'nonbanked-poker', '637a'),
  game('craps', 'Craps', 'dice', '623a'),
  game('mini-craps', 'Mini-Craps', 'dice', '623a'),
  game('props-and-hops', 'Props & Hops', 'dice', '668a'),
  game('three-dice-football', 'Three Dice Football', 'dice', '661a'),
  game('roulette', 'Roulette', 'roulette'),
  game('pai-gow', 'Pai Gow Tiles', 'pai-gow-tiles'),
  game('sic-bo', 'Sic Bo', 'sic-bo-big-6'),
  game('big-6-wheel', 'Big 6 Wheel', 'sic-bo-big-6'),
];

export const trainingGame = (id: string): TrainingGame | undefined => TRAINING_GAMES.find((g) => g.id === id);

/** A game's game type (§ 611a.2(b)(1) row). */
export const typeOfGame = (g: TrainingGame): TrainingGameType => curriculum(g.row).type;
