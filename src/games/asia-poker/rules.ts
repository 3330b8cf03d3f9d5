/**
 * Asia Poker rules as data (ch. 659a, proposed 2013): the citations, the wager rule table, the deck's
 * procedure in the chapter's words, the starting position, the outcome of the Asia Poker Wager and the
 * Bonus paytables, each row with its citation.
 */
import { cite, type Citation } from '../../core/citation.js';
import type { SingleDeckRules } from '../../engine/procedures/single-deck.js';
import { paytableColumns } from '../../engine/procedures/paytable-columns.js';
import { no, type WagerRule, type WagerRules } from '../../engine/wagers.js';
import { ASIA_BONUS_CLASSES } from '../../rankings/index.js';
import type { AsiaOptions, WagerKind } from './options.js';
import type { AsiaState } from './state.js';
import { deckCites, perDealing } from '../../engine/procedures/card-table.js';
import {
  beforeNoMoreBets as beforeNoMoreBetsIn,
  secondAreaGate,
} from '../../engine/procedures/card-table-decide.js';

export const CITE = {
  table: cite('§ 659a.2(a)'),
  shaker: cite('§ 659a.2(c)(1)'),
  deck: cite('§ 659a.3(a)'),
  twoDecks: cite('§ 659a.3(b)'),
  shuffle: cite('§ 659a.5(a)'),
  noCut: cite('§ 659a.5(b)(1)'),
  cut: cite('§ 659a.5(c)'),
  recut: cite('§ 659a.5(d)'),
  startShaker: cite('§ 659a.5(g)(1)'),
  startRng: cite('§ 659a.5(g)(2)'),
  startButton: cite('§ 659a.5(g)(3)'),
  rankings: cite('§ 659a.6(b)'),
  bonusHands: cite('§ 659a.6(d)'),
  chips: cite('§ 659a.7(a)'),
  seated: cite('§ 659a.7(b)'),
  noMoreBets: cite('§ 659a.7(c)'),
  asiaWager: cite('§ 659a.7(d)'),
  bonusWager: cite('§ 659a.7(e)'),
  adjacent: cite('§ 659a.7(f)'),
  manualDeal: cite('§ 659a.8(c)'),
  manualStub: cite('§ 659a.8(d)'),
  manualVoid: cite('§ 659a.8(e)'),
  manualDiscard: cite('§ 659a.8(f)'),
  handDeal: cite('§ 659a.9(a)'),
  automatedDeal: cite('§ 659a.10(b)'),
  help: cite('§ 659a.11(a)(1)'),
  setting: cite('§ 659a.11(b)'),
  houseWay: cite('§ 659a.11(c)'),
  surrender: cite('§ 659a.11(d)'),
  reveal: cite('§ 659a.11(e)'),
  lose: cite('§ 659a.11(f)(1)'),
  foulHigh: cite('§ 659a.11(f)(1)(iii)'),
  foulMedium: cite('§ 659a.11(f)(1)(iv)'),
  foulOther: cite('§ 659a.11(f)(1)(v)'),
  win: cite('§ 659a.11(f)(2)'),
  discard: cite('§ 659a.11(g)'),
  bonusSettle: cite('§ 659a.11(h)'),
  payAsia: cite('§ 659a.12(a)'),
  payBonus: cite('§ 659a.12(b)'),
  payoutLimit: cite('§ 659a.12(c)'),
  /** The table's minimum and maximum wagers, posted under its Rules Submission. */
  limits: cite('§ 601a.2'),
  noRollFlat: cite('§ 659a.13(a)'),
  noRollFell: cite('§ 659a.13(b)'),
  wrongStart: cite('§ 659a.13(c)'),
  playerCardExposed: cite('§ 659a.13(d)'),
  dealerCardExposed: cite('§ 659a.13(e)'),
  faceUpInDeck: cite('§ 659a.13(f)'),
  drawnInError: cite('§ 659a.13(g)'),
  wrongCount: cite('§ 659a.13(h)'),
  dealerMisset: cite('§ 659a.13(i)'),
  exposedWhileDealing: cite('§ 659a.13(j)'),
  shufflerJam: cite('§ 659a.13(l)'),
  reshufflingDevice: cite('§ 659a.5(f)'),
  /** The temporary chapter's two rules that differ from ch. 659a (spec A9 rows 9 and 15). */
  profile575: cite('§§ 575.5(f) and 575.13(j)'),
  device575: cite('§ 575.5(f)'),
  exposedWhileDealingFromHand575: cite('§ 575.13(j)'),
  shoeJam: cite('§ 659a.13(m)'),
} as const satisfies Record<string, Citation>;

export const DEAL_CITE = perDealing(CITE.manualDeal, CITE.handDeal, CITE.automatedDeal);
export const STUB_CITE = perDealing(CITE.manualStub, cite('§ 659a.9(c)'), cite('§ 659a.10(c)'));
export const VOID_STUB_CITE = perDealing(CITE.manualVoid, cite('§ 659a.9(d)'), cite('§ 659a.10(d)'));
export const DISCARD_CITE = perDealing(CITE.manualDiscard, cite('§ 659a.9(e)'), cite('§ 659a.10(e)'));

/**
 * The starting position for a dice total or RNG number T (§ 659a.5(g)(1)(iii), (2)): counting the
 * dealer as one and going counterclockwise, over the seats plus the dealer (ruling A10 #13). Positions
 * are clockwise indexes: 0 the dealer, 1..seats the seats from the dealer's left.
 */
export function startPosition(total: number, seats: number): number {
  const n = seats + 1;
  return (((1 - total) % n) + n) % n;
}

