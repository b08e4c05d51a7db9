import type { IntlShape, MessageDescriptor } from 'react-intl';
import { uploadMessages as m } from './uploadMessages';

/** Steps of 1024, as shared-libs' formatBytes counts sizes (spec §9). */
const STORAGE_STEP = 1024;

const SPEED_UNITS = [
  'byte-per-second',
  'kilobyte-per-second',
  'megabyte-per-second',
  'gigabyte-per-second',
] as const;

/** `1258291` -> "1.2 MB/s" in the page's language (Intl units; steps of 1024 like formatBytes). */
export function formatSpeed(intl: IntlShape, bytesPerSecond: number): string {
  let n = Math.max(0, bytesPerSecond);
  let unit = 0;
  while (n >= STORAGE_STEP && unit < SPEED_UNITS.length - 1) {
    n /= STORAGE_STEP;
    unit += 1;
  }
  return intl.formatNumber(n, {
    style: 'unit',
    unit: SPEED_UNITS[unit],
    maximumFractionDigits: n < 10 && unit > 0 ? 1 : 0,
  });
}

/**
 * Time left in the largest unit that fits, rounded up ("45 seconds", "3 minutes", "1.5 hours"),
 * in the page's language (Intl units). Under a minute it counts in fives, so it does not flicker.
 */
export function formatTimeLeft(intl: IntlShape, seconds: number): string {
  const s = Math.max(0, seconds);
  if (s < 60)
    return intl.formatNumber(Math.max(5, Math.ceil(s / 5) * 5), {
      style: 'unit',
      unit: 'second',
      unitDisplay: 'long',
    });
  if (s < 3600)
    return intl.formatNumber(Math.ceil(s / 60), {
      style: 'unit',
      unit: 'minute',
      unitDisplay: 'long',
    });
  return intl.formatNumber(Math.ceil(s / 360) / 10, {
    style: 'unit',
    unit: 'hour',
    unitDisplay: 'long',
    maximumFractionDigits: 1,
  });
}

/** A message with values (react-intl types each descriptor's values; these are checked here). */
const say = (intl: IntlShape, d: MessageDescriptor, values: Record<string, string | number>) =>
  intl.formatMessage(d, values);

/** "1.2 MB/s, 3 minutes left", "1.2 MB/s", or "Measuring speed…" before the first figure. */
export function rateText(intl: IntlShape, speed: number | null, left: number | null): string {
  if (speed === null) return intl.formatMessage(m.measuring);
  const text = formatSpeed(intl, speed);
  return left === null
    ? say(intl, m.speedOnly, { speed: text })
    : say(intl, m.speed, { speed: text, time: formatTimeLeft(intl, left) });
}

/** What a finished panel says: "2 uploads finished and 3 uploads cancelled"; never "0 ...". */
export function summaryText(
  intl: IntlShape,
  counts: { done: number; cancelled: number; failed: number },
): string {
  const parts: string[] = [];
  if (counts.done) parts.push(say(intl, m.finished, { count: counts.done }));
  if (counts.cancelled) parts.push(say(intl, m.cancelledPart, { count: counts.cancelled }));
  if (counts.failed) parts.push(say(intl, m.failedPart, { count: counts.failed }));
  return intl.formatList(parts, { type: 'conjunction' });
}
