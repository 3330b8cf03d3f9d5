/** One plain line per Craps event, for transcripts, the CLI and the audit log. */
import { formatCents } from '../../core/money.js';
import { diceTableDescriber } from '../../engine/procedures/dice-log.js';
import type { Event } from './state.js';

export const describeEvent = diceTableDescriber<Event>('takes position', (e, c) => {
  switch (e.type) {
    case 'vigorish-collected':
      return `vigorish ${formatCents(e.amount)} collected from seat ${e.seat}${c}`;
    case 'lay-bet-called':
    case 'place-bet-called':
      return `seat ${e.seat} calls ${e.kind} ${e.off ? '"off" (marker button on it)' : '"on"'} for come out rolls${c}`;
    case 'shooter':
      return `the dice go to seat ${e.seat}, the new shooter`;
    case 'dice-declined':
      return e.everyoneDeclined
        ? `seat ${e.seat} declines the dice; every player has declined, so the dice are offered again${c}`
        : `seat ${e.seat} declines the dice; they pass on clockwise${c}`;
    case 'no-roll':
      return `"No roll": ${e.rule}; nothing is decided and the dice are thrown again${c}`;
    case 'dice-thrown':
      return `${e.comeOut ? 'come out roll' : 'roll'}: ${e.dice[0]}-${e.dice[1]}, ${e.total}${c}`;
    case 'come-point':
      return `seat ${e.seat} ${e.from} ${formatCents(e.amount)} goes to its number: ${e.to}${c}`;
    case 'bonus-marked':
      return `Bonus Craps marker button on ${e.total}${c}`;
    case 'bonus-markers-removed':
      return `Bonus Craps marker buttons removed${c}`;
    case 'fire-point-made':
      return `Fire Bet: point ${e.point} made (${e.made} different points)${c}`;
    case 'puck-on':
      return `the point is ${e.point}: puck "on"${c}`;
    case 'puck-off':
      return `puck "off"${c}`;
    case 'seven-out':
      return `seven out${e.shooter === null ? '' : `: seat ${e.shooter} passes the dice`}${c}`;
    case 'roll-complete':
      return 'all decided wagers settled; place your wagers';
  }
});
