/**
 * Nobody ever sees a card the regulation keeps from them (issue 16; issue 11's view and log contract).
 * Each game redacts its own log per viewer (`describe(event, viewer, before)`): nothing the server sends
 * is read for cards, so a seat or account name made of card tokens unmasks nothing, and a card a player
 * never showed (an Asia Poker surrendered hand, a folded Five Card Hi-Lo hand, a face-down baccarat hand
 * before it is turned) stays hidden from everyone else forever: live, after a reconnect, in the log and
 * replay routes, and at the same seat after its player has left.
 *
 * The oracle throughout: what a recipient was entitled to see is what the game's `view` showed it of
 * every state the table passed through (after each event, not only the states pushed to it: an automated
 * dealer's steps are pushed together), round by round. A line, a replay step or an advice may name only
 * cards in that set, once the hostile names are taken out of its text.
 *
 * This file: the property over every game, every viewer and hostile names. The fixture and the oracle:
 * src/server/testing/privacy.ts; the cases by subject: privacy-logs, privacy-views, privacy-replays.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SeededRng } from '../core/rng.js';
import type { LegalAction } from '../engine/game.js';
import { GAMES } from '../games/registry.js';
import { audit, open, SUIT_NAMES, type Person } from './testing/privacy.js';

/**
 * Seat names (at most 40 characters; markup is refused as `invalid_name`, so these use entities and
 * quotes instead) and account names made to fool a reader of card text.
 */
const HOSTILE_SEATS = [
  '6c 8c Qc Ac | Kc Ks | 8h',
  SUIT_NAMES[0]!,
  SUIT_NAMES[1]!,
  'Jk ?? *As* _Kh_ &amp;',
  'seat 2 asks for help: 9s Ts | Jk',
  '"/li" Qd Qh "Jk" &lt;',
] as const;
const HOSTILE_ACCOUNTS = [
  SUIT_NAMES[2]!,
  SUIT_NAMES[3]!,
  'Jk ?? Ah Kh Qh Jh Th',
  '<script>2c 3c</script>',
  '"cards":"As Ks Qs"',
  'Player\u2019s Hand 9c 9d, Banker 8s',
  'house way is 2d | 3d | 4d',
  '?? ?? ?? ?? | ?? ?? | 7c',
] as const;

/** A legal action: first its type, uniformly (a setting tool offers dozens of one type), then one of them. */
function pick(rng: SeededRng, acts: readonly LegalAction[]): LegalAction | undefined {
  const types = [...new Set(acts.map((a) => a.type))];
  const type = types[rng.nextInt(Math.max(1, types.length))];
  const same = acts.filter((a) => a.type === type);
  return same[rng.nextInt(Math.max(1, same.length))];
}

/** Options that put the games' rarer ways of holding cards in play (two adjacent areas per player). */
const ADJACENT = { adjacentAreas: true };

