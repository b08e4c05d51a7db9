import type { MessageDescriptor } from 'react-intl';
import { SITE_PATHS, sitePath, type SitePath } from 'shared-libs';
import { helpCenterMessages as m } from './helpCenterMessages';

/** A page an article talks about, linked at its end ("Useful links"). */
export interface RelatedLink {
  label: MessageDescriptor;
  to: SitePath;
}

/**
 * An article of the tree. Its text (title, summary, sections and their anchors) is content,
 * per locale, in `content/{locale}.json` under `articles[slug]`.
 */
export interface ArticleRef {
  slug: string;
  links: readonly RelatedLink[];
}

export interface Category {
  slug: string;
  title: MessageDescriptor;
  articles: readonly ArticleRef[];
}

/** The drive with one of its `?action=` dialogs open (spec §4 actions). */
const driveAction = (action: string) => sitePath.withQuery(SITE_PATHS.driveAll, `action=${action}`);

const L = {
  mobileApp: { label: m.linkMobileApp, to: SITE_PATHS.mobileApp },
  desktopApp: { label: m.linkDesktopApp, to: SITE_PATHS.desktopApp },
  tvApp: { label: m.linkTvApp, to: SITE_PATHS.tv },
  extension: { label: m.linkExtension, to: SITE_PATHS.browserExtension },
  drive: { label: m.linkDrive, to: SITE_PATHS.driveAll },
  tasks: { label: m.linkTasks, to: driveAction('show_task') },
  trash: { label: m.linkTrash, to: SITE_PATHS.driveTrash },
  account: { label: m.linkAccount, to: SITE_PATHS.driveAccount },
  payment: { label: m.linkPayment, to: SITE_PATHS.drivePayment },
  storage: { label: m.linkStorage, to: driveAction('show_storage_dialog') },
  traffic: { label: m.linkTraffic, to: driveAction('show_traffic_dialog') },
  redeem: { label: m.linkRedeem, to: driveAction('open_redeem_box') },
  referral: { label: m.linkReferral, to: SITE_PATHS.referral },
  checkIn: { label: m.linkCheckIn, to: SITE_PATHS.checkIn },
  saveElsewhere: { label: m.linkSaveElsewhere, to: SITE_PATHS.help },
  apkChecklist: { label: m.linkApkChecklist, to: SITE_PATHS.installApkTroubleshooting },
  faq: { label: m.linkFaq, to: SITE_PATHS.faq },
  userAgreement: { label: m.linkUserAgreement, to: sitePath.policy('user-agreement') },
  antiAbuse: { label: m.linkAntiAbuse, to: sitePath.policy('anti-abuse') },
} as const satisfies Record<string, RelatedLink>;

/**
 * The help-center tree: `/help-center/{category}/{article}` (ours). Slugs are part of URLs that
 * other pages link to (`getting-started/install-apps#android-apk` from every download button;
 * `getting-started` is the host's default directory): change them only with a redirect.
 */
export const CATEGORIES: readonly Category[] = [
  {
    slug: 'getting-started',
    title: m.catGettingStarted,
    articles: [
      { slug: 'install-apps', links: [L.mobileApp, L.desktopApp, L.tvApp, L.extension] },
      { slug: 'sign-in', links: [L.drive, L.account] },
      { slug: 'web-drive-basics', links: [L.drive, L.tasks] },
      { slug: 'save-shared-files', links: [L.saveElsewhere, L.tasks] },
    ],
  },
  {
    slug: 'files',
    title: m.catFiles,
    articles: [
      { slug: 'organize-folders', links: [L.drive] },
      { slug: 'search-sort-view', links: [L.drive] },
      { slug: 'preview-files', links: [L.mobileApp, L.desktopApp] },
      { slug: 'trash', links: [L.trash, L.storage] },
    ],
  },
  {
    slug: 'uploads',
    title: m.catUploads,
    articles: [
      { slug: 'upload-files', links: [L.drive, L.desktopApp] },
      { slug: 'link-downloads', links: [L.tasks] },
      { slug: 'download-files', links: [L.traffic, L.desktopApp] },
    ],
  },
  {
    slug: 'sharing',
    title: m.catSharing,
    articles: [
      { slug: 'share-links', links: [L.mobileApp, L.desktopApp, L.userAgreement] },
      { slug: 'open-shares', links: [L.faq] },
      { slug: 'share-status', links: [L.antiAbuse, L.userAgreement] },
    ],
  },
  {
    slug: 'account',
    title: m.catAccount,
    articles: [
      { slug: 'premium', links: [L.payment, L.account] },
      { slug: 'storage-traffic', links: [L.storage, L.traffic, L.payment] },
      { slug: 'redeem-code', links: [L.redeem, L.account] },
      { slug: 'invite-friends', links: [L.referral] },
      { slug: 'daily-check-in', links: [L.checkIn] },
    ],
  },
  {
    slug: 'troubleshooting',
    title: m.catTroubleshooting,
    articles: [
      { slug: 'apk-install', links: [L.apkChecklist, L.mobileApp] },
      { slug: 'playback', links: [L.mobileApp, L.traffic] },
      { slug: 'connection-problems', links: [L.faq] },
    ],
  },
];

export type HelpCenterView =
  | { kind: 'index' }
  | { kind: 'category'; category: Category }
  | { kind: 'article'; category: Category; article: ArticleRef }
  | { kind: 'not-found' };

/**
 * What `/help-center/{...slug}` shows. The slug is the route's catch-all (zero or more
 * segments); segments match case-insensitively, empty segments (`a//b`) are ignored.
 */
export function resolveHelpCenterSlug(slug: string | string[] | undefined): HelpCenterView {
  const parts = (Array.isArray(slug) ? slug : slug ? [slug] : [])
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  if (parts.length === 0) return { kind: 'index' };
  if (parts.length > 2) return { kind: 'not-found' };
  const category = CATEGORIES.find((c) => c.slug === parts[0]);
  if (!category) return { kind: 'not-found' };
  if (parts.length === 1) return { kind: 'category', category };
  const article = category.articles.find((a) => a.slug === parts[1]);
  return article ? { kind: 'article', category, article } : { kind: 'not-found' };
}
