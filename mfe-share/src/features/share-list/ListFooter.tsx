import { observer } from 'mobx-react-lite';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { ShareRootStore } from '../../stores/ShareRootStore';
import { listMessages as m } from './listMessages';
import css from './ListFooter.module.css';

/** Under the list: paging progress (announced politely) and a retry for a failed page. */
export const ListFooter = observer(function ListFooter({ store }: { store: ShareRootStore }) {
  const intl = useIntl();
  const { share } = store;
  const count = share.items.length;
  return (
    <div className={css.footer}>
      <p role="status" className={css.status}>
        {share.loadingMore
          ? intl.formatMessage(m.loadingMore)
          : share.hasMore
            ? intl.formatMessage(m.loaded as MessageDescriptor, { count })
            : count > 0
              ? intl.formatMessage(m.allLoaded as MessageDescriptor, { count })
              : ''}
      </p>
      {share.moreFailure && (
        <p className={css.error}>
          {intl.formatMessage(m.moreFailed)}{' '}
          <button type="button" className={css.retry} onClick={() => void share.loadMore()}>
            {intl.formatMessage(m.retry)}
          </button>
        </p>
      )}
    </div>
  );
});
