/**
 * The starting position (§ 659a.5(g)): the Asia Poker shaker's three dice, a random number from 1 to 7
 * or the flat button, found once per round after "no more bets" (spec ruling A10 #15); the "no roll" of
 * the shaker (§ 659a.13(a)-(b)) and a wrong start (§ 659a.13(c)). On an automated table the table shakes
 * its own dice and draws its own number (ruling R27).
 */
import { roll } from '../../core/dice.js';
import { ok, reject } from '../../core/result.js';
import type { Handler } from '../../engine/decide.js';
import type { Command } from './commands.js';
import { CITE, startPosition } from './rules.js';
import type { AsiaState, Event } from './state.js';

type On<T extends Command['type']> = Handler<AsiaState, Extract<Command, { type: T }>, Event>;

export const determineStart: On<'determine-start'> = (s, _actor, c, ctx) => {
  const o = s.options;
  if (o.startPosition === 'button') {
    // The button moves one position a round (§ 659a.5(g)(3)): there are no dice or number to report.
    if (c.dice || c.number !== undefined)
      return reject('bad_start', 'this table moves the flat button; no dice or number', CITE.startButton);
    return ok([
      {
        type: 'start-determined',
        method: 'button',
        dice: null,
        total: 0,
        position: s.button % (o.seats + 1),
        citation: CITE.startButton,
      },
    ]);
  }
  if (o.startPosition === 'rng') {
    if (c.dice)
      return reject('bad_start', 'this table uses a random number generator, not the shaker', CITE.startRng);
    if (s.automated && c.number !== undefined)
      return reject(
        'automated_table',
        'an automated table draws the random number itself; no number is given',
        CITE.startRng,
      );
    const n = c.number ?? 1 + ctx.rng.nextInt(7);
    return ok([
      {
        type: 'start-determined',
        method: 'rng',
        dice: null,
        total: n,
        position: startPosition(n, o.seats),
        citation: CITE.startRng,
      },
    ]);
  }
  if (c.number !== undefined)
    return reject('bad_start', 'this table uses the Asia Poker shaker', CITE.startShaker);
  if (s.automated && c.dice)
    return reject(
      'automated_table',
      'an automated table shakes its own dice; no dice are given',
      CITE.startShaker,
    );
  const dice = c.dice ?? roll(ctx.rng, 3);
  const total = dice.reduce((a, b) => a + b, 0);
  return ok([
    {
      type: 'start-determined',
      method: 'shaker',
      dice,
      total,
      position: startPosition(total, o.seats),
      citation: CITE.startShaker,
    },
  ]);
};

export const noRoll: On<'no-roll'> = (s, _actor, c) => {
  if (s.options.startPosition !== 'shaker')
    return reject('not_now', 'a no roll is called on the shaker before the deal', CITE.noRollFlat);
  return ok([
    {
      type: 'no-roll',
      reason: c.reason,
      citation: c.reason === 'not-flat' ? CITE.noRollFlat : CITE.noRollFell,
    },
  ]);
};
