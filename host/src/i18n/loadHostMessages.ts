import type { Locale } from 'shared-libs';
import type { Messages } from '../stores/LocaleStore';

/** The host's compiled messages per locale; en-US uses the inline default messages. */
export async function loadHostMessages(locale: Locale): Promise<Messages> {
  if (locale === 'en-US') return {};
  const mod = (await import(
    /* webpackChunkName: "host-lang-[request]" */ `./lang/${locale}.json`
  )) as {
    default: Messages;
  };
  return mod.default;
}
