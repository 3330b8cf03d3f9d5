/**
 * Raise It Up Stud Poker rules as data (ch. 669a, final form 2016): the sections, the citations, the
 * deck's procedure in the chapter's words, the wager rule table (§ 669a.7) and the order of play. The
 * paytables are math/paytables.ts (§ 669a.12, one citation per row), read by the engine and the math alike.
 *
 * Seats: seat 1 is farthest to the dealer's left, as at the other single-deck poker tables (Asia Poker,
 * Five Card Hi-Lo), so the deal and the decisions run 1 to 6 (clockwise from the dealer's left,
 * §§ 669a.8(d), 669a.11(b)) and settlement runs 6 to 1 (from the dealer's right, § 669a.11(i); ruling R60).
 */
import { cite, type Citation } from '../../core/citation.js';
import type { SingleDeckRules } from '../../engine/procedures/single-deck.js';
import { no, type WagerRule, type WagerRules } from '../../engine/wagers.js';
import { registerSections, type Section } from '../../regulation/sections.js';
import type { RaiseItUpOptions, WagerKind } from './options.js';
import type { RaiseItUpState } from './state.js';
import { deckCites, perDealing } from '../../engine/procedures/card-table.js';

const FINAL_2016 = '002_6401adc0f4bd2d6a.txt';
const TITLES: readonly [string, string][] = [
  ['669a.1', 'Definitions'],
  ['669a.2', 'Raise It Up Stud Poker table physical characteristics'],
  ['669a.3', 'Cards; number of decks'],
  ['669a.4', 'Opening of the table for gaming'],
  ['669a.5', 'Shuffle and cut of the cards'],
  ['669a.6', 'Raise It Up Stud Poker hand rankings'],
  ['669a.7', 'Wagers'],
  ['669a.8', 'Procedure for dealing the cards from a manual dealing shoe'],
  ['669a.9', 'Procedure for dealing the cards from the hand'],
  ['669a.10', 'Procedures for dealing the cards from an automated dealing shoe'],
  ['669a.11', 'Procedures for completion of each round of play'],
  ['669a.12', 'Payout odds; Envy Bonus; rate of progression'],
  ['669a.13', 'Irregularities'],
];
export const RAISE_IT_UP_SECTIONS: readonly Section[] = TITLES.map(([section, title]) => ({
  section,
  title,
  status: 'final-form',
  seed: FINAL_2016,
}));
registerSections(RAISE_IT_UP_SECTIONS);

