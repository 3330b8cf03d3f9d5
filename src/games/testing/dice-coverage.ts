/**
 * What the dice games' coverage tests (`fixtures/coverage.test.ts` of Craps, Props & Hops and Three
 * Dice Football) ask of their golden transcripts, read back through src/engine/testing/golden-coverage.ts:
 * every command issued with every enumerated value, every refusal met, a restart mid-round on a live
 * and on an automated table.
 */
import { expect } from 'vitest';
import { commandShapes, type Coverage } from '../../engine/testing/golden-coverage.js';

/**
 * Every command type of the wire schema was issued and accepted, with every value of each of its
 * enumerated fields: among the accepted commands, or (`among: 'well-formed'`) among those the wire
 * check let through, accepted or refused.
 */
export function expectCommandsIssued(
  cov: Coverage,
  commands: unknown,
  among: 'accepted' | 'well-formed' = 'accepted',
): void {
  for (const { type, enums } of commandShapes(commands)) {
    const issued = cov.issued.filter(
      (c) =>
        c.command.type === type && (among === 'accepted' ? c.accepted : c.rejection !== 'malformed_command'),
    );
    expect(
      issued.some((c) => c.accepted),
      type,
    ).toBe(true);
    for (const [field, values] of Object.entries(enums))
      for (const v of values)
        expect(
          issued.some((c) => c.command[field] === v),
          `${type} ${field} ${v}`,
        ).toBe(true);
  }
}

/** Every one of `refusals` was given. */
export const expectRefusals = (cov: Coverage, refusals: readonly string[]): void => {
  expect(refusals.filter((code) => !cov.rejections.has(code))).toEqual([]);
};

/** A restart right after one of `midRound` (commands that leave a round in progress), live and automated. */
export const expectRestartsMidRound = (cov: Coverage, midRound: readonly string[]): void => {
  const mid = cov.restarts.filter((r) => r.after !== undefined && midRound.includes(r.after));
  expect(new Set(mid.map((r) => r.automated))).toEqual(new Set([true, false]));
};
