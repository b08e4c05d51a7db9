/** The 11 interface locales of the product (spec §1), in menu order. */
export const LOCALES = [
  'en-US',
  'es',
  'id',
  'ja',
  'ko',
  'ms',
  'pt',
  'ru',
  'uk',
  'zh-CN',
  'zh-TW',
] as const;

export type Locale = (typeof LOCALES)[number];

/** Default locale (spec §1, §9). */
export const DEFAULT_LOCALE: Locale = 'en-US';

/** Each locale's own name, for language menus (not translated on purpose). */
export const LOCALE_NAMES: Record<Locale, string> = {
  'en-US': 'English',
  es: 'Español',
  id: 'Bahasa Indonesia',
  ja: '日本語',
  ko: '한국어',
  ms: 'Bahasa Melayu',
  pt: 'Português',
  ru: 'Русский',
  uk: 'Українська',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
};

const BY_LOWER = new Map<string, Locale>(LOCALES.map((l) => [l.toLowerCase(), l]));

/** The canonical locale for a code compared case-insensitively, or undefined. */
export function toLocale(code: string | null | undefined): Locale | undefined {
  if (!code) return undefined;
  return BY_LOWER.get(code.trim().toLowerCase());
}

export function isLocale(code: string | null | undefined): code is Locale {
  return toLocale(code) === code && code !== undefined && code !== null;
}

/**
 * Best match for one language tag: exact (case-insensitive) first, then a locale with the
 * same language prefix (`pt-BR` -> `pt`, `zh-HK` -> first `zh-*`). Spec §5.
 */
export function matchLocale(tag: string | null | undefined): Locale | undefined {
  if (!tag) return undefined;
  const exact = toLocale(tag);
  if (exact) return exact;
  const prefix = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (!prefix) return undefined;
  return LOCALES.find((l) => l.toLowerCase().split('-')[0] === prefix);
}
