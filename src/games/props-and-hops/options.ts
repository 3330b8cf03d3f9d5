/**
 * The Props & Hops Rules Submission options (§ 601a.2): the combination boxes in each Hop region of
 * the approved layout (spec ruling B1) and whether the Six Eight Shake is offered. The paytable of
 * § 668a.4 is fixed and is not an option. The options' type is the schema's.
 */
import { z } from 'zod';
import type { Violation } from '../../engine/game.js';
import {
  CITE,
  DEFAULT_PROPS_AND_HOPS_OPTIONS as DEFAULTS,
  hopCitation,
  validateHopRegions,
  type Combination,
  type HopRegion,
} from './rules.js';

/** A combination box written either way round, `5-2` or `2-5`, stored lower face first. */
const combination = z
  .string()
  .regex(/^[1-6]-[1-6]$/, 'a combination box like "2-5"')
  .transform((s) => {
    const [a, b] = s.split('-').map(Number) as [number, number];
    return `${Math.min(a, b)}-${Math.max(a, b)}` as Combination;
  });

const TITLES: Readonly<Record<HopRegion, string>> = {
  top: 'Top',
  left: 'Left',
  right: 'Right',
  center: 'Center',
};

const region = (r: HopRegion) =>
  z
    .array(combination)
    .default([...DEFAULTS.hopRegions[r]])
    .meta({
      description: `The combination boxes of Hop the ${TITLES[r]} on the approved layout`,
      citation: hopCitation(r),
    });

export const propsAndHopsOptionsSchema = z
  .object({
    hopRegions: z
      .object({ top: region('top'), left: region('left'), right: region('right'), center: region('center') })
      .strict()
      .prefault({})
      .meta({ description: 'Hop regions of the approved layout (§ 601a.10(a))', citation: CITE.layout }),
    sixEightShake: z
      .boolean()
      .default(DEFAULTS.sixEightShake)
      .meta({ description: 'Offer the Six Eight Shake Wager', citation: CITE.sixEightShake }),
    minimumWager: z
      .number()
      .int()
      .min(1)
      .default(DEFAULTS.minimumWager)
      .meta({ description: 'The posted minimum wager, in cents', citation: CITE.rulesSubmission }),
    maximumWager: z
      .number()
      .int()
      .min(1)
      .default(DEFAULTS.maximumWager)
      .meta({ description: 'The posted maximum wager, in cents', citation: CITE.rulesSubmission }),
  })
  .strict();

export type PropsAndHopsOptions = z.infer<typeof propsAndHopsOptionsSchema>;

/** No Hop region may favour the player (spec ruling B1). */
export const checkPropsAndHopsOptions = (o: PropsAndHopsOptions): Violation[] => [
  ...validateHopRegions(o.hopRegions),
  ...(o.minimumWager > o.maximumWager
    ? [
        {
          path: 'options.minimumWager',
          code: 'minimum_above_maximum',
          message: 'the posted minimum wager is above the posted maximum',
          citation: CITE.rulesSubmission,
        },
      ]
    : []),
];
