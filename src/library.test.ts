/**
 * Felt as a library: package.json's `exports` name the rankings, the engine, the core and the games,
 * each built by `npm run build:lib` (tsconfig.lib.json) from a source entry point; a program evaluates
 * hands and runs a table through them alone, without the server. The test imports the source entry
 * points the map names (building in a test would take most of a minute); the benchmarks and test support
 * stay out of the build and of the published files.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type * as Core from './core/index.js';
import type * as Engine from './engine/index.js';
import type * as Baccarat from './games/baccarat/index.js';
import type * as Games from './games/registry.js';
import type * as Rankings from './rankings/index.js';

const ROOT = join(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  exports: Record<string, string | { types: string; default: string }>;
  files: string[];
};
const entries = Object.entries(pkg.exports).flatMap(([subpath, target]) =>
  typeof target === 'string' ? [] : [{ subpath, ...target }],
);

/** The source module a built path comes from: `./dist/engine/index.js` <- `src/engine/index.ts`. */
const sourceOf = (built: string): string => built.replace(/^\.\/dist\//, 'src/').replace(/\.js$/, '.ts');
/** Resolves `felt/<subpath>` through the exports map as Node does (an exact key, else a `*` pattern). */
const resolveExport = (specifier: string): string => {
  const wanted = `./${specifier.replace(/^felt\//, '')}`;
  for (const e of entries) {
    const [head, tail] = e.subpath.split('*') as [string, string | undefined];
    if (e.subpath === wanted) return e.default;
    if (tail !== undefined && wanted.startsWith(head) && wanted.endsWith(tail))
      return e.default.replace('*', wanted.slice(head.length, wanted.length - tail.length));
  }
  throw new Error(`package.json exports no ${wanted}`);
};
const load = async <M>(specifier: string): Promise<M> =>
  (await import(pathToFileURL(join(ROOT, sourceOf(resolveExport(specifier)))).href)) as M;

/** The files tsc builds for the library: tsconfig.lib.json's root files, relative to the repository. */
const libraryFiles = (): string[] => {
  const path = join(ROOT, 'tsconfig.lib.json');
  const parsed = ts.parseJsonConfigFileContent(ts.readConfigFile(path, ts.sys.readFile).config, ts.sys, ROOT);
  return parsed.fileNames.map((f) => relative(ROOT, f));
};

describe('the exports map', () => {
  const built = libraryFiles();
  const gameFolders = built.flatMap((f) => /^src\/games\/([^/]+)\/index\.ts$/.exec(f)?.[1] ?? []);

  it('names the core, the rankings, the engine and the games, each with its types', () => {
    expect(entries.map((e) => e.subpath)).toEqual(
      expect.arrayContaining(['./core', './rankings', './engine', './games', './games/*']),
    );
    for (const e of entries) expect(e.types, e.subpath).toBe(e.default.replace(/\.js$/, '.d.ts'));
  });

  it('points every entry at a module the library build compiles', () => {
    for (const e of entries.filter((x) => !x.subpath.includes('*')))
      expect(built).toContain(sourceOf(e.default));
    // `felt/games/<id>` for each game folder.
    expect(gameFolders).toEqual(expect.arrayContaining(['asia-poker', 'baccarat', 'craps']));
    for (const id of gameFolders)
      expect(existsSync(join(ROOT, sourceOf(resolveExport(`felt/games/${id}`))))).toBe(true);
  });

  it('builds and ships neither the benchmarks nor tests and test support', () => {
    expect(built.length).toBeGreaterThan(100);
    const unshipped = built.filter((f) =>
      /^src\/(bench|web)\/|\/testing(\/|\.tsx?$)|\/fixtures\/|\.test\.tsx?$/.test(f),
    );
    expect(unshipped).toEqual([]);
    expect(pkg.files).toEqual(expect.arrayContaining(['dist', '!dist/bench', '!dist/**/testing']));
  });
});

describe('a program using the library', () => {
  it('evaluates and compares hands (felt/rankings)', async () => {
    const { evaluateHand, compareHands } = await load<typeof Rankings>('felt/rankings');
    const royal = evaluateHand('high', 'As Ks Qs Js Ts');
    expect(royal.ok && royal.value.class).toBe('royal-flush');
    const duel = compareHands('high', 'As Ad Kc Kd 2h', 'Qs Qd Qc 3h 2c');
    expect(duel.ok && duel.value.winner).toBe('second');
    const bad = evaluateHand('high', 'As As Kc Kd 2h');
    expect(bad.ok ? undefined : bad.error.code).toBe('duplicate_card');
  });

  it('runs a round of Mini-Baccarat on an automated table (felt/engine, felt/games, felt/core)', async () => {
    const { Table, netOf, transfersOf, pocket } = await load<typeof Engine>('felt/engine');
    const { GAMES } = await load<typeof Games>('felt/games');
    const { minibaccarat } = await load<typeof Baccarat>('felt/games/baccarat');
    const { SeededRng } = await load<typeof Core>('felt/core');
    expect(GAMES.get('minibaccarat')).toBe(minibaccarat);

    const table = new Table(minibaccarat, minibaccarat.options.parse({}), SeededRng.fromSeed(1), {
      automated: true,
    });
    const ann = { role: 'player', seat: 1 } as const;
    expect(table.submit(ann, { type: 'sit', seat: 1, name: 'Ann', chips: 100_000 }).ok).toBe(true);
    table.runAutomation();
    expect(table.submit(ann, { type: 'decline-cut' }).ok).toBe(true);
    table.runAutomation();
    expect(table.submit(ann, { type: 'place-wager', kind: 'banker', amount: 2_500 }).ok).toBe(true);
    expect(table.submit({ role: 'dealer' }, { type: 'no-more-bets' }).ok).toBe(true);
    const dealt = table.runAutomation().map((e) => e.type);
    expect(dealt).toEqual(
      expect.arrayContaining(['cards-dealt', 'result', 'wager-settled', 'round-complete']),
    );

    // The money the events declared is the money the view shows.
    const net = netOf(table.log.flatMap((entry) => entry.events.flatMap((e) => transfersOf(e))));
    const seat = table.view(ann).seats.find((s) => s.seat === 1);
    expect(seat?.chips).toBe(net.get(pocket.rack(1)));
    expect(seat?.chips).not.toBe(100_000);
    // A Banker win pays even money less the 5% vigorish (§ 627a.12), a loss takes the wager.
    expect([100_000 - 2_500, 100_000 + 2_500 - 125]).toContain(seat?.chips);
  });
});
