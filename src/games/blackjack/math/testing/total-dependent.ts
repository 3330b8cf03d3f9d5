/**
 * The exact house edge of a total-dependent strategy card, for the tests: unsplit hands play by up card,
 * hard or soft total and whether they hold two cards or more (surrender after the Double Down card by up
 * card and total), as a printed basic strategy does; split hands keep the analyser's CDZ- play. The card
 * is found by coordinate ascent from "always stand" (each entry in turn set to its best action while the
 * others stay, until nothing improves), and its expectation is computed exactly from the analyser's
 * dealer tables. Any card found is a real strategy, so its edge bounds the best card's from above. Not
 * built.
 */
import { splitsFor, upCardResult } from '../analyse.js';
import { handGraph, twoCardHands, VALUES } from '../hands.js';
import { analyseUpCard, nextCardValues, type UpCardTables } from '../player.js';
import { valueShoe, type BlackjackRules } from '../rules.js';
import type { SplitResult } from '../split.js';

export interface TotalDependentResult {
  /** House edge per unit of Bet under the card (Double Attack decided on its values). */
  readonly houseEdge: number;
  /** The same under the CDZ- strategy, for comparison. */
  readonly cdzHouseEdge: number;
}

/** The best card for one up card: its stake value (what Double Attack doubles), unnormalised. */
function bestCard(t: UpCardTables, splits: readonly SplitResult[]): number {
  const g = handGraph();
  const entry = new Int32Array(g.count).fill(-1);
  const afterDoubleEntry = new Int32Array(g.count).fill(-1);
  const entries = new Map<string, number>();
  const afterDoubleEntries = new Map<string, number>();
  for (let h = 0; h < g.count; h += 1) {
    const size = g.size[h] as number;
    if (size < 2 || t.possible[h] === 0 || (g.total[h] as number) >= 21) continue;
    const id = `${g.soft[h]}:${g.total[h]}:${size === 2 ? 2 : 3}`;
    if (!entries.has(id)) entries.set(id, entries.size);
    entry[h] = entries.get(id) as number;
    if (size >= 3) {
      const idD = `${g.soft[h]}:${g.total[h]}`;
      if (!afterDoubleEntries.has(idD)) afterDoubleEntries.set(idD, afterDoubleEntries.size);
      afterDoubleEntry[h] = afterDoubleEntries.get(idD) as number;
    }
  }
  // An action is allowed for an entry when every hand of the entry may take it.
  const allowed = Array.from({ length: entries.size }, () => [true, true, true, true]);
  for (let h = 0; h < g.count; h += 1) {
    const e = entry[h] as number;
    if (e < 0) continue;
    const options = [t.stand[h], t.hit[h], t.double[h], t.surrender[h]] as number[];
    options.forEach((v, a) => {
      if (!Number.isFinite(v)) (allowed[e] as boolean[])[a] = false;
    });
  }
  const card = new Int32Array(entries.size);
  const surrenderAfterDouble = new Uint8Array(afterDoubleEntries.size);
  const value = new Float64Array(g.count);
  const afterDouble = new Float64Array(g.count);
  const a = new Int32Array(VALUES);
  const evaluate = (): number => {
    for (const h of g.order) {
      if ((g.size[h] as number) < 2 || t.possible[h] === 0) continue;
      const stand = t.stand[h] as number;
      const d = afterDoubleEntry[h] as number;
      afterDouble[h] = d >= 0 && surrenderAfterDouble[d] === 1 ? -0.5 * (t.noBlackjack[h] as number) : stand;
      const e = entry[h] as number;
      const action = e < 0 ? 0 : (card[e] as number);
      if (action === 0) value[h] = stand;
      else if (action === 3) value[h] = t.surrender[h] as number;
      else {
        const left = t.total - (g.size[h] as number);
        for (let v = 0; v < VALUES; v += 1)
          a[v] = (t.avail[v] as number) - (g.counts[h * VALUES + v] as number);
        const { hit, dbl } = nextCardValues(g, h, a, left, t.blackjackCard, value, afterDouble);
        value[h] = action === 1 ? hit : 2 * dbl;
      }
    }
    let stakeValue = 0;
    const n = t.total;
    for (const { h, a: x, b: y } of twoCardHands()) {
      const nx = t.avail[x] as number;
      const ny = t.avail[y] as number;
      const p = x === y ? (nx * (nx - 1)) / (n * (n - 1)) : (2 * nx * ny) / (n * (n - 1));
      if (p <= 0) continue;
      if (x === 0 && y === 9) {
        stakeValue += p * (t.noBlackjack[h] as number);
        continue;
      }
      let v = value[h] as number;
      if (x === y) v = Math.max(v, (splits[x] as SplitResult).value);
      stakeValue += p * v;
    }
    return stakeValue;
  };
  let best = evaluate();
  for (let improved = true; improved;) {
    improved = false;
    for (let e = 0; e < card.length; e += 1) {
      for (let action = 0; action < 4; action += 1) {
        if (action === card[e] || !(allowed[e] as boolean[])[action]) continue;
        const old = card[e] as number;
        card[e] = action;
        const v = evaluate();
        if (v > best + 1e-15) {
          best = v;
          improved = true;
        } else card[e] = old;
      }
    }
    for (let d = 0; d < surrenderAfterDouble.length; d += 1) {
      surrenderAfterDouble[d] = 1 - (surrenderAfterDouble[d] as number);
      const v = evaluate();
      if (v > best + 1e-15) {
        best = v;
        improved = true;
      } else surrenderAfterDouble[d] = 1 - (surrenderAfterDouble[d] as number);
    }
  }
  return best;
}

/**
 * Double Attack (or plain) house edge under the best total-dependent card found. Blackjack pays 1 to 1
 * here (the card's stake value counts a player Blackjack at even money), so: Double Attack rules only.
 */
export function totalDependentHouseEdge(rules: BlackjackRules): TotalDependentResult {
  if (rules.blackjackPays.win !== rules.blackjackPays.per || rules.bonuses !== null) {
    throw new Error('total-dependent card: even-money Blackjack and no bonuses only');
  }
  const shoe = valueShoe(rules);
  const n = shoe.reduce((s, c) => s + c, 0);
  let card = 0;
  let cdz = 0;
  for (let up = 0; up < VALUES; up += 1) {
    const p = (shoe[up] as number) / n;
    const t = analyseUpCard(rules, shoe, up);
    const splits = splitsFor(rules, t);
    const r = upCardResult(rules, t, splits, p);
    const dealerPart = r.ev - (r.doubleAttack ? 2 : 1) * r.stakeValue;
    const stake = bestCard(t, splits);
    card += p * (dealerPart + (rules.doubleAttack && stake > 0 ? 2 : 1) * stake);
    cdz += p * r.ev;
  }
  return { houseEdge: -card, cdzHouseEdge: -cdz };
}
