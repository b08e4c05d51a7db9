import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import type { ShareRootStore } from '../../stores/ShareRootStore';
import { downloadMessages as m } from './downloadMessages';
import { FileDownloadLink } from './FileDownloadLink';
import css from './Download.module.css';
import { isFolder } from '../../lib/types';

/**
 * The selection bar's downloads, when the share allows them: one selected file is a plain link;
 * several items, or a folder, one zip; nothing selected, everything here as one zip.
 */
export const DownloadActions = observer(function DownloadActions({
  store,
}: {
  store: ShareRootStore;
}) {
  const intl = useIntl();
  const { selection, download } = store;
  if (!download.allowed) return null;
  const picked = selection.selectedFiles;
  const only = picked.length === 1 ? picked[0] : undefined;
  if (only && !isFolder(only)) {
    return <FileDownloadLink download={download} file={only} className={css.action} />;
  }
  return (
    <button
      type="button"
      className={css.action}
      disabled={download.busy}
      onClick={() => void store.downloadSelected()}
    >
      {intl.formatMessage(picked.length > 0 ? m.zipSelected : m.zipAll)}
    </button>
  );
});
