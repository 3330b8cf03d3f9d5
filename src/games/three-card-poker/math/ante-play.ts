/**
 * Three Card Poker's Ante and Play, exact by full enumeration of the 22,100 x 18,424 deals (ruling R28
 * for the base game, which 649a as amended does not print): after seeing his three cards the player
 * folds (the Ante loses) or plays (a Play Wager equal to the Ante). A dealer below queen high does not
 * qualify: the Ante wins 1 to 1 and the Play pushes; a qualifying dealer is compared with the player
 * (§ 649a.6 three-card order): the higher hand wins both 1 to 1, equal hands push. The Ante Bonus
 * (§ 649a.12(b)) pays on a played hand whatever the dealer holds.
 *
 * Player hands are taken by suit-isomorphism class (1,755 of them, canonical.ts), and each one's
 * showdown against the 18,424 dealer hands from the other 49 cards is counted from sorted score
 * tables by inclusion and exclusion (`countedShowdown`, checked against the plain loop of `showdown`
 * on every class). The optimal strategy plays exactly when playing is worth more than the Ante it
 * would forfeit; ties fold (less money at risk).
 */
import { formatCards, parseCards, type Card } from '../../../core/cards.js';
import { rational, type Rational } from '../../../core/rational.js';
import { ok, reject, type Rejection, type Result } from '../../../core/result.js';
import { THREE_CARD_CLASSES, threeCardScore } from '../../../rankings/poker.js';
import { forEachSubset, suitKey } from '../../../math/deck-subsets.js';
import { DEFAULT_PAYTABLES, oddsFor, type ThreeCardPokerPaytables } from './paytables.js';

/** Three-card scores are packed (category, ranks); the dealer qualifies with queen high or better. */
const QUEEN_HIGH = 12 << 16;
const DEALER_HANDS = 18_424;
const category = (score: number): number => Math.floor(score / 0x100000);

interface Deck3 {
  readonly c0: Uint8Array;
  readonly c1: Uint8Array;
  readonly c2: Uint8Array;
  readonly score: Int32Array;
  readonly qualifies: Uint8Array;
  /** Scores by colex index of the three cards (see `colex`). */
  readonly scoreAt: Int32Array;
  /** All scores sorted, and for each card the sorted scores of the 1,275 hands holding it. */
  readonly sorted: Int32Array;
  readonly byCard: readonly Int32Array[];
}

/** The colex rank of three distinct cards a < b < c. */
const colex = (a: number, b: number, c: number): number =>
  (c * (c - 1) * (c - 2)) / 6 + (b * (b - 1)) / 2 + a;
let deck3: Deck3 | undefined;
/** Forgets the table of all three-card hands (for cold-start benchmarks). */
export const clearAntePlayCaches = (): void => {
  deck3 = undefined;
};
function allHands(): Deck3 {
  if (deck3 !== undefined) return deck3;
  const n = 22_100;
  const byCard = Array.from({ length: 52 }, () => new Int32Array(1275));
  const filled = new Int32Array(52);
  const d: Deck3 = {
    c0: new Uint8Array(n),
    c1: new Uint8Array(n),
    c2: new Uint8Array(n),
    score: new Int32Array(n),
    qualifies: new Uint8Array(n),
    scoreAt: new Int32Array(n),
    sorted: new Int32Array(n),
    byCard,
  };
  let i = 0;
  forEachSubset(3, (h) => {
    const [a, b, c] = h as unknown as [number, number, number];
    [d.c0[i], d.c1[i], d.c2[i]] = [a, b, c];
    const s = threeCardScore([a, b, c], false);
    d.score[i] = s;
    d.qualifies[i] = category(s) > 0 || s >= QUEEN_HIGH ? 1 : 0;
    d.scoreAt[colex(a, b, c)] = s;
    for (const x of [a, b, c]) (byCard[x] as Int32Array)[(filled[x] = (filled[x] as number) + 1) - 1] = s;
    i += 1;
  });
  d.sorted.set(d.score);
  d.sorted.sort();
  for (const arr of byCard) arr.sort();
  return (deck3 = d);
}

