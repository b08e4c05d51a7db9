import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { FileList } from 'shared-libs/react';
import type { ShareRootStore } from '../../stores/ShareRootStore';
import { isFolder } from '../../lib/types';
import { listMessages as m } from './listMessages';

/**
 * A share's folder in the kit's file list (shared-libs' FileList), with what the share page adds:
 * the next page as the list nears its loaded end, rows that are links (a folder's page, a file's
 * preview), and the focus kept on the list across keyboard navigation to another folder.
 */
export const ShareListing = observer(function ShareListing({
  store,
  label,
}: {
  store: ShareRootStore;
  label: string;
}) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  const items = store.visibleItems;
  const { share } = store;

  // After keyboard navigation to another folder, the new listing takes the focus.
  useEffect(() => {
    if (store.takeListFocus()) ref.current?.focus();
  }, [store]);

  // Infinite scroll: the next page when the window nears the loaded end (asked again when a
  // page arrives, fails or stops loading).
  const { hasMore, loadingMore, moreFailure } = share;
  const onWindow = useCallback(
    (_start: number, end: number, columns: number) => {
      const nearEnd = end >= items.length - columns * 8;
      if (nearEnd && hasMore && !loadingMore && !moreFailure) void share.loadMore();
    },
    [share, items.length, hasMore, loadingMore, moreFailure],
  );

  return (
    <FileList
      count={items.length}
      itemAt={(i) => items[i]}
      selection={store.selection}
      view={store.display.viewType}
      folderName={label}
      help={intl.formatMessage(m.keyboardHelp)}
      onOpen={(i, by) => {
        const f = items[i];
        if (!f) return;
        if (by === 'keyboard' && isFolder(f)) store.keepListFocus();
        store.openItem(i);
      }}
      onUp={() => {
        if (share.parentIds.length === 0) return false;
        store.keepListFocus();
        store.goUp();
        return true;
      }}
      onWindow={onWindow}
      setSize={share.hasMore ? -1 : items.length}
      rowHref={(f) => store.rowHref(f)}
      listRef={ref}
      testId="share-list"
    />
  );
});
