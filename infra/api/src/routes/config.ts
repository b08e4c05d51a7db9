/** Remote configuration: POST /config/v1/<name> with { data: { language, client: "web" } } -> { data }. */
import type { Static } from '@fastify/type-provider-typebox';
import { Wire } from 'shared-libs/contracts';
import type { ApiApp, RouteDeps } from '../decorations';
import { rfc3339 } from '../util';
import { answers } from '../schemas';
import { campaigns } from '../campaigns';

/** The campaigns and their dates: one table (campaigns.ts), published by `activity_operation`. */
export { campaigns } from '../campaigns';

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
    activity_operation: (): Static<typeof Wire.ActivityOperation> => {
      const now = Date.now();
      return { server_time: rfc3339(now), campaigns: campaigns(now, ctx.state) };
    },
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
