/**
 * The browser app imports the wire protocol only (ARCHITECTURE: "web imports protocol only"): every
 * module under src/web that ships (not tests, test support or the build config) imports its own
 * modules, src/protocol, Preact, zod and its style sheets, and nothing else of Felt's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB = import.meta.dirname;
const SRC = dirname(WEB);
const PACKAGES = /^(preact(\/.*)?|zod)$/;

const shipped = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'testing' ? [] : shipped(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && e.name !== 'vite.config.ts'
      ? [path]
      : [];
  });

describe('src/web imports src/protocol only', () => {
  const files = shipped(WEB);
  it('finds the app’s modules', () => expect(files.length).toBeGreaterThan(10));
  it.each(files.map((f) => relative(SRC, f)))('%s', (file) => {
    const text = readFileSync(join(SRC, file), 'utf8');
    const specifiers = [
      ...text.matchAll(/^\s*(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm),
    ].map((m) => m[1] ?? m[2] ?? '');
    for (const s of specifiers) {
      if (!s.startsWith('.')) {
        expect(s, `${file} imports the package ${s}`).toMatch(PACKAGES);
        continue;
      }
      const to = relative(SRC, resolve(dirname(join(SRC, file)), s));
      expect(to, `${file} imports ${s}`).toMatch(/^(web|protocol)\//);
    }
  });
});
