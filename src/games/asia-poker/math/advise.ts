/**
 * The player aid behind `felt hand advise asia-poker` and the table's help (§ 659a.11(a)(1)): every legal
 * setting of seven cards ranked by its expected value against a dealer who sets the house way, with the
 * house-way setting marked. The dealer's seven cards are sampled (seeded) from the 46 the player cannot
 * see, the same sample for every setting, so the ranking is a paired comparison.
 */
import { formatCards, type Card } from '../../../core/cards.js';
import { SeededRng } from '../../../core/rng.js';
import { chooseHouseWay, type HouseWay, type ScoredSetting } from '../house-way.js';
import { SPLITS, type RankingOptions } from '../../../rankings/index.js';
import { fastLegalSettings, outcome, scorerFor } from './sim.js';

export interface Advice {
  readonly high: string;
  readonly medium: string;
  readonly low: string;
  readonly ev: number;
  readonly standardError: number;
  readonly houseWay: boolean;
}

export function adviseAsiaPoker(
  seven: readonly Card[],
  houseWay: HouseWay,
  ranking: RankingOptions,
  samples = 20_000,
  seed = 1,
): { settings: Advice[]; houseWayRule: string } {
  const t = scorerFor(ranking);
  const sorted = [...seven].sort((a, b) => a - b);
  const ps = fastLegalSettings(sorted, t);
  const hw = chooseHouseWay(houseWay, sorted, ps);
  const unseen = Array.from({ length: 53 }, (_, c) => c).filter((c) => !sorted.includes(c));
  const rng = SeededRng.fromSeed(seed);
  const wins = new Int32Array(ps.length);
  for (let k = 0; k < samples; k += 1) {
    for (let i = 0; i < 7; i += 1) {
      const j = i + rng.nextInt(unseen.length - i);
      const tmp = unseen[i] as Card;
      unseen[i] = unseen[j] as Card;
      unseen[j] = tmp;
    }
    const d = unseen.slice(0, 7).sort((a, b) => a - b);
    const ds = chooseHouseWay(houseWay, d, fastLegalSettings(d, t)).chosen;
    for (let i = 0; i < ps.length; i += 1)
      if (outcome(ps[i] as ScoredSetting, ds) > 0) wins[i] = (wins[i] as number) + 1;
  }
  const hands = (s: ScoredSetting): [string, string, string] => {
    const p = SPLITS[s.split] as readonly number[];
    const at = (i: number): Card => sorted[p[i] as number] as Card;
    return [formatCards([at(3), at(2), at(1), at(0)]), formatCards([at(5), at(4)]), formatCards([at(6)])];
  };
  const settings = ps
    .map((s, i) => {
      const p = (wins[i] as number) / samples;
      const [high, medium, low] = hands(s);
      return {
        high,
        medium,
        low,
        ev: 2 * p - 1,
        standardError: 2 * Math.sqrt((p * (1 - p)) / samples),
        houseWay: s === hw.chosen,
      };
    })
    .sort((a, b) => b.ev - a.ev);
  return { settings, houseWayRule: hw.rule.name };
}
