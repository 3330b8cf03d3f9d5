/**
 * Three Card Poker rules as data (ch. 649a). The 2013 amendments (seed 000) print only § 649a.6(d)(8),
 * § 649a.6(e) and § 649a.12(g); the base game comes from the Rules Submission and the industry game (spec
 * T-3, ruling R28), and its procedure is read from the parallel sections of ch. 669a, the sister game
 * whose complete text shares 649a's section plan (§ 669a.7(d)(5) and § 649a.7(d)(5) name the same Six
 * Card Bonus; ruling R65).
 */
import { cite, type Citation } from '../../core/citation.js';
import type { Card } from '../../core/cards.js';
import type { SingleDeckRules } from '../../engine/procedures/single-deck.js';
import { no, type WagerRule, type WagerRules } from '../../engine/wagers.js';
import { registerSections, type Section } from '../../regulation/sections.js';
import { SYSTEMS } from '../../rankings/index.js';
import { threeCardScore } from '../../rankings/poker.js';
import type { PayRow } from './math/paytables.js';
import type { PlacedKind, TcpOptions, WagerKind } from './options.js';
import type { TcpState } from './state.js';
import { deckCites, perDealing } from '../../engine/procedures/card-table.js';

const PROPOSED_2013 = '000_185e4c07fe5cdec1.txt';
const FINAL_2013 = '002_6401adc0f4bd2d6a.txt';
const row = (section: string, title: string, seed: string, status: Section['status']): Section => ({
  section,
  title,
  status,
  seed,
});

/**
 * The sections Three Card Poker cites: the three of ch. 649a the 2013 amendments print or name
 * (§ 649a.6, § 649a.7(d)(5), § 649a.12), and the sections of ch. 669a whose procedure Felt applies
 * where 649a's own text is not in the seeds (ruling R65).
 */
export const THREE_CARD_POKER_SECTIONS: readonly Section[] = [
  row('649a.6', 'Three Card Poker rankings', PROPOSED_2013, 'proposed-2013'),
  row('649a.7', 'Wagers', PROPOSED_2013, 'proposed-2013'),
  row('649a.12', 'Payout odds; Envy Bonus; rate of progression', PROPOSED_2013, 'proposed-2013'),
  ...(
    [
      ['669a.2', 'Raise It Up Stud Poker table physical characteristics'],
      ['669a.3', 'Cards; number of decks'],
      ['669a.5', 'Shuffle and cut of the cards'],
      ['669a.7', 'Wagers'],
      ['669a.8', 'Procedure for dealing the cards from a manual dealing shoe'],
      ['669a.9', 'Procedure for dealing the cards from the hand'],
      ['669a.10', 'Procedures for dealing the cards from an automated dealing shoe'],
      ['669a.11', 'Procedures for completion of each round of play'],
      ['669a.13', 'Irregularities'],
    ] as const
  ).map(([section, title]) => row(section, title, FINAL_2013, 'final-form')),
];
registerSections(THREE_CARD_POKER_SECTIONS);

/**
 * Each rule's citation. Where ch. 649a's text is in the seeds (the rankings, the Six Card Bonus Wager,
 * the paytables) it is cited; the rest of the procedure is ch. 669a's parallel section (R65), and the
 * Ante and Play against the dealer, which neither prints, cite § 649a.12 under ruling R28.
 */
