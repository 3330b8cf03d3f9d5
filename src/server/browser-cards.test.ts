/**
 * Browser test of the card layouts (src/web/layouts/AsiaPoker.tsx, FiveCardHiLo.tsx): Playwright drives Debian's Chromium against
 * an in-process server with a seeded generator. At an automated Asia Poker table a player sits, wagers on
 * the layout's betting area, sees the starting position with the shaker's dice, sets the seven cards with
 * the setting tool (an illegal setting is flagged and never sent; a legal one is placed), asks for help and
 * sees the house way and the settings ranked by expected value, and sees each area's settlement with its
 * citation. At an automated Five Card Hi-Lo table a player antes, chooses a setting, plays and sees the
 * dealer's hands and the settlement.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SeededRng } from '../core/rng.js';
import { hasChromium, useBrowser } from './testing/browser.js';

/** With this seed the Five Card Hi-Lo player's five cards hold an ace: two legal settings (§ 663a.11(d)). */
const SEED = 2;

/** The four-, two- and one-card hands of a setting, each as a sorted card set. */
const setKey = (hands: string): string =>
  hands
    .split('|')
    .map((p) => p.trim().split(/\s+/).sort().join(' '))
    .join(' | ');

/** Every way to split seven cards into high (4), medium (2) and low (1), as `high | medium | low`. */
function splits(seven: readonly string[]): string[] {
  const out: string[] = [];
  const idx = [0, 1, 2, 3, 4, 5, 6];
  for (let a = 0; a < 7; a += 1)
    for (let b = a + 1; b < 7; b += 1)
      for (let c = b + 1; c < 7; c += 1)
        for (let d = c + 1; d < 7; d += 1) {
          const rest = idx.filter((i) => ![a, b, c, d].includes(i));
          for (let x = 0; x < 3; x += 1)
            for (let y = x + 1; y < 3; y += 1) {
              const low = rest.filter((_, k) => k !== x && k !== y);
              const at = (is: number[]): string => is.map((i) => seven[i]).join(' ');
              out.push(`${at([a, b, c, d])} | ${at([rest[x]!, rest[y]!])} | ${at(low)}`);
            }
        }
  return out;
}

