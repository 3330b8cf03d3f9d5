import { describe, expect, it } from 'vitest';
import { propsAndHopsOdds } from './math/exact.js';
import { checkPropsAndHopsOptions, propsAndHopsOptionsSchema } from './options.js';
import { DEFAULT_PROPS_AND_HOPS_OPTIONS } from './rules.js';

describe('Props & Hops Rules Submission (§ 601a.2)', () => {
  it('an empty submission gives the documented defaults', () => {
    expect(propsAndHopsOptionsSchema.parse({})).toEqual(DEFAULT_PROPS_AND_HOPS_OPTIONS);
    expect(checkPropsAndHopsOptions(DEFAULT_PROPS_AND_HOPS_OPTIONS)).toEqual([]);
  });
  it('reads combination boxes either way round', () => {
    const o = propsAndHopsOptionsSchema.parse({ hopRegions: { top: ['2-1', '6-6'] } });
    expect(o.hopRegions.top).toEqual(['1-2', '6-6']);
    expect(o.hopRegions.left).toEqual(DEFAULT_PROPS_AND_HOPS_OPTIONS.hopRegions.left);
  });
  it('refuses a box that does not exist and a region that favours the player', () => {
    expect(propsAndHopsOptionsSchema.safeParse({ hopRegions: { top: ['0-7'] } }).success).toBe(false);
    const greedy = propsAndHopsOptionsSchema.parse({
      hopRegions: { right: ['1-2', '1-3', '1-4', '1-5', '1-6', '2-3', '2-4'] },
    });
    expect(checkPropsAndHopsOptions(greedy)).toEqual([
      expect.objectContaining({ path: 'options.hopRegions.right', code: 'hop_region_favours_player' }),
    ]);
  });
  it('`all` includes the Six Eight Shake even where the table does not offer it', () => {
    const o = propsAndHopsOptionsSchema.parse({ sixEightShake: false });
    expect(propsAndHopsOdds(o, 'table').some((r) => r.wager === 'six-eight-shake')).toBe(false);
    expect(propsAndHopsOdds(o, 'all').some((r) => r.wager === 'six-eight-shake')).toBe(true);
  });
});
