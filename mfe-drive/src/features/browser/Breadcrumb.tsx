import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { DriveStore } from '../../stores/DriveStore';
import { noticeMessages } from '../../stores/driveMessages';
import { browserMessages as m } from './browserMessages';
import { carriesItems, readItems } from './dragMove';
import css from './Toolbar.module.css';

/**
 * My drive › a › b: every part but the last is a link (real hrefs: new tab works), and a place
 * to drop dragged items (drag to move).
 */
export const Breadcrumb = observer(function Breadcrumb({
  store,
  hrefFor,
  onDropItems,
}: {
  store: DriveStore;
  hrefFor(folderId: string): string;
  /** Items dropped on a breadcrumb entry: move them there. */
  onDropItems?(folder: { id: string; name: string }, ids: string[]): void;
}) {
  const intl = useIntl();
  const [over, setOver] = useState<string | null>(null);
  const root = { id: '', name: intl.formatMessage(noticeMessages.myDrive) };
  const current = store.currentFolder;
  const parts = [root, ...store.ancestors, ...(current ? [current] : [])];
  return (
    <nav aria-label={intl.formatMessage(m.breadcrumb)} className={css.crumbs}>
      <ol>
        {parts.map((p, i) => {
          const last = i === parts.length - 1;
          return (
            <li key={p.id || 'root'}>
              {last ? (
                <h1 className={css.current} aria-current="page">
                  {p.name}
                </h1>
              ) : (
                <a
                  href={hrefFor(p.id)}
                  className={over === p.id ? css.crumbDrop : undefined}
                  onDragOver={(e) => {
                    if (!onDropItems || !carriesItems(e.dataTransfer)) return;
                    e.preventDefault();
                    e.dataTransfer.dropEffect = 'move';
                    setOver(p.id);
                  }}
                  onDragLeave={() => setOver(null)}
                  onDrop={(e) => {
                    setOver(null);
                    if (!onDropItems || !carriesItems(e.dataTransfer)) return;
                    e.preventDefault();
                    const ids = readItems(e.dataTransfer);
                    if (ids.length) onDropItems(p, ids);
                  }}
                  onClick={(e) => {
                    if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
                    e.preventDefault();
                    store.openFolder(p.id);
                  }}
                >
                  {p.name}
                </a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
});
