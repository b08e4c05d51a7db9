/** Privileges of the signed-in user (VIP), of the visitor's region, and the public download statistics. */
import { Type, type Static } from 'typebox';
import { DOWNLOAD_CHANNELS } from './constants';
import { Data, Decimal, StringEnum, Time } from './common';

export const VipItem = Type.Object({
  type: Type.String(),
  expire: Time,
  surplus_day: Type.Number(),
});

export const VipInfo = Type.Object({
  expire: Time,
  /** 'ok' or 'invalid' (the client keeps any other text as not VIP). */
  status: Type.String(),
  type: Type.String(),
  user_id: Type.String(),
  vipItem: Type.Array(VipItem),
});
export type VipInfo = Static<typeof VipInfo>;

/** `GET /drive/v1/privilege/vip` */
export const VipPrivilege = Data(VipInfo);

/** `GET /drive/v1/privilege/area_country_code` */
export const AreaCountryCode = Data(Type.Object({ countryCode: Type.String() }));

/** `GET /drive/v1/statistics/pub/download` (ours) */
export const DownloadStatsQuery = Type.Object({
  channel: Type.Optional(StringEnum(DOWNLOAD_CHANNELS)),
});
export const DownloadStats = Data(
  Type.Object({
    total: Decimal,
    /** channel -> count (decimal string). */
    channels: Type.Record(Type.String(), Decimal),
    updated_time: Time,
  }),
);
