import { observer } from 'mobx-react-lite';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { formatBytes, type ApiError } from 'shared-libs';
import { apiMessage, describeError } from '../../lib/errorMessages';
import type { DownloadStore } from '../../stores/DownloadStore';
import { downloadMessages as m } from './downloadMessages';
import css from './Download.module.css';

/** Why a zip was refused, in the visitor's language (with the API's own words for its cap). */
function reasonOf(intl: IntlShape, e: ApiError | null) {
  if (e?.error === 'out_of_range') {
    // The API's message names its limit (ours: it is the API's to set); shown as it is.
    const limit = apiMessage(intl, e);
    return (
      <>
        <strong>{intl.formatMessage(m.tooLarge)}</strong> {limit && <span>{limit} </span>}
        {intl.formatMessage(m.tooLargeHint)}
      </>
    );
  }
  const reason =
    e?.error === 'permission_denied' ? intl.formatMessage(m.notAllowed) : describeError(intl, e);
  return (
    <>
      <strong>{intl.formatMessage(m.failed)}</strong> {reason}
    </>
  );
}

/** The zip's progress and outcome, in the selection bar (a live region, always present). */
export const DownloadNotice = observer(function DownloadNotice({
  download,
}: {
  download: DownloadStore;
}) {
  const intl = useIntl();
  const { phase, archive } = download;
  let body = null;
  if (phase === 'preparing') body = <p className={css.text}>{intl.formatMessage(m.preparing)}</p>;
  else if (phase === 'started' && archive) {
    body = (
      <p className={css.text}>
        {intl.formatMessage(m.started as MessageDescriptor, {
          name: archive.name,
          count: Number(archive.file_count) || 0,
          size: formatBytes(archive.size),
        })}
      </p>
    );
  } else if (phase === 'failed') {
    body = <p className={css.text}>{reasonOf(intl, download.error)}</p>;
  }
  return (
    <div
      role="status"
      className={body ? `${css.notice} ${phase === 'failed' ? css.failed : ''}` : css.empty}
      data-phase={phase}
      data-testid="share-download-notice"
    >
      {body}
      {body && phase !== 'preparing' && (
        <button type="button" className={css.close} onClick={() => download.dismiss()}>
          {intl.formatMessage(m.close)}
        </button>
      )}
    </div>
  );
});
