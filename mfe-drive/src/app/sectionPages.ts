import { retryableLazy } from 'shared-libs/react';
import { parseDriveLocation } from '../lib/driveLocation';

/**
 * The drive's section pages, each a chunk of its own: the file views, the drive's critical path,
 * do not carry the plans, receipts, account forms, share links or the feedback form.
 */
export const DriveSectionPage = retryableLazy(() =>
  import(
    /* webpackChunkName: "page-drive-section" */ '../features/drive-sections/DriveSectionPage'
  ).then((m) => m.DriveSectionPage),
);

/** My share links (`/drive/shared`, issue 30). */
export const SharedLinksPage = retryableLazy(() =>
  import(
    /* webpackChunkName: "page-drive-shared" */ '../features/share-links/SharedLinksPage'
  ).then((m) => m.SharedLinksPage),
);

/** The feedback form (`/drive/feedback`, issue 32). */
export const FeedbackPage = retryableLazy(() =>
  import(/* webpackChunkName: "page-drive-feedback" */ '../features/feedback/FeedbackPage').then(
    (m) => m.FeedbackPage,
  ),
);

/** Whether the catch-all `section` is exactly the one section `name` (case-insensitive). */
export const isSection = (section: string | string[] | undefined, name: string): boolean => {
  const parts = (Array.isArray(section) ? section : section ? [section] : []).filter(Boolean);
  return parts.length === 1 && parts[0]!.trim().toLowerCase() === name;
};

/** The section page a `/drive/{...section}` path shows, or null for a file view. */
export function sectionPageOf(
  section: string | string[] | undefined,
  query: Record<string, string>,
): typeof DriveSectionPage | typeof SharedLinksPage | typeof FeedbackPage | null {
  if (isSection(section, 'shared')) return SharedLinksPage;
  if (isSection(section, 'feedback')) return FeedbackPage;
  return parseDriveLocation(section, query) ? null : DriveSectionPage;
}
