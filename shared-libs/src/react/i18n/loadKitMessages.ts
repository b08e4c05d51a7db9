import type { Locale } from 'shared-libs';

/** The kit's compiled messages (`kit.*`); en-US renders the inline default messages. */
export async function loadKitMessages(locale: Locale): Promise<Record<string, string>> {
  if (locale === 'en-US') return {};
  // Unnamed chunks, like each remote's own lang files: their names would sit in the remote
  // entry's chunk map, which every page downloads (decision 0019).
  const mod = (await import(`./lang/${locale}.json`)) as { default: Record<string, string> };
  return mod.default;
}
