/**
 * The core as a library (`felt/core`): card notation, the random generators a table draws from (a
 * seeded one for simulations and tests, the crypto one for live play), results and rejections, money in
 * cents, payout odds and citations.
 */
export * from './cards.js';
export * from './citation.js';
export * from './money.js';
export * from './odds.js';
export * from './result.js';
export * from './rng.js';