/** How many of a sorted array are below x. */
function below(sorted: Int32Array, x: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] as number) < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Dealer hands from the 49 cards the player does not hold: how each would settle. */
export interface Showdown {
  readonly dealerDoesNotQualify: number;
  readonly playerWins: number;
  readonly ties: number;
  readonly dealerWins: number;
}

export function showdown(player: readonly Card[]): Showdown {
  const d = allHands();
  const used = new Uint8Array(52);
  for (const c of player) used[c] = 1;
  const mine = threeCardScore(player, false);
  let nq = 0;
  let win = 0;
  let tie = 0;
  let lose = 0;
  const n = d.score.length;
  for (let i = 0; i < n; i += 1) {
    if (
      ((used[d.c0[i] as number] as number) |
        (used[d.c1[i] as number] as number) |
        (used[d.c2[i] as number] as number)) ===
      1
    )
      continue;
    if (d.qualifies[i] === 0) nq += 1;
    else {
      const s = d.score[i] as number;
      if (s < mine) win += 1;
      else if (s > mine) lose += 1;
      else tie += 1;
    }
  }
  return { dealerDoesNotQualify: nq, playerWins: win, ties: tie, dealerWins: lose };
}

/**
 * The showdown counted instead of dealt: dealer hands below a score, from the 49 cards the player does
 * not hold, by inclusion and exclusion (all hands, less those holding each player card, plus those
 * holding two of them, less the player's own hand). Checked against `showdown` on every hand class.
 */
export function countedShowdown(player: readonly Card[]): Showdown {
  const d = allHands();
  const [a, b, c] = [...player].sort((x, y) => x - y) as [number, number, number];
  const mine = d.scoreAt[colex(a, b, c)] as number;
  const thresholds = [QUEEN_HIGH, mine, mine + 1] as const;
  const n = thresholds.map((x) => {
    let count = below(d.sorted, x) - (mine < x ? 1 : 0);
    for (const card of [a, b, c]) count -= below(d.byCard[card] as Int32Array, x);
    for (const [p, q] of [
      [a, b],
      [a, c],
      [b, c],
    ] as const)
      for (let t = 0; t < 52; t += 1) {
        if (t === p || t === q) continue;
        const [x0, x1, x2] = t < p ? [t, p, q] : t < q ? [p, t, q] : [p, q, t];
        if ((d.scoreAt[colex(x0, x1, x2)] as number) < x) count += 1;
      }
    return count;
  }) as [number, number, number];
  const [nq, belowMine, upToMine] = n;
  const qualifies = mine >= QUEEN_HIGH;
  const win = qualifies ? belowMine - nq : 0;
  const tie = qualifies ? upToMine - belowMine : 0;
  return { dealerDoesNotQualify: nq, playerWins: win, ties: tie, dealerWins: DEALER_HANDS - nq - win - tie };
}

/** The Ante Bonus class of a hand (mini-royal only when the table has that row), or null. */
function anteBonusUnits(cards: readonly Card[], p: ThreeCardPokerPaytables): Rational {
  const mini = p.anteBonus.some((r) => r.hand === 'mini-royal-flush');
  const cls = THREE_CARD_CLASSES[category(threeCardScore(cards, mini))] as string;
  const o = oddsFor<string>(p.anteBonus, cls);
  return o === null ? rational(0) : rational(o.win, o.per);
}

/** The value of playing, per unit of the Ante, over the dealer hands (exact). */
function playValue(
  cards: readonly Card[],
  p: ThreeCardPokerPaytables,
  count: (player: readonly Card[]) => Showdown = showdown,
): { value: Rational; s: Showdown } {
  const s = count(cards);
  const antePlay = rational(s.dealerDoesNotQualify + 2 * s.playerWins - 2 * s.dealerWins, DEALER_HANDS);
  return { value: antePlay.add(anteBonusUnits(cards, p)), s };
}

export interface ThreeCardPokerAdvice {
  readonly fold: Rational;
  readonly play: Rational;
  readonly best: 'fold' | 'play';
  readonly showdown: Showdown;
}

