/**
 * The blackjack family's exact math (Blackjack 633a, Spanish 21 635a, Double Attack Blackjack 665a):
 * the CDZ- house edge of the main game, the strategy table and the value of every option in any
 * situation, and the side wagers. Pure functions of a `BlackjackRules`; no game engine.
 */
export {
  analyseBlackjack,
  type AnalysisOptions,
  type AnalysisProgress,
  type BlackjackAnalysis,
  type TwoCardResult,
  type UpCardResult,
} from './analyse.js';
export { bustIt, insurance, BUST_IT_PAYTABLE, type PaytableRow, type SideWagerEdge } from './bust-it.js';
export { dealerOutcomesExact, dealerTrie, OUTCOME_LABELS } from './dealer.js';
export { dealerHandSizes, hitAndRun, type HitAndRunHand, type HitAndRunRow } from './hit-and-run.js';
export {
  houseMoney,
  HOUSE_MONEY_MULTI_DECK,
  HOUSE_MONEY_SINGLE_DECK,
  type HouseMoneyOptions,
  type HouseMoneyPaytable,
  type HouseMoneyResult,
} from './house-money.js';
export { ACTION_NAMES, type ActionName } from './player.js';
export {
  blackjackRules,
  COMMON_SPANISH_21_BONUSES,
  DOUBLE_ATTACK_CITATIONS,
  doubleAttackRules,
  spanish21Rules,
  validateBlackjackRules,
  valueShoe,
  type BlackjackGame,
  type BlackjackRules,
  type RulesViolation,
  type Spanish21Bonuses,
  type SurrenderRule,
} from './rules.js';
export {
  evaluate,
  strategyTable,
  type Situation,
  type SituationInput,
  type StrategyCell,
  type StrategyRow,
  type StrategyTable,
} from './strategy.js';
export { straightJack, STRAIGHT_JACK_PAYTABLE, type StraightJackResult } from './straight-jack.js';
export { blackjackOdds, DEFAULT_STRAIGHT_JACK_METER, type SideWagerTerms } from './odds.js';
export {
  BLACKJACK_GAMES,
  CORE_OPTIONS,
  describeRules,
  isBlackjackGame,
  rulesFromSubmission,
  rulesLine,
} from './submission.js';
