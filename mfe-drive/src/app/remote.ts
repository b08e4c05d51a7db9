import type { RemoteDefinition } from 'shared-libs/react';

/** What the drive remote is, for its lifecycles and its prerender build (its shells) alike. */
export const remote: Pick<
  RemoteDefinition<unknown>,
  'name' | 'contractVersion' | 'build' | 'messages'
> = {
  name: 'mfe_drive',
  contractVersion: __CONTRACT_VERSION__,
  build: { version: __APP_VERSION__, label: __BUILD_LABEL__ },
  messages: (locale) => import(`../i18n/lang/${locale}.json`),
};
