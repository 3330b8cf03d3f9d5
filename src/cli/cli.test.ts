import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CryptoRng, SeededRng } from '../core/rng.js';
import { minibaccarat } from '../games/baccarat/index.js';
import { GAMES } from '../games/registry.js';
import { TableSession } from './session.js';

/** Runs the CLI from source (tsx), as `npx felt` would run the built copy. */
function felt(args: string[], input?: string): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], {
    encoding: 'utf8',
    input: input ?? '',
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

const dir = mkdtempSync(join(tmpdir(), 'felt-cli-'));
const file = (name: string, content: unknown): string => {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
};

describe('felt games', () => {
  it('lists every registered game in aligned columns, however long its id', () => {
    const r = felt(['games']);
    expect(r.status).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines.map((l) => l.split(/\s{2,}/)[0])).toEqual([...GAMES.keys()]);
    const nameAt = lines.map((l, i) => l.indexOf([...GAMES.values()][i]!.name));
    expect(new Set(nameAt).size).toBe(1);
    expect(nameAt[0]).toBeGreaterThan(Math.max(...[...GAMES.keys()].map((id) => id.length)));
  });
});

describe('felt rules', () => {
  it('validates a good Rules Submission', () => {
    const r = felt([
      'rules',
      'validate',
      file('ok.json', { game: 'minibaccarat', options: { tieOdds: '9 to 1', dragonBonus: 'C' } }),
    ]);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/valid Rules Submission for Minibaccarat/);
  });

  it('rejects a Tie at 7 to 1 and Dragon 7 Insurance on a commission table, with citations, exit 2', () => {
    const r = felt([
      'rules',
      'validate',
      file('bad.json', { game: 'minibaccarat', options: { tieOdds: '7 to 1', dragon7Insurance: true } }),
    ]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/error\[tie_odds_below_minimum\].*\(§ 627a\.12\(b\)\)/);
    expect(r.stderr).toMatch(/error\[dragon_7_insurance_requires_ez\].*\(§ 627a\.7\(a\)\(5\)\)/);
  });

  it('rejects malformed JSON with a code', () => {
    const r = felt(['rules', 'validate', file('broken.json', '{"game": "minibaccarat",')]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/error\[malformed_json\]/);
  });

  it('shows every option with its citation', () => {
    const r = felt(['rules', 'show', 'midibaccarat', '--json']);
    const out = JSON.parse(r.stdout) as { options: { path: string; citation: string }[] };
    expect(out.options.find((o) => o.path === 'tieOdds')?.citation).toBe('§ 629a.12(b)');
    expect(out.options.some((o) => o.path === 'shuffler')).toBe(true);
  });
});

describe('felt odds', () => {
  it('prints the issue JSON format with the published 8-deck figures', () => {
    const r = felt(['odds', 'minibaccarat', '--json']);
    const out = JSON.parse(r.stdout) as {
      game: string;
      decks: number;
      wagers: {
        wager: string;
        variant: string;
        houseEdge: number;
        exact: string;
        method: string;
        citation: string;
      }[];
    };
    expect(out.game).toBe('minibaccarat');
    expect(out.decks).toBe(8);
    const banker = out.wagers.find((w) => w.wager === 'banker' && w.variant === 'commission');
    expect(banker?.houseEdge).toBeCloseTo(0.010579, 6);
    expect(banker?.method).toBe('exact');
    expect(banker?.exact).toMatch(/^\d+\/\d+$/);
    expect(out.wagers.find((w) => w.wager === 'tie' && w.variant === '8-to-1')?.houseEdge).toBeCloseTo(
      0.143596,
      6,
    );
  });

  it('reports only what a Rules Submission offers, at its deck count', () => {
    const rs = file('ez.json', {
      game: 'baccarat',
      options: { decks: 6, ez: true, dragon7Insurance: true, tieOdds: '9 to 1' },
    });
    const out = JSON.parse(felt(['odds', '--rules-submission', rs, '--json']).stdout) as {
      decks: number;
      wagers: { wager: string; variant: string; citation: string }[];
    };
    expect(out.decks).toBe(6);
    expect(out.wagers.map((w) => `${w.wager}/${w.variant}`).sort()).toEqual([
      'banker/ez',
      'dragon-7-insurance/40-to-1',
      'player/1-to-1',
      'tie/9-to-1',
    ]);
    expect(out.wagers[0]?.citation).toMatch(/631a/);
  });

  it('refuses a deck count the regulation does not allow', () => {
    const r = felt(['odds', 'minibaccarat', '--decks', '4']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/§ 627a\.3\(a\)/);
  });
});

