/**
 * The table host's timers, on an automated table: the automated dealer's next step (after the deal
 * pace), the betting window (closed by "no more bets" after the first wager), and the decision time a
 * person the game can answer for is given (`GameDefinition.overdue`). Each fires into the host's
 * command queue; any stored entry in between re-arms them.
 */
import type { AnyGame } from '../../engine/game.js';

/** What the timers read of their table, and the work they queue on it. */
export interface Timed {
  readonly id: string;
  readonly game: AnyGame;
  readonly automated: boolean;
  readonly closed: boolean;
  readonly state: unknown;
  readonly seq: number;
  /** Whether the table's dealer may close betting now. */
  dealerMayCloseBets(): boolean;
  /** The automated dealer's steps up to the next person's decision. */
  dealerSteps(): Promise<void>;
  /** The automated dealer closes betting. */
  closeBets(): Promise<void>;
  /** The game answers for the person waited on since `seq`, if still nobody has. */
  answerOverdue(seq: number): Promise<void>;
  /** Reports a failure of the work a timer queued. */
  report(msg: string, data?: Record<string, unknown>): void;
}

export interface TimerConfig {
  /** How long betting stays open after the first wager. */
  readonly betWindowMs: number;
  /** Pause between dealer steps, so people can watch the deal (0: as fast as possible). */
  readonly dealPaceMs: number;
  /** How long the table waits on a person the game can answer for (default 30 s). */
  readonly decisionMs?: number;
}

export class TableTimers {
  private bet: NodeJS.Timeout | undefined;
  private pace: NodeJS.Timeout | undefined;
  private decision: { timer: NodeJS.Timeout; seq: number } | undefined;

  constructor(
    private readonly table: Timed,
    private readonly config: TimerConfig,
  ) {}

  /** Whether a dealer step or the betting window is pending (the table is not idle). */
  get pending(): boolean {
    return this.pace !== undefined || this.bet !== undefined;
  }

  /** After every change: let the automated dealer act, or arm the betting window; re-arm the decision time. */
  arm(): void {
    const t = this.table;
    if (!t.automated || t.closed) return;
    this.armDecision();
    if (t.game.automate(t.state)) {
      if (this.pace) return;
      this.pace = setTimeout(
        () => {
          this.pace = undefined;
          void t
            .dealerSteps()
            .catch((e: unknown) => t.report('automated step failed', { table: t.id, error: String(e) }));
        },
        Math.max(0, this.config.dealPaceMs),
      );
      return;
    }
    if (t.dealerMayCloseBets() && !this.bet)
      this.bet = setTimeout(() => {
        this.bet = undefined;
        void t.closeBets();
      }, this.config.betWindowMs);
  }

  /**
   * When the game can answer for a person the table waits on (`overdue`), it does so after the decision
   * time; any stored entry in between restarts the wait.
   */
  private armDecision(): void {
    const t = this.table;
    const due = t.game.overdue?.(t.state);
    if (this.decision && (!due || this.decision.seq !== t.seq)) {
      clearTimeout(this.decision.timer);
      this.decision = undefined;
    }
    if (!due || this.decision) return;
    const seq = t.seq;
    const timer = setTimeout(() => {
      this.decision = undefined;
      void t
        .answerOverdue(seq)
        .catch((e: unknown) => t.report('overdue decision failed', { table: t.id, error: String(e) }));
    }, this.config.decisionMs ?? 30_000);
    this.decision = { timer, seq };
  }

  clear(): void {
    clearTimeout(this.bet);
    clearTimeout(this.pace);
    clearTimeout(this.decision?.timer);
    this.bet = undefined;
    this.pace = undefined;
    this.decision = undefined;
  }
}