export const CITE = {
  table: cite('§ 669a.2(a)'),
  deck: cite('§ 669a.3(a)'),
  twoDecks: cite('§ 669a.3(b)'),
  shuffle: cite('§ 669a.5(a)'),
  countingShuffler: cite('§ 669a.5(b)'),
  noCut: cite('§ 669a.5(c)(1)'),
  cut: cite('§ 669a.5(d)'),
  recut: cite('§ 669a.5(e)'),
  rankings: cite('§ 649a.6'),
  superRoyal: cite('§ 649a.6(d)(8)'),
  miniRoyal: cite('§ 649a.6(e)'),
  noMoreBets: cite('§ 669a.7(c)'),
  ante: cite('§ 669a.7(d)(1)'),
  play: cite('§ 669a.7(d)(2)'),
  pairPlus: cite('§ 669a.7(d)(3)'),
  sixCardBonus: cite('§ 649a.7(d)(5)'),
  onePosition: cite('§ 669a.7(e)'),
  manualDeal: cite('§ 669a.8(d)'),
  handDeal: cite('§ 669a.9(b)'),
  handDealShuffler: cite('§ 669a.9(a)(1)'),
  automatedDeal: cite('§ 669a.10(b)'),
  examine: cite('§ 669a.11(a)'),
  decision: cite('§ 669a.11(f)'),
  fold: cite('§ 669a.11(f)'),
  revealDealer: cite('§ 669a.11(h)'),
  settleOrder: cite('§ 669a.11(i)'),
  antePlay: cite('§ 669a.11(i)(2)'),
  qualify: cite('§ 649a.12'),
  discard: cite('§ 669a.11(j)'),
  payAntePlay: cite('§ 649a.12'),
  payAnteBonus: cite('§ 649a.12(b)'),
  payPairPlus: cite('§ 649a.12(d)'),
  paySixCard: cite('§ 649a.12(f)'),
  miniRoyalAnteBonus: cite('§ 649a.12(g)(1)'),
  miniRoyalPairPlus: cite('§ 649a.12(g)(2)'),
  faceUpInDeck: cite('§ 669a.13(a)'),
  drawnInError: cite('§ 669a.13(b)'),
  wrongCount: cite('§ 669a.13(c)'),
  dealerCardExposed: cite('§ 669a.13(d)'),
  shufflerJam: cite('§ 669a.13(e)'),
  shoeJam: cite('§ 669a.13(f)'),
  limits: cite('§ 601a.2'),
} as const satisfies Record<string, Citation>;

export const DEAL_CITE = perDealing(CITE.manualDeal, CITE.handDeal, CITE.automatedDeal);
export const STUB_CITE = perDealing(cite('§ 669a.8(f)'), cite('§ 669a.9(d)'), cite('§ 669a.10(d)'));
const VOID_STUB_CITE = perDealing(cite('§ 669a.8(h)'), cite('§ 669a.9(f)'), cite('§ 669a.10(f)'));

/** The single-deck procedure in ch. 649a's words (as ch. 669a words it): 52 cards, no joker. */
export const DECK_RULES: SingleDeckRules = {
  jokers: 0,
  // A cut anywhere in the stack from ten cards in, as at the other single-deck tables (R65).
  cut: { minimum: 10 },
  cite: { ...deckCites(CITE, VOID_STUB_CITE), countingShuffler: CITE.countingShuffler },
};

// ---- hands -----------------------------------------------------------------------------------------

const QUEEN_HIGH = 12 << 16;
const category = (score: number): number => Math.floor(score / 0x100000);

/** The three-card order (§ 649a.6; the mini-royal changes nothing here, spec E.1 and T-2). */
export const handScore = (cards: readonly Card[]): number => threeCardScore(cards, false);

/** The dealer qualifies with queen high or better (R28). */
export const dealerQualifies = (cards: readonly Card[]): boolean => {
  const s = handScore(cards);
  return category(s) > 0 || s >= QUEEN_HIGH;
};

/** A hand's name as a person reads it (`Pair of eights`). */
export const handName = (cards: readonly Card[], miniRoyal = false): string =>
  SYSTEMS['three-card'].evaluate(cards, { miniRoyal }).description;

const hasRow = (table: readonly PayRow<string>[], hand: string): boolean =>
  table.some((r) => r.hand === hand);

/** The row of `table` for a hand class, or null where the table pays none. */
const rowFor = <H extends string>(table: readonly PayRow<H>[], cls: string): PayRow<H> | null =>
  table.find((r) => r.hand === cls) ?? null;

/** The paytable row a three-card hand is paid on, or null (the mini-royal only if the table has it). */
export const threeCardRow = <H extends string>(table: readonly PayRow<H>[], cards: readonly Card[]) =>
  rowFor(
    table,
    SYSTEMS['three-card'].evaluate(cards, { miniRoyal: hasRow(table, 'mini-royal-flush') }).class,
  );

