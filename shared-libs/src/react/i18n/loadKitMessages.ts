import type { Locale } from 'shared-libs';

/** The kit's compiled messages (`kit.*`); en-US renders the inline default messages. */
export async function loadKitMessages(locale: Locale): Promise<Record<string, string>> {
  if (locale === 'en-US') return {};
  const mod = (await import(
    /* webpackChunkName: "kit-lang-[request]" */ `./lang/${locale}.json`
  )) as { default: Record<string, string> };
  return mod.default;
}
