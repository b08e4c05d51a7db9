import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { errorMessage, TRASH_RETENTION_DAYS, type MountProps } from 'shared-libs';
import { useDocumentTitle } from 'shared-libs/react';
import { drivePath, type DriveLocation } from '../lib/driveLocation';
import { Breadcrumb } from '../features/browser/Breadcrumb';
import { browserMessages as m } from '../features/browser/browserMessages';
import { DriveListing } from '../features/browser/DriveListing';
import { Notices } from '../features/browser/Notices';
import { SelectionBar } from '../features/browser/SelectionBar';
import { Toolbar } from '../features/browser/Toolbar';
import toolbarCss from '../features/browser/Toolbar.module.css';
import { noticeMessages as n } from '../stores/driveMessages';
import { placeMessages as pm } from '../features/browser/placeMessages';
import type { DriveRoot } from './DriveRoot';
import { UploadButtons } from '../features/uploads/UploadButtons';
import { UploadPanel } from '../features/uploads/UploadPanel';
import { DriveDialogs } from './DriveDialogs';
import { DrivePreview } from './DrivePreview';
import { addUploads, uploadsOf } from './driveUploads';
import { useDriveAction } from './useDriveAction';
import { Icon } from '../lib/ui/Icon';
import { keyboardMessages as k } from '../features/browser/keyboardMessages';
import { EmptyFolderActions } from './EmptyFolderActions';
import { ListPlaceholder } from './ListPlaceholder';
import css from './DriveFilesPage.module.css';

/** All files, a folder, recent, trash and search: the file manager. */
export const DriveFilesPage = observer(function DriveFilesPage({
  props,
  root,
  location,
}: {
  props: MountProps;
  root: DriveRoot;
  location: DriveLocation;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { store, actions } = root;

  useEffect(() => {
    store.setLocation(location);
  }, [store, location]);
  useDriveAction(root, props.route.query);

  // Changes made in another tab or device show up when the user comes back to this one.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void store.refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [store]);

  const view = store.view;
  const folderName = store.currentFolder?.name ?? t(n.myDrive);
  const title =
    view === 'all'
      ? folderName
      : view === 'search'
        ? store.location.query
          ? t(m.search as MessageDescriptor, { query: store.location.query })
          : t(m.searchEmptyQuery)
        : t(view === 'trash' ? m.trash : view === 'starred' ? pm.starred : m.recent);
  useDocumentTitle(props, title);

  const openIndex = async (index: number) => {
    // A row still on its way (End, then Enter at once in a big folder) opens once it arrives,
    // unless the person went elsewhere meanwhile.
    const listing = store.listing;
    if (!listing.itemAt(index)) await listing.ensureIndex(index);
    const f = listing.itemAt(index);
    if (!f || store.listing !== listing) return;
    if (view === 'trash') {
      store.selection.only(index);
      return;
    }
    if (f.kind === 'drive#folder') {
      // Focus follows into the folder: the list, its first row active (not the page body).
      store.focusListOnLoad = true;
      store.openFolder(f.id);
    } else store.openPreview(f.id);
  };

  const heading =
    view === 'all' ? (
      <Breadcrumb
        store={store}
        hrefFor={(id) => props.hrefFor(drivePath({ view: 'all', folderId: id }))}
        onDropItems={(folder, ids) => void actions.move(folder.id, folder.name, ids)}
      />
    ) : (
      <h1 className={toolbarCss.heading}>{title}</h1>
    );

  const newItems = store.canAdd ? (
    <>
      <button type="button" onClick={() => store.openDialog({ kind: 'new-folder' })}>
        <Icon name="folder" /> {t(m.newFolder)}
      </button>
      <UploadButtons onFiles={(entries) => void addUploads(root, entries, folderName)} />
      <button type="button" onClick={() => store.openDialog({ kind: 'create-task' })}>
        <Icon name="link" /> {t(m.newUrlTask)}
      </button>
    </>
  ) : undefined;

  const extra = (
    <>
      {view === 'trash' && store.listing.total > 0 && (
        <button
          type="button"
          className={toolbarCss.button}
          onClick={() => store.openDialog({ kind: 'empty-trash' })}
        >
          {t(n.actionEmptyTrash)}
        </button>
      )}
      <button
        type="button"
        className={toolbarCss.button}
        onClick={() => store.openDialog({ kind: 'tasks' })}
      >
        {t(m.tasks)}
      </button>
    </>
  );

  const listing = store.listing;
  // An empty folder opened from the list: focus on its first action (Upload), not the body.
  const emptyNow = listing.isEmpty;
  useEffect(() => {
    if (!emptyNow || !store.focusListOnLoad) return;
    store.focusListOnLoad = false;
    document.querySelector<HTMLElement>('[data-focus-home]')?.focus();
  }, [store, emptyNow]);

  let body;
  if (view === 'all' && store.folderError) {
    body = (
      <div className={css.state} role="alert">
        <p>{t(m.folderMissing)}</p>
        <button type="button" className={toolbarCss.button} onClick={() => store.openFolder('')}>
          {t(m.backToAll)}
        </button>
      </div>
    );
  } else if (listing.status === 'failed' && listing.error) {
    body = (
      <div className={css.state} role="alert">
        <p>
          {t(m.loadFailed as MessageDescriptor, {
            reason: errorMessage(listing.error, props.locale),
          })}
        </p>
        <button type="button" className={toolbarCss.button} onClick={() => void listing.load()}>
          {t(m.retry)}
        </button>
      </div>
    );
  } else if (listing.status !== 'ready') {
    // As the page's shell showed it (decision 0035), in the visitor's own view.
    body = <ListPlaceholder view={store.viewType} label={t(m.loading)} />;
  } else if (listing.isEmpty) {
    const empty =
      view === 'trash'
        ? t(m.emptyTrash)
        : view === 'recent'
          ? t(m.emptyRecent)
          : view === 'search'
            ? t(m.emptySearch as MessageDescriptor, { query: store.location.query })
            : view === 'starred'
              ? t(pm.emptyStarred)
              : t(m.emptyFolder);
    body = (
      <div className={css.state}>
        <p>{empty}</p>
        {store.canAdd && (
          <EmptyFolderActions
            onFiles={(entries) => void addUploads(root, entries, folderName)}
            onNewFolder={() => store.openDialog({ kind: 'new-folder' })}
          />
        )}
      </div>
    );
  } else {
    body = (
      <>
        <p className={css.count}>
          {t(m.count as MessageDescriptor, { count: listing.total })}
          {view === 'trash' && (
            <> · {t(pm.retention as MessageDescriptor, { days: TRASH_RETENTION_DAYS })}</>
          )}
        </p>
        <DriveListing
          store={store}
          actions={actions}
          label={title}
          onOpen={(i) => void openIndex(i)}
        />
      </>
    );
  }

  return (
    <div className={css.page} data-testid="drive-page" data-view={view}>
      <a
        href="#drive-files"
        className={css.skip}
        onClick={(e) => {
          e.preventDefault();
          document.querySelector<HTMLElement>('[data-focus-home]')?.focus();
        }}
      >
        {t(k.skipToFiles)}
      </a>
      <div className={css.sticky} data-drive-sticky="">
        <Toolbar
          store={store}
          title={heading}
          newItems={newItems}
          extra={extra}
          selection={<SelectionBar store={store} actions={actions} />}
        />
      </div>
      {body}
      <DriveDialogs root={root} props={props} />
      <UploadPanel store={uploadsOf(root)} />
      <DrivePreview root={root} />
      <Notices store={store} />
    </div>
  );
});
