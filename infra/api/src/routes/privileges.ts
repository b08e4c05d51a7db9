/**
 * Privileges of the signed-in user (VIP) and of the visitor's region (country code), plus the
 * public download statistics of the apps.
 */
import { Wire } from 'shared-libs/contracts';
import type { ApiApp, RouteDeps } from '../decorations';
import { answers } from '../schemas';
import { rfc3339 } from '../util';
import { requireUser } from '../session';
import { driveStore, isVip } from '../drive/store';
import { downloadStats } from '../drive/stats';

const DAY = 86400000;

export default async function privilegeRoutes(app: ApiApp, { ctx }: RouteDeps) {
  const store = driveStore(ctx.db);

  app.get(
    '/drive/v1/privilege/vip',
    { config: { auth: 'required' }, schema: { response: answers(Wire.VipPrivilege) } },
    async (request) => {
      const user = requireUser(request);
      const expire = user.vip_expire ?? 0;
      const active = isVip(user);
      const surplus = active ? Math.ceil((expire - Date.now()) / DAY) : 0;
      return {
        data: {
          expire: active ? rfc3339(user.vip_expire) : '',
          status: active ? 'ok' : 'invalid',
          type: active ? user.vip_type : 'novip',
          user_id: user.id,
          vipItem: active
            ? [{ type: user.vip_type, expire: rfc3339(user.vip_expire), surplus_day: surplus }]
            : [],
        },
      };
    },
  );

  app.get(
    '/drive/v1/privilege/area_country_code',
    { schema: { response: answers(Wire.AreaCountryCode) } },
    async () => ({ data: { countryCode: ctx.state.countryCode } }),
  );

  app.get(
    '/drive/v1/statistics/pub/download',
    {
      schema: { querystring: Wire.DownloadStatsQuery, response: answers(Wire.DownloadStats) },
    },
    async (request, reply) => {
      const rows = downloadStats(store);
      const channels = Object.fromEntries(
        rows
          .filter((r) => !request.query.channel || r.channel === request.query.channel)
          .map((r) => [r.channel, String(r.count)]),
      );
      const total = rows.reduce((s, r) => s + r.count, 0);
      reply.header('cache-control', 'public, max-age=300');
      return {
        data: {
          total: String(total),
          channels,
          updated_time: rfc3339(Date.now() - (Date.now() % 3_600_000)),
        },
      };
    },
  );
}
