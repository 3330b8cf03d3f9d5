/** One plain line per Props & Hops event. */
import { diceTableDescriber } from '../../engine/procedures/dice-log.js';
import type { Event } from './state.js';

export const describeEvent = diceTableDescriber<Event>('sits at seat', (e, c) => {
  switch (e.type) {
    case 'shaker-offered':
      return `the covered shaker is offered to seat ${e.seat}${c}`;
    case 'shaker-accepted':
      return `seat ${e.seat} takes the shaker and is the shooter${c}`;
    case 'shaker-declined':
      return `seat ${e.seat} declines the shaker${c}`;
    case 'dice-placed':
      return `the floorperson places dice ${e.set.dice.map((d) => d.id).join(' and ')} in the shaker (${e.reason.replaceAll('-', ' ')})${c}`;
    case 'lammers-placed':
      return `red lammer buttons on ${e.boxes.join(', ')}${c}`;
    case 'no-roll':
      return `"No roll" (${e.reason.replaceAll('-', ' ')}): the dice are shaken again${c}`;
    case 'dice-uncovered':
      return `the shaker is uncovered: ${e.combination}, ${e.total}${c}`;
    case 'lammer-collected':
      return `the lammer on ${e.combination} goes to the Six Eight Shake circles${c}`;
    case 'lammers-returned':
      return `the lammers go back to the 6 and 8 boxes${c}`;
    case 'shaker-passed':
      return `a 7: the shaker passes to the next player on the left${c}`;
    case 'round-complete':
      return `the dealer covers and shakes the shaker${c}`;
  }
});
