import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import type { DriveStore } from '../../stores/DriveStore';
import { noticeMessages } from '../../stores/driveMessages';
import { browserMessages as m } from './browserMessages';
import css from './Toolbar.module.css';

/** My drive › a › b: every part but the last is a link (real hrefs: new tab works). */
export const Breadcrumb = observer(function Breadcrumb({
  store,
  hrefFor,
}: {
  store: DriveStore;
  hrefFor(folderId: string): string;
}) {
  const intl = useIntl();
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
