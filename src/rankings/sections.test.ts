import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { unresolved } from '../regulation/sections.js';
import { SETTING_CITATION } from './asia.js';
import { SYSTEMS } from './index.js';
import { RANKING_SECTIONS } from './sections.js';

describe('ranking citations', () => {
  it.each(Object.values(SYSTEMS).map((s) => [s.id, s.citation] as const))(
    '%s cites %s, a known section',
    (_id, citation) => {
      expect(unresolved(citation)).toEqual([]);
    },
  );

  it('the setting requirement cites a known section', () => {
    expect(unresolved(SETTING_CITATION)).toEqual([]);
  });

  it.each(RANKING_SECTIONS.map((s) => [s.section, s] as const))(
    '§ %s is printed in its seed',
    (section, s) => {
      const text = readFileSync(new URL(`../../../shared/seeds/${s.seed}`, import.meta.url), 'utf8');
      expect(text).toMatch(new RegExp(`§\\s*${section.replace('.', '\\.')}\\.`));
    },
  );
});
