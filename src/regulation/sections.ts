/**
 * The sections of 58 Pa. Code that Felt implements, with the document each comes from. Every citation
 * a rule table, rejection or settlement carries must resolve here (checked by sections.test.ts).
 */
import { sectionOf, sectionsOf, type Citation } from '../core/citation.js';

export type Status = 'final-form' | 'proposed-2013' | 'temporary';

export interface Section {
  readonly section: string;
  readonly title: string;
  readonly status: Status;
  /** Seed file under shared/seeds holding the text. */
  readonly seed: string;
}

const FINAL_2011 = '004_90345dafe14142a8.txt';
const PROPOSED_2013 = '000_185e4c07fe5cdec1.txt';

function family(chapter: '627a' | '629a' | '631a', name: string): Section[] {
  const baccarat = chapter === '631a';
  // Baccarat (631a) inserts 631a.7 (dealing shoe; curator) and 631a.14 (new curator), so its later
  // sections are numbered one or two higher than Minibaccarat's.
  const n = (mini: number): string =>
    `${chapter}.${!baccarat || mini < 7 ? mini : mini < 13 ? mini + 1 : mini + 2}`;
  const rows: [string, string][] = [
    [`${chapter}.1`, 'Definitions'],
    [`${chapter}.2`, `${name} table physical characteristics`],
    [`${chapter}.3`, 'Cards; number of decks'],
    [`${chapter}.4`, 'Opening of the table for gaming'],
    [`${chapter}.5`, 'Shuffle and cut of the cards'],
    [`${chapter}.6`, 'Baccarat card values; Point Count'],
    [n(7), 'Wagers'],
    [n(8), 'Hands of player and banker; procedure for dealing initial two cards to each hand'],
    [n(9), 'Procedure for dealing a third card'],
    [n(10), 'Rules for determining whether a third card shall be dealt'],
    [n(11), 'Announcement of result of round; payment and collection of wagers'],
    [n(12), 'Payout odds; vigorish'],
    [n(13), 'Irregularities'],
  ];
  if (baccarat)
    rows.push(
      ['631a.7', 'Dealing shoe; Curator'],
      ['631a.14', 'Continuation of curator as dealer; selection of a new curator'],
    );
  return rows.map(([section, title]) => ({ section, title, status: 'final-form', seed: FINAL_2011 }));
}

export const SECTIONS: ReadonlyMap<string, Section> = new Map(
  [
    ...family('627a', 'Minibaccarat'),
    ...family('629a', 'Midibaccarat'),
    ...family('631a', 'Baccarat'),
    { section: '601a.2', title: 'Table games Rules Submissions', status: 'final-form', seed: PROPOSED_2013 },
    // Match Play Coupons ride on wagers at every banked game (spec part B; the back office keeps the rest).
    {
      section: '603a.1',
      title: 'Definitions (Match Play Coupon)',
      status: 'proposed-2013',
      seed: PROPOSED_2013,
    },
    { section: '603a.21', title: 'Match Play Coupon use', status: 'proposed-2013', seed: PROPOSED_2013 },
    {
      section: '525.22',
      title: 'Match Play Coupon use',
      status: 'temporary',
      seed: '001_0964a4b834024c81.txt',
    },
    {
      section: '611a.2',
      title: 'Minimum proficiency requirements',
      status: 'final-form',
      seed: '002_6401adc0f4bd2d6a.txt',
    },
    {
      section: '611a.5',
      title: 'Table game dealer training; table test',
      status: 'final-form',
      seed: '002_6401adc0f4bd2d6a.txt',
    },
  ].map((s): [string, Section] => [s.section, s as Section]),
);

/** Adds sections for a chapter defined elsewhere (each game registers its own). */
export function registerSections(sections: readonly Section[]): void {
  const map = SECTIONS as Map<string, Section>;
  for (const s of sections) map.set(s.section, s);
}

/** The sections a citation names that Felt does not know (empty when it resolves). */
export const unresolved = (citation: string): string[] =>
  sectionsOf(citation).filter((s) => !SECTIONS.has(s));

export const resolveCitation = (citation: Citation): Section | undefined => SECTIONS.get(sectionOf(citation));
