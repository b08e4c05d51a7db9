/** Remote configuration: POST /config/v1/<name> with { data: { language, client: "web" } } -> { data }. */
import type { Static } from '@fastify/type-provider-typebox';
import { DEFAULT_LOCALE, SITE_PATHS, Wire, type Locale } from 'shared-libs/contracts';
import type { ApiApp, RouteDeps } from '../decorations';
import { rfc3339 } from '../util';
import { answers } from '../schemas';
import { campaigns } from '../campaigns';
import { translator, type MessageDescriptor } from '../i18n';
import { configMessages as m } from '../i18n/configMessages';

/** The campaigns with a home banner (ours), each with its title's message. */
const BANNERS: { id: string; title: MessageDescriptor }[] = [
  { id: 'black-friday', title: m.bannerBlackFriday },
  { id: 'christmas', title: m.bannerChristmas },
];

/** The products the site links to from its download pages (ours), names in the asked language. */
const PRODUCTS: (Omit<Static<typeof Wire.ExternalProduct>, 'name'> & {
  name: MessageDescriptor;
})[] = [
  { id: 'android', name: m.productAndroid, platform: 'Android', page: SITE_PATHS.mobileApp },
  { id: 'ios', name: m.productIos, platform: 'iOS', page: SITE_PATHS.mobileApp },
  { id: 'windows', name: m.productWindows, platform: 'Windows', page: SITE_PATHS.desktopApp },
  {
    id: 'mac',
    name: m.productMac,
    platform: 'Mac OS',
    page: SITE_PATHS.desktopApp,
    variants: ['apple-silicon', 'intel'],
  },
  { id: 'tv', name: m.productTv, platform: 'Android', page: SITE_PATHS.tv },
  {
    id: 'browser-extension',
    name: m.productExtension,
    platform: 'browser',
    page: SITE_PATHS.browserExtension,
  },
];

export default async function configRoutes(app: ApiApp, { ctx }: RouteDeps) {
  /** Each config's `data`; texts in `locale` (the body's `language`, else en-US). */
  const builders: Record<Wire.ConfigName, (locale: Locale) => Record<string, unknown>> = {
    external_products: (locale): Static<typeof Wire.ExternalProductsConfig> => {
      const t = translator(locale);
      return { products: PRODUCTS.map((p) => ({ ...p, name: t(p.name) })) };
    },
    // The banners of the campaigns that are live now (campaigns.ts: the one table of dates).
    resources: (locale): Static<typeof Wire.ResourcesConfig> => {
      const t = translator(locale);
      const live = campaigns(Date.now(), ctx.state).filter((c) => c.status === 'live');
      return {
        banners: BANNERS.flatMap((b) => {
          const c = live.find((x) => x.id === b.id);
          return c ? [{ id: b.id, title: t(b.title), link: c.page, end_time: c.end_time }] : [];
        }),
        help_center: SITE_PATHS.helpCenter,
        faq: SITE_PATHS.faq,
      };
    },
    basic: (): Static<typeof Wire.BasicConfig> => ({
      brand_title: 'Cumulus',
      support_email: Wire.SUPPORT_EMAIL,
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
    async (request) => ({
      data: builders[request.params.name](request.body.data.language ?? DEFAULT_LOCALE),
    }),
  );
}
