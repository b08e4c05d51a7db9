/** Remote configuration: POST /config/v1/<name> with { data: { language, client: "web" } } -> { data }. */
import { Wire } from 'shared-libs/contracts';
import type { ApiApp, RouteDeps } from '../decorations';
import { rfc3339 } from '../util';
import { answers } from '../schemas';

const DAY = 86400000;
const FOREVER = Date.UTC(2099, 11, 31, 23, 59, 59);

/** Campaigns: black-friday and christmas live (start in the past, end 2099), compensation ended. */
export function campaigns(now: number) {
  const dayStart = now - (now % DAY);
  const c = (
    id: string,
    name: string,
    start: number,
    end: number,
    extra: { type?: string } = {},
  ) => ({
    id,
    name,
    start_time: rfc3339(start),
    end_time: rfc3339(end),
    status: now < start ? 'upcoming' : now < end ? 'live' : 'ended',
    page: `/activity/${id}`,
    ...extra,
  });
  return [
    c('black-friday', 'Black Friday', dayStart - 7 * DAY, FOREVER),
    c('christmas', 'Christmas', dayStart - DAY, FOREVER),
    c(
      'compensation',
      'Service compensation',
      Date.UTC(2024, 8, 1),
      Date.UTC(2024, 9, 31, 23, 59, 59),
      {
        type: 'aliyun_accident_202409',
      },
    ),
  ];
}

export default async function configRoutes(app: ApiApp, { ctx }: RouteDeps) {
  const builders: Record<Wire.ConfigName, () => Record<string, unknown>> = {
    external_products: () => ({
      products: [
        { id: 'android', name: 'Cumulus for Android', platform: 'Android', page: '/mobile-app' },
        { id: 'ios', name: 'Cumulus for iOS', platform: 'iOS', page: '/mobile-app' },
        { id: 'windows', name: 'Cumulus for Windows', platform: 'Windows', page: '/desktop-app' },
        {
          id: 'mac',
          name: 'Cumulus for Mac',
          platform: 'Mac OS',
          page: '/desktop-app',
          variants: ['apple-silicon', 'intel'],
        },
        { id: 'tv', name: 'Cumulus TV', platform: 'Android', page: '/tv' },
        {
          id: 'browser-extension',
          name: 'Cumulus browser extension',
          platform: 'browser',
          page: '/browser-extension',
        },
      ],
    }),
    resources: () => ({
      banners: [
        {
          id: 'black-friday',
          title: 'Black Friday: premium for less',
          link: '/activity/black-friday',
        },
        { id: 'christmas', title: 'Christmas gifts for your drive', link: '/activity/christmas' },
      ],
      help_center: '/help-center',
      faq: '/faq',
    }),
    basic: () => ({
      brand_title: 'Cumulus',
      support_email: 'support@cumulus.test',
      server_time: rfc3339(Date.now()),
      share_page_size: 100,
      trash_keep_days: 30,
    }),
    debug_options: () => ({ allow_vconsole: ctx.state.allowVconsole }),
    activity_operation: () => ({
      server_time: rfc3339(Date.now()),
      campaigns: campaigns(Date.now()),
    }),
  };

  app.post(
    '/config/v1/:name',
    {
      schema: {
        params: Wire.ConfigParams,
        body: Wire.ConfigBody,
        response: answers(Wire.ConfigResult),
      },
    },
    async (request) => ({ data: builders[request.params.name]() }),
  );
}
