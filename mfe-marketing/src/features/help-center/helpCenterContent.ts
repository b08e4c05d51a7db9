import type { ContentLoader } from '../../lib/useLocaleContent';

/**
 * The articles' text is long-form content, not UI copy: one JSON file per locale,
 * `content/{locale}.json` (en-US included), loaded as its own chunk by the help-center page
 * (useLocaleContent). `helpCenterContent.test.ts` checks that every locale has exactly the
 * articles, sections, anchors and paragraphs of en-US, with no empty text.
 */
export interface SectionContent {
  /** The section's anchor (`#android-apk`): the same in every locale, linked from other pages. */
  id: string;
  heading: string;
  paragraphs: readonly string[];
  /** Numbered steps after the paragraphs. */
  steps?: readonly string[];
}

export interface ArticleContent {
  title: string;
  summary: string;
  sections: readonly SectionContent[];
}

export interface HelpCenterContent {
  /** By article slug (helpCenterArticles.ts). */
  articles: Readonly<Record<string, ArticleContent>>;
}

/** Unnamed chunks, like the policies' (policyContent.ts): a small remote entry. */
export const loadHelpCenterContent: ContentLoader<HelpCenterContent> = (locale) =>
  import(`./content/${locale}.json`) as Promise<{ default: HelpCenterContent }>;