describe('property: every game, every viewer, hostile names', () => {
  for (const id of GAMES.keys()) {
    it(`${id}: every view, log line, replay step and advice each viewer gets names only cards it was shown`, async () => {
      const totals = { lines: 0, views: 0, replays: 0, advice: 0, privateHands: 0 };
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
            seats: fc.shuffledSubarray([...HOSTILE_SEATS], { minLength: 3, maxLength: 3 }),
            accounts: fc.shuffledSubarray([...HOSTILE_ACCOUNTS], { minLength: 7, maxLength: 7 }),
            adjacent: fc.boolean(),
          }),
          async ({ seed, seats, accounts: usernames, adjacent }) => {
            const game = GAMES.get(id)!;
            const options = adjacent && game.options.safeParse(ADJACENT).success ? ADJACENT : {};
            // A person not answering within the decision time is answered for (overdue); long enough that
            // the random players answer first (a surrender, a fold), short enough that no table stalls.
            const f = await open(id, options, { rng: () => SeededRng.fromSeed(seed), decisionMs: 250 });
            const names = [...seats, ...usernames];
            const [a, b, c, watcher, dealer, floor, compliance] = usernames as [string, ...string[]];
            const players = [
              await f.person(a, 'player'),
              await f.person(b!, 'player'),
              await f.person(c!, 'player'),
            ];
            await f.person(watcher!, 'player');
            const staff = [await f.person(dealer!, 'dealer'), await f.person(floor!, 'floorperson')];
            await f.person(compliance!, 'compliance');
            // Three seats apart, so that adjacent areas stay free.
            for (const [i, p] of players.entries()) await f.sit(p, 1 + 2 * i, seats[i]!);
            const rng = SeededRng.fromSeed(seed);
            const advice: { seq: number; person: Person; advice: unknown }[] = [];
            let noted = false;
            for (let step = 0; step < 120; step += 1) {
              await f.idle();
              const roll = rng.nextInt(100);
              if (roll < 4) {
                // The staff's own actions now and then: irregularities, voids, recuts.
                const p = staff[rng.nextInt(staff.length)]!;
                const acts = f.host
                  .view({ role: p.role })
                  .legalActions.filter((x) => (x.needs ?? []).every((n) => n === 'reason'));
                const x = pick(rng, acts);
                if (x) await f.host.submit(p.id, p.role, { type: x.type, reason: 'probe', ...x.params });
                continue;
              }
              if (roll < 6 && !noted) {
                // A note naming a hostile account (an approval asked for) reaches everyone's log.
                noted = true;
                await f.host.annotate(
                  staff[0]!.id,
                  { role: 'dealer' },
                  {
                    type: 'approval-requested',
                    approval: 1,
                    command: { type: 'order-recut' },
                    by: staff[0]!.username,
                    reason: seats[0]!,
                  },
                );
                continue;
              }
              const p = players[rng.nextInt(players.length)]!;
              const seat = f.host.seatOf(p.id);
              if (seat === undefined) continue;
              if (game.advise && advice.length < 2 && rng.nextInt(4) === 0) {
                // The advice is about the state when asked: the table may move on while it is computed.
                const seq = f.host.seq;
                const given = await f.host.advice(p.id);
                if (given) advice.push({ seq, person: p, advice: given });
              }
              const acts = f.host
                .view({ role: 'player', seat })
                .legalActions.filter(
                  (x) => x.type !== 'leave' && (x.needs ?? []).every((n) => n === 'amount'),
                );
              const x = pick(rng, acts);
              if (!x) continue;
              for (const amount of x.needs?.length ? [500 * (1 + rng.nextInt(4)), 2_000, 100] : [0]) {
                const r = await f.host.submit(p.id, 'player', {
                  type: x.type,
                  ...x.params,
                  ...(x.needs?.length ? { amount } : {}),
                });
                if (r.ok) break;
              }
            }
            await f.idle();
            // Everyone reloads: the whole log again, from the start.
            for (const p of [...f.people]) f.subscribe(p, 0);
            // The replay steps a floorperson and compliance may ask for: the round in play and a sample.
            const last = f.host.seq;
            const roundNow = f.host.view({ role: 'compliance' }).round;
            const seqs = new Set<number>([0, last]);
            for (const e of f.host.log) if (e.round >= roundNow - 1 && seqs.size < 30) seqs.add(e.seq);
            for (let i = 0; i < 8; i += 1) seqs.add(1 + rng.nextInt(Math.max(1, last)));
            const replays = [...seqs]
              .filter((s) => s > 0 && s <= last)
              .flatMap((seq) => [
                { seq, viewer: { role: 'floorperson' } as const },
                { seq, viewer: { role: 'compliance' } as const },
              ]);
            const checked = audit(f, names, { replays, advice });
            for (const k of Object.keys(totals) as (keyof typeof totals)[]) totals[k] += checked[k];
            await f.close();
          },
        ),
        { numRuns: 3, seed: 16, endOnFailure: true },
      );
      expect(totals.lines).toBeGreaterThan(300);
      expect(totals.views).toBeGreaterThan(100);
      expect(totals.replays).toBeGreaterThan(30);
      if (id === 'asia-poker') expect(totals.advice).toBeGreaterThan(0);
      if (id === 'asia-poker' || id === 'five-card-hi-lo') expect(totals.privateHands).toBeGreaterThan(0);
    });
  }
});
