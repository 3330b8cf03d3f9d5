/**
 * Dice (§ 603a.13): sets received, inspected, put in play sealed and removed, and the set in use at each
 * dice table open on this server.
 */
import {
  diceAtTables,
  putInPlay,
  receiveSet,
  recordInspection,
  removeFromPlay,
} from '../../../backoffice/dice-sets.js';
import { DICE_GAMES as DICE_GAME_IDS, type DiceGame } from '../../../backoffice/dice.js';
import * as F from '../../../protocol/backoffice.js';
import { compact, type Kit } from './kit.js';

export function diceRoutes({ act, view, repos, floorTables }: Kit): void {
  const diceSets = () => repos.diceSets.list();
  act('dice/sets', {
    roles: ['floorperson'],
    action: 'dice.handle',
    summary: 'Receive a dice set',
    body: F.DiceSetForm,
    run: async ({ actor, body }) => receiveSet(await diceSets(), body, actor),
  });
  act('dice/inspections', {
    roles: ['floorperson'],
    action: 'dice.inspect',
    summary: 'Record a dice inspection',
    body: F.DiceInspectionForm,
    run: async ({ actor, body }) => {
      const { envelopes, surveillanceNotifiedAt, ...rest } = compact(body);
      // The time of day the form gives, on the day the inspection is recorded (the server's clock).
      const told = surveillanceNotifiedAt?.split(':').map(Number);
      const notified = told && new Date(actor.at).setHours(told[0] ?? 0, told[1] ?? 0, 0, 0);
      return recordInspection(
        await diceSets(),
        { ...rest, at: actor.at, ...(notified === undefined ? {} : { surveillanceNotifiedAt: notified }) },
        actor,
        envelopes ?? {},
      );
    },
  });
  act('dice/in-play', {
    roles: ['floorperson'],
    action: 'dice.handle',
    summary: 'Put a sealed set in play at a table',
    body: F.PutInPlayForm,
    run: async ({ actor, body }) => {
      const { sealIntact, ...rest } = body;
      return putInPlay(
        await diceSets(),
        { ...rest, ...(sealIntact !== undefined ? { sealIntact } : {}) },
        actor,
      );
    },
  });
  act('dice/removals', {
    roles: ['floorperson'],
    action: 'dice.remove',
    summary: 'Remove a set from play',
    body: F.RemoveForm,
    run: async ({ actor, body }) => removeFromPlay(await diceSets(), body, actor),
  });
  view(
    'dice',
    {
      roles: ['floorperson', 'surveillance', 'compliance'],
      summary: 'Dice sets, inspections, and the set in use at each dice table',
    },
    async () => {
      const { tables, sessions } = await floorTables();
      const now = Date.now();
      const diceTables = tables
        .filter((t) => (DICE_GAME_IDS as readonly string[]).includes(t.game))
        .filter((t) => sessions.some((s) => s.table === t.id && s.to === undefined))
        .map((t) => ({ id: t.id, game: t.game as DiceGame }));
      const sets = await diceSets();
      const inspections = await repos.diceInspections.list();
      return { sets, inspections, tables: diceAtTables(diceTables, sets, inspections, now) };
    },
  );
}