export const CITE = {
  fold: cite('§ 669a.1'),
  table: cite('§ 669a.2(a)'),
  progressiveSystem: cite('§ 669a.2(c)'),
  deck: cite('§ 669a.3(a)'),
  twoDecks: cite('§ 669a.3(b)'),
  shuffle: cite('§ 669a.5(a)'),
  countingShuffler: cite('§ 669a.5(b)'),
  noCut: cite('§ 669a.5(c)(1)'),
  cut: cite('§ 669a.5(d)'),
  recut: cite('§ 669a.5(e)'),
  reshufflingDevice: cite('§ 669a.5(g)'),
  fiveCard: cite('§ 669a.6(b)'),
  threeCard: cite('§ 669a.6(c)'),
  chips: cite('§ 669a.7(a)'),
  seated: cite('§ 669a.7(b)'),
  noMoreBets: cite('§ 669a.7(c)'),
  anteBlind: cite('§ 669a.7(d)(1)'),
  play: cite('§ 669a.7(d)(2)'),
  pairPlus: cite('§ 669a.7(d)(3)'),
  progressive: cite('§ 669a.7(d)(4)'),
  sixCardBonus: cite('§ 669a.7(d)(5)'),
  onePosition: cite('§ 669a.7(e)'),
  manualNoMoreBets: cite('§ 669a.8(b)'),
  manualDeal: cite('§ 669a.8(d)'),
  manualStub: cite('§ 669a.8(f)'),
  manualVoid: cite('§ 669a.8(h)'),
  handShuffler: cite('§ 669a.9(a)(1)'),
  handNoMoreBets: cite('§ 669a.9(a)(3)'),
  handDeal: cite('§ 669a.9(b)'),
  handStub: cite('§ 669a.9(d)'),
  handVoid: cite('§ 669a.9(f)'),
  automatedNoMoreBets: cite('§ 669a.10(a)(2)'),
  automatedDeal: cite('§ 669a.10(b)'),
  automatedStub: cite('§ 669a.10(d)'),
  automatedVoid: cite('§ 669a.10(f)'),
  noExchange: cite('§ 669a.11(a)(3)'),
  third: cite('§ 669a.11(b)'),
  turnFourth: cite('§ 669a.11(c)'),
  fourth: cite('§ 669a.11(d)'),
  turnFifth: cite('§ 669a.11(e)'),
  fifth: cite('§ 669a.11(f)'),
  foldForfeits: cite('§ 669a.11(g)'),
  turnSixth: cite('§ 669a.11(h)'),
  reveal: cite('§ 669a.11(i)'),
  settlePairPlus: cite('§ 669a.11(i)(1)'),
  lose: cite('§ 669a.11(i)(2)(i)'),
  win: cite('§ 669a.11(i)(2)(ii)'),
  settleProgressive: cite('§ 669a.11(i)(3)(i)'),
  validate: cite('§ 669a.11(i)(3)(i)(C)'),
  jackpot: cite('§ 669a.11(i)(3)(i)(D)'),
  envy: cite('§ 669a.11(i)(3)(i)(E)'),
  settleSixCard: cite('§ 669a.11(i)(3)(ii)'),
  discard: cite('§ 669a.11(j)'),
  payPairPlus: cite('§ 669a.12(a)'),
  payAnte: cite('§ 669a.12(b)'),
  payPlay: cite('§ 669a.12(c)'),
  payBlind: cite('§ 669a.12(d)'),
  payProgressive: cite('§ 669a.12(e)(1)'),
  meterRate: cite('§ 669a.12(e)(3)'),
  meterAtTurn: cite('§ 669a.12(e)(4)'),
  payEnvy: cite('§ 669a.12(e)(5)'),
  paySixCard: cite('§ 669a.12(f)'),
  faceUpInDeck: cite('§ 669a.13(a)'),
  drawnInError: cite('§ 669a.13(b)'),
  wrongCount: cite('§ 669a.13(c)'),
  communityExposed: cite('§ 669a.13(d)'),
  shufflerJam: cite('§ 669a.13(e)'),
  shoeJam: cite('§ 669a.13(f)'),
  limits: cite('§ 601a.2'),
} as const satisfies Record<string, Citation>;

export const NO_MORE_BETS_CITE = perDealing(
  CITE.manualNoMoreBets,
  CITE.handNoMoreBets,
  CITE.automatedNoMoreBets,
);
export const DEAL_CITE = perDealing(CITE.manualDeal, CITE.handDeal, CITE.automatedDeal);
export const STUB_CITE = perDealing(CITE.manualStub, CITE.handStub, CITE.automatedStub);
export const VOID_STUB_CITE = perDealing(CITE.manualVoid, CITE.handVoid, CITE.automatedVoid);

/** The single-deck procedure in ch. 669a's words: 52 cards, the cover card at least ten cards in. */
export const DECK_RULES: SingleDeckRules = {
  jokers: 0,
  cut: { minimum: 10 },
  cite: {
    ...deckCites(CITE, VOID_STUB_CITE),
    reshufflingDevice: CITE.reshufflingDevice,
    countingShuffler: CITE.countingShuffler,
  },
};

// ---- the streets ---------------------------------------------------------------------------------

export type Street = 'third' | 'fourth' | 'fifth';
export const STREETS: readonly Street[] = ['third', 'fourth', 'fifth'];
/** The Play Wager a player may place at each decision, in units of the Ante (A-AMB-17). */
export const PLAY_MULTIPLES: Readonly<Record<Street, readonly (1 | 2 | 3)[]>> = {
  third: [3, 2, 1],
  fourth: [2, 1],
  fifth: [1],
};
export const DECISION_CITE: Readonly<Record<Street, Citation>> = {
  third: CITE.third,
  fourth: CITE.fourth,
  fifth: CITE.fifth,
};
/** The community card turned after each decision, and the box it goes to (§ 669a.2(b)(3)). */
export const TURN: Readonly<Record<Street, { readonly box: string; readonly citation: Citation }>> = {
  third: { box: '4th Street', citation: CITE.turnFourth },
  fourth: { box: '5th Street', citation: CITE.turnFifth },
  fifth: { box: '6th Street', citation: CITE.turnSixth },
};

