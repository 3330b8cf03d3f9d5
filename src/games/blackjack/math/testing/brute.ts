/**
 * A naive second implementation for the tests, sharing no code with the analyser: it conditions on the
 * peek explicitly (the hole card is enumerated first, never a Blackjack card), follows every ordered
 * sequence of the dealer's draws and of the player's hits, and decides by comparing conditional
 * expectations. Slow (seconds for a single deck), which is the point. Not built.
 */

const A = 0;
const T = 9;
const sum = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0);

export interface NaiveRules {
  readonly hitsSoft17: boolean;
  /** Double on the first two cards only (no surrender, no bonuses). */
  readonly doubleTwo: boolean;
}

function total(cards: readonly number[]): number {
  const s = sum(cards.map((v) => v + 1));
  return cards.includes(A) && s + 10 <= 21 ? s + 10 : s;
}

function soft(cards: readonly number[]): boolean {
  const s = sum(cards.map((v) => v + 1));
  return cards.includes(A) && s + 10 <= 21;
}

/** The dealer's final total (22 = bust) distribution from these cards, drawing in order from `shoe`. */
function dealerFinish(rules: NaiveRules, cards: number[], shoe: number[], p: number, out: number[]): void {
  const t = total(cards);
  if (t > 21) {
    out[22] = (out[22] as number) + p;
    return;
  }
  if (t > 17 || (t === 17 && !(rules.hitsSoft17 && soft(cards)))) {
    out[t] = (out[t] as number) + p;
    return;
  }
  const left = sum(shoe);
  for (let v = 0; v < 10; v += 1) {
    const n = shoe[v] as number;
    if (n === 0) continue;
    shoe[v] = n - 1;
    cards.push(v);
    dealerFinish(rules, cards, shoe, (p * n) / left, out);
    cards.pop();
    shoe[v] = n;
  }
}

const blackjackHole = (up: number): number => (up === A ? T : up === T ? A : -1);

/** P(no dealer Blackjack) for this shoe (the hole card drawn from it). */
function noBlackjack(up: number, shoe: readonly number[]): number {
  const b = blackjackHole(up);
  return b < 0 ? 1 : 1 - (shoe[b] as number) / sum(shoe);
}

/** The expectation of standing on `hand`, given the dealer has no Blackjack. */
export function naiveStand(rules: NaiveRules, hand: readonly number[], up: number, shoe: number[]): number {
  const p = total(hand);
  if (p > 21) return -1;
  const b = blackjackHole(up);
  const left = sum(shoe);
  const nb = noBlackjack(up, shoe);
  let ev = 0;
  for (let hole = 0; hole < 10; hole += 1) {
    const n = shoe[hole] as number;
    if (n === 0 || hole === b) continue;
    const out = new Array<number>(23).fill(0);
    shoe[hole] = n - 1;
    dealerFinish(rules, [up, hole], shoe, 1, out);
    shoe[hole] = n;
    let e = 0;
    out.forEach((q, d) => {
      if (q === 0) return;
      e += q * (d > 21 || p > d ? 1 : p < d ? -1 : 0);
    });
    ev += (n / left / nb) * e;
  }
  return ev;
}

/** P(the player's next card is v | no dealer Blackjack), the hole card being somewhere in `shoe`. */
function nextCard(up: number, shoe: number[], v: number): number {
  const n = shoe[v] as number;
  if (n === 0) return 0;
  const before = noBlackjack(up, shoe);
  shoe[v] = n - 1;
  const after = noBlackjack(up, shoe);
  shoe[v] = n;
  return ((n / sum(shoe)) * after) / before;
}

/** The best of standing and hitting on, the decision made without the hole card. */
function naiveBest(rules: NaiveRules, hand: number[], up: number, shoe: number[]): number {
  if (total(hand) >= 21) return naiveStand(rules, hand, up, shoe);
  return Math.max(naiveStand(rules, hand, up, shoe), naiveHit(rules, hand, up, shoe));
}

/** The expectation of hitting once, then playing on optimally (stand or hit; no later double). */
export function naiveHit(rules: NaiveRules, hand: number[], up: number, shoe: number[]): number {
  let ev = 0;
  for (let v = 0; v < 10; v += 1) {
    const q = nextCard(up, shoe, v);
    if (q === 0) continue;
    shoe[v] = (shoe[v] as number) - 1;
    hand.push(v);
    ev += q * (total(hand) > 21 ? -1 : naiveBest(rules, hand, up, shoe));
    hand.pop();
    shoe[v] = (shoe[v] as number) + 1;
  }
  return ev;
}

/** The expectation of doubling: one card, then stand, for twice the stake. */
export function naiveDouble(rules: NaiveRules, hand: number[], up: number, shoe: number[]): number {
  let ev = 0;
  for (let v = 0; v < 10; v += 1) {
    const q = nextCard(up, shoe, v);
    if (q === 0) continue;
    shoe[v] = (shoe[v] as number) - 1;
    hand.push(v);
    ev += q * naiveStand(rules, hand, up, shoe);
    hand.pop();
    shoe[v] = (shoe[v] as number) + 1;
  }
  return 2 * ev;
}
