import { loadPlatformMessages, type Locale } from 'shared-libs';
import type { Messages } from '../stores/LocaleStore';

/**
 * The host's compiled messages per locale (en-US uses the inline default messages), loaded
 * together with the platform's error texts in that locale (shared-libs keeps them for the page).
 */
export async function loadHostMessages(locale: Locale): Promise<Messages> {
  const [messages] = await Promise.all([hostLang(locale), loadPlatformMessages(locale)]);
  return messages;
}

async function hostLang(locale: Locale): Promise<Messages> {
  if (locale === 'en-US') return {};
  const mod = (await import(
    /* webpackChunkName: "host-lang-[request]" */ `./lang/${locale}.json`
  )) as {
    default: Messages;
  };
  return mod.default;
}
