import { observer } from 'mobx-react-lite';
import { Suspense, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import { retryableLazy, SiteLink, useDocumentTitle, usePrerenderPass } from 'shared-libs/react';
import { statusMessages } from '../lib/statusMessages';
import { DownloadActions } from '../features/download/DownloadActions';
import { DownloadNotice } from '../features/download/DownloadNotice';
import { FileDownloadLink } from '../features/download/FileDownloadLink';
import { PasscodeForm } from '../features/passcode/PasscodeForm';
import { FileView } from '../features/preview/FileView';
import { LazySharePreview } from '../features/preview/LazySharePreview';
import { isReviewer } from '../features/review/isReviewer';
import { RestorePanel } from '../features/save/RestorePanel';
import { SaveBar } from '../features/save/SaveBar';
import { ShareHeader } from '../features/share-header/ShareHeader';
import { Breadcrumb } from '../features/share-list/Breadcrumb';
import { ShareListing } from '../features/share-list/ShareListing';
import { ListFooter } from '../features/share-list/ListFooter';
import { ListToolbar } from '../features/share-list/ListToolbar';
import { listMessages } from '../features/share-list/listMessages';
import { LoadFailedPage, StatusPage } from '../features/share-status/StatusPage';
import type { ShareRootStore } from '../stores/ShareRootStore';
import { firstViewKey } from './firstView';
import css from './SharePage.module.css';
import type { DriveFile } from 'shared-libs';

/** The reviewers' panel is a chunk of its own: only a signed-in reviewer ever sees it. */
const ReviewPanel = retryableLazy(() =>
  import(/* webpackChunkName: "share-review" */ '../features/review/ReviewPanel').then(
    (m) => m.ReviewPanel,
  ),
);

let previewAsked = false;
function preloadPreview(e: SyntheticEvent) {
  if (previewAsked || !(e.target instanceof Element) || !e.target.closest('[role="option"]'))
    return;
  previewAsked = true;
  LazySharePreview.preload();
}

/** The public share page `/s/{share_id}/{parent_ids...}`. */
export const SharePage = observer(function SharePage({ store }: { store: ShareRootStore }) {
  const intl = useIntl();
  const { share } = store;
  const status = share.status;
  // On the server, and while the browser hydrates its HTML, a file's preview page shows the
  // file's view (a page that works without code); then the kit's preview dialog.
  const prerenderPass = usePrerenderPass();
  const title =
    status === 'OK'
      ? share.info?.title || intl.formatMessage(statusMessages.OK_title)
      : status && `${status}_title` in statusMessages
        ? intl.formatMessage(statusMessages[`${status}_title` as keyof typeof statusMessages])
        : intl.formatMessage(statusMessages.OK_title);
  const crumbs = share.breadcrumb;
  const folderName = crumbs.length > 0 ? crumbs[crumbs.length - 1]?.name || title : title;
  const docTitle = status === 'OK' && crumbs.length > 0 ? `${folderName} · ${title}` : title;
  // A file's download link (when the share allows downloads), in its view and its preview
  // (styled there by the kit's dialog header).
  const viewDownload = (file: DriveFile) => (
    <FileDownloadLink download={store.download} file={file} className={css.button} />
  );
  const previewDownload = (file: DriveFile) => (
    <FileDownloadLink download={store.download} file={file} />
  );
  // Also on the server, when the host server renders a share's first view.
  useDocumentTitle(store.props, share.phase === 'ready' ? docTitle : null);

  let main;
  if (share.phase === 'failed') {
    main = (
      <LoadFailedPage
        error={share.failure}
        shareId={share.shareId}
        onRetry={() => void share.retry()}
      />
    );
  } else if (share.phase !== 'ready' || status === null) {
    main = (
      <div className={css.skeleton} aria-busy="true">
        <p className={css.srOnly} role="status">
          {intl.formatMessage(listMessages.loading)}
        </p>
      </div>
    );
  } else if (share.needsPasscode) {
    main = <PasscodeForm share={share} />;
  } else if (status !== 'OK') {
    main = (
      <StatusPage
        status={status as Exclude<typeof status, 'OK' | 'PASS_CODE_EMPTY' | 'PASS_CODE_ERROR'>}
        expirationAt={share.info?.expirationAt ?? ''}
        host={store.props}
        onRetry={() => void share.retry()}
      />
    );
  } else {
    main = (
      <>
        {store.hideHeader ? (
          <h1 className={css.srOnly}>{title}</h1>
        ) : (
          share.info && <ShareHeader info={share.info} title={title} />
        )}
        {crumbs.length > 0 && <Breadcrumb store={store} rootName={title} />}
        {isReviewer(store) && (
          <Suspense fallback={null}>
            <ReviewPanel store={store} />
          </Suspense>
        )}
        <ListToolbar store={store} />
        <RestorePanel store={store} />
        {share.folderMissing ? (
          <div className={css.notice}>
            <p>{intl.formatMessage(listMessages.folderMissing)}</p>
            <SiteLink host={store.props} to={store.pathFor([])} className={css.link}>
              {intl.formatMessage(listMessages.backToShare)}
            </SiteLink>
          </div>
        ) : share.listPhase === 'failed' ? (
          <div className={css.notice}>
            <p>{intl.formatMessage(listMessages.loadFailed)}</p>
            <button
              type="button"
              className={css.button}
              onClick={() => void share.showFolder(share.parentIds)}
            >
              {intl.formatMessage(listMessages.retry)}
            </button>
          </div>
        ) : share.listPhase === 'loading' ? (
          <div className={css.skeletonList} aria-busy="true">
            <p className={css.srOnly} role="status">
              {intl.formatMessage(listMessages.loading)}
            </p>
          </div>
        ) : share.items.length === 0 ? (
          <p className={css.notice}>{intl.formatMessage(listMessages.emptyFolder)}</p>
        ) : (
          <>
            <ShareListing store={store} label={folderName} />
            <ListFooter store={store} />
          </>
        )}
        <SaveBar
          store={store}
          actions={<DownloadActions store={store} />}
          notice={<DownloadNotice download={store.download} />}
        />
      </>
    );
  }

  return (
    <div
      className={css.page}
      data-mode={store.mode}
      data-share-status={status ?? ''}
      data-first-view={firstViewKey(store)}
      // A file of the listing under the pointer or the focus: the preview's code comes ahead of
      // a click.
      onPointerOver={preloadPreview}
      onFocus={preloadPreview}
    >
      {store.preview.isOpen && prerenderPass && <FileView store={store} actions={viewDownload} />}
      {main}
      {/* The preview downloads its code, then the kit's dialog and viewers, the first time it
          opens. */}
      {store.preview.isOpen && !prerenderPass && (
        <LazySharePreview store={store} actions={previewDownload} />
      )}
    </div>
  );
});
