/**
 * Dealer-training drills of Craps' own (58 Pa. Code 611a): the payout on a winning wager, whether a
 * wager may be taken down, and whether Bonus Craps may be accepted now. Every answer comes from the
 * table itself (settleEvents, takeDownRefused, decide) on a layout built from its own events.
 */
import { formatCents } from '../../core/money.js';
import { odds, winnings } from '../../core/odds.js';
import type { Rng } from '../../core/rng.js';
import type { Drill } from '../../engine/game.js';
import { seated } from '../../engine/kernel.js';
import { amountChoices, payoutChoices } from '../../engine/procedures/dice-drills.js';
import { THROWN_DICE_NO_ROLLS, THROWN_DICE_REASONS } from '../../engine/procedures/dice-table.js';
import { placed } from '../../engine/wagers.js';
import { decide } from './decide.js';
import { describeEvent } from './describe.js';
import type { CrapsGameId, CrapsOptions } from './options.js';
import { oneRollOddsOn } from './resolve.js';
import { CITE, COMBINATIONS, TRUE_ODDS, totalOf, type Dice, type PointNumber, type Total } from './rules.js';
import { settleEvents } from './settle.js';
import { evolve, initialState, type CrapsState, type Event } from './state.js';
import { SPOT, takeDownRefused } from './wagers.js';

type Face = Dice[0];
const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[rng.nextInt(xs.length)] as T;
const die = (rng: Rng): Face => (rng.nextInt(6) + 1) as Face;
/** The odds a dealer may pay by mistake, for the payout drill's wrong choices. */
const MISTAKEN_ODDS = [
  odds(1),
  odds(7, 6),
  odds(7, 5),
  odds(9, 5),
  odds(2),
  odds(3, 2),
  odds(6, 5),
  odds(9),
  odds(7),
  odds(30),
];

/** A table with seat 1 holding `wagers`, the puck on `point`. */
function layout(
  game: CrapsGameId,
  options: CrapsOptions,
  point: PointNumber | null,
  wagers: readonly [string, number][],
): CrapsState {
  const events: Event[] = [seated(1, 'Player', 1_000_000), { type: 'shooter', seat: 1 }];
  if (point !== null) events.push({ type: 'puck-on', point, citation: CITE.wagers });
  for (const [kind, amount] of wagers)
    events.push(placed({ seat: 1, spot: SPOT, kind, amount }, CITE.wagers));
  return events.reduce(evolve, initialState(game, options, true));
}

const yesNo = [
  { id: 'yes', label: 'Yes' },
  { id: 'no', label: 'No' },
];

function payoutDrill(game: CrapsGameId, options: CrapsOptions, rng: Rng): Drill {
  const n = pick(rng, [4, 5, 6, 8, 9, 10] as const);
  const hard = pick(rng, [4, 6, 8, 10] as const);
  const making: Dice = (() => {
    for (;;) {
      const a = die(rng);
      const b = n - a;
      if (b >= 1 && b <= 6) return [a, b as Face];
    }
  })();
  const scenarios: { point: PointNumber | null; wagers: [string, number][]; kind: string; dice: Dice }[] = [
    {
      point: null,
      wagers: [[`place-${n}`, n === 6 || n === 8 ? 1200 : 1000]],
      kind: `place-${n}`,
      dice: making,
    },
    {
      point: n,
      wagers: [
        ['pass', 1000],
        ['pass-odds', 2000],
      ],
      kind: 'pass-odds',
      dice: making,
    },
    {
      point: null,
      wagers: [[`hardway-${hard}`, 500]],
      kind: `hardway-${hard}`,
      dice: [(hard / 2) as Face, (hard / 2) as Face],
    },
    {
      point: null,
      wagers: [['field', 1000]],
      kind: 'field',
      dice: pick(rng, [
        [1, 1],
        [6, 6],
        [2, 2],
        [4, 5],
      ] as Dice[]),
    },
    {
      point: null,
      wagers: [['any-craps', 500]],
      kind: 'any-craps',
      dice: pick(rng, [
        [1, 2],
        [6, 6],
      ] as Dice[]),
    },
  ];
  if (options.layBet)
    scenarios.push({ point: null, wagers: [[`lay-${n}`, 4000]], kind: `lay-${n}`, dice: [3, 4] });
  const sc = pick(rng, scenarios);
  const s = layout(game, options, sc.point, sc.wagers);
  const settled = settleEvents(s, sc.dice).find((e) => e.type === 'wager-settled' && e.kind === sc.kind);
  if (!settled || settled.type !== 'wager-settled') throw new RangeError('drill scenario did not settle');
  const paid = settled.winnings - settled.vigorish;
  const stake = settled.amount;
  return {
    kind: 'craps-payout',
    question: `The roll is ${sc.dice[0]}-${sc.dice[1]}. What does the dealer pay on the ${sc.kind} wager (besides returning it)?`,
    situation: [
      sc.point === null ? 'the puck is "off"' : `the point is ${sc.point}`,
      ...sc.wagers.map(([k, a]) => `seat 1 has ${formatCents(a)} on ${k}`),
    ],
    choices: payoutChoices(paid, stake, MISTAKEN_ODDS),
    answer: String(paid),
    rule: describeEvent(settled),
    citation: settled.citation,
  };
}

