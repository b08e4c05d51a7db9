import { Suspense, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { RemotePageProps } from 'shared-libs/react';
import { getPlatform } from 'shared-libs';
import { parseDriveLocation } from '../lib/driveLocation';
import { createFeedbackApi } from '../features/feedback/feedbackApi';
import { DropOverlay } from '../features/uploads/DropOverlay';
import { useWindowDrop } from '../features/uploads/useWindowDrop';
import type { DriveRoot } from './DriveRoot';
import { uploadDropped, uploadsOf } from './driveUploads';
import { DriveFilesPage } from './DriveFilesPage';
import { noticeMessages as n } from '../stores/driveMessages';
import { DriveSectionPage, FeedbackPage, isSection, SharedLinksPage } from './sectionPages';

/** The place of a section page while its chunk loads (over a shell it is loaded first: exposes/lifecycles.ts). */
const sectionFallback = <div style={{ minHeight: '60vh' }} aria-busy="true" />;

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
      <Suspense fallback={sectionFallback}>
        <SharedLinksPage props={props} store={root.shareLinks} />
      </Suspense>
    );
  else if (isSection(section, 'feedback'))
    page = (
      <Suspense fallback={sectionFallback}>
        <FeedbackPage props={props} api={feedbackApi} />
      </Suspense>
    );
  else if (!location)
    page = (
      <Suspense fallback={sectionFallback}>
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
