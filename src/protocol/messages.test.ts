import { describe, expect, it } from 'vitest';
import { parseClientMessage } from './messages.js';
import { unstorableTextAt } from './text.js';

describe('client messages are parsed by their schemas (issue 16)', () => {
  it.each([
    ['null', null, 'malformed_message'],
    ['a number', 1, 'malformed_message'],
    ['a string', 'str', 'malformed_message'],
    ['a boolean', true, 'malformed_message'],
    ['an array', [{ t: 'ping', id: 'x' }], 'malformed_message'],
    ['no type', {}, 'malformed_message'],
    ['an unknown type', { t: 'launch' }, 'unknown_message'],
    ['a command without its command', { t: 'command', table: 'x', id: '1' }, 'malformed_message'],
    ['a command of no type', { t: 'command', table: 'x', id: '1', command: {} }, 'malformed_message'],
    ['an extra field', { t: 'ping', id: '1', x: 1 }, 'malformed_message'],
    ['a negative since', { t: 'subscribe', table: 'x', role: 'player', since: -1 }, 'malformed_message'],
    [
      'NUL in a name',
      { t: 'command', table: 'x', id: '1', command: { type: 'sit', name: 'a\u0000' } },
      'invalid_text',
    ],
    ['a lone surrogate in a key', { t: 'ping', id: '1', ['\udc00']: 1 }, 'invalid_text'],
  ])('%s: %s', (_why, raw, code) => {
    const r = parseClientMessage(raw);
    expect(r.ok ? 'ok' : r.error.code).toBe(code);
  });

  it('a rejected command keeps its id, so its sender gets a result', () => {
    const r = parseClientMessage({ t: 'command', table: 'x', id: 'c7', command: { type: 1 } });
    expect(r.ok ? undefined : [r.id, r.path]).toEqual(['c7', 'command.type']);
  });

  it('accepts every well-formed message, the game command passed on whole', () => {
    for (const m of [
      { t: 'subscribe', table: 'ab12cd34', role: 'dealer', since: 3 },
      { t: 'unsubscribe', table: 'ab12cd34' },
      {
        t: 'command',
        table: 'ab12cd34',
        id: '9',
        as: 'floorperson',
        command: { type: 'void-round', reason: 'x' },
      },
      { t: 'ping', id: 'p' },
    ])
      expect(parseClientMessage(m)).toEqual({ ok: true, message: m });
  });

  it('finds text no store can hold, paired surrogates (emoji) are fine', () => {
    expect(unstorableTextAt({ a: ['ok', '🂡 ok'] })).toBeUndefined();
    expect(unstorableTextAt({ a: ['ok', 'b\ud83d'] })).toBe('a.1');
    expect(unstorableTextAt('\u0000')).toBe('');
  });
});
