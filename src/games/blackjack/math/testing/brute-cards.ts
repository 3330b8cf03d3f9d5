/**
 * What the brute-force oracles (brute.ts, brute-optimal.ts, brute-split.ts) count the same way, sharing
 * no code with the analyser: card values 0 (ace) to 9 (ten-value), a hand's points, the dealer's final
 * total drawn card by card from the shoe, the peek (the hole card is never the one that completes a
 * dealer Blackjack) and standing against it. Not built.
 */

export const A = 0;
export const T = 9;

export const cardsLeft = (shoe: readonly number[]): number => shoe.reduce((s, n) => s + n, 0);

const hard = (cards: readonly number[]): number => cards.reduce((s, v) => s + v + 1, 0);

/** An ace counts 11 where that does not take the hand over 21. */
export const isSoft = (cards: readonly number[]): boolean => cards.includes(A) && hard(cards) + 10 <= 21;

export const points = (cards: readonly number[]): number => hard(cards) + (isSoft(cards) ? 10 : 0);

/** The dealer's final total (22 = bust) distribution from these cards, drawing in order from `shoe`. */
export function dealerFinish(
  rules: { readonly hitsSoft17: boolean },
  cards: number[],
  shoe: number[],
  p: number,
  out: number[],
): void {
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

/** The hole card that would complete a dealer Blackjack under `up` (-1: none). */
const blackjackHole = (up: number): number => (up === A ? T : up === T ? A : -1);

/** P(no dealer Blackjack) for this shoe (the hole card drawn from it). */
function noBlackjack(up: number, shoe: readonly number[]): number {
  const b = blackjackHole(up);
  return b < 0 ? 1 : 1 - (shoe[b] as number) / cardsLeft(shoe);
}

/** Standing on `hand` against `up`, the rest of the cards in `shoe`, given no dealer Blackjack. */
export function standing(
  rules: { readonly hitsSoft17: boolean },
  hand: readonly number[],
  up: number,
  shoe: number[],
): number {
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

/** P(the player's next card is v | no dealer Blackjack), the hole card being somewhere in `shoe`. */
function nextCard(up: number, shoe: number[], v: number): number {
  const c = shoe[v] as number;
  if (c === 0) return 0;
  const before = noBlackjack(up, shoe);
  shoe[v] = c - 1;
  const after = noBlackjack(up, shoe);
  shoe[v] = c;
  return ((c / cardsLeft(shoe)) * after) / before;
}

/** The expectation, over the player's next card from `shoe` (given no dealer Blackjack), of `then` on the hand holding it. */
export function overNextCard(
  up: number,
  hand: number[],
  shoe: number[],
  then: (hand: number[]) => number,
): number {
  let ev = 0;
  for (let v = 0; v < 10; v += 1) {
    const q = nextCard(up, shoe, v);
    if (q === 0) continue;
    shoe[v] = (shoe[v] as number) - 1;
    hand.push(v);
    ev += q * then(hand);
    hand.pop();
    shoe[v] = (shoe[v] as number) + 1;
  }
  return ev;
}
