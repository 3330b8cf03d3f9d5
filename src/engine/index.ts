/**
 * The engine as a library (`felt/engine`): the game contract, the table runtime that runs any game
 * without the server (submit commands, read each viewer's view, run the automated dealer, replay a log),
 * Rules Submission validation, and the money each event declares. The games are `felt/games`, the hand
 * evaluators `felt/rankings`, cards, generators and results `felt/core`.
 */
export type * from './game.js';
export {
  NOTE,
  Table,
  fold,
  isNote,
  replay,
  viewerKey,
  wouldAccept,
  type LogEntry,
  type ReplayResult,
} from './table.js';
export {
  RulesSubmissionDocument,
  optionDocs,
  validateOptions,
  validateRulesSubmission,
  type OptionDoc,
} from './rules-submission.js';
export {
  netOf,
  parsePocket,
  pocket,
  transfersOf,
  type Pocket,
  type PocketRef,
  type Transfer,
} from './pockets.js';
export type { Coupon, Seat, Wager, WagerId } from './wagers.js';
