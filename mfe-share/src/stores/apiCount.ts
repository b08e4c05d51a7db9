/** A number the API sends as a string (`file_num`, `expiration_left`): `fallback` when absent. */
export function apiCount(s: string | undefined, fallback: number): number {
  const n = Number(s);
  return s === undefined || s === '' || Number.isNaN(n) ? fallback : n;
}
