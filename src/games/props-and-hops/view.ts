/** What each role sees at a Props & Hops table; legal actions are found by asking decide. */
import type { Actor, Viewer } from '../../engine/game.js';
import { boundsOf, sitCandidate, wagerAmountBounds, type Candidate } from '../../engine/legal-actions.js';
import { houseFor, legalActionsOf, seatedCandidates, viewHead } from '../../engine/view-kit.js';
import type { TableView } from '../../engine/view-kit.js';
import type { Wager } from '../../engine/wagers.js';
import { throwCandidate } from '../../engine/procedures/dice-table.js';
import { WAGER_KINDS, type Command } from './commands.js';
import { decide } from './decide.js';
import { commenced, everyoneDeclined } from './procedure.js';
import { LAMMER_BOXES, SPOT, WAGER_RULES, type Combination } from './rules.js';
import { SEATS, type PropsAndHopsState } from './state.js';

/**
 * What the table is called (its view and its definition, index.ts). Patrons wager against the house
 * (§ 603a.21(a): a Match Play Coupon may ride here).
 */
export const TABLE = {
  game: 'props-and-hops',
  name: 'Props & Hops',
  chapter: '668a',
  kind: 'banked',
} as const;

export interface PropsAndHopsView extends TableView<Wager> {
  /** The table's betting positions (§ 668a.1(a), ruling R9): the lobby and the seats drawn. */
  readonly seatCount: number;
  readonly shooter: number | null;
  readonly offeredTo: number | null;
  readonly dice: string | null;
  readonly lastDice: readonly number[] | null;
  /** The 6/8 boxes whose lammers have been collected in the running Six Eight Shake sequence. */
  readonly lammersCollected: readonly Combination[];
  readonly lammersOut: boolean;
  /** The six 6/8 boxes a Six Eight Shake sequence puts lammers on, in the layout's order. */
  readonly lammerBoxes: readonly Combination[];
  readonly hopRegions: Readonly<Record<string, readonly string[]>>;
}

function candidates(s: PropsAndHopsState, viewer: Viewer): Candidate<Command>[] {
  const out: Candidate<Command>[] = [];
  if (viewer.role === 'player' && viewer.seat !== undefined) {
    const actor: Actor = { role: 'player', seat: viewer.seat };
    if (!s.seats.some((x) => x.seat === viewer.seat)) return [sitCandidate(viewer.seat)];
    for (const kind of WAGER_KINDS)
      out.push({
        actor,
        command: { type: 'place-wager', kind, amount: s.options.minimumWager },
        label: `Wager on ${kind}`,
        needs: ['amount'],
        ...boundsOf(wagerAmountBounds(s, s.options, WAGER_RULES, { seat: viewer.seat, spot: SPOT, kind })),
      });
    for (const w of s.wagers.filter((x) => x.seat === viewer.seat))
      out.push({ actor, command: { type: 'withdraw-wager', kind: w.kind }, label: `Take down ${w.kind}` });
    out.push({ actor, command: { type: 'accept-shaker' }, label: 'Take the shaker and shoot' });
    out.push({ actor, command: { type: 'decline-shaker' }, label: 'Decline the shaker' });
    out.push(...seatedCandidates(actor));
  }
  if (viewer.role === 'floorperson')
    for (const reason of ['every-24-hours', 'unfit-for-play', 'inspection'] as const)
      out.push({
        actor: { role: 'floorperson' },
        command: { type: 'place-dice', reason },
        label: `new dice in the shaker: ${reason.replaceAll('-', ' ')}`,
      });
  if (viewer.role === 'dealer') {
    const a: Actor = { role: 'dealer' };
    out.push({ actor: a, command: { type: 'offer-shaker' }, label: 'offer the shaker' });
    out.push({ actor: a, command: { type: 'no-more-bets' }, label: 'no more bets' });
    out.push({ actor: a, command: { type: 'settle' }, label: 'collect losing wagers, then pay winners' });
    out.push(
      throwCandidate<Command>(
        s.automated,
        { type: 'uncover' },
        { type: 'uncover', dice: [1, 1] },
        {
          drawn: 'uncover the shaker',
          called: 'uncover and announce the dice',
          dice: 'Dice under the shaker',
        },
      ),
    );
    for (const reason of ['die-fell-out', 'die-on-die', 'not-flat'] as const)
      out.push({
        actor: a,
        command: { type: 'no-roll', reason },
        label: `no roll: ${reason.replaceAll('-', ' ')}`,
      });
  }
  return out;
}

export const legalActions = legalActionsOf(decide, candidates);

function nextText(s: PropsAndHopsState): string {
  if (s.phase === 'shaking') return 'the shooter shakes; the dealer uncovers the shaker';
  if (s.phase === 'settling') return 'the dealer collects losing wagers, then pays winners';
  if (s.offeredTo !== null) return `the shaker is offered to seat ${s.offeredTo}`;
  if (s.shooter !== null) return `place your wagers; the shooter is at position ${s.shooter}`;
  if (!commenced(s))
    return 'place your wagers: play commences with "no more bets", and the shaker is then offered';
  return everyoneDeclined(s)
    ? 'everyone has declined the shaker: it is offered again when a player wagers or sits down'
    : 'the dealer offers the shaker';
}

export function view(s: PropsAndHopsState, viewer: Viewer): PropsAndHopsView {
  return {
    ...viewHead(TABLE, s.phase, s),
    shooter: s.shooter,
    offeredTo: s.offeredTo,
    dice: s.diceSet?.id ?? null,
    lastDice: s.lastDice,
    lammersCollected: LAMMER_BOXES.filter((_, i) => (s.lammers & (1 << i)) !== 0),
    lammersOut: s.lammersOut,
    lammerBoxes: LAMMER_BOXES,
    hopRegions: s.options.hopRegions,
    seatCount: SEATS,
    wagers: s.wagers,
    next: nextText(s),
    ...houseFor(s, viewer),
    legalActions: legalActions(s, viewer),
  };
}