// ---- the wager rule table (§ 669a.7) ----------------------------------------------------------------

const open = (s: RaiseItUpState, made: 'made' | 'withdrawn') =>
  s.phase === 'betting'
    ? undefined
    : no('wager_after_no_more_bets', `no wager may be ${made} after "no more bets"`, CITE.noMoreBets);

/** A side wager comes after the Ante and Blind (§ 669a.7(d)(4), § 669a.8(d)(1); A-AMB-14). */
const afterAnte = (s: RaiseItUpState, seat: number, name: string) =>
  s.wagers.some((w) => w.seat === seat && w.kind === 'ante')
    ? undefined
    : no('ante_required', `the ${name} is made after the Ante and Blind Wagers`, CITE.anteBlind);

const notOffered = (what: string, citation: Citation) =>
  no('wager_not_offered', `this table does not offer the ${what}`, citation);

type Rule = WagerRule<RaiseItUpState, RaiseItUpOptions>;

/**
 * Pair Plus and the Six Card Bonus: offered where the table names a paytable (`offeredUnder` cites the
 * rule a table that offers none breaks), at their own limits, placed after the Ante and Blind.
 */
const paytableSideWager = (
  kind: 'pair-plus' | 'six-card-bonus',
  name: string,
  citation: Citation,
  paytableOf: (o: RaiseItUpOptions) => string | null,
  offeredUnder: Citation,
): Rule => ({
  name,
  citation,
  offered: (o) => (paytableOf(o) ? undefined : notOffered(name, offeredUnder)),
  limit: (o) => ({ ...o.limits[kind], citation: CITE.limits }),
  place: (s, r) => open(s, 'made') ?? afterAnte(s, r.seat, name),
  withdraw: (s) => open(s, 'withdrawn'),
});

/** The wagers a player places: the Ante (with its equal Blind) and the optional side wagers. */
export const WAGER_RULES: WagerRules<RaiseItUpState, RaiseItUpOptions> & Readonly<Record<WagerKind, Rule>> = {
  ante: {
    name: 'Ante Wager',
    citation: CITE.anteBlind,
    // The base game's primary wager, the one a Match Play Coupon may ride on (§ 603a.21(c)(1), B-AMB-4);
    // never the Blind, the Play or a side wager.
    coupon: true,
    limit: (o) => ({ ...o.limits.ante, citation: CITE.limits }),
    place: (s) => open(s, 'made'),
    withdraw: (s) => open(s, 'withdrawn'),
  },
  blind: {
    name: 'Blind Wager',
    citation: CITE.anteBlind,
    place: (s) => open(s, 'made'),
    withdraw: (s) => open(s, 'withdrawn'),
  },
  play: {
    name: 'Play Wager',
    citation: CITE.play,
    // Placed only at the three decisions, by the `play` command (§ 669a.11(b), (d), (f)).
    place: () => no('play_at_decisions', 'the Play Wager is placed at a decision, with play', CITE.play),
  },
  'pair-plus': paytableSideWager(
    'pair-plus',
    'Pair Plus Wager',
    CITE.pairPlus,
    (o) => o.pairPlus,
    CITE.payPairPlus,
  ),
  'six-card-bonus': paytableSideWager(
    'six-card-bonus',
    'Six Card Bonus Wager',
    CITE.sixCardBonus,
    (o) => o.sixCardBonus,
    CITE.sixCardBonus,
  ),
  progressive: {
    name: 'Progressive Payout Wager',
    citation: CITE.progressive,
    offered: (o) => (o.progressive ? undefined : notOffered('Progressive Payout Wager', CITE.progressive)),
    place: (s, r) => {
      const closed = open(s, 'made') ?? afterAnte(s, r.seat, 'Progressive Payout Wager');
      if (closed) return closed;
      const p = s.options.progressive;
      if (!p) return notOffered('Progressive Payout Wager', CITE.progressive);
      // One value chip of the table's fixed amount into the wagering device (A-AMB-9).
      if (s.wagers.some((w) => w.seat === r.seat && w.kind === 'progressive'))
        return no('progressive_placed', 'one Progressive Payout Wager per player', CITE.progressive);
      return r.amount === p.wager * 100
        ? undefined
        : no('progressive_amount', `the Progressive Payout Wager at this table is $${p.wager}`, CITE.payEnvy);
    },
    withdraw: (s) => open(s, 'withdrawn'),
  },
};
