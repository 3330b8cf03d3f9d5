/**
 * The sections of 58 Pa. Code that the ranking systems cite, registered with the section registry so
 * that every citation a ranking or rejection carries resolves (src/regulation/sections.ts).
 */
import { registerSections, type Section } from '../regulation/sections.js';

const PROPOSED_2013 = '000_185e4c07fe5cdec1.txt';
const FINAL_2016 = '002_6401adc0f4bd2d6a.txt';

export const RANKING_SECTIONS: readonly Section[] = [
  { section: '637a.6', title: 'Poker rankings', status: 'proposed-2013', seed: PROPOSED_2013 },
  {
    section: '637a.19',
    title: 'Five-card Omaha Poker; procedures for dealing the cards; completion of each round of play',
    status: 'proposed-2013',
    seed: PROPOSED_2013,
  },
  {
    section: '637a.20',
    title: 'Triple Draw Poker; procedures for dealing the cards; completion of each round of play',
    status: 'proposed-2013',
    seed: PROPOSED_2013,
  },
  {
    section: '637a.21',
    title: 'Badugi Poker; procedures for dealing the cards; completion of each round of play',
    status: 'proposed-2013',
    seed: PROPOSED_2013,
  },
  { section: '649a.6', title: 'Three Card Poker rankings', status: 'proposed-2013', seed: PROPOSED_2013 },
  { section: '659a.6', title: 'Asia Poker rankings', status: 'proposed-2013', seed: PROPOSED_2013 },
  {
    section: '659a.11',
    title: 'Procedures for completion of each round of play',
    status: 'proposed-2013',
    seed: PROPOSED_2013,
  },
  { section: '663a.6', title: 'Five Card Hi-Lo rankings', status: 'proposed-2013', seed: PROPOSED_2013 },
  {
    section: '669a.6',
    title: 'Raise It Up Stud Poker hand rankings',
    status: 'final-form',
    seed: FINAL_2016,
  },
];

registerSections(RANKING_SECTIONS);
