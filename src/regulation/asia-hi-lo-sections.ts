/**
 * The sections of chs. 659a (Asia Poker) and 663a (Five Card Hi-Lo), proposed 2013, cited by the two
 * games' rule tables, options, events and odds. §§ 659a.6, 659a.11 and 663a.6 are also registered by the
 * rankings library; registering them again is harmless.
 */
import { registerSections, type Section } from './sections.js';

const PROPOSED_2013 = '000_185e4c07fe5cdec1.txt';
const TEMPORARY_575 = '003_d63283459e67bc3f.txt';
const row = (section: string, title: string): Section => ({
  section,
  title,
  status: 'proposed-2013',
  seed: PROPOSED_2013,
});

export const ASIA_HI_LO_SECTIONS: readonly Section[] = [
  row('659a.1', 'Definitions'),
  row('659a.2', 'Asia Poker table; Asia Poker shaker; physical characteristics'),
  row('659a.3', 'Cards; number of decks'),
  row('659a.4', 'Opening of the table for gaming'),
  row(
    '659a.5',
    'Shuffle and cut of the cards; procedures for determining the starting position for dealing cards',
  ),
  row('659a.6', 'Asia Poker rankings'),
  row('659a.7', 'Wagers'),
  row('659a.8', 'Procedures for dealing the cards from a manual dealing shoe'),
  row('659a.9', 'Procedures for dealing the cards from the hand'),
  row('659a.10', 'Procedures for dealing the cards from an automated dealing shoe'),
  row('659a.11', 'Procedures for completion of each round of play'),
  row('659a.12', 'Payout odds; payout limitation'),
  row('659a.13', 'Irregularities; invalid roll of dice'),
  // The temporary chapter's rules that differ from ch. 659a, for the Asia Poker profile `575` (spec A9).
  {
    section: '575.5',
    title: 'Shuffle and cut of the cards; procedures for determining the starting position for dealing cards',
    status: 'temporary',
    seed: TEMPORARY_575,
  },
  {
    section: '575.13',
    title: 'Irregularities; invalid roll of dice',
    status: 'temporary',
    seed: TEMPORARY_575,
  },
  row('663a.1', 'Definitions'),
  row('663a.2', 'Five Card Hi-Lo table; physical characteristics'),
  row('663a.3', 'Cards; number of decks'),
  row('663a.4', 'Opening of the table for gaming'),
  row('663a.5', 'Shuffle and cut of the cards'),
  row('663a.6', 'Five Card Hi-Lo rankings'),
  row('663a.7', 'Wagers'),
  row('663a.8', 'Procedures for dealing the cards from a manual dealing shoe'),
  row('663a.9', 'Procedures for dealing the cards from the hand'),
  row('663a.10', 'Procedures for dealing the cards from an automated dealing shoe'),
  row('663a.11', 'Procedures for completion of each round of play'),
  row('663a.12', 'Payout odds'),
  row('663a.13', 'Irregularities'),
];

/** Idempotent: each game's index calls it. */
export const registerAsiaHiLoSections = (): void => registerSections(ASIA_HI_LO_SECTIONS);
registerAsiaHiLoSections();
