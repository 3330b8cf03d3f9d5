/**
 * The game layouts, chosen by the `layout` a view declares (src/protocol/views.ts), never by game id
 * or by the fields a view happens to have. A view whose layout is not listed, or does not match its
 * layout's schema, is drawn by the table page alone (seats, wagers, legal actions as buttons).
 */
import type { ComponentType, VNode } from 'preact';
import { useMemo } from 'preact/hooks';
import type { z } from 'zod';
import { LAYOUT_VIEWS, isLayoutName, type LayoutName, type LayoutView } from '../../protocol/views.js';
import { AsiaPokerLayout } from './AsiaPoker.js';
import { BaccaratLayout } from './Baccarat.js';
import { BlackjackLayout } from './Blackjack.js';
import { CrapsLayout } from './Craps.js';
import { FiveCardHiLoLayout } from './FiveCardHiLo.js';
import { PropsAndHopsLayout } from './PropsAndHops.js';
import { RaiseItUpLayout } from './RaiseItUp.js';
import { ThreeDiceFootballLayout } from './ThreeDiceFootball.js';
import { ThreeCardPokerLayout } from './ThreeCardPoker.js';
import type { LayoutProps } from './types.js';

export type { LayoutProps } from './types.js';

const WHITE_DICE = ['die 1', 'die 2'] as const;

interface Layout<V> {
  readonly component: ComponentType<LayoutProps<V>>;
  /** How many seats the table page draws; by default the seats taken, at least seven. */
  readonly seatCount?: (view: V) => number;
  /** A class for the felt around the layout (the dice tables' felt has square corners). */
  readonly felt?: string;
  /**
   * The action types the layout offers itself (a wager on its areas, the setting tool): the table page
   * leaves them out of its list of actions, so nothing is offered twice.
   */
  readonly handles?: readonly string[];
  /** The dice a throw shows at this layout, named, for the dealer's call of a throw. */
  readonly dice?: readonly string[];
}

const CARD_AREAS = ['place-wager', 'withdraw-wager', 'surrender', 'decline-surrender', 'void-hand'] as const;

/** One component per layout: a layout missing here fails to compile. */
export const LAYOUTS: { readonly [L in LayoutName]: Layout<LayoutView<L>> } = {
  baccarat: { component: BaccaratLayout, seatCount: (v) => v.table.seats, handles: ['place-wager'] },
  blackjack: {
    component: BlackjackLayout,
    seatCount: (v) => v.seatCount ?? 7,
    handles: [
      'place-wager',
      'hit',
      'stand',
      'double',
      'split',
      'surrender',
      'rescue',
      'decline-insurance',
      'even-money',
      'ride',
    ],
  },
  'asia-poker': {
    component: AsiaPokerLayout,
    handles: [...CARD_AREAS, 'set-hands', 'ask-house-way'],
  },
  'three-card-poker': { component: ThreeCardPokerLayout, handles: [...CARD_AREAS, 'play', 'fold'] },
  'five-card-hi-lo': { component: FiveCardHiLoLayout, handles: [...CARD_AREAS, 'set-hands', 'fold'] },
  craps: {
    component: CrapsLayout,
    felt: 'dice-table',
    // The Place, Buy and Lay Bets' on/off calls are offered on the layout, beside the tray.
    handles: ['place-wager', 'call-place-bet', 'call-lay-bet'],
    dice: WHITE_DICE,
  },
  'props-and-hops': {
    component: PropsAndHopsLayout,
    felt: 'dice-table',
    handles: ['place-wager'],
    dice: WHITE_DICE,
  },
  'raise-it-up': { component: RaiseItUpLayout, handles: [...CARD_AREAS, 'check', 'play', 'fold'] },
  'three-dice-football': {
    component: ThreeDiceFootballLayout,
    felt: 'dice-table',
    handles: ['place-wager'],
    dice: ['green die 1', 'green die 2', 'red die'],
  },
};

/** A view read with its declared layout's schema, ready to draw. */
export interface Board {
  readonly name: string;
  readonly seatCount: number | undefined;
  readonly felt: string;
  readonly handles: readonly string[];
  readonly dice: readonly string[] | undefined;
  /** Draws the layout (undefined when the view is drawn by the table page alone). */
  readonly draw: ((props: Omit<LayoutProps<unknown>, 'view'>) => VNode) | undefined;
  /** Why a view's layout could not be used. */
  readonly problem?: string;
}

function boardOf<L extends LayoutName>(name: L, raw: unknown): Board {
  // LAYOUT_VIEWS[name] is the schema of LayoutView<L>; TypeScript cannot follow the index through L.
  const schema = LAYOUT_VIEWS[name] as unknown as z.ZodType<LayoutView<L>>;
  const layout: Layout<LayoutView<L>> = LAYOUTS[name];
  const parsed = schema.safeParse(raw);
  if (!parsed.success)
    return {
      name,
      seatCount: undefined,
      felt: '',
      handles: [],
      dice: undefined,
      draw: undefined,
      problem: `the view does not match the ${name} layout: ${parsed.error.issues[0]?.path.join('.') ?? ''} ${parsed.error.issues[0]?.message ?? ''}`,
    };
  const view = parsed.data;
  const Component = layout.component;
  return {
    name,
    seatCount: layout.seatCount?.(view),
    felt: layout.felt ?? '',
    handles: layout.handles ?? [],
    dice: layout.dice,
    draw: (props) => <Component {...props} view={view} />,
  };
}

/** The board for a view (parsed once per view object). */
export function useBoard(view: { readonly layout: string }): Board {
  return useMemo(
    () =>
      isLayoutName(view.layout)
        ? boardOf(view.layout, view)
        : {
            name: view.layout,
            seatCount: undefined,
            felt: '',
            handles: [],
            dice: undefined,
            draw: undefined,
          },
    [view],
  );
}
