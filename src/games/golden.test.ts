/**
 * Every game's golden transcripts (issue 11): recorded from the code before the engine kernel moved
 * anything; the code of today must reproduce each byte for byte, but for the additions the kernel makes
 * on purpose (src/engine/testing/golden.ts, projectLikeRecorded).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkGolden, compareTranscripts, type Scenario } from '../engine/testing/golden.js';
import { GAMES } from './registry.js';
import { scenarios as asiaPoker } from './asia-poker/fixtures/scenarios.js';
import { scenarios as baccarat } from './baccarat/fixtures/scenarios.js';
import { scenarios as blackjack } from './blackjack/fixtures/scenarios.js';
import { scenarios as craps } from './craps/fixtures/scenarios.js';
import { scenarios as fiveCardHiLo } from './five-card-hi-lo/fixtures/scenarios.js';
import { scenarios as propsAndHops } from './props-and-hops/fixtures/scenarios.js';
import { scenarios as raiseItUp } from './raise-it-up/fixtures/scenarios.js';
import { scenarios as threeDiceFootball } from './three-dice-football/fixtures/scenarios.js';
import { scenarios as threeCardPoker } from './three-card-poker/fixtures/scenarios.js';

const byFolder: Record<string, readonly Scenario[]> = {
  baccarat,
  blackjack,
  'asia-poker': asiaPoker,
  'five-card-hi-lo': fiveCardHiLo,
  craps,
  'props-and-hops': propsAndHops,
  'three-dice-football': threeDiceFootball,
  'three-card-poker': threeCardPoker,
  'raise-it-up': raiseItUp,
};

for (const [folder, scenarios] of Object.entries(byFolder)) {
  describe(`golden transcripts: ${folder}`, () => {
    for (const s of scenarios) {
      it(`${s.name} reproduces its recorded transcript`, () => {
        const file = join(import.meta.dirname, folder, 'fixtures', `${s.name}.jsonl`);
        if (!existsSync(file) && process.env.GOLDEN_RECORD !== '1')
          throw new Error(`${file} is not recorded (GOLDEN_RECORD=1)`);
        const { actual, expected } = checkGolden(GAMES, s, file);
        // Line by line, so a difference names its step; what the kernel adds on purpose is projected
        // out where the recording lacks it (projectLikeRecorded).
        const lines = compareTranscripts(actual, expected);
        expect(lines.actual).toEqual(lines.recorded);
      });
    }
  });
}
