/**
 * The hash chain's canonical JSON: the loop-written `canonical` gives exactly the text of the plain
 * definition (keys sorted, undefined members dropped) for any JSON-like value, so every stored hash
 * still verifies.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonical } from './chain.js';

function reference(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(reference).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${reference(v)}`).join(',')}}`;
}

describe('canonical', () => {
  it('agrees with the reference definition on any JSON-like value', () => {
    const value = fc.letrec((tie) => ({
      leaf: fc.oneof(fc.string(), fc.integer(), fc.double({ noNaN: true }), fc.boolean(), fc.constant(null)),
      node: fc.oneof(
        { depthSize: 'small' },
        tie('leaf'),
        fc.array(tie('node'), { maxLength: 5 }),
        fc.dictionary(fc.string(), fc.oneof(tie('node'), fc.constant(undefined)), { maxKeys: 6 }),
      ),
    })).node;
    fc.assert(
      fc.property(value, (v) => canonical(v) === reference(v)),
      { numRuns: 2000 },
    );
  });

  it('sorts keys by code unit and drops undefined members', () => {
    expect(canonical({ b: 1, a: [1, { z: undefined, y: 'é', Y: 2 }], é: null })).toBe(
      '{"a":[1,{"Y":2,"y":"é"}],"b":1,"é":null}',
    );
  });
});
