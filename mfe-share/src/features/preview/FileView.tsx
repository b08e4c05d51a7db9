import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { formatBytes, formatDateTime, type DriveFile } from 'shared-libs';
import { FileThumb, SiteLink } from 'shared-libs/react';
import type { ShareRootStore } from '../../stores/ShareRootStore';
import css from './FileView.module.css';

const m = defineMessages({
  label: {
    id: 'share.fileView.label',
    defaultMessage: 'File: {name}',
    description:
      'Accessible name of the file view shown by a file link before the page’s code runs (the server-rendered preview page)',
  },
  back: {
    id: 'share.fileView.back',
    defaultMessage: 'Back to the folder',
    description: 'Link from a file’s server-rendered preview page back to its folder listing',
  },
});

/**
 * A file's preview page as the server renders it (`?preview={file id}`, ShareRootStore.itemPath),
 * and as the browser shows it while it hydrates that HTML: the file's name, picture and details,
 * with a link back to its folder. Once the page's code runs, the kit's preview dialog opens in
 * its place (SharePage).
 */
export const FileView = observer(function FileView({
  store,
  actions,
}: {
  store: ShareRootStore;
  /** The file's actions beside the link back (the page gives its download link). */
  actions?: (file: DriveFile) => ReactNode;
}) {
  const intl = useIntl();
  const file = store.share.items.find((f) => f.id === store.preview.fileId);
  if (!file) return null;
  return (
    <section
      className={css.view}
      aria-label={intl.formatMessage(m.label as MessageDescriptor, { name: file.name })}
      data-testid="share-file-view"
    >
      <span className={css.thumb}>
        <FileThumb file={file} size={160} className={css.img} priority />
      </span>
      <div className={css.text}>
        <h2 className={css.name}>{file.name}</h2>
        <p className={css.meta}>
          {formatBytes(file.size)} · {formatDateTime(file.modified_time, 'utc')}
        </p>
        <div className={css.links}>
          {actions?.(file)}
          <SiteLink
            host={store.props}
            to={store.pathFor(store.share.parentIds)}
            className={css.back}
          >
            {intl.formatMessage(m.back)}
          </SiteLink>
        </div>
      </div>
    </section>
  );
});
