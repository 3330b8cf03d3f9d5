/**
 * What each role sees at a Craps or Mini-Craps table: nothing is hidden in a dice game except the
 * table's own result, which only compliance sees. Legal actions are found by asking decide.
 */
import type { Actor, GameView, LegalAction, Viewer } from '../../engine/game.js';
import {
  legalActionsFrom,
  sitCandidate,
  type Candidate as EngineCandidate,
} from '../../engine/legal-actions.js';
import type { Command } from './commands.js';
import { WAGER_KINDS } from './commands.js';
import { decide, ODDS_BASES, parseKind, type CrapsState, type SeatState, type Wager } from './machine.js';
import { COMBINATIONS, NO_ROLL_REASONS, POINT_NUMBERS, type Total } from './rules.js';

export interface CrapsView extends GameView {
  readonly name: string;
  readonly chapter: string;
  readonly puck: number | null;
  readonly shooter: number | null;
  readonly newShooter: boolean;
  readonly lastDice: readonly number[] | null;
  readonly bonusMarkers: readonly number[];
  readonly firePointsMade: readonly number[];
  /** What this table's approved layout prints beyond the basic wagers, under its Rules Submission. */
  readonly layoutAreas: {
    readonly fireBet: boolean;
    readonly bonusCraps: boolean;
    readonly layBet: boolean;
    readonly buyBet: boolean;
    readonly horn: boolean;
    readonly world: boolean;
    /** The come out total printed in the Don't Pass and Don't Come Bars (the barred push). */
    readonly dontBar: 2 | 12;
  };
  readonly seats: readonly SeatState[];
  readonly wagers: readonly Wager[];
  readonly next: string;
  readonly house?: number;
}

type Candidate = EngineCandidate<Command>;

function candidates(s: CrapsState, viewer: Viewer): Candidate[] {
  const out: Candidate[] = [];
  if (viewer.role === 'player') {
    if (viewer.seat === undefined) return out;
    const actor: Actor = { role: 'player', seat: viewer.seat };
    if (!s.seats.some((x) => x.seat === viewer.seat)) {
      out.push(sitCandidate(viewer.seat, 'Take this position'));
      return out;
    }
    for (const kind of WAGER_KINDS) {
      // A probe the amount rules accept: odds from 1 cent, a Horn or World in whole equal parts.
      const units = COMBINATIONS.find((r) => r.wager === kind)?.units ?? 1;
      const amount = ODDS_BASES.has(parseKind(kind).base)
        ? 1
        : Math.ceil(s.options.minimumWager / units) * units;
      out.push({
        actor,
        command: { type: 'place-wager', kind, amount },
        label: `Wager on ${kind}`,
        needs: ['amount'],
      });
    }
    for (const w of s.wagers.filter((x) => x.seat === viewer.seat)) {
      out.push({ actor, command: { type: 'withdraw-wager', kind: w.kind }, label: `Take down ${w.kind}` });
      if (parseKind(w.kind).base === 'lay')
        out.push({
          actor,
          command: { type: 'call-lay-bet', kind: w.kind, off: !w.off },
          label: `Call ${w.kind} ${w.off ? 'on' : 'off'} for come out rolls`,
        });
    }
    out.push({ actor, command: { type: 'decline-dice' }, label: 'Decline the dice' });
    out.push({ actor, command: { type: 'buy-in', amount: 1 }, label: 'Buy more chips', needs: ['amount'] });
    out.push({ actor, command: { type: 'leave' }, label: 'Leave and cash out' });
    return out;
  }
  if (viewer.role === 'dealer') {
    const a: Actor = { role: 'dealer' };
    out.push({ actor: a, command: { type: 'select-shooter' }, label: 'give the dice to the next shooter' });
    out.push({ actor: a, command: { type: 'no-more-bets' }, label: 'no more bets' });
    out.push({ actor: a, command: { type: 'settle' }, label: 'settle the wagers the roll decided' });
    // The stickperson's calls; `landed-on-chips` is never offered (decide refuses it, § 661a.5(d)).
    for (const reason of NO_ROLL_REASONS)
      out.push({
        actor: a,
        command: { type: 'no-roll', reason },
        label: `no roll: ${reason.replaceAll('-', ' ')}`,
      });
    if (s.automated) out.push({ actor: a, command: { type: 'roll' }, label: 'the shooter throws' });
    else
      out.push({
        actor: a,
        command: { type: 'roll', dice: [1, 1] },
        label: 'call the dice thrown',
        needs: ['dice'],
      });
  }
  return out;
}

export function legalActions(s: CrapsState, viewer: Viewer): LegalAction[] {
  return legalActionsFrom(decide, s, candidates(s, viewer));
}

function nextText(s: CrapsState): string {
  if (s.phase === 'rolling') return `the shooter at position ${s.shooter ?? '?'} throws the dice`;
  if (s.phase === 'settling') return 'the dealer settles the wagers the roll decided';
  if (s.shooter === null) return s.seats.length ? 'the dice go to the next shooter' : 'waiting for players';
  return s.point === null
    ? `place your wagers: come out roll, shooter at position ${s.shooter}`
    : `place your wagers: the point is ${s.point}`;
}

export function view(s: CrapsState, viewer: Viewer): CrapsView {
  const markers: Total[] = [];
  for (let t = 2; t <= 12; t += 1) if (s.bonusMarkers & (1 << t)) markers.push(t as Total);
  return {
    game: s.game,
    name: s.game === 'craps' ? 'Craps' : 'Mini-Craps',
    chapter: '623a',
    phase: s.phase,
    round: s.round,
    puck: s.point,
    shooter: s.shooter,
    newShooter: s.newShooter,
    lastDice: s.lastDice,
    bonusMarkers: markers,
    firePointsMade: POINT_NUMBERS.filter((_, i) => (s.fireMade & (1 << i)) !== 0),
    layoutAreas: {
      fireBet: s.options.fireBet !== null,
      bonusCraps: s.options.bonusCraps,
      layBet: s.options.layBet !== null,
      buyBet: s.options.buyBet !== null,
      horn: s.options.horn,
      world: s.options.world,
      dontBar: s.options.dontBar,
    },
    seats: s.seats,
    wagers: s.wagers,
    next: nextText(s),
    ...(viewer.role === 'compliance' ? { house: s.house } : {}),
    legalActions: legalActions(s, viewer),
  };
}
