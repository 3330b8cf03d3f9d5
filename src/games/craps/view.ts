/**
 * What each role sees at a Craps or Mini-Craps table: nothing is hidden in a dice game except the
 * table's own result, which only compliance sees. Legal actions are found by asking decide.
 */
import type { Actor, Viewer } from '../../engine/game.js';
import { boundsOf, sitCandidate, type Candidate } from '../../engine/legal-actions.js';
import { houseFor, legalActionsOf, seatedCandidates, viewHead } from '../../engine/view-kit.js';
import type { TableView } from '../../engine/view-kit.js';
import { throwCandidate } from '../../engine/procedures/dice-table.js';
import type { Command } from './commands.js';
import { WAGER_KINDS } from './commands.js';
import { decide } from './decide.js';
import { POINT_NUMBERS, type Total } from './rules.js';
import { crapsDice } from './shooter.js';
import { shooterOf, type CrapsState } from './state.js';
import type { CrapsGameId } from './options.js';
import { offCallOf, placeBounds } from './wagers.js';

/** A wager as the layout shows it: whether it is called "off" for come out rolls. */
export interface WagerView {
  readonly seat: number;
  readonly spot: string;
  readonly kind: string;
  readonly amount: number;
  readonly off: boolean;
}

export interface CrapsView extends TableView<WagerView> {
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
}

/**
 * What a table is called (its view and its definition, index.ts): Craps or Mini-Craps, both of 623a, on
 * the one Craps layout. Patrons wager against the house (§ 603a.21(a): a Match Play Coupon may ride here).
 */
export const tableOf = (game: CrapsGameId) =>
  ({
    game,
    name: game === 'craps' ? 'Craps' : 'Mini-Craps',
    chapter: '623a',
    kind: 'banked',
    layout: 'craps',
  }) as const;

function candidates(s: CrapsState, viewer: Viewer): Candidate<Command>[] {
  const out: Candidate<Command>[] = [];
  if (viewer.role === 'player') {
    if (viewer.seat === undefined) return out;
    const actor: Actor = { role: 'player', seat: viewer.seat };
    if (!s.seats.some((x) => x.seat === viewer.seat)) {
      out.push(sitCandidate(viewer.seat, 'Take this position'));
      return out;
    }
    for (const kind of WAGER_KINDS) {
      // The range decide holds the amount to (odds up to their multiple, a vigorish paid from the rack),
      // probed at its least amount; with no range, at the posted minimum, which decide then refuses.
      const bounds = placeBounds(s, viewer.seat, kind);
      const amount = bounds?.['amount']?.min ?? s.options.minimumWager;
      out.push({
        actor,
        command: { type: 'place-wager', kind, amount },
        label: `Wager on ${kind}`,
        needs: ['amount'],
        ...boundsOf(bounds),
      });
    }
    for (const w of s.wagers.filter((x) => x.seat === viewer.seat)) {
      out.push({ actor, command: { type: 'withdraw-wager', kind: w.kind }, label: `Take down ${w.kind}` });
      const call = offCallOf(w.kind);
      if (call)
        out.push({
          actor,
          command: { type: call.command, kind: w.kind, off: w.off !== true },
          label: `Call ${w.kind} ${w.off === true ? 'on' : 'off'} for come out rolls`,
        });
    }
    out.push(...crapsDice.playerCandidates(s, viewer.seat));
    out.push(...seatedCandidates(actor));
    return out;
  }
  if (viewer.role === 'dealer') {
    const a: Actor = { role: 'dealer' };
    out.push(crapsDice.giveCandidate());
    out.push({ actor: a, command: { type: 'no-more-bets' }, label: 'no more bets' });
    out.push({ actor: a, command: { type: 'settle' }, label: 'settle the wagers the roll decided' });
    // The stickperson's calls; `landed-on-chips` is never offered (decide refuses it, § 661a.5(d)).
    out.push(...crapsDice.noRollCandidates());
    out.push(
      throwCandidate<Command>(
        s.automated,
        { type: 'roll' },
        { type: 'roll', dice: [1, 1] },
        {
          drawn: 'the shooter throws',
          called: 'call the dice thrown',
          dice: 'Dice thrown',
        },
      ),
    );
  }
  return out;
}

export const legalActions = legalActionsOf(decide, candidates);

function nextText(s: CrapsState): string {
  if (s.phase === 'rolling') return `the shooter at position ${shooterOf(s) ?? '?'} throws the dice`;
  if (s.phase === 'settling') return 'the dealer settles the wagers the roll decided';
  if (shooterOf(s) === null)
    return s.seats.length ? 'the dice go to the next shooter' : 'waiting for players';
  return s.point === null
    ? `place your wagers: come out roll, shooter at position ${shooterOf(s) ?? '?'}`
    : `place your wagers: the point is ${s.point}`;
}

export function view(s: CrapsState, viewer: Viewer): CrapsView {
  const markers: Total[] = [];
  for (let t = 2; t <= 12; t += 1) if (s.bonusMarkers & (1 << t)) markers.push(t as Total);
  return {
    ...viewHead(tableOf(s.game), s.phase, s),
    puck: s.point,
    shooter: shooterOf(s),
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
    wagers: s.wagers.map((w) => ({
      seat: w.seat,
      spot: w.spot,
      kind: w.kind,
      amount: w.amount,
      off: w.off === true,
    })),
    next: nextText(s),
    ...houseFor(s, viewer),
    legalActions: legalActions(s, viewer),
  };
}
