/**
 * Three Card Poker rules as data (ch. 649a). The 2013 amendments (seed 000) print only § 649a.6(d)(8),
 * § 649a.6(e) and § 649a.12(g); the base game comes from the Rules Submission and the industry game (spec
 * T-3, ruling R28), and its procedure is read from the parallel sections of ch. 669a, the sister game
 * whose complete text shares 649a's section plan (§ 669a.7(d)(5) and § 649a.7(d)(5) name the same Six
 * Card Bonus; ruling R65). Citations name the 649a section in the place 669a gives it.
 */
import { cite, type Citation } from '../../core/citation.js';
import type { Card } from '../../core/cards.js';
import type { Odds } from '../../core/odds.js';
import type { DealingMethod, SingleDeckRules } from '../../engine/procedures/single-deck.js';
import { no, type WagerRule, type WagerRules } from '../../engine/wagers.js';
import { registerSections, type Section } from '../../regulation/sections.js';
import { SYSTEMS } from '../../rankings/index.js';
import { threeCardScore } from '../../rankings/poker.js';
import type { PayRow } from './math/paytables.js';
import type { PlacedKind, TcpOptions, WagerKind } from './options.js';
import type { TcpState } from './state.js';

const PROPOSED_2013 = '000_185e4c07fe5cdec1.txt';
const row = (section: string, title: string): Section => ({
  section,
  title,
  status: 'proposed-2013',
  seed: PROPOSED_2013,
});

/** Ch. 649a's sections; only 649a.6 and 649a.12 are printed (in part), the rest as in ch. 669a (R65). */
export const THREE_CARD_POKER_SECTIONS: readonly Section[] = [
  row('649a.1', 'Definitions'),
  row('649a.2', 'Three Card Poker table physical characteristics'),
  row('649a.3', 'Cards; number of decks'),
  row('649a.4', 'Opening of the table for gaming'),
  row('649a.5', 'Shuffle and cut of the cards'),
  row('649a.6', 'Three Card Poker rankings'),
  row('649a.7', 'Wagers'),
  row('649a.8', 'Procedure for dealing the cards from a manual dealing shoe'),
  row('649a.9', 'Procedure for dealing the cards from the hand'),
  row('649a.10', 'Procedures for dealing the cards from an automated dealing shoe'),
  row('649a.11', 'Procedures for completion of each round of play'),
  row('649a.12', 'Payout odds; Envy Bonus; rate of progression'),
  row('649a.13', 'Irregularities'),
];
registerSections(THREE_CARD_POKER_SECTIONS);

export const CITE = {
  table: cite('§ 649a.2'),
  deck: cite('§ 649a.3'),
  shuffle: cite('§ 649a.5(a)'),
  noCut: cite('§ 649a.5(b)(1)'),
  cut: cite('§ 649a.5(c)'),
  recut: cite('§ 649a.5(d)'),
  rankings: cite('§ 649a.6'),
  superRoyal: cite('§ 649a.6(d)(8)'),
  miniRoyal: cite('§ 649a.6(e)'),
  noMoreBets: cite('§ 649a.7(c)'),
  ante: cite('§ 649a.7(d)(1)'),
  play: cite('§ 649a.7(d)(2)'),
  pairPlus: cite('§ 649a.7(d)(3)'),
  sixCardBonus: cite('§ 649a.7(d)(5)'),
  onePosition: cite('§ 649a.7(e)'),
  manualDeal: cite('§ 649a.8(d)'),
  handDeal: cite('§ 649a.9(b)'),
  automatedDeal: cite('§ 649a.10(b)'),
  examine: cite('§ 649a.11(a)'),
  decision: cite('§ 649a.11(b)'),
  fold: cite('§ 649a.11(b)'),
  revealDealer: cite('§ 649a.11(c)'),
  settleOrder: cite('§ 649a.11(d)'),
  qualify: cite('§ 649a.11(d)(2)'),
  discard: cite('§ 649a.11(e)'),
  payAntePlay: cite('§ 649a.12(a)'),
  payAnteBonus: cite('§ 649a.12(b)'),
  payPairPlus: cite('§ 649a.12(d)'),
  paySixCard: cite('§ 649a.12(f)'),
  miniRoyalAnteBonus: cite('§ 649a.12(g)(1)'),
  miniRoyalPairPlus: cite('§ 649a.12(g)(2)'),
  faceUpInDeck: cite('§ 649a.13(a)'),
  drawnInError: cite('§ 649a.13(b)'),
  wrongCount: cite('§ 649a.13(c)'),
  dealerCardExposed: cite('§ 649a.13(d)'),
  shufflerJam: cite('§ 649a.13(e)'),
  shoeJam: cite('§ 649a.13(f)'),
  limits: cite('§ 601a.2'),
} as const satisfies Record<string, Citation>;

