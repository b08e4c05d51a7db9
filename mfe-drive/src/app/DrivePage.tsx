import { Suspense, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { retryableLazy, type RemotePageProps } from 'shared-libs/react';
import { getPlatform } from 'shared-libs';
import { parseDriveLocation } from '../lib/driveLocation';
import { createFeedbackApi } from '../features/feedback/feedbackApi';
import { DropOverlay } from '../features/uploads/DropOverlay';
import { useWindowDrop } from '../features/uploads/useWindowDrop';
import type { DriveRoot } from './DriveRoot';
import { uploadDropped, uploadsOf } from './driveUploads';
import { DriveFilesPage } from './DriveFilesPage';
import { noticeMessages as n } from '../stores/driveMessages';

/**
 * The section pages (payment, account, login, feedback) are a chunk of their own: the file
 * views, the drive's critical path, do not carry the plans, receipts and account forms.
 */
const DriveSectionPage = retryableLazy(() =>
  import(
    /* webpackChunkName: "page-drive-section" */ '../features/drive-sections/DriveSectionPage'
  ).then((m) => m.DriveSectionPage),
);

/** My share links (`/drive/shared`, issue 30): a chunk of its own too. */
const SharedLinksPage = retryableLazy(() =>
  import(
    /* webpackChunkName: "page-drive-shared" */ '../features/share-links/SharedLinksPage'
  ).then((m) => m.SharedLinksPage),
);

/** The feedback form (`/drive/feedback`, issue 32): a chunk of its own too. */
const FeedbackPage = retryableLazy(() =>
  import(/* webpackChunkName: "page-drive-feedback" */ '../features/feedback/FeedbackPage').then(
    (m) => m.FeedbackPage,
  ),
);

const isSection = (section: string | string[] | undefined, name: string) => {
  const parts = (Array.isArray(section) ? section : section ? [section] : []).filter(Boolean);
  return parts.length === 1 && parts[0]!.trim().toLowerCase() === name;
};
const isShared = (section: string | string[] | undefined) => isSection(section, 'shared');

/** `/drive/{...section}`: the file manager for file views, a section page for the others. */
export function DrivePage({ props, store: root }: RemotePageProps<DriveRoot>) {
  const intl = useIntl();
  const { section } = props.route.params;
  const { query } = props.route;
  const key = `${Array.isArray(section) ? section.join('/') : section}?${query.order}&${query.view}&${query.q}&${query.preview}`;
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const location = useMemo(() => parseDriveLocation(section, query), [key]);
  const filesView = !!location && !isShared(section);
  const feedbackApi = useMemo(() => createFeedbackApi(getPlatform().http), []);
  uploadsOf(root); // the queue (and interrupted uploads) from the first render on
  // Files dropped anywhere in the window go to the folder on screen (all files only; elsewhere
  // the drop is refused, and never left to the browser, which would open the file).
  const dragging = useWindowDrop(
    () => filesView && root.store.canAdd,
    (data) =>
      void uploadDropped(root, data, root.store.folder?.name ?? intl.formatMessage(n.myDrive)),
  );
  let page;
  if (isShared(section))
    page = (
      <Suspense fallback={<div style={{ minHeight: '60vh' }} aria-busy="true" />}>
        <SharedLinksPage props={props} store={root.shareLinks} />
      </Suspense>
    );
  else if (isSection(section, 'feedback'))
    page = (
      <Suspense fallback={<div style={{ minHeight: '60vh' }} aria-busy="true" />}>
        <FeedbackPage props={props} api={feedbackApi} />
      </Suspense>
    );
  else if (!location)
    page = (
      <Suspense fallback={<div style={{ minHeight: '60vh' }} aria-busy="true" />}>
        <DriveSectionPage props={props} />
      </Suspense>
    );
  else page = <DriveFilesPage props={props} root={root} location={location} />;
  return (
    <>
      {page}
      {dragging && <DropOverlay />}
    </>
  );
}
