import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SECTIONS } from '../regulation/sections.js';
import { BACKOFFICE_SECTIONS } from './sections.js';

const seeds = new URL('../../../shared/seeds/', import.meta.url);

describe('the sections the back office cites', () => {
  it.each(BACKOFFICE_SECTIONS.map((s) => [s.section, s] as const))(
    '§ %s is registered and printed (or named) in its seed',
    (section, s) => {
      expect(SECTIONS.get(section)).toEqual(s);
      const text = readFileSync(new URL(s.seed, seeds), 'utf8');
      // The section number, not followed by another digit (611a.1 is named, never 611a.10).
      expect(new RegExp(`${section.replace('.', '\\.')}(?!\\d)`).test(text), section).toBe(true);
    },
  );
});