function takeDownDrill(game: CrapsGameId, options: CrapsOptions, rng: Rng): Drill {
  const sc = pick(rng, [
    { point: 6 as PointNumber, kind: 'pass' },
    { point: null, kind: 'pass' },
    { point: 8 as PointNumber, kind: 'dont-pass' },
    { point: 5 as PointNumber, kind: 'come-9' },
    { point: null, kind: 'place-6' },
    { point: 4 as PointNumber, kind: 'fire-bet' },
    { point: 4 as PointNumber, kind: 'hardway-10' },
    ...(options.bonusCraps ? [{ point: null, kind: 'all-tall' }] : []),
  ]);
  const s = layout(game, options, sc.point, [[sc.kind, 1000]]);
  const w = s.wagers[0];
  if (!w) throw new RangeError('no wager');
  const why = takeDownRefused(s, w);
  return {
    kind: 'craps-take-down',
    question: `The player asks to take down the ${sc.kind} wager. Is it allowed?`,
    situation: [
      sc.point === null ? 'come out roll next' : `the point is ${sc.point}`,
      `seat 1 has $10.00 on ${sc.kind}`,
    ],
    choices: yesNo,
    answer: why ? 'no' : 'yes',
    rule: why ? why.message : 'a wager may be removed or reduced before a roll decides it',
    citation: why
      ? (why.citation ?? CITE.removal)
      : sc.kind === 'dont-pass'
        ? CITE.dontRemoval
        : CITE.removal,
  };
}

function bonusDrill(game: CrapsGameId, options: CrapsOptions, rng: Rng): Drill {
  const sc = pick(rng, ['new-shooter', 'after-first-roll', 'markers-out'] as const);
  let s = layout(game, options, null, sc === 'markers-out' ? [['all-small', 500]] : []);
  const situation: string[] = [];
  if (sc !== 'new-shooter') {
    s = evolve(s, {
      type: 'dice-thrown',
      dice: [2, 2],
      total: 4,
      shooter: 1,
      comeOut: true,
      source: 'seeded',
      citation: CITE.wagers,
    });
    situation.push('the shooter has thrown a come out roll of 4');
  } else situation.push('a new shooter has the dice and has not yet thrown');
  if (sc === 'markers-out') {
    s = evolve(s, { type: 'bonus-marked', total: 4, citation: CITE.bonusMarking });
    s = evolve(s, { type: 'shooter', seat: 1 });
    situation.push('the shooter left without a 7; a new shooter has the dice; a marker button is on the 4');
  }
  const r = decide(
    s,
    { role: 'player', seat: 1 },
    { type: 'place-wager', kind: 'all-tall', amount: 500 },
    { rng },
  );
  return {
    kind: 'bonus-craps-accept',
    question: 'A player offers an All Tall Wager. Does the dealer accept it?',
    situation,
    choices: yesNo,
    answer: r.ok ? 'yes' : 'no',
    rule: r.ok
      ? "Bonus Craps wagers are placed before a new shooter's initial come out roll"
      : r.error.message,
    citation: r.ok ? CITE.bonusPlacement : (r.error.citation ?? CITE.bonusPlacement),
  };
}