export const DEAL_CITE: Readonly<Record<DealingMethod, Citation>> = {
  'manual-shoe': CITE.manualDeal,
  hand: CITE.handDeal,
  'automated-shoe': CITE.automatedDeal,
};
export const STUB_CITE: Readonly<Record<DealingMethod, Citation>> = {
  'manual-shoe': cite('§ 649a.8(f)'),
  hand: cite('§ 649a.9(d)'),
  'automated-shoe': cite('§ 649a.10(d)'),
};
const VOID_STUB_CITE: Readonly<Record<DealingMethod, Citation>> = {
  'manual-shoe': cite('§ 649a.8(h)'),
  hand: cite('§ 649a.9(f)'),
  'automated-shoe': cite('§ 649a.10(f)'),
};

/** The single-deck procedure in ch. 649a's words (as ch. 669a words it): 52 cards, no joker. */
export const DECK_RULES: SingleDeckRules = {
  jokers: 0,
  // A cut anywhere in the stack from ten cards in, as at the other single-deck tables (R65).
  cut: { minimum: 10 },
  cite: {
    shuffle: CITE.shuffle,
    automatedShuffle: CITE.noCut,
    cut: CITE.cut,
    recut: CITE.recut,
    faceUp: CITE.faceUpInDeck,
    drawnInError: CITE.drawnInError,
    wrongCount: CITE.wrongCount,
    shufflerJam: CITE.shufflerJam,
    shoeJam: CITE.shoeJam,
    countingShuffler: cite('§ 649a.8(f)'),
    voidStub: VOID_STUB_CITE,
  },
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

/** The paytable row a three-card hand is paid on, or null (the mini-royal only if the table has it). */
export function threeCardRow<H extends string>(
  table: readonly PayRow<H>[],
  cards: readonly Card[],
): PayRow<H> | null {
  const cls = SYSTEMS['three-card'].evaluate(cards, { miniRoyal: hasRow(table, 'mini-royal-flush') }).class;
  return table.find((r) => r.hand === cls) ?? null;
}

/** The Six Card Bonus row of the player's three and the dealer's three, Super Royal first (T-4). */
export function sixCardRow<H extends string>(
  table: readonly PayRow<H>[],
  six: readonly Card[],
): PayRow<H> | null {
  const cls = SYSTEMS['six-card-bonus'].evaluate(six, { superRoyal: hasRow(table, 'super-royal') }).class;
  return table.find((r) => r.hand === cls) ?? null;
}

export type Showdown = 'dealer-does-not-qualify' | 'player-wins' | 'tie' | 'dealer-wins';

/** The Ante and Play against the dealer (R28): a dealer below queen high does not qualify. */
export function showdown(player: readonly Card[], dealer: readonly Card[]): Showdown {
  if (!dealerQualifies(dealer)) return 'dealer-does-not-qualify';
  const d = handScore(player) - handScore(dealer);
  return d > 0 ? 'player-wins' : d < 0 ? 'dealer-wins' : 'tie';
}

export const oddsText = (o: Odds): string => `${o.win} to ${o.per}`;

// ---- the wager rule table (§ 649a.7) ---------------------------------------------------------------

/** Wagers are made, increased and withdrawn only before "no more bets" (§ 649a.7(c)). */
const beforeNoMoreBets = (made: 'made' | 'withdrawn') => (s: TcpState) =>
  s.phase === 'betting'
    ? undefined
    : no('wager_after_no_more_bets', `no wager may be ${made} after "no more bets"`, CITE.noMoreBets);

/** A player wagers on his own position only (§ 649a.7(e)). */
const ownPosition = (id: { readonly seat: number; readonly spot: string }) =>
  id.spot === String(id.seat)
    ? undefined
    : no('one_position', 'a player may not wager on more than one player position', CITE.onePosition);

const limitOf = (kind: PlacedKind) => (o: TcpOptions) => ({ ...o.limits[kind], citation: CITE.limits });

type Rule = WagerRule<TcpState, TcpOptions>;

const has = (s: TcpState, seat: number, kind: WagerKind): boolean =>
  s.wagers.some((w) => w.seat === seat && w.kind === kind);

/**
 * The Ante (§ 649a.7(d)(1)), the Play Wager made only by the decision to play (§ 649a.7(d)(2),
 * § 649a.11(b)), Pair Plus (§ 649a.7(d)(3)), made with or without an Ante, and the Six Card Bonus
 * (§ 649a.7(d)(5)), an additional wager beside an Ante or Pair Plus (R66).
 */
export const WAGER_RULES: WagerRules<TcpState, TcpOptions> & Readonly<Record<WagerKind, Rule>> = {
  ante: {
    name: 'Ante Wager',
    citation: CITE.ante,
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
