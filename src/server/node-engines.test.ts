/**
 * Issue 16 (README out of date): `npm ci` on the Node the README documents (package.json `engines`,
 * 20.19 or later) must not warn that a dependency wants a newer Node. cookie 2 and content-disposition 3
 * declare `node >=22`; package.json overrides them with cookie 1.1 and content-disposition 2, which have
 * the same API (`stringifySetCookie`/`parseCookie`, `create`) and declare `node >=18`.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Version = [number, number, number];
const parse = (v: string): Version => {
  const [a = 0, b = 0, c = 0] = v.replace(/^v/, '').split('.').map(Number);
  return [a, b, c];
};
const cmp = (a: Version, b: Version): number => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** Whether version `v` satisfies an npm engines range of the forms these packages use. */
function satisfies(v: Version, range: string): boolean {
  return range
    .replace(/(>=|<=|>|<|=|\^|~)\s+/g, '$1')
    .split('||')
    .some((alt) =>
      alt
        .trim()
        .split(/\s+/)
        .every((c) => {
          if (c === '*' || c === '') return true;
          const m = /^(>=|<=|>|<|\^|~|=)?v?(\d+)(?:\.(\d+|x))?(?:\.(\d+|x))?$/.exec(c);
          if (!m) throw new Error(`unparsed engines range ${range}`);
          const [, op = '', maj, min, pat] = m;
          const low: Version = [Number(maj), Number(min ?? 0) || 0, Number(pat ?? 0) || 0];
          if (op === '>=') return cmp(v, low) >= 0;
          if (op === '>') return cmp(v, low) > 0;
          if (op === '<') return cmp(v, low) < 0;
          if (op === '<=') return cmp(v, low) <= 0;
          if (op === '^') return v[0] === low[0] && cmp(v, low) >= 0;
          if (op === '~') return v[0] === low[0] && v[1] === low[1] && cmp(v, low) >= 0;
          // A bare "20" or "20.x" is that major (minor) line.
          if (min === undefined || min === 'x') return v[0] === low[0];
          if (pat === undefined || pat === 'x') return v[0] === low[0] && v[1] === low[1];
          return cmp(v, low) === 0;
        }),
    );
}

describe('the documented Node runs every dependency (issue 16)', () => {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
  const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
    packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean }>;
  };
  const floor = parse(/\d+(\.\d+)*/.exec(pkg.engines.node)![0]);

  it('the range reader reads the ranges it meets', () => {
    expect(satisfies([20, 19, 0], '>=22')).toBe(false);
    expect(satisfies([20, 19, 0], '^20.19.0 || >=22.12.0')).toBe(true);
    expect(satisfies([20, 18, 0], '^20.19.0 || >=22.12.0')).toBe(false);
    expect(satisfies([20, 19, 0], '18 || 20 || >=22')).toBe(true);
    expect(satisfies([21, 0, 0], '20.x || 22.x')).toBe(false);
  });

  it(`every package in package-lock.json accepts Node ${floor.join('.')} (package.json engines)`, () => {
    const refusing = Object.entries(lock.packages)
      .filter(([, p]) => p.engines && !Array.isArray(p.engines) && p.engines.node)
      .filter(([, p]) => !satisfies(floor, (p.engines as { node: string }).node))
      .map(([name, p]) => `${name} (${(p.engines as { node: string }).node})`);
    expect(refusing).toEqual([]);
  });
});
