/**
 * The wagers the baccarat math reports, and the net result of each on a finished coup, taken from
 * `decideWager` in the game's rules (the single source of every settlement). Shared by the exact
 * analyser and the simulator so that both report the same rows with the same money.
 *
 * The math never switches on a game id: it takes the deck count, the Tie odds offered and the House
 * Money add-to-wager portion as plain parameters.
 */
import { makeCard, type Card, type Rank } from '../../../core/cards.js';
import { oddsId, type Odds } from '../../../core/odds.js';
import {
  coupResult,
  decideWager,
  DRAGON_7_INSURANCE_ODDS,
  EVEN_MONEY,
  MINIMUM_TIE_ODDS,
  VIGORISH_PERCENT,
  type CoupResult,
  type DragonBonusPaytable,
  type PayRules,
  type WagerKind,
} from '../rules.js';

/** The math's inputs that change what is dealt or paid. */
export interface BaccaratMathParams {
  /** Decks in the shoe, 6 to 8 (627a.3(a)). */
  readonly decks: number;
  /** One row per Tie payout offered (…12(b): at least 8 to 1). */
  readonly tieOdds: readonly Odds[];
  /** Portion of a winning House Money payout that may be added to a main wager (default all of it). */
  readonly houseMoneyAddPortion?: { readonly num: number; readonly den: number };
}

/** An exact net result per unit wagered: num / den, den > 0. */
export interface Net {
  readonly num: number;
  readonly den: number;
}

/** A wager as reported: `kind` is settled by decideWager under `rules`. */
export interface SettledVariant {
  readonly type: 'settled';
  readonly wager: WagerKind;
  readonly variant: string;
  readonly kind: WagerKind;
  readonly rules: PayRules;
}

/**
 * The House Money add-to-wager choice (627a.8(d)(1)(i)): the House Money wager plus the value of
 * adding the payout, under best play, to the Player or Banker wager of a commission or EZ table.
 */
export interface AddToWagerVariant {
  readonly type: 'add-to-wager';
  readonly wager: 'house-money';
  readonly variant: 'add-to-wager' | 'add-to-wager-ez';
  readonly ez: boolean;
}

export type WagerVariant = SettledVariant | AddToWagerVariant;

const rulesOf = (ez: boolean, tieOdds: Odds, paytable: DragonBonusPaytable = 'A'): PayRules => ({
  ez,
  tieOdds,
  dragonBonusPaytable: paytable,
});

/** Every row the analyser and the simulator report, in report order. */
export function wagerVariants(params: BaccaratMathParams): WagerVariant[] {
  if (params.tieOdds.length === 0) throw new RangeError('at least one Tie payout is needed');
  const firstTie = params.tieOdds[0] as Odds;
  const settled = (wager: WagerKind, variant: string, rules: PayRules): SettledVariant => ({
    type: 'settled',
    wager,
    variant,
    kind: wager,
    rules,
  });
  const rows: WagerVariant[] = [
    settled('player', oddsId(EVEN_MONEY), rulesOf(false, firstTie)),
    settled('banker', 'commission', rulesOf(false, firstTie)),
    settled('banker', 'ez', rulesOf(true, firstTie)),
    ...params.tieOdds.map((o) => settled('tie', oddsId(o), rulesOf(false, o))),
  ];
  for (const side of ['dragon-bonus-player', 'dragon-bonus-banker'] as const) {
    for (const table of ['A', 'B', 'C'] as const)
      rows.push(settled(side, table, rulesOf(false, firstTie, table)));
  }
  rows.push(
    settled('dragon-7-insurance', oddsId(DRAGON_7_INSURANCE_ODDS), rulesOf(true, firstTie)),
    settled('house-money', 'take-payout', rulesOf(false, firstTie)),
    { type: 'add-to-wager', wager: 'house-money', variant: 'add-to-wager', ez: false },
    { type: 'add-to-wager', wager: 'house-money', variant: 'add-to-wager-ez', ez: true },
  );
  return rows;
}

/** The net result per unit of `kind` on `r`: odds for a win (less vigorish where it applies), -1, 0. */
export function netOf(kind: WagerKind, r: CoupResult, rules: PayRules): Net {
  const d = decideWager(kind, r, rules);
  switch (d.outcome) {
    case 'lose':
      return { num: -1, den: 1 };
    case 'push':
      return { num: 0, den: 1 };
    case 'win':
      // …12(c): vigorish is 5 % of the amount won (spec ruling A1); exact here, no 25-cent rounding.
      return d.vigorish
        ? { num: d.odds.win * (100 - VIGORISH_PERCENT), den: d.odds.per * 100 }
        : { num: d.odds.win, den: d.odds.per };
  }
}