/** The clockwise position receiving card j of the deal (dealing runs clockwise from the start, § 659a.8(c)). */
export const positionOfCard = (start: number, j: number, seats: number): number => (start + j) % (seats + 1);

export type HandResult = 'win' | 'copy' | 'lose';
/** § 659a.11(f): at least two hands strictly higher wins; anything else (copies included) loses. */
export const asiaWagerWins = (results: readonly HandResult[]): boolean =>
  results.filter((r) => r === 'win').length >= 2;

export type BonusPaytable = 'A' | 'B' | 'C';
export type BonusClass = (typeof ASIA_BONUS_CLASSES)[number];

/** § 659a.12(b): odds "to 1" per Bonus line under paytables A, B and C (0 = no listed hand, loses). */
export const BONUS_PAYTABLES = paytableColumns<BonusPaytable, Exclude<BonusClass, 'no-bonus'>, number>(
  ['A', 'B', 'C'],
  {
    'three-of-a-kind-and-four-eights': [5000, 5000, 5000],
    'five-aces': [800, 800, 800],
    'royal-flush': [200, 200, 200],
    'natural-straight-flush': [80, 50, 50],
    'straight-flush-with-joker': [40, 40, 40],
    'four-of-a-kind': [30, 30, 25],
    'nine-high': [10, 10, 10],
    'full-house': [5, 5, 5],
    flush: [4, 4, 4],
    'three-of-a-kind': [3, 3, 3],
    straight: [2, 2, 2],
  },
);

/** Odds to 1 of a Bonus class index under a paytable; 0 for no listed hand. */
export function bonusOdds(paytable: BonusPaytable, cls: number): number {
  const name = ASIA_BONUS_CLASSES[cls];
  return name === undefined || name === 'no-bonus' ? 0 : BONUS_PAYTABLES[paytable][name];
}

/** § 659a.12(c): the payout limit is at least $50,000 (and at least the most one minimum wager can win). */
export const MINIMUM_PAYOUT_LIMIT = 5_000_000;

// ---- the wager rule table (§ 659a.7) ------------------------------------------------------------------

const areaOf = (w: { readonly spot: string }): number => Number(w.spot);

/** Wagers are made, increased and withdrawn only before "no more bets" (§ 659a.7(c)). */
const beforeNoMoreBets = beforeNoMoreBetsIn(CITE.noMoreBets);

/** A wager on a second, adjacent betting area (§ 659a.7(f), ruling R25). */
const secondArea = secondAreaGate({ kind: 'asia-poker', name: 'Asia Poker Wager' }, CITE.adjacent);

const bonusOffered = (o: AsiaOptions) =>
  o.bonus === null
    ? no('wager_not_offered', 'this table does not offer the Bonus Wager', CITE.bonusWager)
    : undefined;

const limitOf = (kind: WagerKind) => (o: AsiaOptions) => ({ ...o.limits[kind], citation: CITE.limits });

type Rule = WagerRule<AsiaState, AsiaOptions>;

/** The Asia Poker Wager (§ 659a.7(d)) and the optional Bonus Wager (§ 659a.7(e)). */
export const WAGER_RULES: WagerRules<AsiaState, AsiaOptions> & Readonly<Record<WagerKind, Rule>> = {
  'asia-poker': {
    name: 'Asia Poker Wager',
    citation: CITE.asiaWager,
    // The base game's primary wager: the one a Match Play Coupon may ride on (§ 603a.21(c)(1), B-AMB-4).
    coupon: true,
    limit: limitOf('asia-poker'),
    place: (s, id) => beforeNoMoreBets('made')(s) ?? secondArea(s, id),
    withdraw: beforeNoMoreBets('withdrawn'),
  },
  bonus: {
    name: 'Bonus Wager',
    citation: CITE.bonusWager,
    offered: bonusOffered,
    limit: limitOf('bonus'),
    place: (s, id) =>
      beforeNoMoreBets('made')(s) ??
      secondArea(s, id) ??
      bonusOffered(s.options) ??
      (s.wagers.some((w) => areaOf(w) === areaOf(id) && w.kind === 'asia-poker')
        ? undefined
        : no(
            'asia_wager_required',
            'the Bonus Wager is offered to each player who placed an Asia Poker Wager',
            CITE.bonusWager,
          )),
    withdraw: beforeNoMoreBets('withdrawn'),
  },
};

// ---- the deck (§§ 659a.3, 659a.5, 659a.8-659a.10, 659a.13) ---------------------------------------------

/** The single-deck procedure in ch. 659a's words: 53 cards with the joker, the cut at least ten in. */
export const DECK_RULES: SingleDeckRules = {
  jokers: 1,
  // § 659a.5(c) sets a minimum only: the cover card goes anywhere in the stack from ten cards in.
  cut: { minimum: 10 },
  cite: { ...deckCites(CITE, VOID_STUB_CITE), reshufflingDevice: CITE.reshufflingDevice },
};

/** The deck's procedure under the table's profile: the temporary chapter's reshuffling device (575.5(f)). */
export const deckRules = (o: AsiaOptions): SingleDeckRules =>
  o.profile === '575'
    ? { ...DECK_RULES, cite: { ...DECK_RULES.cite, reshufflingDevice: CITE.device575 } }
    : DECK_RULES;

/**
 * Under the temporary ch. 575 a reshuffling device is used "in lieu of the dealing and shuffling
 * requirements" of 575.5 (575.5(f)): no starting position is found by shaker, number or button, and the
 * floor directs no reshuffle (ruling R44). Under ch. 659a only 659a.5(c)-(e) give way to it.
 */
export const deviceReplaces575 = (o: AsiaOptions): boolean =>
  o.profile === '575' && o.shuffler === 'reshuffling-device';
