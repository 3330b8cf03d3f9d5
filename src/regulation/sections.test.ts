import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SeededRng } from '../core/rng.js';
import { optionDocs } from '../engine/rules-submission.js';
import { Table } from '../engine/table.js';
import { GAMES } from '../games/registry.js';
import { SECTIONS, unresolved } from './sections.js';

const seeds = new URL('../../../shared/seeds/', import.meta.url);

describe('the registry of sections (every citation resolves)', () => {
  it.each([...GAMES.values()].map((g) => [g.id, g] as const))(
    '%s: every option and odds row cites a known section',
    (_id, game) => {
      for (const d of optionDocs(game)) if (d.citation) expect(unresolved(d.citation), d.path).toEqual([]);
      const options = game.options.parse({});
      for (const r of game.odds?.(options, 'all') ?? []) expect(unresolved(r.citation), r.wager).toEqual([]);
    },
  );

  it.each([...GAMES.values()].map((g) => [g.id, g] as const))(
    '%s: every event of automated play cites a known section',
    (_id, game) => {
      const table = new Table(game, game.options.parse({}), SeededRng.fromSeed(4), { automated: true });
      table.submit({ role: 'player', seat: 1 }, { type: 'sit', seat: 1, name: 'A', chips: 1_000_000 });
      for (let i = 0; i < 40; i += 1) {
        table.runAutomation();
        for (let k = 0; k < 8; k += 1) {
          const act = table
            .view({ role: 'player', seat: 1 })
            .legalActions.find((a) =>
              [
                'decline-cut',
                'accept-shoe',
                'reveal',
                'deal',
                'draw-third',
                'house-money-choice',
                'accept-dice',
                'accept-shaker',
                'set-hands',
                'decline-surrender',
                'play',
                'decline-insurance',
                'stand',
              ].includes(a.type),
            );
          if (!act) break;
          table.submit(act.actor, { type: act.type, ...act.params });
          table.runAutomation();
        }
        // Baccarat wagers on the Banker's Hand; a game without one takes the first wager open now.
        const open = table
          .view({ role: 'player', seat: 1 })
          .legalActions.filter((a) => a.type === 'place-wager')
          .map((a) => String(a.params?.['kind']));
        const kind = open.includes('banker') ? 'banker' : open[0];
        if (kind) table.submit({ role: 'player', seat: 1 }, { type: 'place-wager', kind, amount: 2000 });
        table.submit({ role: 'dealer' }, { type: 'no-more-bets' });
      }
      const citations = table.log.flatMap((l) => l.events).flatMap((e) => (e.citation ? [e.citation] : []));
      expect(citations.length).toBeGreaterThan(100);
      for (const c of citations) expect(unresolved(c), c).toEqual([]);
    },
  );

  it('every registered section appears in its seed text', () => {
    for (const s of SECTIONS.values()) {
      const text = readFileSync(new URL(s.seed, seeds), 'utf8');
      expect(text.includes(`${s.section}.`) || text.includes(`${s.section}(`), s.section).toBe(true);
    }
  });
});
