/**
 * Dealer-training drills of Props & Hops' own (58 Pa. Code 611a): the payout on a winning one-roll
 * wager and what the dealer does with the Six Eight Shake lammers after a roll. The answers come from
 * the game's own settlement (settle.ts, settleEvents) on a layout built from its own events.
 */
import { formatCents } from '../../core/money.js';
import { odds } from '../../core/odds.js';
import type { Rng } from '../../core/rng.js';
import { payoutChoices } from '../../engine/procedures/dice-drills.js';
import type { Drill } from '../../engine/game.js';
import { WAGER_KINDS } from './commands.js';
import { describeEvent } from './describe.js';
import { seated } from '../../engine/kernel.js';
import { placed } from '../../engine/wagers.js';
import type { PropsAndHopsOptions } from './options.js';
import { CITE, LAMMER_BOXES, SIX_EIGHT_SHAKE, SPOT, type Dice } from './rules.js';
import { settleEvents } from './settle.js';
import { evolve, initialState, type Event, type PropsAndHopsState } from './state.js';

type Face = Dice[0];
const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[rng.nextInt(xs.length)] as T;
const roll = (rng: Rng): Dice => [(rng.nextInt(6) + 1) as Face, (rng.nextInt(6) + 1) as Face];

function table(options: PropsAndHopsOptions, events: readonly Event[]): PropsAndHopsState {
  return [
    seated(1, 'Player', 1_000_000),
    { type: 'shaker-accepted', seat: 1, citation: CITE.firstShooter } as Event,
    ...events,
  ].reduce(evolve, initialState(options, true));
}

function payoutDrill(options: PropsAndHopsOptions, rng: Rng): Drill {
  for (;;) {
    const kind = pick(
      rng,
      WAGER_KINDS.filter((k) => k !== 'six-eight-shake'),
    );
    const amount = pick(rng, [100, 200, 500, 1000, 2500]);
    const dice = roll(rng);
    const s = table(options, [placed({ seat: 1, spot: SPOT, kind, amount }, CITE.wagersBeforeShake)]);
    const e = settleEvents(s, dice).find((x) => x.type === 'wager-settled');
    if (!e || e.type !== 'wager-settled' || e.outcome !== 'win') continue;
    return {
      kind: 'props-and-hops-payout',
      question: `The shaker shows ${dice[0]}-${dice[1]}. What is paid on the ${kind} wager (besides returning it)?`,
      situation: [`seat 1 has ${formatCents(amount)} on ${kind}`],
      choices: payoutChoices(e.winnings, amount, [odds(1), odds(2), odds(3, 2), odds(15), odds(30), odds(5)]),
      answer: String(e.winnings),
      rule: describeEvent(e),
      citation: CITE.payouts,
    };
  }
}

function lammerDrill(options: PropsAndHopsOptions, rng: Rng): Drill {
  const collected = LAMMER_BOXES.filter(() => rng.nextInt(2) === 0).slice(0, 5);
  const s = table(options, [
    placed({ seat: 1, spot: SPOT, kind: SIX_EIGHT_SHAKE, amount: 500 }, CITE.sixEightShake),
    { type: 'lammers-placed', boxes: LAMMER_BOXES, citation: CITE.lammers },
    ...collected.map((combination): Event => ({
      type: 'lammer-collected',
      combination,
      citation: CITE.settlement,
    })),
  ]);
  const open = LAMMER_BOXES.filter((b) => !collected.includes(b));
  const dice: Dice = pick(rng, [
    [3, 4],
    [1, 2],
    ...open.map((b) => [Number(b[0]), Number(b[2])] as unknown as Dice),
    ...collected.map((b) => [Number(b[0]), Number(b[2])] as unknown as Dice),
  ] as Dice[]);
  const events = settleEvents(s, dice);
  const settled = events.find((e) => e.type === 'wager-settled');
  const moved = events.some((e) => e.type === 'lammer-collected');
  const answer =
    settled?.type === 'wager-settled'
      ? settled.outcome === 'win'
        ? 'pay'
        : 'collect'
      : moved
        ? 'move'
        : 'nothing';
  const rule = events
    .filter(
      (e) => e.type === 'wager-settled' || e.type === 'lammer-collected' || e.type === 'lammers-returned',
    )
    .map(describeEvent)
    .join('; ');
  return {
    kind: 'six-eight-shake',
    question: `The shaker shows ${dice[0]}-${dice[1]}. What does the dealer do for the Six Eight Shake?`,
    situation: [
      'seat 1 has $5.00 on the Six Eight Shake',
      collected.length
        ? `lammers already collected from ${collected.join(', ')}`
        : 'every lammer is on its box',
    ],
    choices: [
      { id: 'move', label: 'Move the lammer from that box to the Six Eight Shake circles' },
      { id: 'pay', label: 'Pay the Six Eight Shake at 150 to 1' },
      { id: 'collect', label: 'Collect the Six Eight Shake wagers and return the lammers' },
      { id: 'nothing', label: 'Nothing: no lammer is on that box' },
    ],
    answer,
    rule: rule || 'no lammer is on that box; the Six Eight Shake stays',
    citation: answer === 'collect' ? CITE.sixEightShake : CITE.settlement,
  };
}

export function propsAndHopsDrills(options: PropsAndHopsOptions, rng: Rng): Drill[] {
  return options.sixEightShake
    ? [payoutDrill(options, rng), lammerDrill(options, rng)]
    : [payoutDrill(options, rng)];
}
