import { SITE_PATHS, sitePath, type SitePath } from 'shared-libs';
import type { ContentLoader } from '../../lib/useLocaleContent';
import type { TextKind } from './policyCatalog';

/**
 * The policy texts are long-form content, not UI copy: one JSON file per locale and policy,
 * `content/{locale}/{kind}.json`, loaded as its own chunk by the doc page only (a visitor
 * reading the privacy policy in Japanese downloads that file alone, about 6 KB gzipped,
 * instead of all six policies in one locale file). `policyContent.test.ts` checks that each
 * locale has exactly the sections, blocks and links of en-US, with no empty text.
 */

/** A block of a section: a paragraph, or a bulleted list (an array of items). */
export type Block = string | readonly string[];

export interface Section {
  title: string;
  body: readonly Block[];
}

export interface PolicyContent {
  /** Sections by key (see `PolicyText.sections`: `name` or `name@YYYY-MM-DD`). */
  sections: Readonly<Record<string, Section>>;
  /** What each revised version changed from the one before, by the version's date. */
  changes: Readonly<Record<string, readonly string[]>>;
}

const loaders = new Map<TextKind, ContentLoader<PolicyContent>>();

/** The loader of one policy's content (one stable function per kind, for useLocaleContent). */
export function policyContentLoader(kind: TextKind): ContentLoader<PolicyContent> {
  let load = loaders.get(kind);
  if (!load) {
    // No chunk name: 77 files whose names would sit in the remote entry's chunk map, which
    // every page of this remote downloads (decision 0019); their ids are enough.
    load = (locale) =>
      import(`./content/${locale}/${kind}.json`) as Promise<{ default: PolicyContent }>;
    loaders.set(kind, load);
  }
  return load;
}

/**
 * Where a link in a text may point: `[label](target)` in the content, with one of these
 * targets (a policy kind links to that policy's page). Content holds no paths (house rule).
 */
export const LINK_TARGETS: Readonly<Record<string, SitePath>> = {
  contact: SITE_PATHS.contactUs,
  account: SITE_PATHS.driveAccount,
  payment: SITE_PATHS.drivePayment,
  referral: SITE_PATHS.referral,
  'user-agreement': sitePath.policy('user-agreement'),
  'privacy-policy': sitePath.policy('privacy-policy'),
  'membership-agreement': sitePath.policy('membership-agreement'),
  'anti-abuse': sitePath.policy('anti-abuse'),
  'child-sexual-abuse': sitePath.policy('child-sexual-abuse'),
  'copyright-Infringement': sitePath.policy('copyright-Infringement'),
};

export type InlinePart = { text: string; target?: string };

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** A text split into plain runs and links (`target` is the raw target; unknown ones show as text). */
export function parseInline(text: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let last = 0;
  for (const m of text.matchAll(LINK)) {
    if (m.index > last) parts.push({ text: text.slice(last, m.index) });
    parts.push({ text: m[1]!, target: m[2]! });
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