/** Horn, Horn High or World: the one stack's net, the classic dealer calculation (ruling R17). */
function propositionDrill(game: CrapsGameId, options: CrapsOptions, rng: Rng): Drill {
  const rows = COMBINATIONS.filter((r) => (r.family === 'world' ? options.world : options.horn));
  const row = pick(rng, rows);
  const part = Math.max(100, Math.ceil(options.minimumWager / row.units / 100) * 100);
  const amount = part * row.units;
  const covered = Object.keys(row.parts).map(Number) as Total[];
  const dice: Dice = (() => {
    // Mostly a covered total (that is the drill), sometimes one that loses the stack.
    const want = rng.nextInt(4) === 0 ? null : pick(rng, covered);
    for (;;) {
      const d: Dice = [die(rng), die(rng)];
      const t = totalOf(d);
      if (want === null ? !covered.includes(t) : t === want) return d;
    }
  })();
  const s = layout(game, options, null, [[row.wager, amount]]);
  const settled = settleEvents(s, dice).find((e) => e.type === 'wager-settled');
  if (!settled || settled.type !== 'wager-settled') throw new RangeError('proposition did not settle');
  const paid = settled.outcome === 'win' ? settled.winnings : 0;
  const t = totalOf(dice);
  const on = row.parts[t] ?? 0;
  const gross = on ? winnings(part * on, oneRollOddsOn(t, options)) : 0;
  const whole = on ? winnings(amount, oneRollOddsOn(t, options)) : amount;
  return {
    kind: 'craps-proposition-payout',
    question: `The roll is ${dice[0]}-${dice[1]}. What does the dealer pay on the ${row.name} (besides leaving the winning part up)?`,
    situation: [
      `seat 1 has ${formatCents(amount)} on ${row.wager} (${row.units} parts of ${formatCents(part)})`,
    ],
    choices: amountChoices(paid, [gross, whole, gross + part * (row.units - on), Math.max(0, paid - part)]),
    answer: String(paid),
    rule:
      settled.outcome === 'lose'
        ? `${t} is not on the ${row.name}: every part loses`
        : settled.outcome === 'push'
          ? `the ${t} pays exactly the parts that lose: a push`
          : `the part on ${t} wins ${formatCents(gross)} at ${settled.odds ?? ''} for the stack; the other parts (${formatCents(part * (row.units - on))}) lose and are taken from the payout`,
    citation: settled.citation,
  };
}

/** A Buy Bet's payout: true odds, less the vigorish on the amount bought (ruling R16). */
function buyDrill(game: CrapsGameId, options: CrapsOptions, rng: Rng): Drill {
  const n = pick(rng, [4, 5, 6, 8, 9, 10] as const);
  const amount = Math.max(options.minimumWager, pick(rng, [2000, 2500, 4000, 5000, 10_000]));
  const s = layout(game, options, null, [[`buy-${n}`, amount]]);
  const dice: Dice = (() => {
    for (;;) {
      const a = die(rng);
      const b = n - a;
      if (b >= 1 && b <= 6) return [a, b as Face];
    }
  })();
  const settled = settleEvents(s, dice).find((e) => e.type === 'wager-settled');
  if (!settled || settled.type !== 'wager-settled') throw new RangeError('buy bet did not settle');
  const paid = settled.winnings - settled.vigorish;
  const gross = winnings(amount, TRUE_ODDS[n]);
  const pct = options.buyBet?.percent ?? 0;
  return {
    kind: 'craps-buy-payout',
    question: `The roll is ${dice[0]}-${dice[1]}. What does the dealer pay on the buy-${n} wager (besides returning it)?`,
    situation: [
      `seat 1 has bought the ${n} for ${formatCents(amount)}`,
      options.buyBet?.collected === 'when-placed'
        ? `the ${pct} % vigorish was paid when the bet was placed`
        : `the ${pct} % vigorish on the amount bought is taken from a win`,
    ],
    choices: amountChoices(paid, [
      gross,
      gross - Math.floor((amount * pct) / 100),
      winnings(amount, options.placeToWin[n]),
      gross - Math.floor((gross * pct) / 100),
    ]),
    answer: String(paid),
    rule: describeEvent(settled),
    citation: options.buyBet?.collected === 'on-win' ? CITE.vigorishException : settled.citation,
  };
}

/** Is it a "no roll"? (ruling R19: § 661a.5 applied to the Craps dice). */
function noRollDrill(game: CrapsGameId, options: CrapsOptions, rng: Rng): Drill {
  const reason = pick(rng, [...THROWN_DICE_REASONS, 'landed-on-chips', 'landed-on-chips'] as const);
  const rule = THROWN_DICE_NO_ROLLS[reason];
  let s = layout(game, options, null, [['pass', Math.max(options.minimumWager, 1000)]]);
  s = evolve(s, { type: 'no-more-bets', citation: CITE.wagers });
  const r = decide(s, { role: 'dealer' }, { type: 'no-roll', reason }, { rng });
  return {
    kind: 'craps-no-roll',
    question: `The dice are out: ${reason.replaceAll('-', ' ')}. Does the stickperson call "no roll"?`,
    situation: ['a come out roll; seat 1 has a Pass Bet'],
    choices: yesNo,
    answer: r.ok ? 'yes' : 'no',
    rule: r.ok ? `${rule.rule}: nothing is decided and the dice are thrown again` : rule.rule,
    citation: rule.citation,
  };
}

export function crapsDrills(game: CrapsGameId, options: CrapsOptions, rng: Rng): Drill[] {
  const out = [payoutDrill(game, options, rng), takeDownDrill(game, options, rng)];
  if (options.bonusCraps) out.push(bonusDrill(game, options, rng));
  if (options.horn || options.world) out.push(propositionDrill(game, options, rng));
  if (options.buyBet) out.push(buyDrill(game, options, rng));
  out.push(noRollDrill(game, options, rng));
  return out;
}
