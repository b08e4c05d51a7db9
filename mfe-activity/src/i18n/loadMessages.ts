import type { Locale } from 'shared-libs';
import type { Messages } from 'shared-libs/react';

/** This remote's compiled messages; en-US renders the inline default messages. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === 'en-US') return {};
  const mod = (await import(/* webpackChunkName: "lang-[request]" */ `./lang/${locale}.json`)) as {
    default: Messages;
  };
  return mod.default;
}
