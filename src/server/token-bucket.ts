/**
 * A token bucket: `burst` tokens, refilled at `perSecond`; each message takes one. Generous for play
 * (a person sends a few messages a second at most), tight enough that a flood from one connection is
 * dropped before it reaches a table.
 */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = burst;
    this.last = now();
  }

  /** Takes a token if one is left (true), or says the message must be dropped (false). */
  take(): boolean {
    const t = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((t - this.last) / 1000) * this.perSecond);
    this.last = t;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
