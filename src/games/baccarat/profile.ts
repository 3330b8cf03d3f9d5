/**
 * What differs between Minibaccarat (627a), Midibaccarat (629a) and Baccarat (631a), as data
 * (spec baccarat.md §6.7). Everything else in this folder is shared.
 */
import { cite, type Citation } from '../../core/citation.js';

export type GameId = 'minibaccarat' | 'midibaccarat' | 'baccarat';

/** Section numbers of each chapter; Baccarat inserts 631a.7 (curator) and 631a.14 (new curator). */
export interface Sections {
  readonly definitions: string;
  readonly table: string;
  readonly decks: string;
  readonly shuffle: string;
  readonly values: string;
  readonly wagers: string;
  readonly dealing: string;
  readonly thirdCard: string;
  readonly drawRules: string;
  readonly settlement: string;
  readonly payout: string;
  readonly irregularities: string;
  readonly curator?: string;
  readonly newCurator?: string;
}

export type DealingMode = 'face-up' | 'face-down' | 'squeeze' | 'caller-turns';

export interface Profile {
  readonly id: GameId;
  readonly name: string;
  readonly chapter: '627a' | '629a' | '631a';
  readonly sections: Sections;
  readonly seats: { readonly min: number; readonly max: number; readonly default: number };
  /** Dealing modes the chapter allows; the first is the default. */
  readonly dealingModes: readonly DealingMode[];
  readonly batchShuffler: boolean;
  /** Mini and Midi mark or collect the vigorish before paying; Baccarat pays first (631a.12(b)). */
  readonly vigorishBeforePay: boolean;
  /** Midi and Baccarat put new decks in play for every dealing shoe (629a.3(b), 631a.3(b)). */
  readonly newDecksEveryShoe: boolean;
  readonly curator: boolean;
  /** The floor may direct a reshuffle mid-shoe (627a.5(a)); 629a.5(a) and 631a.5(a) provide none. */
  readonly floorReshuffle: boolean;
  /** Clauses whose letters differ between the chapters. */
  readonly clauses: {
    /** "last hand" cover card, in the third-card section. */
    readonly coverCard: string;
    /** House Money settlement before any third card, in the dealing section. */
    readonly houseMoney: string;
    /** House Money paytable, in the payout section. */
    readonly houseMoneyOdds: string;
    /** Who turns the initial cards face up, in the dealing (or third-card) section. */
    readonly reveal: string;
    /** The relinquished squeeze, in the dealing section (final form). */
    readonly relinquish: string;
    /** The same where the 2013 House Money text is in force (it inserts 631a.9(e) before it). */
    readonly relinquishWithHouseMoney: string;
    /** The Rules Submission's portion of a House Money payout that may be added, in the dealing section. */
    readonly houseMoneyPortion: string;
  };
}

function sections(chapter: string, offset: (n: number) => number, extra: Partial<Sections> = {}): Sections {
  const s = (n: number): string => `${chapter}.${offset(n)}`;
  return {
    definitions: s(1),
    table: s(2),
    decks: s(3),
    shuffle: s(5),
    values: s(6),
    wagers: s(7),
    dealing: s(8),
    thirdCard: s(9),
    drawRules: s(10),
    settlement: s(11),
    payout: s(12),
    irregularities: s(13),
    ...extra,
  };
}

export const PROFILES: Readonly<Record<GameId, Profile>> = {
  minibaccarat: {
    id: 'minibaccarat',
    name: 'Minibaccarat',
    chapter: '627a',
    sections: sections('627a', (n) => n),
    seats: { min: 1, max: 9, default: 7 },
    dealingModes: ['face-up', 'face-down'],
    batchShuffler: true,
    vigorishBeforePay: true,
    newDecksEveryShoe: false,
    curator: false,
    floorReshuffle: true,
    clauses: {
      coverCard: '(e)',
      houseMoney: '(d)',
      houseMoneyOdds: '(g)',
      reveal: '(c)(2)',
      relinquish: '(d)',
      relinquishWithHouseMoney: '(d)',
      houseMoneyPortion: '(d)(1)(i)',
    },
  },
  midibaccarat: {
    id: 'midibaccarat',
    name: 'Midibaccarat',
    chapter: '629a',
    sections: sections('629a', (n) => n),
    seats: { min: 1, max: 9, default: 9 },
    dealingModes: ['squeeze'],
    batchShuffler: false,
    vigorishBeforePay: true,
    newDecksEveryShoe: true,
    curator: false,
    floorReshuffle: false,
    clauses: {
      coverCard: '(d)',
      houseMoney: '(c)(3)',
      houseMoneyOdds: '(h)',
      reveal: '(c)',
      relinquish: '(d)',
      relinquishWithHouseMoney: '(d)',
      houseMoneyPortion: '(c)(3)(i)(A)',
    },
  },
  baccarat: {
    id: 'baccarat',
    name: 'Baccarat',
    chapter: '631a',
    sections: sections('631a', (n) => (n < 7 ? n : n < 13 ? n + 1 : n + 2), {
      curator: '631a.7',
      newCurator: '631a.14',
    }),
    seats: { min: 10, max: 14, default: 14 },
    dealingModes: ['caller-turns', 'squeeze'],
    batchShuffler: false,
    vigorishBeforePay: false,
    newDecksEveryShoe: true,
    curator: true,
    floorReshuffle: false,
    clauses: {
      coverCard: '(d)',
      houseMoney: '(e)',
      houseMoneyOdds: '(h)',
      reveal: '(d)',
      relinquish: '(e)',
      relinquishWithHouseMoney: '(f)',
      houseMoneyPortion: '(e)(1)(i)',
    },
  },
};

/** `§ 627a.12(e)` from a section key and a clause. */
export const citeIn = (profile: Profile, key: keyof Sections, clause = ''): Citation =>
  cite(`§ ${profile.sections[key] ?? profile.sections.wagers}${clause}`);

/** The profile of the table's chapter. */
export const profileOf = (s: { readonly game: GameId }): Profile => PROFILES[s.game];

/** A citation in the table's chapter: `cite('payout', '(d)(1)')` is `§ 627a.12(d)(1)` at Minibaccarat. */
export type Cite = (key: keyof Sections, clause?: string) => Citation;

export const citeFor =
  (p: Profile): Cite =>
  (key, clause = '') =>
    citeIn(p, key, clause);
