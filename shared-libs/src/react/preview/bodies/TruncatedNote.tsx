import { useIntl, type MessageDescriptor } from 'react-intl';
import { formatBytes } from 'shared-libs';
import { previewMessages as m } from '../previewMessages';
import css from './Sheet.module.css';

/** A note over a text cut at the preview limit: how much is shown of how much. */
export function TruncatedNote({ shown, total }: { shown: number; total: string }) {
  const intl = useIntl();
  return (
    <p className={css.truncated}>
      {intl.formatMessage(m.truncated as MessageDescriptor, {
        shown: formatBytes(shown),
        total: formatBytes(total),
      })}
    </p>
  );
}
