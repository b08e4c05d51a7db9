/** Remote configuration: `POST /config/v1/{name}` with `{ data: { language, client: 'web' } }` -> `{ data }`. */
import { Type } from 'typebox';
import { LOCALES } from '../../i18n/locales';
import { CONFIG_NAMES } from './constants';
import { StringEnum, Time } from './common';

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

/** The `data` of `POST /config/v1/basic` (the fields the site reads; ours). */
export const BasicConfig = Type.Object({
  brand_title: Type.String(),
  support_email: Type.String(),
  server_time: Time,
  share_page_size: Type.Integer(),
  trash_keep_days: Type.Integer(),
});

/**
 * A banner of `POST /config/v1/resources` (ours): a live campaign's, its `title` in the asked
 * `language`, `link` its page on the site (a path: `sitePath.fromData`), until `end_time`.
 */
export const ConfigBanner = Type.Object({
  id: Type.String(),
  title: Type.String(),
  link: Type.String(),
  end_time: Time,
});
export const ResourcesConfig = Type.Object({
  banners: Type.Array(ConfigBanner),
  help_center: Type.String(),
  faq: Type.String(),
});

/** A product of `POST /config/v1/external_products` (ours): `name` in the asked `language`. */
export const ExternalProduct = Type.Object({
  id: Type.String(),
  name: Type.String(),
  platform: Type.String(),
  /** Its download page on the site (a path). */
  page: Type.String(),
  variants: Type.Optional(Type.Array(Type.String())),
});
export const ExternalProductsConfig = Type.Object({ products: Type.Array(ExternalProduct) });

/** A campaign's state at the server's time: before its start, running, after its end. */
const CampaignStatus = StringEnum(['upcoming', 'live', 'ended'] as const);

/**
 * A compensation activity type (spec §3: `aliyun_accident_202409`, `{hash}`) of the compensation
 * campaign (ours): the premium days it grants once per user, when it can be claimed, and the
 * activity-end page that names it once it has ended.
 */
export const CompensationTypeInfo = Type.Object({
  type: Type.String(),
  days: Type.Integer(),
  start_time: Time,
  end_time: Time,
  status: CampaignStatus,
  end_page: Type.String(),
});

/**
 * A campaign of `activity_operation` (ours: api-contract.md "lists campaigns with start and end
 * times"). `page` is its path on the site, `end_page` the page that names it once it has ended
 * (the activity-end page, spec §2). The compensation campaign adds its `types` and the one
 * its page shows by default (`type`: the newest live one, else the newest).
 */
export const ActivityCampaign = Type.Object({
  id: Type.String(),
  name: Type.String(),
  start_time: Time,
  end_time: Time,
  status: CampaignStatus,
  page: Type.String(),
  end_page: Type.String(),
  type: Type.Optional(Type.String()),
  types: Type.Optional(Type.Array(CompensationTypeInfo)),
});

/** The `data` of `POST /config/v1/activity_operation`: the one source of the campaigns' dates. */
export const ActivityOperation = Type.Object({
  server_time: Time,
  campaigns: Type.Array(ActivityCampaign),
});

/** An RFC 3339 time in a request (`2026-12-01T00:00:00Z`, `...+02:00`). */
const DateTime = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,3})?(Z|[+-]\\d{2}:\\d{2})$',
});

/**
 * `POST /__control/campaign` (loopback, tests): moves the dates of a campaign or a compensation
 * type; a body with neither time restores its own dates.
 */
export const CampaignMoveBody = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 64 }),
    start_time: Type.Optional(DateTime),
    end_time: Type.Optional(DateTime),
  },
  { additionalProperties: false },
);
