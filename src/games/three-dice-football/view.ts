/** What each role sees at a Three Dice Football table; legal actions are found by asking decide. */
import type { Actor, Viewer } from '../../engine/game.js';
import { boundsOf, sitCandidate, type Candidate } from '../../engine/legal-actions.js';
import { houseFor, legalActionsOf, seatedCandidates, viewHead } from '../../engine/view-kit.js';
import type { TableView } from '../../engine/view-kit.js';
import type { Wager } from '../../engine/wagers.js';
import { throwCandidate } from '../../engine/procedures/dice-table.js';
import { WAGER_KINDS, type Command } from './commands.js';
import { decide } from './decide.js';
import { commenced, type Selection } from './procedure.js';
import { downPuck, gameLengthPuck, placeBounds } from './rules.js';
import { POSITIONS, type ThreeDiceFootballState } from './state.js';

/**
 * What the table is called (its view and its definition, index.ts). Patrons wager against the house
 * (§ 603a.21(a): a Match Play Coupon may ride here).
 */
export const TABLE = {
  game: 'three-dice-football',
  name: 'Three Dice Football',
  chapter: '661a',
  kind: 'banked',
} as const;

export interface ThreeDiceFootballView extends TableView<Wager> {
  /** The table's wagering locations (§ 661a.2(a)): the lobby and the seats drawn. */
  readonly seatCount: number;
  readonly yardMarker: number;
  readonly downPuck: string;
  readonly gameLengthPuck: number;
  readonly quarterback: number | null;
  readonly offeredTo: number | null;
  readonly diceSet: string;
  readonly selection: Selection | null;
  readonly lastThrow: readonly number[] | null;
}

function candidates(s: ThreeDiceFootballState, viewer: Viewer): Candidate<Command>[] {
  const out: Candidate<Command>[] = [];
  if (viewer.role === 'player' && viewer.seat !== undefined) {
    const actor: Actor = { role: 'player', seat: viewer.seat };
    if (!s.seats.some((x) => x.seat === viewer.seat))
      return [sitCandidate(viewer.seat, 'Take this position')];
    for (const kind of WAGER_KINDS) {
      // Probed at the least stake decide takes (a minimum off the x to 5 step rounds up to it, ruling A9).
      const bounds = placeBounds(s, viewer.seat, kind);
      out.push({
        actor,
        command: { type: 'place-wager', kind, amount: bounds?.['amount']?.min ?? s.options.minimumWager },
        label: `Wager on ${kind}`,
        needs: ['amount'],
        ...boundsOf(bounds),
      });
    }
    for (const w of s.wagers.filter((x) => x.seat === viewer.seat))
      out.push({ actor, command: { type: 'withdraw-wager', kind: w.kind }, label: `Take down ${w.kind}` });
    out.push({ actor, command: { type: 'accept-dice' }, label: 'Accept the dice and become Quarterback' });
    out.push({ actor, command: { type: 'decline-dice' }, label: 'Decline the dice' });
    out.push(...seatedCandidates(actor));
  }
  if (viewer.role === 'dealer' || viewer.role === 'floorperson') {
    const a: Actor = { role: viewer.role };
    if (viewer.role === 'dealer') {
      out.push({ actor: a, command: { type: 'offer-dice' }, label: 'offer the dice' });
      out.push({ actor: a, command: { type: 'no-more-bets' }, label: 'no more bets' });
      out.push({
        actor: a,
        command: { type: 'settle' },
        label: 'move the pucks and settle the wagers the throw decided',
      });
      out.push(
        throwCandidate<Command>(
          s.automated,
          { type: 'throw' },
          { type: 'throw', dice: [1, 1, 1] },
          {
            drawn: 'the Quarterback throws',
            called: 'call the throw',
            dice: 'Dice thrown (green, green, red)',
          },
        ),
      );
      for (const reason of [
        'die-off-table',
        'die-on-die',
        'not-simultaneous',
        'missed-far-end',
        'improper-throw',
      ] as const)
        out.push({
          actor: a,
          command: { type: 'no-roll', reason },
          label: `no roll: ${reason.replaceAll('-', ' ')}`,
        });
    }
    for (const reason of ['every-24-hours', 'table-reopened', 'die-lost', 'unfit-for-play'] as const)
      out.push({
        actor: a,
        command: { type: 'change-dice', reason },
        label: `new set of dice: ${reason.replaceAll('-', ' ')}`,
      });
  }
  return out;
}

export const legalActions = legalActionsOf(decide, candidates);

function nextText(s: ThreeDiceFootballState): string {
  if (s.phase === 'extra-point') return 'the Quarterback throws the extra point roll';
  if (s.phase === 'throwing') return 'the Quarterback throws';
  if (s.phase === 'settling') return 'the dealer moves the pucks and settles';
  if (s.offer) return `the dice are offered to seat ${s.offer.seat}`;
  if (s.quarterback === null) {
    if (!commenced(s))
      return 'place your wagers: play commences with "no more bets", and the dice are then offered';
    return s.everyoneDeclined
      ? 'everyone has declined the dice: they are offered again when a player wagers or sits down'
      : 'the stickperson offers the dice';
  }
  return s.drive.plays === 0
    ? 'place full game and single play wagers before the first throw'
    : `place single play wagers: ${downPuck(s.drive)}, ${s.drive.yardsToGo} to go`;
}

export function view(s: ThreeDiceFootballState, viewer: Viewer): ThreeDiceFootballView {
  return {
    ...viewHead(TABLE, s.phase, s),
    seatCount: POSITIONS,
    yardMarker: s.drive.yardsToGo,
    downPuck: downPuck(s.drive),
    gameLengthPuck: gameLengthPuck(s.drive),
    quarterback: s.quarterback,
    offeredTo: s.offer?.seat ?? null,
    diceSet: s.diceSet.id,
    selection: s.selection,
    lastThrow: s.lastThrow,
    wagers: s.wagers,
    next: nextText(s),
    ...houseFor(s, viewer),
    legalActions: legalActions(s, viewer),
  };
}
