/**
 * The parameters of a legal action, read in one place (src/web/params.ts): the names in `needs` with
 * the engine's `bounds` (issue 11), the older typed form of `needs`, and names without bounds (a
 * fallback) give the inputs, and a value
 * typed is sent as the command needs it: the dice as a list of faces (issue 16: a dice box sent text the
 * game refused with "expected tuple"), money in cents, a number within its bounds.
 */
import { describe, expect, it } from 'vitest';
import type { LegalActionView } from '../protocol/views.js';
import { initialText, paramsOf, readParam } from './params.js';

const action = (needs: LegalActionView['needs'], bounds?: LegalActionView['bounds']): LegalActionView => ({
  type: 'roll',
  actor: { role: 'dealer' },
  label: 'call the dice thrown',
  params: {},
  ...(needs ? { needs } : {}),
  ...(bounds ? { bounds } : {}),
});
const TDF = { dice: ['green die 1', 'green die 2', 'red die'] } as const;

describe('paramsOf reads both forms of needs', () => {
  it('names without bounds: dice named by the layout, the cut labelled, no range guessed', () => {
    const [dice] = paramsOf(action(['dice']), TDF);
    expect(dice).toMatchObject({ name: 'dice', kind: 'dice', dice: TDF.dice });
    const cut = paramsOf(action(['position', 'lastHandFromBottom']), TDF);
    expect(cut.map((p) => [p.kind, p.min, p.max, p.default])).toEqual([
      ['integer', undefined, undefined, undefined],
      ['integer', undefined, undefined, undefined],
    ]);
    expect(cut.every((p) => p.label.length > 0 && !p.label.includes('lastHand'))).toBe(true);
  });

  it('names with the engine bounds: in the order of needs, with range, step, default and label', () => {
    const specs = paramsOf(
      action(['position', 'lastHandFromBottom', 'reason'], {
        lastHandFromBottom: { kind: 'integer', min: 14, max: 200, step: 1, default: 16 },
        position: { kind: 'integer', min: 10, max: 406, step: 1, default: 200, label: 'Cover card depth' },
      }),
      TDF,
    );
    expect(specs.map((p) => p.name)).toEqual(['position', 'lastHandFromBottom', 'reason']);
    const [position, last, reason] = specs;
    expect(position).toMatchObject({
      kind: 'integer',
      min: 10,
      max: 406,
      default: 200,
      label: 'Cover card depth',
    });
    expect(last).toMatchObject({ min: 14, max: 200, default: 16, label: 'Last-hand card: cards below it' });
    expect(initialText(position!)).toBe('200');
    // A name the engine sends no bounds for keeps its fallback.
    expect(reason).toEqual({ name: 'reason', label: 'Reason', kind: 'text' });
    expect(readParam(position!, '9')).toMatchObject({
      ok: false,
      message: expect.stringContaining('at least 10'),
    });
    expect(readParam(position!, '407')).toMatchObject({
      ok: false,
      message: expect.stringContaining('at most 406'),
    });
    expect(readParam(position!, '406')).toEqual({ ok: true, value: 406 });
  });

  it('an amount with the table limits and the rack: dollars within them, in steps of the chip', () => {
    const [amount] = paramsOf(
      action(['amount'], { amount: { kind: 'cents', min: 500, max: 50_000, step: 100, default: 500 } }),
      TDF,
    );
    expect(initialText(amount!)).toBe('5.00');
    expect(readParam(amount!, '5')).toEqual({ ok: true, value: 500 });
    expect(readParam(amount!, '500')).toEqual({ ok: true, value: 50_000 });
    expect(readParam(amount!, '4.99')).toMatchObject({ ok: false, message: 'Amount: at least $5.00' });
    expect(readParam(amount!, '500.01')).toMatchObject({ ok: false, message: 'Amount: at most $500.00' });
    expect(readParam(amount!, '7.50')).toMatchObject({ ok: false, message: 'Amount: in steps of $1.00' });
  });

  it('typed dice bounds give how many dice, named by the layout', () => {
    const [dice] = paramsOf(action(['dice'], { dice: { kind: 'dice', min: 2, max: 2 } }), TDF);
    expect(dice?.dice).toEqual(['green die 1', 'green die 2']);
  });

  it('the older typed form of needs: kind, bounds, choices and default', () => {
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
    expect(readParam(position!, '2.5')).toMatchObject({ ok: false });
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
