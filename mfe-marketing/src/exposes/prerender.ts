import { POLICY_KINDS, SITE_PATHS, sitePath, type SitePath } from 'shared-libs';
import { createRemotePrerender } from 'shared-libs/prerender';
import { definition } from '../app/definition';
import { CATEGORIES } from '../features/help-center/helpCenterArticles';
import { POLICY_TEXTS } from '../features/policy/policyCatalog';

/** The Node build's entry (decision 0018): this remote's public pages rendered to HTML. */
export const prerender = createRemotePrerender(definition);

/**
 * The pages to prerender (without locale prefix; every locale is rendered). Pages that depend
 * on the visitor (unsubscribe links, the contact form's result, the test page) are left to the
 * browser.
 */
export const prerenderPaths = (): SitePath[] => [
  SITE_PATHS.home,
  SITE_PATHS.mobileApp,
  SITE_PATHS.desktopApp,
  SITE_PATHS.tv,
  SITE_PATHS.tvHelp,
  SITE_PATHS.browserExtension,
  SITE_PATHS.installApkTroubleshooting,
  SITE_PATHS.help,
  SITE_PATHS.faq,
  SITE_PATHS.helpCenter,
  ...CATEGORIES.flatMap((c) => [
    sitePath.helpCenter(c.slug),
    ...c.articles.map((a) => sitePath.helpCenter(c.slug, a.slug)),
  ]),
  ...POLICY_KINDS.flatMap((kind) => [
    sitePath.policy(kind),
    ...(kind === 'update' ? [] : POLICY_TEXTS[kind].map((t) => sitePath.policy(kind, t.doc))),
  ]),
];
