/**
 * The best play of one unsplit hand by brute force, for the tests, sharing no code with the analyser:
 * every ordered sequence of the player's and the dealer's cards, the peek explicit (the hole card is
 * enumerated and is never the one that completes a dealer Blackjack), and at every decision the best of
 * standing, hitting, doubling (on the first two cards or on any number, § 665a.10(a)) and surrendering
 * (late on the first two cards, or at any time, § 665a.9(a)), with surrender after the Double Down card
 * forfeiting half of the doubled stake (DA-7). Expectations are per unit of the hand's stake, given no
 * dealer Blackjack. Exponential: for shoes of a few dozen cards. Not built.
 */

const A = 0;
const T = 9;

export interface OptimalRules {
  readonly hitsSoft17: boolean;
  readonly doubleAnyCards: boolean;
  readonly surrender: 'none' | 'late' | 'any-time';
}

const cardsLeft = (shoe: readonly number[]): number => shoe.reduce((s, n) => s + n, 0);

function points(cards: readonly number[]): number {
  let s = 0;
  for (const v of cards) s += v + 1;
  return cards.includes(A) && s + 10 <= 21 ? s + 10 : s;
}

function isSoft(cards: readonly number[]): boolean {
  let s = 0;
  for (const v of cards) s += v + 1;
  return cards.includes(A) && s + 10 <= 21;
}

function dealerFinish(rules: OptimalRules, cards: number[], shoe: number[], p: number, out: number[]): void {
  const t = points(cards);
  if (t > 21) {
    out[22] = (out[22] as number) + p;
    return;
  }
  if (t > 17 || (t === 17 && !(rules.hitsSoft17 && isSoft(cards)))) {
    out[t] = (out[t] as number) + p;
    return;
  }
  const n = cardsLeft(shoe);
  if (n === 0) throw new Error('the shoe ran out of cards: choose a larger test shoe');
  for (let v = 0; v < 10; v += 1) {
    const c = shoe[v] as number;
    if (c === 0) continue;
    shoe[v] = c - 1;
    cards.push(v);
    dealerFinish(rules, cards, shoe, (p * c) / n, out);
    cards.pop();
    shoe[v] = c;
  }
}

const blackjackHole = (up: number): number => (up === A ? T : up === T ? A : -1);

function noBlackjack(up: number, shoe: readonly number[]): number {
  const b = blackjackHole(up);
  return b < 0 ? 1 : 1 - (shoe[b] as number) / cardsLeft(shoe);
}

/** Standing on `hand` against `up`, the rest of the cards in `shoe`, given no dealer Blackjack. */
export function bruteStand(rules: OptimalRules, hand: readonly number[], up: number, shoe: number[]): number {
  const p = points(hand);
  if (p > 21) return -1;
  const b = blackjackHole(up);
  const n = cardsLeft(shoe);
  const nb = noBlackjack(up, shoe);
  let ev = 0;
  for (let hole = 0; hole < 10; hole += 1) {
    const c = shoe[hole] as number;
    if (c === 0 || hole === b) continue;
    const out = new Array<number>(23).fill(0);
    shoe[hole] = c - 1;
    dealerFinish(rules, [up, hole], shoe, 1, out);
    shoe[hole] = c;
    let e = 0;
    out.forEach((q, d) => {
      if (q !== 0) e += q * (d > 21 || p > d ? 1 : p < d ? -1 : 0);
    });
    ev += (c / n / nb) * e;
  }
  return ev;
}

/** P(the next card is v | no dealer Blackjack): the hole card is somewhere in `shoe`. */
function nextCard(up: number, shoe: number[], v: number): number {
  const c = shoe[v] as number;
  if (c === 0) return 0;
  const before = noBlackjack(up, shoe);
  shoe[v] = c - 1;
  const after = noBlackjack(up, shoe);
  shoe[v] = c;
  return ((c / cardsLeft(shoe)) * after) / before;
}

/** Every option open to an unsplit hand of fewer than 22 points, with its expectation. */
export function bruteOptions(
  rules: OptimalRules,
  hand: number[],
  up: number,
  shoe: number[],
): Partial<Record<'stand' | 'hit' | 'double' | 'surrender', number>> {
  const out: Partial<Record<'stand' | 'hit' | 'double' | 'surrender', number>> = {
    stand: bruteStand(rules, hand, up, shoe),
  };
  if (points(hand) >= 21) return out;
  if (cardsLeft(shoe) < 2) throw new Error('the shoe ran out of cards: choose a larger test shoe');
  let hit = 0;
  let doubled = 0;
  for (let v = 0; v < 10; v += 1) {
    const q = nextCard(up, shoe, v);
    if (q === 0) continue;
    shoe[v] = (shoe[v] as number) - 1;
    hand.push(v);
    const t = points(hand);
    if (t > 21) {
      hit -= q;
      doubled -= q;
    } else {
      hit += q * bruteBest(rules, hand, up, shoe);
      const stand = bruteStand(rules, hand, up, shoe);
      doubled += q * (rules.surrender === 'any-time' && t < 21 ? Math.max(stand, -0.5) : stand);
    }
    hand.pop();
    shoe[v] = (shoe[v] as number) + 1;
  }
  out.hit = hit;
  if (hand.length === 2 || rules.doubleAnyCards) out.double = 2 * doubled;
  if (rules.surrender === 'any-time' || (rules.surrender === 'late' && hand.length === 2)) {
    out.surrender = -0.5;
  }
  return out;
}

/** The best option's expectation. */
export function bruteBest(rules: OptimalRules, hand: number[], up: number, shoe: number[]): number {
  return Math.max(...Object.values(bruteOptions(rules, hand, up, shoe)));
}