describe.skipIf(!hasChromium)('card layouts in Chromium', () => {
  const rig = useBrowser({
    prefix: 'felt-cards-',
    server: { betWindowMs: 1_500, dealPaceMs: 30, rng: () => SeededRng.fromSeed(SEED) },
  });
  const received = new Map<Page, string[]>();
  const sent = new Map<Page, string[]>();

  const person = (name: string, password: string, register: boolean): Promise<Page> =>
    rig.person(name, password, register, (page) => {
      const got: string[] = [];
      const out: string[] = [];
      received.set(page, got);
      sent.set(page, out);
      page.on('websocket', (ws) => {
        ws.on('framereceived', (f) => got.push(String(f.payload)));
        ws.on('framesent', (f) => out.push(String(f.payload)));
      });
    });

  /** Opens an automated table of this game with its default options, as the lobby's form would. */
  async function openTable(admin: Page, game: string): Promise<string> {
    return admin.evaluate(async (g) => {
      const me = (await (await fetch('/api/me')).json()) as { csrf: string };
      const r = await fetch('/api/tables', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': me.csrf },
        body: JSON.stringify({ rules: { game: g, options: {} }, automated: true }),
      });
      return ((await r.json()) as { id: string }).id;
    }, game);
  }

  /** The player's own area in the latest view the page received. */
  function ownArea(page: Page): Record<string, unknown> | undefined {
    for (const f of [...(received.get(page) ?? [])].reverse()) {
      const m = JSON.parse(f) as { t: string; seat: number | null; view?: { areas?: { seat: number }[] } };
      const mine = m.t === 'view' ? m.view?.areas?.find((a) => a.seat === m.seat) : undefined;
      if (mine) return mine;
    }
    return undefined;
  }

  async function sitAndWager(page: Page, table: string, kind: string, dollars: string): Promise<void> {
    await page.goto(`${rig.url}/#/table/${table}/player`);
    await page.click('button.sit[data-seat="1"]');
    await page.waitForSelector('#my-seat');
    await page.fill('#amount', dollars);
    await page.click(`.area.mine .spot[data-kind="${kind}"] .spot-add`);
    await page.waitForSelector(`.area.mine .spot.wagered[data-kind="${kind}"]`);
  }

  let admin: Page;

  it('Asia Poker: wager, see the dice, set the hands with the tool, ask for help, see the settlement', async () => {
    admin = await person('admin', 'admin-password', false);
    const table = await openTable(admin, 'asia-poker');
    expect(table).toMatch(/^[0-9a-f]{8}$/);
    const ann = await person('ann', 'ann-password', true);
    await sitAndWager(ann, table, 'asia-poker', '10');
    expect(await ann.getAttribute('[data-layout]', 'data-layout')).toBe('asia-poker');

    // "No more bets", the shaker and the deal: the tool opens on the player's seven cards.
    await ann.waitForSelector('#asia-setter', { timeout: 30_000 });
    expect(await ann.$$('#asia-start .die')).toHaveLength(3);
    expect(await ann.textContent('#asia-start')).toMatch(/total \d+ → (seat \d|the dealer)/);
    expect(await ann.$$('#dealer-area .card.back')).toHaveLength(7);
    const area = ownArea(ann);
    const seven = String(area?.['cards']).split(' ');
    expect(seven).toHaveLength(7);
    const legal = new Set((area?.['legalSettings'] as string[]).map(setKey));
    const all = splits(seven);
    const foul = all.find((s) => !legal.has(setKey(s)));
    const good = all.find((s) => legal.has(setKey(s)));
    expect(foul && good).toBeTruthy();

    const arrange = async (setting: string): Promise<void> => {
      await ann.click('#clear-setting');
      const parts = setting.split('|').map((p) => p.trim().split(' '));
      for (const [i, zone] of (['high', 'medium', 'low'] as const).entries()) {
        await ann.click(`#asia-setter .zone[data-zone="${zone}"] .zone-name`);
        for (const c of parts[i] ?? []) await ann.click(`#asia-setter .pool [data-card="${c}"]`);
      }
    };
    // A card may also be dragged into a hand.
    await ann.dragAndDrop(
      `#asia-setter .pool [data-card="${seven[0]}"]`,
      '#asia-setter .zone[data-zone="low"]',
    );
    await ann.waitForSelector(`#asia-setter .zone[data-zone="low"] [data-card="${seven[0]}"]`);
    // The setting tool is the only way to set the hands: no generic button under the layout places a
    // setting the tool would refuse (issue 16).
    expect(await ann.$$('#actions [data-action="set-hands"]')).toHaveLength(0);
    // An illegal setting is flagged with the rule and cannot be placed.
    await arrange(foul as string);
    await ann.waitForSelector('#setting-verdict[data-verdict="foul"]');
    expect(await ann.textContent('#setting-verdict')).toContain('§ 659a.11(b)');
    expect(await ann.isDisabled('#place-setting')).toBe(true);
    await ann.click('#place-setting', { force: true });
    // Each full hand is named as the player sets it (§ 659a.6(b)).
    expect(await ann.textContent('[data-zone-eval="high"]')).not.toMatch(/of 4/);

    // Help: the dealer tells the house way (§ 659a.11(a)(1)).
    await ann.click('#house-way-help');
    await ann.waitForSelector('#house-way .set-hand .card');
    expect(await ann.textContent('#house-way')).toContain('§ 659a.11(a)(1)');
    await ann.waitForSelector('li.line[data-type="house-way-told"]');
    // ... and Felt's aid ranks every legal setting by expected value, the house way among them.
    await ann.waitForSelector('#advice tr[data-rank="1"]', { timeout: 30_000 });
    expect(await ann.$$('#advice tr.house-way-row')).toHaveLength(1);
    expect(await ann.textContent('#advice tr[data-rank="1"]')).toMatch(/[+-]\d\.\d{3}/);

    // A legal setting is placed.
    await arrange(good as string);
    await ann.waitForSelector('#setting-verdict[data-verdict="legal"]');
    expect(await ann.textContent('[data-zone-eval="medium"]')).not.toMatch(/of 2/);
    const before = (sent.get(ann) ?? []).filter((f) => f.includes('"set-hands"'));
    expect(before).toHaveLength(0);
    await ann.click('#place-setting');
    // The automated table reveals no hand its player may still surrender (§ 659a.11(d)): keep it.
    await ann.click('#keep-hand');
    await ann.waitForSelector('li.line[data-type="surrender-declined"]');

    // The reveal: the dealer's set hands and the area's results with their citations.
    await ann.waitForSelector('li.line[data-type="round-complete"]', { timeout: 30_000 });
    const placed = (sent.get(ann) ?? []).filter((f) => f.includes('"set-hands"'));
    expect(placed).toHaveLength(1);
    expect(setKey(settingOf(placed[0] as string))).toBe(setKey(good as string));
    await ann.waitForSelector('#dealer-area .dealer-set .set-hand .card');
    expect(await ann.$$('#dealer-area .dealer-set .set-hand')).toHaveLength(3);
    const results = await ann.$$eval('.area.mine .results li', (els) => els.map((e) => e.textContent ?? ''));
    // The wager is named as a person reads it (issue 12), never by its id.
    expect(results.some((r) => /Asia Poker Wager \$10\.00 (wins|loses)/.test(r))).toBe(true);
    expect(results.some((r) => /asia-poker/.test(r))).toBe(false);
    for (const r of results) expect(r).toMatch(/§ 659a\.\d+/);
  });

  it('Five Card Hi-Lo: ante, choose a setting, play, and see the dealer hands and the settlement', async () => {
    const table = await openTable(admin, 'five-card-hi-lo');
    const bo = await person('bo', 'bo-password', true);
    await sitAndWager(bo, table, 'ante', '10');
    expect(await bo.getAttribute('[data-layout]', 'data-layout')).toBe('five-card-hi-lo');
    await bo.waitForSelector('#hilo-setter', { timeout: 30_000 });
    expect(await bo.$$('.area.mine .card:not(.back)')).toHaveLength(5);
    expect(await bo.$$('#dealer-area .card.back')).toHaveLength(5);
    const choices = await bo.$$('#hilo-setter .setting-choice');
    expect(choices.length).toBeGreaterThanOrEqual(1);
    expect(await bo.getAttribute('.setting-choice.chosen', 'data-ace-low')).toBe('false');
    if (choices.length === 2) {
      // One ace counted low (§ 663a.11(d)): the choice is sent and comes back chosen.
      await bo.click('.setting-choice[data-ace-low="true"]');
      await bo.waitForSelector('.setting-choice.chosen[data-ace-low="true"]');
      await bo.waitForSelector('li.line[data-type="hands-set"]');
    }
    await bo.click('#hilo-play');
    await bo.waitForSelector('li.line[data-type="round-complete"]', { timeout: 30_000 });
    await bo.waitForSelector('#dealer-area .dealer-set [data-hand="low"] .card');
    expect(await bo.textContent('#dealer-area')).toMatch(/High \d+.*Low \d+/);
    const results = await bo.$$eval('.area.mine .results li', (els) => els.map((e) => e.textContent ?? ''));
    expect(results.some((r) => /ante \$10\.00/.test(r))).toBe(true);
    expect(results.some((r) => /play \$10\.00/.test(r))).toBe(true);
    for (const r of results) expect(r).toMatch(/§ 663a\.\d+/);
    expect(await bo.textContent('.area.mine .decision')).toBe('plays');
    // The advice endpoint answers only where the game offers a player aid for the caller's seat.
    const status = (p: Page, t: string): Promise<[number, string]> =>
      p.evaluate(async (id) => {
        const r = await fetch(`/api/tables/${id}/advice`);
        return [r.status, ((await r.json()) as { code?: string }).code ?? ''] as [number, string];
      }, t);
    expect(await status(bo, table)).toEqual([404, 'no_advice']);
  });
});

/** The `high | medium | low` of a sent `set-hands` frame. */
function settingOf(frame: string): string {
  const c = (JSON.parse(frame) as { command: { high: string; medium: string; low: string } }).command;
  return `${c.high} | ${c.medium} | ${c.low}`;
}
