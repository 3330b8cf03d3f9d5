/**
 * The automated tables of the dice games whose dice (or shaker) are offered round the table (Three
 * Dice Football, Props & Hops): the same two golden scenarios, seeded, with each game's own wagers.
 */
import type { Scenario } from '../../engine/testing/golden.js';
import type { Script } from './script.js';

const automated = { automated: true } as const;

/** An automated session: its rounds, the two players who take the dice, and what is done each round. */
export interface Session<S extends Script> {
  readonly rounds: number;
  /** The players who take the dice when offered; play commences with the first (ruling R33). */
  readonly takers: readonly [number, number];
  /** The wagers of a round (1, 2 ...), placed before "no more bets". */
  readonly wagers: (s: S, round: number) => void;
  /** The dice a live dealer would call, which an automated table refuses: it throws its own. */
  readonly call: unknown;
  /** The round in which the process stops after "no more bets" and a new one takes the table over. */
  readonly restartAt: number;
}

/**
 * An automated table (seeded) where each player takes the dice when they come to him: whoever is
 * offered them takes them (the other is refused) and the round is played; the dice called in the first
 * round are refused; a crash-restart after "no more bets" in round `restartAt`, every view after it.
 */
export function automatedSession<S extends Script>(
  s: S,
  game: string,
  seed: number,
  session: Session<S>,
): Scenario {
  const [first, second] = session.takers;
  for (let round = 1; round <= session.rounds; round += 1) {
    s.accept(first).accept(second);
    session.wagers(s, round);
    s.deal({ type: 'no-more-bets' });
    // Play commences: the dice are offered to the first taker, who takes them.
    if (round === 1) s.accept(first).deal({ type: 'no-more-bets' }).deal(session.call);
    if (round === session.restartAt) s.restart();
    s.automate();
    if (round === session.restartAt) s.views();
  }
  return s.scenario(`${game}-automated-seeded`, game, { options: {}, config: automated, seed });
}

/**
 * An automated table where the player offered the dice, seated at `gone`, has gone away (ruling R22):
 * after the decision time he is taken to have declined and the dice go on to `taker`, who has made
 * `wagers` (`[kind, dollars]`); the round is played.
 */
export function goneAwayScenario(
  s: Script,
  game: string,
  { gone, taker }: { readonly gone: number; readonly taker: number },
  wagers: readonly (readonly [string, number])[],
): Scenario {
  s.sit(gone, 'Gone').sit(taker, 'Ben').automate().goneAway(taker, wagers);
  return s.scenario(`${game}-automated-overdue`, game, { options: {}, config: automated, seed: 22 });
}

/** The golden scenario `name` of `game` that `s` wrote, on a live table seeded `seed`, under `options`. */
export const liveScenario = (
  s: Script,
  name: string,
  game: string,
  seed: number,
  options: unknown = {},
): Scenario => s.scenario(name, game, { options, config: { automated: false }, seed });
