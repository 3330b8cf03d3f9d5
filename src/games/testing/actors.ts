/** Who acts at a table in the tests and the golden scenarios: the dealer, the floorperson, a seated player. */
import type { Actor } from '../../engine/game.js';

export const dealer: Actor = { role: 'dealer' };
export const floorperson: Actor = { role: 'floorperson' };
export const seat = (n: number): Actor => ({ role: 'player', seat: n });
