/** Storage units of spec §9, steps of 1024. */
export const STORAGE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;
export const STORAGE_STEP = 1024;

/**
 * `1536` -> `1.5 KB`. Accepts the API's decimal strings. At most `decimals` digits, trailing
 * zeros dropped; PB is the largest unit. Not a number -> `0 B`.
 */
export function formatBytes(value: number | string, decimals = 2): string {
  let n = typeof value === 'string' ? Number(value) : value;
  if (!Number.isFinite(n) || n < 0) n = 0;
  let unit = 0;
  while (n >= STORAGE_STEP && unit < STORAGE_UNITS.length - 1) {
    n /= STORAGE_STEP;
    unit += 1;
  }
  const text = unit === 0 ? String(Math.round(n)) : String(Number(n.toFixed(decimals)));
  return `${text} ${STORAGE_UNITS[unit]}`;
}

/** Date-time format and its input mask (spec §9). */
export const DATE_TIME_FORMAT = 'YY-MM-DD HH:mm';
export const DATE_TIME_MASK = '__-__-__ __:__';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * `YY-MM-DD HH:mm` in local time, or in UTC (`zone`: what a page rendered on a server shows, and
 * the browser's first render of that HTML, until it knows its own time zone); '' for an
 * invalid date.
 */
export function formatDateTime(
  value: Date | number | string,
  zone: 'local' | 'utc' = 'local',
): string {
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  const utc = zone === 'utc';
  const year = utc ? d.getUTCFullYear() : d.getFullYear();
  const month = utc ? d.getUTCMonth() : d.getMonth();
  const day = utc ? d.getUTCDate() : d.getDate();
  const hours = utc ? d.getUTCHours() : d.getHours();
  const minutes = utc ? d.getUTCMinutes() : d.getMinutes();
  return `${pad(year % 100)}-${pad(month + 1)}-${pad(day)} ${pad(hours)}:${pad(minutes)}`;
}

/** Fills the mask with the digits typed so far: `2501` -> `25-01-__ __:__`. */
export function applyDateTimeMask(input: string): string {
  const digits = input.replace(/\D/g, '').split('');
  return DATE_TIME_MASK.replace(/_/g, (slot) => digits.shift() ?? slot);
}

/** Standard address pattern (spec §5): local part, @, a domain with at least one dot. */
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value.trim()) && value.trim() === value;
}
