/** Remote configuration: `POST /config/v1/{name}` with `{ data: { language, client: 'web' } }` -> `{ data }`. */
import { Type } from 'typebox';
import { LOCALES } from '../../i18n/locales';
import { CONFIG_NAMES } from './constants';
import { StringEnum } from './common';

export type ConfigName = (typeof CONFIG_NAMES)[number];

export const ConfigParams = Type.Object({ name: StringEnum(CONFIG_NAMES) });

export const ConfigBody = Type.Object({
  data: Type.Object({
    language: Type.Optional(StringEnum(LOCALES)),
    client: Type.Optional(StringEnum(['web'] as const)),
    uuid: Type.Optional(Type.String({ maxLength: 100 })),
    userid: Type.Optional(Type.String({ maxLength: 100 })),
  }),
});

/** Each config is free-form JSON of its own (documented in infra/api/README.md). */
export const ConfigResult = Type.Object({ data: Type.Record(Type.String(), Type.Unknown()) });
