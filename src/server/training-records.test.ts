/**
 * The 611a personnel file over HTTP: hours of instruction and table tests recorded by a floorperson,
 * the examiner at the level of pit manager or higher (§ 611a.5(a)), and each trainee's record against
 * the minimum hours (§ 611a.2).
 */
import { describe, expect, it } from 'vitest';
import type { TrainingRecord } from '../backoffice/training-standards.js';
import { FeltClient } from './client.js';
import { useServer } from './testing/server.js';

describe('training records (58 Pa. Code 611a)', () => {
  const felt = useServer('felt-training-');

  it('records hours and table tests, and reports each trainee against the minimums', async () => {
    const admin = await felt.admin();
    await admin.http('POST', '/api/users', {
      username: 'fran',
      password: 'fran-password',
      role: 'floorperson',
    });
    await admin.http('POST', '/api/users', { username: 'dex', password: 'dex-password', role: 'dealer' });
    const floor = new FeltClient(felt.url);
    await floor.login('fran', 'fran-password');
    const dealer = new FeltClient(felt.url);
    await dealer.login('dex', 'dex-password');

    const log = (body: Record<string, unknown>) =>
      floor.http<{ code?: string; instructor?: string }>('POST', '/api/training/hours', body);
    expect((await dealer.http<{ code: string }>('POST', '/api/training/hours', {})).body.code).toBe(
      'forbidden',
    );
    expect((await log({ trainee: 'Ann', game: 'no-game', minutes: 60, day: '2026-01-05' })).body.code).toBe(
      'unknown_game',
    );
    expect((await log({ trainee: 'Ann', game: 'craps', minutes: 0, day: '2026-01-05' })).body.code).toBe(
      'invalid_request',
    );
    expect((await log({ trainee: 'Ann', game: 'craps', minutes: 60, day: '5 Jan' })).body.code).toBe(
      'invalid_request',
    );
    for (let d = 1; d <= 20; d += 1)
      expect(
        (
          await log({
            trainee: 'Ann',
            game: 'craps',
            minutes: 8 * 60,
            day: `2026-01-${String(d).padStart(2, '0')}`,
          })
        ).body.instructor,
      ).toBe('fran');

    // The examiner must be a pit manager or higher (§ 611a.5(a)).
    const low = await floor.http<{ code: string; details: { citation: string } }>(
      'POST',
      '/api/training/table-tests',
      { trainee: 'Ann', game: 'craps', result: 'pass', supervisor: 'Fran', supervisorTitle: 'floorperson' },
    );
    expect(low.status).toBe(422);
    expect(low.body).toMatchObject({
      code: 'examiner_below_pit_manager',
      details: { citation: '§ 611a.5(a)' },
    });
    const test = await floor.http('POST', '/api/training/table-tests', {
      trainee: 'Ann',
      game: 'craps',
      result: 'pass',
      supervisor: 'Pat Pitboss',
      supervisorTitle: 'pit-manager',
      notes: 'clean come-out and point rolls',
    });
    expect(test.body).toMatchObject({
      supervisor: 'Pat Pitboss',
      supervisorTitle: 'pit-manager',
      recordedBy: 'fran',
    });

    const records = (await floor.http<TrainingRecord[]>('GET', '/api/training/records')).body;
    expect(records.map((r) => r.trainee)).toEqual(['Ann']);
    expect(records[0]?.types).toEqual([
      expect.objectContaining({ type: 'dice', minutes: 160 * 60, requiredHours: 160, complete: true }),
    ]);
    expect(records[0]?.games).toEqual([
      expect.objectContaining({
        game: 'craps',
        mayDeal: true,
        tableTest: expect.objectContaining({ result: 'pass', supervisor: 'Pat Pitboss' }),
      }),
    ]);
    expect((await floor.http<unknown[]>('GET', '/api/training/hours')).body).toHaveLength(20);
    expect((await floor.http<unknown[]>('GET', '/api/training/records?trainee=Nobody')).body).toEqual([]);
    // The records are the personnel file: append-only in the database.
    await expect(
      (async () => {
        const s = felt.server.store as unknown as { db: { exec(sql: string): void } };
        s.db.exec('UPDATE training_hours SET minutes = 1');
      })(),
    ).rejects.toThrow(/append-only/);
  });
});
