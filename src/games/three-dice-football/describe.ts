/** One plain line per Three Dice Football event. */
import { diceTableDescriber } from '../../engine/procedures/dice-log.js';
import type { Event } from './state.js';

const KIND_TEXT = {
  'trips-td': 'Trips TD',
  turnover: 'turnover',
  penalty: 'penalty: back 1 yard and the down is lost',
  'no-gain': 'no gain',
  gain: 'gain',
} as const;

export const describeEvent = diceTableDescriber<Event>('takes position', (e, c) => {
  switch (e.type) {
    case 'dice-offered':
      return `the stickperson offers the dice to seat ${e.seat}${c}`;
    case 'dice-declined':
      return `seat ${e.seat} declines the dice${c}`;
    case 'quarterback':
      return `seat ${e.seat} is the Quarterback: Offensive Dice ${e.selection.offensive.join(' and ')}, Defensive Die ${e.selection.defensive}${c}`;
    case 'dice-changed':
      return `new set of dice ${e.set.id} (${e.reason.replaceAll('-', ' ')})${c}`;
    case 'no-roll':
      return `"No roll" (${e.reason.replaceAll('-', ' ')}): not a down; the dice are thrown again${c}`;
    case 'dice-called':
      return `${e.extraPoint ? 'extra point roll' : 'the stickperson calls'} ${e.dice[0]}-${e.dice[1]} / ${e.dice[2]}${c}`;
    case 'throw':
      return `throw ${e.dice[0]}-${e.dice[1]} / ${e.dice[2]}: ${KIND_TEXT[e.kind]}${e.kind === 'gain' ? ` of ${e.yards} yards` : ''}${c}`;
    case 'down':
      return `${e.announcement}${c}`;
    case 'game-ended':
      return `${e.end.winner === 'offense' ? 'Touchdown' : 'Defense wins'} (${e.end.via}) on play ${e.end.play}${c}`;
    case 'extra-point-due':
      return `an Extra Point Wager is on the layout: the Quarterback throws the extra point roll${c}`;
    case 'game-over':
      return e.winner === 'offense'
        ? `the Quarterback keeps the dice; Yard Marker to the 20, Down Puck to 1st Down${c}`
        : `the dice go to the left of the Quarterback; Yard Marker to the 20, Down Puck to 1st Down${c}`;
    case 'throw-complete':
      return 'place single play wagers for the next down';
  }
});
