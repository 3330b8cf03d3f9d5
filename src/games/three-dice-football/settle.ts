/**
 * Settlement at Three Dice Football: a resolution per wager (rules.ts decides it, at the Rules
 * Submission's rounding of spec ruling A9), turned into settled events and their transfers by the
 * kernel's `settle`. Single play wagers after every down (§ 661a.6(d)); at the end of the game the
 * order of § 661a.6(f), with the extra point roll only when an Extra Point Wager is on the layout.
 */
import { settle, type Wager } from '../../engine/wagers.js';
import {
  CITE,
  downPuck,
  gameLengthPuck,
  isFullGame,
  payoutRounding,
  resolveDrivePlay,
  resolveSinglePlay,
  settleFullGame,
  type DriveState,
  type FullGameWager,
  type Settlement,
  type SinglePlayWager,
  type Throw,
} from './rules.js';
import type { Event, ThreeDiceFootballState } from './state.js';

type S = ThreeDiceFootballState;

/** The settled event of `w` under the resolution `r`, paid at the table's rounding. */
const settled = (s: S, w: Wager, r: Settlement): Event =>
  settle(w, r.outcome === 'win' ? { ...r, rounding: payoutRounding(s.options.fractionalPayouts) } : r);

const announce = (d: DriveState): string =>
  `${downPuck(d)}, ${d.yardsToGo} yards to the end zone, play ${gameLengthPuck(d)}`;

const FIRST = new Set(['defense', 'touchdown', 'extra-point']);

/** One valid throw: a down and a play (§ 661a.6(c)), then settlement (§ 661a.6(d), (f)). */
export function throwEvents(s: S, dice: Throw): Event[] {
  const play = resolveDrivePlay(s.drive, dice);
  const events: Event[] = [
    {
      type: 'throw',
      dice,
      kind: play.throw.kind,
      yards: play.yards,
      drive: play.state,
      citation: play.throw.citation,
    },
  ];
  const single = s.wagers.filter((w) => !isFullGame(w.kind));
  const full = s.wagers.filter((w) => isFullGame(w.kind));
  const settleSingle = (): Event[] =>
    single.map((w) => settled(s, w, resolveSinglePlay(w.kind as SinglePlayWager, dice)));
  const end = play.end;
  if (!end) {
    events.push(...settleSingle());
    events.push({ type: 'down', announcement: announce(play.state), citation: CITE.singlePlaySettlement });
    events.push({ type: 'throw-complete' });
    return events;
  }
  const fullGame = (ws: readonly Wager[]): Event[] =>
    ws.map((w) => settled(s, w, settleFullGame(w.kind as FullGameWager, end)));
  const rest = full.filter((x) => !FIRST.has(x.kind));
  events.push({ type: 'game-ended', end, citation: end.citation });
  if (end.winner === 'offense') {
    // § 661a.6(f)(1): Defense collected first; then everything but Touchdown and Extra Point.
    events.push(...fullGame(full.filter((x) => x.kind === 'defense')), ...settleSingle(), ...fullGame(rest));
    if (full.some((x) => x.kind === 'extra-point')) {
      events.push({ type: 'extra-point-due', citation: CITE.settleTouchdown });
      return events;
    }
    events.push(...fullGame(full.filter((x) => x.kind === 'touchdown')));
    events.push({ type: 'game-over', winner: 'offense', citation: CITE.continuation });
    return events;
  }
  // § 661a.6(f)(2): Touchdown and Extra Point collected, Defense paid, then the rest.
  events.push(
    ...fullGame(full.filter((x) => x.kind === 'touchdown' || x.kind === 'extra-point')),
    ...fullGame(full.filter((x) => x.kind === 'defense')),
    ...settleSingle(),
    ...fullGame(rest),
  );
  events.push({ type: 'game-over', winner: 'defense', citation: CITE.continuation });
  return events;
}

/** The extra point roll: not a down or a play (spec ruling A5); Touchdown paid, Extra Point settled. */
export function extraPointEvents(s: S, dice: Throw): Event[] {
  const end = s.ended;
  if (!end) throw new RangeError('extra point roll without a touchdown');
  return [
    ...s.wagers
      .filter((x) => x.kind === 'touchdown')
      .map((w) => settled(s, w, settleFullGame('touchdown', end))),
    ...s.wagers
      .filter((x) => x.kind === 'extra-point')
      .map((w) => settled(s, w, settleFullGame('extra-point', end, dice))),
    { type: 'game-over', winner: 'offense', citation: CITE.continuation },
  ];
}
