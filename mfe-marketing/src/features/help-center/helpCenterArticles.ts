import type { MessageDescriptor } from 'react-intl';
import { helpCenterMessages as m } from './helpCenterMessages';

export interface ArticleSection {
  /** Anchor id (`#ios`), also the section heading's key when `heading` is set. */
  id: string;
  heading?: string;
  body: MessageDescriptor;
}

export interface Article {
  slug: string;
  title: MessageDescriptor;
  summary: MessageDescriptor;
  sections: ArticleSection[];
}

export interface Category {
  slug: string;
  title: MessageDescriptor;
  articles: Article[];
}

/** The help-center content tree: `/help-center/{category}/{article}`. */
export const CATEGORIES: Category[] = [
  {
    slug: 'getting-started',
    title: m.catGettingStarted,
    articles: [
      {
        slug: 'install-apps',
        title: m.installTitle,
        summary: m.installSummary,
        // Headings are product names; they are not translated.
        sections: [
          { id: 'ios', heading: 'iPhone / iPad', body: m.installIos },
          { id: 'google-play', heading: 'Google Play', body: m.installPlay },
          { id: 'android-apk', heading: 'Android APK', body: m.installApk },
          { id: 'windows', heading: 'Windows', body: m.installWindows },
          { id: 'mac', heading: 'macOS', body: m.installMac },
          { id: 'tv', heading: 'Android TV', body: m.installTv },
          { id: 'browser-extension', heading: 'Chrome / Edge', body: m.installExt },
        ],
      },
      {
        slug: 'save-shared-files',
        title: m.saveTitle,
        summary: m.saveSummary,
        sections: [
          { id: 'save', body: m.saveBody1 },
          { id: 'progress', body: m.saveBody2 },
        ],
      },
    ],
  },
  {
    slug: 'sharing',
    title: m.catSharing,
    articles: [
      {
        slug: 'share-links',
        title: m.linksTitle,
        summary: m.linksSummary,
        sections: [
          { id: 'create', body: m.linksBody1 },
          { id: 'withdraw', body: m.linksBody2 },
        ],
      },
    ],
  },
  {
    slug: 'account',
    title: m.catAccount,
    articles: [
      {
        slug: 'premium',
        title: m.premiumTitle,
        summary: m.premiumSummary,
        sections: [
          { id: 'plans', body: m.premiumBody1 },
          { id: 'cancel', body: m.premiumBody2 },
        ],
      },
    ],
  },
];

export type HelpCenterView =
  | { kind: 'index' }
  | { kind: 'category'; category: Category }
  | { kind: 'article'; category: Category; article: Article }
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
