/**
 * Test support: a game on the engine kernel, as small as one can be, so the server's posting from
 * declared transfers is tested before the real games move onto the kernel. A coin is tossed by a live
 * dealer; a wager on heads wins 1 to 1 or loses; a Match Play Coupon may ride with the chips.
 */
import { z } from 'zod';
import { cite } from '../../core/citation.js';
import { odds } from '../../core/odds.js';
import { err, ok } from '../../core/result.js';
import type { GameDefinition, GameView, LegalAction } from '../../engine/game.js';
import { boughtIn, left, seated, withKernel, type SeatEvent } from '../../engine/kernel.js';
import {
  NO_MONEY,
  placed,
  settle,
  type TableMoney,
  type Wager,
  type WagerEvent,
} from '../../engine/wagers.js';

interface State extends TableMoney<Wager> {
  readonly round: number;
}
type Event = SeatEvent | WagerEvent | { readonly type: 'tossed'; readonly heads: boolean };

const Command = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('sit'),
    seat: z.number().int().min(1).max(3),
    name: z.string(),
    chips: z.number().int().positive(),
  }),
  z.object({ type: z.literal('buy-in'), amount: z.number().int().positive() }),
  z.object({
    type: z.literal('place-wager'),
    amount: z.number().int().positive(),
    coupon: z.object({ serial: z.string(), value: z.number().int().positive() }).optional(),
  }),
  z.object({ type: z.literal('toss'), heads: z.boolean() }),
  z.object({ type: z.literal('leave') }),
]);
type Command = z.infer<typeof Command>;

const RULE = cite('§ 999.1');
const no = (code: string) => err({ code, message: code });

export const coinToss: GameDefinition<Record<string, never>, State, Command, Event, GameView> = {
  id: 'coin-toss',
  name: 'Coin Toss',
  chapter: '999',
  status: 'temporary',
  options: z.object({}).strict(),
  checkOptions: () => [],
  commands: Command,
  setup: () => ({ ...NO_MONEY, round: 1 }),
  decide(s, actor, c) {
    const seat = actor.seat;
    const mine = s.seats.find((x) => x.seat === seat);
    switch (c.type) {
      case 'sit':
        return s.seats.some((x) => x.seat === c.seat)
          ? no('seat_taken')
          : ok([seated(c.seat, c.name, c.chips)]);
      case 'buy-in':
        return mine ? ok([boughtIn(mine.seat, c.amount)]) : no('not_seated');
      case 'place-wager':
        if (!mine || mine.chips < c.amount) return no('insufficient_chips');
        return ok([
          placed(
            {
              seat: mine.seat,
              spot: String(mine.seat),
              kind: 'heads',
              amount: c.amount,
              ...(c.coupon ? { coupon: c.coupon } : {}),
            },
            RULE,
          ),
        ]);
      case 'toss':
        if (actor.role !== 'dealer') return no('dealer_only');
        return ok([
          { type: 'tossed', heads: c.heads },
          ...s.wagers.map((w) =>
            settle(
              w,
              c.heads
                ? { outcome: 'win', odds: odds(1), citation: RULE }
                : { outcome: 'lose', citation: RULE },
            ),
          ),
        ]);
      case 'leave':
        if (!mine || s.wagers.some((w) => w.seat === mine.seat)) return no('cannot_leave');
        return ok([left(mine.seat, mine.chips)]);
    }
  },
  evolve: withKernel<Wager, State, Event>((s, e) => (e.type === 'tossed' ? { ...s, round: s.round + 1 } : s)),
  view(s, viewer) {
    const legalActions: LegalAction[] =
      viewer.role === 'dealer'
        ? [{ type: 'toss', actor: { role: 'dealer' }, label: 'Toss', needs: ['heads'] }]
        : [];
    return {
      game: 'coin-toss',
      layout: 'coin',
      kind: 'banked',
      phase: 'betting',
      round: s.round,
      legalActions,
      seats: s.seats,
      wagers: s.wagers,
    } as GameView;
  },
  automate: () => undefined,
  roundOf: (s) => s.round,
  describe: (e) => e.type,
};