/** The exact value of folding and of playing a three-card hand, per unit of the Ante (R28). */
export function threeCardPokerAdvice(
  hand: string | readonly Card[],
  paytables: ThreeCardPokerPaytables = DEFAULT_PAYTABLES,
): Result<ThreeCardPokerAdvice, Rejection> {
  const parsed = typeof hand === 'string' ? parseCards(hand) : ok([...hand]);
  if (!parsed.ok) return reject('unknown_card', parsed.error);
  const cards = parsed.value;
  if (cards.length !== 3)
    return reject('wrong_card_count', `a Three Card Poker hand has three cards, not ${cards.length}`);
  if (cards.some((c) => !Number.isInteger(c) || c < 0 || c > 51))
    return reject('unknown_card', `not a card of the deck in ${cards.join(' ')}`);
  if (new Set(cards).size !== 3) return reject('duplicate_card', `duplicate card in ${formatCards(cards)}`);
  const { value, s } = playValue(cards, paytables);
  const fold = rational(-1);
  return ok({ fold, play: value, best: value.compare(fold) > 0 ? 'play' : 'fold', showdown: s });
}

export interface AntePlayAnalysis {
  /** Ante + Play + Ante Bonus per unit of the Ante under the optimal strategy. */
  readonly ev: Rational;
  /** Fraction of hands played. */
  readonly played: Rational;
  /** The weakest hand played (by the three-card order) and whether every stronger hand is played too. */
  readonly threshold: { readonly hand: string; readonly monotone: boolean };
  /** Deals covered: 22,100 x 18,424. */
  readonly deals: number;
  readonly classes: number;
  /** The optimal decision for a hand: true to play. */
  plays(hand: readonly Card[]): boolean;
}

/** Full enumeration of the Ante and Play under the optimal raise strategy. */
export function analyseAntePlay(paytables: ThreeCardPokerPaytables = DEFAULT_PAYTABLES): AntePlayAnalysis {
  const d = allHands();
  const classes = new Map<number, { weight: number; hand: Card[] }>();
  for (let i = 0; i < d.score.length; i += 1) {
    const hand = [d.c0[i] as number, d.c1[i] as number, d.c2[i] as number];
    const key = suitKey(hand);
    const known = classes.get(key);
    if (known !== undefined) known.weight += 1;
    else classes.set(key, { weight: 1, hand });
  }
  let total = rational(0);
  let played = 0;
  const decisions: { score: number; play: boolean; hand: Card[] }[] = [];
  const byKey = new Map<number, boolean>();
  for (const [key, { weight, hand }] of classes) {
    const { value } = playValue(hand, paytables, countedShowdown);
    const play = value.compare(-1) > 0;
    byKey.set(key, play);
    total = total.add((play ? value : rational(-1)).mul(weight));
    if (play) played += weight;
    decisions.push({ score: threeCardScore(hand, false), play, hand });
  }
  decisions.sort((a, b) => a.score - b.score);
  const firstPlayed = decisions.findIndex((x) => x.play);
  const monotone = decisions.slice(firstPlayed).every((x) => x.play);
  const weakest = decisions[firstPlayed] as { hand: Card[] };
  return {
    ev: total.div(22_100),
    played: rational(played, 22_100),
    threshold: { hand: rankPattern(weakest.hand), monotone },
    deals: 22_100 * DEALER_HANDS,
    classes: classes.size,
    plays: (hand) => byKey.get(suitKey(hand)) === true,
  };
}

/** `Q-6-4`: the ranks high to low. */
const rankPattern = (cards: readonly Card[]): string =>
  formatCards([...cards].sort((a, b) => b - a))
    .split(' ')
    .map((c) => c[0])
    .join('-');

/** The raise strategy as a strategy card reads it, with its exact house edge. */
export function threeCardPokerStrategyText(a: AntePlayAnalysis = analyseAntePlay()): string[] {
  const edge = `${(-a.ev.valueOf() * 100).toFixed(4)} %`;
  const rule = a.threshold.monotone
    ? `play (a Play Wager equal to the Ante) with ${a.threshold.hand} or better; fold anything lower.`
    : `play with ${a.threshold.hand} or better, except the hands the exact analysis folds; fold anything lower.`;
  return [
    `Three Card Poker: ${rule}`,
    `House edge of the Ante, Play and Ante Bonus under this strategy: ${edge} of the Ante.`,
  ];
}
