/**
 * The engine playing the analyser's strategy: seeded rounds of a real Raise It Up table (the game's own
 * decide and evolve, its shuffle, deal, community cards and settlement under § 669a.11(i)), one player
 * deciding at each street as the exact optimal strategy says (solve.ts) from the cards his view shows.
 * Each wager's result per unit is read from the settled events, so the exact house edges can be checked
 * against the engine itself within the simulation's standard error.
 *
 * The main wager's variance is mostly the Blind's long shots (1,000 to 1 on a royal flush). The estimate
 * uses the Blind's row on the six cards dealt as a control variate: the mean of (result - control) plus
 * the control's exact mean, from the published six-card class counts (spec A.12). It is unbiased
 * whatever the correlation, and its standard error is far smaller than the raw mean's (both reported).
 */
import { SeededRng } from '../../../core/rng.js';
import type { Actor, OddsRow } from '../../../engine/game.js';
import { Tally, simulatedRow } from '../../../math/odds-rows.js';
import type { Command } from '../commands.js';
import { automate } from '../automate.js';
import { decide, toAct } from '../decide.js';
import type { RaiseItUpOptions } from '../options.js';
import { evolve, initialState, type Event, type RaiseItUpState } from '../state.js';
import { gradeSix } from '../settle.js';
import { MAIN_PAYTABLES } from './paytables.js';
import { raiseItUpSolution, type RaiseItUpSolution } from './solve.js';

/** Best five of six, C(52,6) = 20,358,520 sets by class (spec A.12, the standard published counts). */
const SIX_CARD_SETS: Readonly<Record<string, number>> = {
  'royal-flush': 188,
  'straight-flush': 1_656,
  'four-of-a-kind': 14_664,
  'full-house': 165_984,
  flush: 205_792,
  straight: 361_620,
  'three-of-a-kind': 732_160,
};

/** What the Blind's row pays on a six-card class, per unit (0 for a push or no row). */
const blindRow = (cls: string): number => {
  const pays = MAIN_PAYTABLES.blind.find((r) => r.hand === cls)?.pays;
  return pays === undefined || pays === 'push' ? 0 : pays.win / pays.per;
};

/** The control's exact mean: the Blind's row over every six-card set. */
export const BLIND_ROW_MEAN =
  Object.entries(SIX_CARD_SETS).reduce((sum, [cls, n]) => sum + n * blindRow(cls), 0) / 20_358_520;

export interface EngineSimParams {
  readonly rounds: number;
  readonly seed: number;
  /** The Ante in cents (the Pair Plus and Six Card Bonus are wagered at the same amount when offered). */
  readonly ante?: number;
}

export interface EngineSimReport {
  readonly rows: readonly OddsRow[];
  /** The main wager's raw mean result per unit of the Ante (negative: the house edge) and its error. */
  readonly mainRaw: { readonly mean: number; readonly standardError: number };
  readonly decisions: Readonly<Record<'third' | 'fourth' | 'fifth' | 'fold', number>>;
}

const SEAT = 1;
const PLAYER: Actor = { role: 'player', seat: SEAT };

/** Rounds at an automated table, the player following the optimal strategy. */
export function simulateEngine(
  options: RaiseItUpOptions,
  p: EngineSimParams,
  solution: RaiseItUpSolution = raiseItUpSolution(),
): EngineSimReport {
  const rng = SeededRng.fromSeed(p.seed);
  const ante = p.ante ?? options.limits.ante.min;
  let s: RaiseItUpState = initialState(options, true);
  const go = (actor: Actor, c: Command): Event[] => {
    const r = decide(s, actor, c, { rng });
    if (!r.ok) throw new Error(`${c.type}: ${r.error.code} ${r.error.message}`);
    for (const e of r.value) s = evolve(s, e);
    return r.value;
  };
  const chips = 1_000_000_000;
  go(PLAYER, { type: 'sit', seat: SEAT, name: 'Strategy', chips });
  const main = new Tally();
  const controlled = new Tally();
  const pairPlus = new Tally();
  const six = new Tally();
  const decisions = { third: 0, fourth: 0, fifth: 0, fold: 0 };
  for (let round = 0; round < p.rounds; round += 1) {
    for (let step = automate(s); step; step = automate(s)) go(step.actor, step.command);
    go(PLAYER, { type: 'place-wager', kind: 'ante', amount: ante });
    if (options.pairPlus) go(PLAYER, { type: 'place-wager', kind: 'pair-plus', amount: ante });
    if (options.sixCardBonus) go(PLAYER, { type: 'place-wager', kind: 'six-card-bonus', amount: ante });
    const events: Event[] = [...go({ role: 'dealer' }, { type: 'no-more-bets' })];
    for (let i = 0; i < 40 && s.phase !== 'betting'; i += 1) {
      const h = toAct(s);
      if (h) {
        const seen = [...h.cards, ...s.community.slice(0, s.turned)];
        const m = solution.choice(seen);
        const street = s.phase as 'third' | 'fourth' | 'fifth';
        if (m !== 0) decisions[street] += 1;
        else if (street === 'fifth') decisions.fold += 1;
        events.push(
          ...go(
            PLAYER,
            m !== 0
              ? { type: 'play', multiple: m }
              : street === 'fifth'
                ? { type: 'fold' }
                : { type: 'check' },
          ),
        );
        continue;
      }
      const step = automate(s);
      if (!step) throw new Error(`the table waits in ${s.phase}`);
      events.push(...go(step.actor, step.command));
    }
    const net = { main: 0, 'pair-plus': 0, 'six-card-bonus': 0 };
    for (const e of events) {
      if (e.type !== 'wager-settled') continue;
      const x = e.outcome === 'win' ? e.winnings : e.outcome === 'lose' ? -e.amount : 0;
      if (e.kind === 'pair-plus' || e.kind === 'six-card-bonus') net[e.kind] += x;
      else net.main += x;
    }
    main.add(net.main / ante);
    const deal = events.find((e) => e.type === 'cards-dealt');
    const dealtSix = deal?.type === 'cards-dealt' ? [...(deal.hands[0]?.cards ?? []), ...deal.community] : [];
    controlled.add(net.main / ante - blindRow(gradeSix(dealtSix).cls));
    if (options.pairPlus) pairPlus.add(net['pair-plus'] / ante);
    if (options.sixCardBonus) six.add(net['six-card-bonus'] / ante);
  }
  const share = (n: number): number => n / p.rounds;
  return {
    rows: [
      {
        ...simulatedRow('main', 'optimal', controlled, '§§ 669a.12(b) to 669a.12(d)'),
        houseEdge: -(controlled.mean + BLIND_ROW_MEAN),
      },
      ...(options.pairPlus ? [simulatedRow('pair-plus', options.pairPlus, pairPlus, '§ 669a.12(a)')] : []),
      ...(options.sixCardBonus
        ? [simulatedRow('six-card-bonus', options.sixCardBonus, six, '§ 669a.12(f)')]
        : []),
    ],
    mainRaw: { mean: main.mean, standardError: main.standardError },
    decisions: {
      third: share(decisions.third),
      fourth: share(decisions.fourth),
      fifth: share(decisions.fifth),
      fold: share(decisions.fold),
    },
  };
}