describe('felt simulate', () => {
  it('a dice game reports its rounds and no shoes (there are none), in text and JSON', () => {
    const text = felt(['simulate', 'craps', '--rounds', '200', '--seed', '2', '--workers', '2']);
    expect(text.status).toBe(0);
    expect(text.stdout.split('\n')[0]).toMatch(/^Craps: 200 rounds, seed 2, [\d.]+ s$/);
    const json = felt(['simulate', 'craps', '--rounds', '200', '--seed', '2', '--json']);
    const out = JSON.parse(json.stdout) as Record<string, unknown> & { wagers: { wager: string }[] };
    expect(Object.keys(out)).not.toContain('shoes');
    expect(out['rounds']).toBe(200);
    expect(out.wagers.map((w) => w.wager)).toContain('fire-bet');
  });

  it('a dice game on every core: rounds, no shoes, each wager beside its exact figure', () => {
    const r = felt(['simulate', 'props-and-hops', '--rounds', '2000', '--seed', '3']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^Props & Hops: 2,000 rounds, seed 3, [\d.]+ s$/m);
    expect(r.stdout).not.toMatch(/shoes/);
    expect(r.stdout).toMatch(/^six-eight-shake\s+150-to-1\s/m);
    const j = felt(['simulate', 'three-dice-football', '--rounds', '500', '--json']);
    expect(j.status).toBe(0);
    const report = JSON.parse(j.stdout) as Record<string, unknown>;
    expect(Object.keys(report).sort()).toEqual(['game', 'rounds', 'seconds', 'seed', 'wagers']);
    expect((report['wagers'] as unknown[]).length).toBe(19);
  });
});

