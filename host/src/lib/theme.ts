import type { KeyValue } from './storage';

/**
 * Dark mode (docs/decisions/0005): an explicit choice is kept in local storage (`pp_theme`);
 * without one the page follows the system's prefers-color-scheme, live.
 */
export const THEME_KEY = 'pp_theme';
export const DARK_QUERY = '(prefers-color-scheme: dark)';

export type ThemeChoice = 'dark' | 'light' | null;

export function readThemeChoice(store: KeyValue): ThemeChoice {
  const v = store.get(THEME_KEY);
  return v === 'dark' || v === 'light' ? v : null;
}

export function writeThemeChoice(store: KeyValue, dark: boolean): void {
  store.set(THEME_KEY, dark ? 'dark' : 'light');
}

export function initialDark(store: KeyValue, systemDark: boolean): boolean {
  const c = readThemeChoice(store);
  return c ? c === 'dark' : systemDark;
}