/** The Six Card Bonus row of the player's three and the dealer's three, Super Royal first (T-4). */
export const sixCardRow = <H extends string>(table: readonly PayRow<H>[], six: readonly Card[]) =>
  rowFor(table, SYSTEMS['six-card-bonus'].evaluate(six, { superRoyal: hasRow(table, 'super-royal') }).class);

export type Showdown = 'dealer-does-not-qualify' | 'player-wins' | 'tie' | 'dealer-wins';

/** The Ante and Play against the dealer (R28): a dealer below queen high does not qualify. */
export function showdown(player: readonly Card[], dealer: readonly Card[]): Showdown {
  if (!dealerQualifies(dealer)) return 'dealer-does-not-qualify';
  const d = handScore(player) - handScore(dealer);
  return d > 0 ? 'player-wins' : d < 0 ? 'dealer-wins' : 'tie';
}

// ---- the wager rule table (§ 649a.7) ---------------------------------------------------------------

/** Wagers are made, increased and withdrawn only before "no more bets" (§ 669a.7(c)). */
const beforeNoMoreBets = (made: 'made' | 'withdrawn') => (s: TcpState) =>
  s.phase === 'betting'
    ? undefined
    : no('wager_after_no_more_bets', `no wager may be ${made} after "no more bets"`, CITE.noMoreBets);

/** A player wagers on his own position only (§ 669a.7(e)). */
const ownPosition = (id: { readonly seat: number; readonly spot: string }) =>
  id.spot === String(id.seat)
    ? undefined
    : no('one_position', 'a player may not wager on more than one player position', CITE.onePosition);

const limitOf = (kind: PlacedKind) => (o: TcpOptions) => ({ ...o.limits[kind], citation: CITE.limits });

type Rule = WagerRule<TcpState, TcpOptions>;

const has = (s: TcpState, seat: number, kind: WagerKind): boolean =>
  s.wagers.some((w) => w.seat === seat && w.kind === kind);

/**
 * The Ante (§ 669a.7(d)(1)), the Play Wager made only by the decision to play (§ 669a.7(d)(2),
 * § 669a.11(f)), Pair Plus (§ 669a.7(d)(3)), made with or without an Ante, and the Six Card Bonus
 * (§ 649a.7(d)(5)), an additional wager beside an Ante or Pair Plus (R66).
 */
export const WAGER_RULES: WagerRules<TcpState, TcpOptions> & Readonly<Record<WagerKind, Rule>> = {
  ante: {
    name: 'Ante Wager',
    citation: CITE.ante,
    // The base game's primary wager: the one a Match Play Coupon may ride on (§ 603a.21(c)(1), B-AMB-4).
    coupon: true,
    limit: limitOf('ante'),
    place: (s, id) => beforeNoMoreBets('made')(s) ?? ownPosition(id),
    withdraw: beforeNoMoreBets('withdrawn'),
  },
  play: {
    name: 'Play Wager',
    citation: CITE.play,
    place: () =>
      no(
        'play_by_decision',
        'the Play Wager is made by choosing to play after seeing your cards',
        CITE.decision,
      ),
  },
  'pair-plus': {
    name: 'Pair Plus Wager',
    citation: CITE.pairPlus,
    offered: (o) =>
      o.pairPlus ? undefined : no('wager_not_offered', 'this table does not offer Pair Plus', CITE.pairPlus),
    limit: limitOf('pair-plus'),
    place: (s, id) => beforeNoMoreBets('made')(s) ?? ownPosition(id),
    withdraw: beforeNoMoreBets('withdrawn'),
  },
  'six-card-bonus': {
    name: 'Six Card Bonus Wager',
    citation: CITE.sixCardBonus,
    offered: (o) =>
      o.sixCardBonus
        ? undefined
        : no('wager_not_offered', 'this table does not offer the Six Card Bonus', CITE.sixCardBonus),
    limit: limitOf('six-card-bonus'),
    place: (s, id) =>
      beforeNoMoreBets('made')(s) ??
      ownPosition(id) ??
      (has(s, id.seat, 'ante') || has(s, id.seat, 'pair-plus')
        ? undefined
        : no(
            'main_wager_required',
            'the Six Card Bonus is an additional wager: place an Ante or Pair Plus first',
            CITE.sixCardBonus,
          )),
    withdraw: beforeNoMoreBets('withdrawn'),
  },
};