// ---------------------------------------------------------------------------------------------
// The outcome key: everything about a coup that decides every wager except House Money.
// ---------------------------------------------------------------------------------------------

/** Player two-card count, Banker two-card count, Player third card value or none, Banker's likewise. */
export const OUTCOME_KEYS = 10 * 10 * 11 * 11;

/** `p3`/`b3` are Point-Count values 0-9 of the third cards, or -1 when that hand stood. */
export const outcomeKey = (p2: number, b2: number, p3: number, b3: number): number =>
  ((p2 * 10 + b2) * 11 + p3 + 1) * 11 + b3 + 1;

/** A card of Point-Count value v (10 for 0, ace for 1), with the given suit. */
function cardOfValue(v: number, suit: 'c' | 'd' | 'h' | 's', zeroRank: Rank = 10): Card {
  return makeCard((v === 0 ? zeroRank : v === 1 ? 14 : v) as Rank, suit);
}

/**
 * The result of a representative coup for each outcome key (first hand cards: the count plus a zero
 * card of another rank, so no pair). Computed by the rules' own coupResult.
 */
function buildKeyResults(): CoupResult[] {
  const out: CoupResult[] = [];
  for (let p2 = 0; p2 < 10; p2 += 1) {
    for (let b2 = 0; b2 < 10; b2 += 1) {
      for (let p3 = -1; p3 < 10; p3 += 1) {
        for (let b3 = -1; b3 < 10; b3 += 1) {
          const player = [cardOfValue(p2, 'c'), cardOfValue(0, 'd', 13)];
          const banker = [cardOfValue(b2, 'h'), cardOfValue(0, 's', 12)];
          if (p3 >= 0) player.push(cardOfValue(p3, 'c', 11));
          if (b3 >= 0) banker.push(cardOfValue(b3, 'h', 11));
          out[outcomeKey(p2, b2, p3, b3)] = coupResult({ player, banker });
        }
      }
    }
  }
  return out;
}

let keyResults: CoupResult[] | undefined;

/** The CoupResult of every outcome key (pairs false: House Money is keyed separately). */
export function outcomeKeyResults(): readonly CoupResult[] {
  keyResults ??= buildKeyResults();
  return keyResults;
}

/** The House Money net per unit for each pair class, from decideWager. */
export function houseMoneyNets(): readonly [Net, Net, Net] {
  const base = outcomeKeyResults()[0] as CoupResult;
  const rules = rulesOf(false, MINIMUM_TIE_ODDS);
  const at = (playerPair: boolean, bankerPair: boolean): Net =>
    netOf('house-money', { ...base, playerPair, bankerPair }, rules);
  return [at(false, false), at(true, false), at(true, true)];
}

/** Main-wager choices for an added House Money payout: keep it in cash, add to Player, add to Banker. */
export type AddChoice = 0 | 1 | 2;
export const ADD_CASH: AddChoice = 0;
export const ADD_PLAYER: AddChoice = 1;
export const ADD_BANKER: AddChoice = 2;

/** The settled variants behind an add-to-wager choice: [player, banker] at a commission or EZ table. */
export function addTargets(variants: readonly WagerVariant[], ez: boolean): [SettledVariant, SettledVariant] {
  const find = (wager: WagerKind, variant: string): SettledVariant => {
    const v = variants.find(
      (x): x is SettledVariant => x.type === 'settled' && x.wager === wager && x.variant === variant,
    );
    if (v === undefined) throw new Error(`no ${wager} ${variant} row`);
    return v;
  };
  return [find('player', oddsId(EVEN_MONEY)), find('banker', ez ? 'ez' : 'commission')];
}

export function addPortion(params: BaccaratMathParams): Net {
  const q = params.houseMoneyAddPortion ?? { num: 1, den: 1 };
  if (!Number.isInteger(q.num) || !Number.isInteger(q.den) || q.num < 0 || q.den < 1 || q.num > q.den) {
    throw new RangeError(`bad House Money add portion ${q.num}/${q.den}`);
  }
  return q;
}
