/**
 * The parameters of a legal action, read from `needs` in one place (src/web/params.ts): the list of
 * names the games send today and the typed parameters they will send give the same inputs, and a value
 * typed is sent as the command needs it: the dice as a list of faces (issue 16: a dice box sent text the
 * game refused with "expected tuple"), money in cents, a number within its bounds.
 */
import { describe, expect, it } from 'vitest';
import type { LegalActionView } from '../protocol/views.js';
import { initialText, paramsOf, readParam } from './params.js';

const action = (needs: LegalActionView['needs']): LegalActionView => ({
  type: 'roll',
  actor: { role: 'dealer' },
  label: 'call the dice thrown',
  params: {},
  ...(needs ? { needs } : {}),
});
const TDF = { dice: ['green die 1', 'green die 2', 'red die'] } as const;

describe('paramsOf reads both forms of needs', () => {
  it('the list of names: dice named by the layout, the cut with labels and defaults', () => {
    const [dice] = paramsOf(action(['dice']), TDF);
    expect(dice).toMatchObject({ name: 'dice', kind: 'dice', dice: TDF.dice });
    const cut = paramsOf(action(['position', 'lastHandFromBottom']), TDF);
    expect(cut.map((p) => [p.kind, p.default])).toEqual([
      ['integer', 26],
      ['integer', 16],
    ]);
    expect(cut.every((p) => p.label.length > 0 && !p.label.includes('lastHand'))).toBe(true);
  });

  it('typed parameters: kind, bounds, choices and default as the engine gives them', () => {
    const [position, dice, reason] = paramsOf(
      action({
        position: { kind: 'integer', min: 10, max: 406, default: 200 },
        dice: { kind: 'dice', min: 2, max: 2 },
        reason: { kind: 'choice', oneOf: ['die-off-table', 'disputed'] },
      }),
      TDF,
    );
    expect(position).toMatchObject({ kind: 'integer', min: 10, max: 406, default: 200 });
    expect(initialText(position!)).toBe('200');
    expect(dice?.dice).toEqual(['green die 1', 'green die 2']);
    expect(reason).toMatchObject({ kind: 'choice', oneOf: ['die-off-table', 'disputed'] });
  });
});

describe('readParam sends what the command needs', () => {
  const [dice] = paramsOf(action(['dice']), { dice: ['die 1', 'die 2'] });
  it.each([
    ['3 4', [3, 4]],
    ['3-4', [3, 4]],
    ['3,4', [3, 4]],
  ])('the dice %s are the list %j', (text, faces) => {
    expect(readParam(dice!, text)).toEqual({ ok: true, value: faces });
  });
  it.each(['7', '3', '3 4 5', '0 4', '3 x'])('%s is not two dice', (text) => {
    expect(readParam(dice!, text).ok).toBe(false);
  });
  it('money is typed in dollars and sent in cents; a number stays within its bounds', () => {
    const [amount] = paramsOf(action(['amount']), TDF);
    expect(readParam(amount!, '12.50')).toEqual({ ok: true, value: 1250 });
    expect(readParam(amount!, '$1,000')).toEqual({ ok: true, value: 100_000 });
    expect(readParam(amount!, '0')).toMatchObject({ ok: false, message: 'Amount: at least $0.01' });
    const [position] = paramsOf(action(['position']), TDF);
    expect(readParam(position!, '9')).toMatchObject({ ok: false });
    expect(readParam(position!, '40')).toEqual({ ok: true, value: 40 });
  });
});

describe('what a person reads', () => {
  it('money a message gives in cents is read in dollars, wager ids as their names', async () => {
    const { readable } = await import('./names.js');
    expect(readable('the player minimum is 1000 cents')).toBe('the player minimum is $10.00');
    expect(readable('seat 1 wagers $10.00 on dragon-bonus-player')).toBe(
      'seat 1 wagers $10.00 on Dragon Bonus on the Player',
    );
    // Words that only look like ids stay as written.
    expect(readable('dealt face-down')).toBe('dealt face-down');
  });
});
