// @vitest-environment happy-dom
/**
 * The betting countdown (issue 12): counted down from the server's `bettingClosesIn` as the view
 * arrived, and absent when the view gives none (a live table, or betting not open).
 */
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ViewMessage } from '../../protocol/views.js';
import { mount } from '../testing/render.js';
import { Countdown } from './table/Waiting.js';

const message = (bettingClosesIn?: number | null): ViewMessage => ({
  t: 'view',
  table: 't',
  role: 'player',
  seat: 1,
  seq: 1,
  view: { game: 'craps', layout: 'craps', kind: 'banked', phase: 'betting', round: 1, legalActions: [] },
  lines: [],
  wallet: null,
  ...(bettingClosesIn === undefined ? {} : { bettingClosesIn }),
});

afterEach(() => vi.useRealTimers());

describe('the betting countdown', () => {
  it('counts down the seconds the server gave', () => {
    vi.useFakeTimers();
    const r = mount(<Countdown message={message(5_000)} />);
    expect(r.$('#countdown')?.dataset['seconds']).toBe('5');
    void act(() => {
      vi.advanceTimersByTime(2_100);
    });
    expect(r.$('#countdown')?.dataset['seconds']).toBe('3');
    void act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(r.$('#countdown')?.dataset['seconds']).toBe('0');
    r.unmount();
  });

  it('is not shown when the view gives no deadline', () => {
    for (const m of [message(), message(null)]) {
      const r = mount(<Countdown message={m} />);
      expect(r.$('#countdown')).toBeNull();
      r.unmount();
    }
  });
});
