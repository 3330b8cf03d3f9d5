/**
 * The Bust It Wager (§ 665a.7(m), 665a.12(c)) and Insurance, exactly.
 *
 * Bust It depends only on the dealer's up card, hole card and third card. Players' draws come between
 * the hole card and the third card, but they never depend on the hole card and each is a stopping time,
 * so the third card is distributed like the next card of the shoe (spec A.15): the three cards are the
 * first three of a full shoe. Values suffice except for 8-8-8, whose suit rows (200 and 50 to 1, only
 * the highest row paid, DA-17) are counted by suit: each of the four suits holds `decks` 8s.
 */
import { cite, type Citation } from '../../../core/citation.js';
import { formatOdds, odds, type Odds } from '../../../core/odds.js';
import { formatRational, rational, toNumber, type Rational } from '../../../core/rational.js';
import { ACE, bestTotal, TEN, VALUES } from './hands.js';
import { valueShoe, type BlackjackRules } from './rules.js';

export interface SideWagerEdge {
  readonly wager: string;
  readonly variant: string;
  /** Expected loss per unit wagered (0.0198 = 1.98 %). */
  readonly houseEdge: number;
  /** houseEdge as `numerator/denominator` where it is an exact rational, else null. */
  readonly exact: string | null;
  readonly method: 'exact';
  readonly citation: Citation;
}

export interface PaytableRow {
  readonly row: string;
  readonly pays: Odds;
  readonly probability: number;
}

export interface BustItPaytable {
  readonly eightsSuited: Odds;
  readonly eightsColour: Odds;
  readonly third: {
    readonly 6: Odds;
    readonly 7: Odds;
    readonly 8: Odds;
    readonly 9: Odds;
    readonly ten: Odds;
  };
  readonly citation: Citation;
}

/** The Bust It paytable of § 665a.12(c), row by row. */
export const BUST_IT_PAYTABLE: BustItPaytable = {
  eightsSuited: odds(200),
  eightsColour: odds(50),
  third: { 6: odds(15), 7: odds(10), 8: odds(8), 9: odds(6), ten: odds(3) },
  citation: cite('§ 665a.12(c)'),
};

const falling = (n: number, k: number): bigint => {
  let r = 1n;
  for (let i = 0; i < k; i += 1) r *= BigInt(Math.max(0, n - i));
  return r;
};

/** The winning rows' probabilities (exact) and the wager's house edge, by default under § 665a.12(c). */
export function bustIt(
  rules: BlackjackRules,
  table: BustItPaytable = BUST_IT_PAYTABLE,
): { rows: PaytableRow[]; edge: SideWagerEdge; exactRows: Rational[] } {
  const shoe = valueShoe(rules);
  const N = shoe.reduce((s, n) => s + n, 0);
  const byThird = new Array<bigint>(VALUES).fill(0n);
  let eights = 0n;
  for (let u = 0; u < VALUES; u += 1) {
    for (let h = 0; h < VALUES; h += 1) {
      const aces2 = (u === ACE ? 1 : 0) + (h === ACE ? 1 : 0);
      if (bestTotal(u + h + 2, aces2) >= 17) continue;
      for (let c = 0; c < VALUES; c += 1) {
        if (bestTotal(u + h + c + 3, aces2 + (c === ACE ? 1 : 0)) <= 21) continue;
        const ways =
          BigInt(shoe[u] as number) *
          BigInt((shoe[h] as number) - (h === u ? 1 : 0)) *
          BigInt((shoe[c] as number) - (c === u ? 1 : 0) - (c === h ? 1 : 0));
        if (u === 7 && h === 7 && c === 7) eights += ways;
        else byThird[c] = (byThird[c] as bigint) + ways;
      }
    }
  }
  const d = rules.decks;
  const suited = 4n * falling(d, 3);
  const colour = 2n * falling(2 * d, 3) - suited;
  const plainEights = eights - suited - colour;
  const total = falling(N, 3);
  const p = (ways: bigint): Rational => rational(ways, total);
  const winning: { row: string; pays: Odds; ways: bigint }[] = [
    { row: '8-8-8 same suit', pays: table.eightsSuited, ways: suited },
    { row: '8-8-8 same colour', pays: table.eightsColour, ways: colour },
    { row: 'third card 6', pays: table.third[6], ways: byThird[5] as bigint },
    { row: 'third card 7', pays: table.third[7], ways: byThird[6] as bigint },
    { row: 'third card 8', pays: table.third[8], ways: (byThird[7] as bigint) + plainEights },
    { row: 'third card 9', pays: table.third[9], ways: byThird[8] as bigint },
    { row: 'third card K, Q or J', pays: table.third.ten, ways: byThird[TEN] as bigint },
  ];
  let ev = rational(-1);
  const exactRows = winning.map((w) => p(w.ways));
  winning.forEach((w, i) => {
    ev = ev.add((exactRows[i] as Rational).mul(rational(w.pays.win + w.pays.per, w.pays.per)));
  });
  const edge = ev.neg();
  return {
    rows: winning.map((w, i) => ({
      row: w.row,
      pays: w.pays,
      probability: toNumber(exactRows[i] as Rational),
    })),
    exactRows,
    edge: {
      wager: 'bust-it',
      variant: winning.map((w) => formatOdds(w.pays).split(' ')[0]).join('/'),
      houseEdge: toNumber(edge),
      exact: formatRational(edge),
      method: 'exact',
      citation: table.citation,
    },
  };
}

/**
 * Insurance: wins when the hole card completes the dealer's Blackjack. Over the player's unseen cards
 * its expectation is that of the hole card drawn from the shoe less the ace (5 to 2 at Double Attack
 * Blackjack on up to half the Bet, § 665a.8, 665a.12(b); 2 to 1 elsewhere), per unit insured.
 */
export function insurance(rules: BlackjackRules): SideWagerEdge {
  const shoe = valueShoe(rules);
  const N = shoe.reduce((s, n) => s + n, 0);
  const win = rational(shoe[TEN] as number, N - 1);
  const o = rules.insurancePays;
  const ev = win.mul(rational(o.win + o.per, o.per)).sub(rational(1));
  return {
    wager: 'insurance',
    variant: `${o.win}-to-${o.per}`,
    houseEdge: -toNumber(ev),
    exact: formatRational(ev.neg()),
    method: 'exact',
    citation: rules.game === 'double-attack-blackjack' ? cite('§ 665a.12(b)') : cite('§ 633a.8'),
  };
}
