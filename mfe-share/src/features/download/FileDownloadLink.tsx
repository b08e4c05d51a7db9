import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import type { DownloadStore } from '../../stores/DownloadStore';
import { downloadMessages as m } from './downloadMessages';
import type { DriveFile } from 'shared-libs';

/**
 * One file's download, as a plain link (`share/download`, which answers the file as an
 * attachment): it works in the server's HTML before the page's code runs, and without it.
 * Nothing when the share does not allow downloads.
 */
export const FileDownloadLink = observer(function FileDownloadLink({
  download,
  file,
  className,
}: {
  download: DownloadStore;
  file: DriveFile;
  className?: string;
}) {
  const intl = useIntl();
  const href = download.fileUrl(file.id);
  if (!href) return null;
  return (
    <a
      href={href}
      download={file.name}
      className={className}
      onClick={() => download.trackFile(file.id)}
      data-testid="share-download-file"
    >
      {intl.formatMessage(m.download)}
    </a>
  );
});
