/**
 * A seeded simulation of the engine itself playing the analyser's CDZ- strategy (math/testing/
 * analysis-strategy.ts) round after round through decide and evolve. The analyser values each round
 * dealt from a full shoe, so the table runs the continuous shuffler (665a.5(h)): every round from a
 * freshly shuffled shoe. Only decisions cross over; the engine deals, enforces and settles on its own.
 */
import { SeededRng } from '../../../core/rng.js';
import type { Actor } from '../../../engine/game.js';
import { valueOf } from '../cards.js';
import type { Command } from '../commands.js';
import type { BlackjackGame } from '../index.js';
import { analyseBlackjack } from '../math/analyse.js';
import { analysisStrategy } from '../math/testing/analysis-strategy.js';
import { tableOf } from '../options.js';
import { doubleBounds } from '../play.js';
import { activeHand, phaseOf, type BlackjackState } from '../state.js';

const BET = 10_000;
const P: Actor = { role: 'player', seat: 1 };
const D: Actor = { role: 'dealer' };

export function simulateEngine(
  game: BlackjackGame,
  raw: Record<string, unknown>,
  rounds: number,
  seed: number,
) {
  const options = game.options.parse({ ...raw, shuffler: 'continuous' });
  const analysis = analyseBlackjack(tableOf(game.id as 'blackjack', options).rules);
  const strategy = analysisStrategy(analysis);
  const ctx = { rng: SeededRng.fromSeed(seed) };
  let s: BlackjackState = game.setup(options, { automated: true });
  const apply = (actor: Actor, c: Command): boolean => {
    const r = game.decide(s, actor, c, ctx);
    if (!r.ok) return false;
    for (const e of r.value) s = game.evolve(s, e);
    return true;
  };
  const must = (actor: Actor, c: Command) => {
    if (!apply(actor, c)) throw new Error(`${c.type} refused in ${phaseOf(s)}`);
  };
  must(P, { type: 'sit', seat: 1, name: 'sim', chips: 1_000_000_000 });
  let sum = 0;
  let sumSq = 0;
  for (let n = 0; n < rounds; n += 1) {
    for (let step = game.automate(s); step; step = game.automate(s)) must(step.actor, step.command);
    const before = s.seats[0]?.chips ?? 0;
    must(P, { type: 'place-wager', kind: 'bet', amount: BET });
    must(D, { type: 'no-more-bets' });
    for (let guard = 0; guard < 200; guard += 1) {
      const step = game.automate(s);
      if (step) {
        must(step.actor, step.command);
        continue;
      }
      const phase = phaseOf(s);
      const up = valueOf(s.r.dealer[0] ?? 0);
      if (phase === 'betting') break;
      if (phase === 'double-attack') {
        if (strategy.doubleAttack(up)) must(P, { type: 'place-wager', kind: 'double-attack', amount: BET });
        must(D, { type: 'no-more-bets' });
      } else if (phase === 'insurance') must(P, { type: 'decline-insurance' });
      else if (phase === 'play') {
        const a = activeHand(s);
        if (!a) throw new Error('no active hand');
        const cards = a.hand.cards.map(valueOf);
        const context = { split: a.box.hands.length > 1 };
        if (a.hand.closed || a.hand.splitAces) {
          const give = a.hand.doubled
            ? strategy.surrenderAfterDouble(up, cards, context)
            : cards.length === 2 &&
                cards[0] === cards[1] &&
                strategy.split(up, 1) &&
                apply(P, { type: 'split' })
              ? null
              : strategy.act(up, cards, context) === 'surrender';
          if (give !== null) must(P, { type: give ? 'surrender' : 'stand' });
          continue;
        }
        if (
          cards.length === 2 &&
          cards[0] === cards[1] &&
          strategy.split(up, cards[0] as number) &&
          apply(P, { type: 'split' })
        )
          continue;
        const act = strategy.act(up, cards, context);
        if (act === 'double') {
          const b = doubleBounds(s, { seat: 1, box: a.box, hand: a.hand });
          if (!b.ok) throw new Error(`double refused: ${b.error.code}`);
          must(P, { type: 'double', amount: b.value.max });
        } else must(P, { type: act });
      } else throw new Error(`stuck in ${phase}`);
    }
    const x = ((s.seats[0]?.chips ?? 0) - before) / BET;
    sum += x;
    sumSq += x * x;
  }
  const mean = sum / rounds;
  return {
    mean,
    standardError: Math.sqrt((sumSq / rounds - mean * mean) / (rounds - 1)),
    exact: analysis.ev,
  };
}
