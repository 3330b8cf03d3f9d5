/**
 * Dealer-training drills of Three Dice Football's own (58 Pa. Code 611a): what a throw is, what the
 * dealer announces after it (or how the game ends), and the payout on a single play wager. Answers come
 * from the rule tables (classifyThrow, resolveDrivePlay) and the game's settlement (settle.ts).
 */
import { formatCents } from '../../core/money.js';
import type { Rng } from '../../core/rng.js';
import { amountChoices } from '../../engine/procedures/dice-drills.js';
import type { Drill } from '../../engine/game.js';
import { describeEvent } from './describe.js';
import { seated } from '../../engine/kernel.js';
import { placed } from '../../engine/wagers.js';
import { throwEvents } from './settle.js';
import { evolve, initialState } from './state.js';
import type { ThreeDiceFootballOptions } from './options.js';
import {
  CITE,
  KICKOFF,
  SINGLE_PLAY_WAGERS,
  SPOT,
  classifyThrow,
  downPuck,
  resolveDrivePlay,
  type DriveState,
  type Throw,
} from './rules.js';

type Face = Throw[0];
const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[rng.nextInt(xs.length)] as T;
const throwOf = (rng: Rng): Throw => [
  (rng.nextInt(6) + 1) as Face,
  (rng.nextInt(6) + 1) as Face,
  (rng.nextInt(6) + 1) as Face,
];
const show = (t: Throw): string => `green ${t[0]} and ${t[1]}, red ${t[2]}`;

/** A drive reached by playing `n` random throws that do not end the game. */
function driveAfter(rng: Rng, n: number): DriveState {
  let d = KICKOFF;
  for (let i = 0; i < n; i += 1) {
    const p = resolveDrivePlay(d, throwOf(rng));
    if (p.end) return d;
    d = p.state;
  }
  return d;
}

function classifyDrill(rng: Rng): Drill {
  const t = throwOf(rng);
  const r = classifyThrow(t);
  const label = (k: string): string =>
    k === 'gain'
      ? `Gain of ${r.diceYards} yards`
      : ((
          {
            'trips-td': 'Trips TD',
            turnover: 'Turnover',
            penalty: 'Penalty',
            'no-gain': 'No gain',
          } as Record<string, string>
        )[k] ?? k);
  return {
    kind: 'tdf-throw',
    question: `The stickperson calls ${show(t)}. What is the throw?`,
    situation: [],
    choices: ['trips-td', 'turnover', 'penalty', 'no-gain', 'gain'].map((id) => ({ id, label: label(id) })),
    answer: r.kind,
    rule: `Offensive Dice ${r.offense}, Defensive Die ${r.defense}: ${label(r.kind)}`,
    citation: r.citation,
  };
}

function announceDrill(rng: Rng): Drill {
  const d = driveAfter(rng, rng.nextInt(4));
  const t = throwOf(rng);
  const p = resolveDrivePlay(d, t);
  const say = (s: DriveState): string => `${downPuck(s)}, ${s.yardsToGo} to go`;
  const answer = p.end ? (p.end.winner === 'offense' ? 'Touchdown' : 'Defense wins') : say(p.state);
  const choices = new Set<string>([answer, 'Touchdown', 'Defense wins']);
  for (const alt of [
    { ...p.state, downsUsed: 0 as const },
    { ...p.state, yardsToGo: d.yardsToGo },
    {
      ...p.state,
      series: p.state.series === 'first' ? ('goal' as const) : ('first' as const),
      downsUsed: 0 as const,
    },
  ])
    if (alt.yardsToGo > 0) choices.add(say(alt));
  return {
    kind: 'tdf-announcement',
    question: `The Quarterback throws ${show(t)}. What does the dealer announce?`,
    situation: [`${downPuck(d)}, Yard Marker at the ${d.yardsToGo}, play ${d.plays + 1}`],
    choices: [...choices].sort().map((id) => ({ id, label: id })),
    answer,
    rule: p.end
      ? `the game ends (${p.end.via}) on play ${p.end.play}`
      : `the dealer moves the pucks and announces ${answer}`,
    citation: p.end ? p.end.citation : CITE.singlePlaySettlement,
  };
}

function payoutDrill(options: ThreeDiceFootballOptions, rng: Rng): Drill {
  for (;;) {
    const row = pick(rng, SINGLE_PLAY_WAGERS);
    const t = throwOf(rng);
    const amount = pick(rng, [500, 1000, 2500]);
    const s = [
      seated(1, 'Player', 1_000_000),
      placed({ seat: 1, spot: SPOT, kind: row.id, amount }, CITE.singlePlayTiming),
    ].reduce(evolve, initialState(options, true));
    const e = throwEvents(s, t).find((x) => x.type === 'wager-settled');
    if (!e || e.type !== 'wager-settled' || e.outcome !== 'win') continue;
    return {
      kind: 'tdf-single-play-payout',
      question: `The throw is ${show(t)}. What is paid on the ${row.name} (besides returning it)?`,
      situation: [`seat 1 has ${formatCents(amount)} on ${row.id}`],
      choices: amountChoices(
        e.winnings,
        [1, 4, 5, 7, 9, 30, 60].map((k) => amount * k),
      ),
      answer: String(e.winnings),
      rule: describeEvent(e),
      citation: CITE.singlePlayPayouts,
    };
  }
}

export const threeDiceFootballDrills = (options: ThreeDiceFootballOptions, rng: Rng): Drill[] => [
  classifyDrill(rng),
  announceDrill(rng),
  payoutDrill(options, rng),
];
