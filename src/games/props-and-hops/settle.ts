/**
 * The settlement of a valid roll (§ 668a.3(i)): a resolution per wager, turned into settled events and
 * their transfers by the kernel's `settle`; losers collected first, the lammer on the box rolled moved
 * to the Six Eight Shake circles, winners paid, and the shaker passed on a 7 (§ 668a.3(k)).
 */
import type { Resolution } from '../../engine/wagers.js';
import { settle, type Wager } from '../../engine/wagers.js';
import { shakerPassed } from './procedure.js';
import {
  ALL_LAMMERS,
  CITE,
  SIX_EIGHT_SHAKE,
  collectLammer,
  combinationOf,
  passesShaker,
  resolveOneRoll,
  resolveSixEightShake,
  rowOf,
  type Dice,
} from './rules.js';
import type { Event, PropsAndHopsState } from './state.js';

/** How the roll `dice` ends the wager `w` (open: a Six Eight Shake still collecting lammers). */
export function resolutionOf(s: PropsAndHopsState, w: Wager, dice: Dice): Resolution {
  if (w.kind === SIX_EIGHT_SHAKE) {
    const r = resolveSixEightShake(s.lammers, dice);
    return r.outcome === 'open' ? { outcome: 'open' } : r;
  }
  const row = rowOf(w.kind);
  if (!row) return { outcome: 'open' };
  const r = resolveOneRoll(row, dice, s.options);
  // A one-roll win is paid in the settlement's order, at the § 668a.4 odds.
  return r.outcome === 'win' ? { ...r, citation: CITE.settlement } : r;
}

/** The settlement of a valid roll: losers collected first, then winners paid (§ 668a.3(i)). */
export function settleEvents(s: PropsAndHopsState, dice: Dice): Event[] {
  const lost: Event[] = [];
  const won: Event[] = [];
  for (const w of s.wagers) {
    const r = resolutionOf(s, w, dice);
    if (r.outcome === 'lose') lost.push(settle(w, r));
    else if (r.outcome === 'win') won.push(settle(w, r));
  }
  const events: Event[] = [...lost];
  // The lammer on the box just rolled goes to the Six Eight Shake circles (§ 668a.3(i)).
  const lammers = s.lammersOut ? collectLammer(s.lammers, dice) : undefined;
  if (lammers && !lammers.sevenOut && lammers.collected !== s.lammers)
    events.push({ type: 'lammer-collected', combination: combinationOf(dice), citation: CITE.settlement });
  events.push(...won);
  if (lammers && (lammers.sevenOut || lammers.collected === ALL_LAMMERS))
    events.push({
      type: 'lammers-returned',
      citation: lammers.sevenOut ? CITE.sixEightShake : CITE.settlement,
    });
  if (passesShaker(dice)) events.push(shakerPassed(s));
  events.push({ type: 'round-complete', citation: CITE.coverAndShake });
  return events;
}