describe('felt play (the terminal table)', () => {
  it('plays a round with several seats and wagers, printing settlements with citations', () => {
    const s = new TableSession(
      minibaccarat,
      minibaccarat.options.parse({ dragonBonus: 'A' }),
      SeededRng.fromSeed(11),
    );
    s.settle();
    const out = [
      'sit 1 Ann 500',
      'sit 2 Bob 500',
      'bet 1 banker 25',
      'bet 2 player 10',
      'bet 2 tie 5',
      'bet 1 dragon-bonus-banker 5',
      'deal',
    ].flatMap((l) => s.handle(l) ?? []);
    expect(out.filter((l) => /^seat \d+ .*(wins|loses|pushes)/.test(l)).length).toBe(4);
    for (const l of out.filter((x) => /^seat \d+ .*(wins|loses|pushes)/.test(x)))
      expect(l).toMatch(/\[§ 627a\.\d+\(/);
    expect(s.handle('bet 1 banker 1')?.[0]).toMatch(/rejected \[below_table_minimum\]/);
    expect(s.handle('verify')?.[0]).toMatch(/replays exactly/);
  });

  it('offers the first cut to the players seated at the start, and a player cuts with `act` (§ 627a.5(b)-(c), R6; issue 16)', () => {
    const s = new TableSession(minibaccarat, minibaccarat.options.parse({}), SeededRng.fromSeed(3));
    const opened = s.open(['Ann', 'Bob'], 100_000);
    expect(opened).toContain('the cut is offered to seat 2, then seat 1  [§ 627a.5(b)]');
    const choices = s.handle('act 2')!;
    const cut = choices.find((l) => /Cut the cards \(give: POSITION \d+-\d+\)/.test(l));
    expect(cut).toBeDefined();
    // The prompt shows the bounds the engine sends (issue 11): at least 10 cards in from either end of
    // the 416-card shoe of eight decks (§ 627a.5(c)).
    expect(cut).toContain('(give: POSITION 10-406)');
    const n = /\[(\d+)\]/.exec(cut!)![1]!;
    expect(s.handle(`act 2 ${n}`)).toEqual([`choice ${n} needs POSITION: add them after ${n}`]);
    const out = s.handle(`act 2 ${n} 30`)!;
    expect(out[0]).toMatch(/^seat 2 cuts 30 cards in; .* \[§ 627a\.5\(c\)\]$/);
    expect(s.handle('verify')?.[0]).toMatch(/replays exactly/);
  });

  it('verifies a table shuffled from node:crypto (replay uses the table generator kind)', () => {
    const s = new TableSession(minibaccarat, minibaccarat.options.parse({}), new CryptoRng());
    s.settle();
    for (const l of ['sit 1 Ann 500', 'bet 1 player 25', 'deal']) s.handle(l);
    expect(s.handle('verify')?.[0]).toMatch(/replays exactly/);
  });

  it("`show` prints what each game's view shows: the puck and dice, the cards of one's own area only", () => {
    const craps = GAMES.get('craps')!;
    const table = new TableSession(craps, craps.options.parse({}), SeededRng.fromSeed(4));
    table.settle();
    for (const l of ['sit 1 Ann 500', 'bet 1 pass 10', 'deal']) table.handle(l);
    const shown = table.handle('show 1')!;
    const view = table.view({ role: 'player', seat: 1 }) as unknown as {
      puck: number | null;
      lastDice: number[];
    };
    expect(shown).toContain(`  last dice: ${view.lastDice.join('-')}`);
    if (view.puck !== null) expect(shown).toContain(`  puck: ${view.puck}`);

    const asia = GAMES.get('asia-poker')!;
    const hands = new TableSession(asia, asia.options.parse({}), SeededRng.fromSeed(4));
    hands.settle();
    for (const l of ['sit 1 Ann 500', 'sit 2 Bob 500', 'bet 1 asia-poker 10', 'bet 2 asia-poker 10', 'deal'])
      hands.handle(l);
    const cardsOf = (lines: string[]): string[] =>
      lines.filter((l) => l.startsWith('  areas:')).flatMap((l) => l.match(/cards ([^,]+)/)?.[1] ?? []);
    const ann = cardsOf(hands.handle('show 1')!);
    const bob = cardsOf(hands.handle('show 2')!);
    expect(ann).toHaveLength(1);
    expect(ann[0]!.split(' ')).toHaveLength(7);
    expect(bob).toHaveLength(1);
    expect(bob[0]).not.toBe(ann[0]);
    expect(cardsOf(hands.handle('show dealer')!)).toHaveLength(0);
  });

  it("prints the table as the players see it: the dealer's hole card stays face down until it is turned", () => {
    const blackjack = GAMES.get('blackjack')!;
    const play = (audience?: 'dealer'): { out: string[]; hole: string } => {
      const s = new TableSession(blackjack, blackjack.options.parse({}), SeededRng.fromSeed(3), audience);
      const out = [
        ...s.open(['Ann'], 100_000),
        ...['act 1 3', 'bet 1 bet 10', 'deal', 'show'].flatMap((l) => s.handle(l)!),
      ];
      const dealer = (s.view({ role: 'compliance' }) as unknown as { dealer: { cards: string[] } }).dealer;
      return { out, hole: dealer.cards[1]! };
    };
    const players = play();
    const dealt = players.out.find((l) => /^seat 1 \S\S \S\S; dealer/.test(l))!;
    expect(dealt).toMatch(/hole card \?\?/);
    expect(players.out.find((l) => l.startsWith('  dealer: cards'))).toMatch(/^ {2}dealer: cards \S\S \?\?/);
    expect(players.out.join('\n')).not.toContain(`hole card ${players.hole}`);
    const dealer = play('dealer');
    expect(dealer.out.join('\n')).toContain(`hole card ${dealer.hole}`);
    expect(players.out.find((l) => l.startsWith('  limits:'))).toMatch(
      /^ {2}limits: bet \$\d+\.00-\$[\d,]+\.00/,
    );
  });

  it('runs from a pipe and refuses a wager after no more bets', () => {
    // Ann and Bob are seated before the shuffle, so each is offered the cut first ([3] declines it).
    const r = felt(
      ['play', 'minibaccarat', '--seed', '3'],
      'act 2 3\nact 1 3\nbet 1 banker 25\ndeal\nshow 1\nquit\n',
    );
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/the cut is offered to seat 2, then seat 1/);
    expect(r.stdout).toMatch(/seat 1 declines the cut/);
    expect(r.stdout).toMatch(/"No more bets\."/);
    expect(r.stdout).toMatch(/seat 1 Ann/);
  });
});
