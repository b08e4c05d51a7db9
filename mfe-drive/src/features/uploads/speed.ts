/** Samples closer together than this are merged (progress events come many times a second). */
export const MIN_SAMPLE_MS = 500;
/**
 * Time constant of the smoothing (ours): an exponential moving average weighted by the time
 * between samples, so a sample counts by how long it lasted and one older than ~3 s has faded
 * to a third. Steady uploads read steady; a real slow-down shows within a few seconds.
 */
export const SPEED_TAU_MS = 3000;

/** Bytes per second of one upload, smoothed (see SPEED_TAU_MS). */
export class SpeedMeter {
  private last: { t: number; sent: number } | null = null;
  rate: number | null = null;

  /** Takes the bytes sent so far at time `now` (ms); returns the smoothed rate, if known. */
  sample(now: number, sent: number): number | null {
    const last = this.last;
    if (!last || sent < last.sent) {
      // The first figure (a resumed upload starts at its offset), or a restart from a lower one.
      this.last = { t: now, sent };
      return this.rate;
    }
    const dt = now - last.t;
    if (dt < MIN_SAMPLE_MS) return this.rate;
    const instant = ((sent - last.sent) * 1000) / dt;
    this.rate =
      this.rate === null
        ? instant
        : this.rate + (instant - this.rate) * (1 - Math.exp(-dt / SPEED_TAU_MS));
    this.last = { t: now, sent };
    return this.rate;
  }

  /** Forgets the baseline (a pause, a retry): the next figure starts a new measure. */
  reset(): void {
    this.last = null;
    this.rate = null;
  }
}

/** Seconds left at `rate` bytes per second, or null when the rate is not known (or zero). */
export function secondsLeft(remaining: number, rate: number | null | undefined): number | null {
  if (!rate || rate <= 0 || !Number.isFinite(rate)) return null;
  return Math.max(0, remaining / rate);
}
