import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { SiteLink } from 'shared-libs/react';
import type { ShareRootStore } from '../../stores/ShareRootStore';
import { listMessages as m } from './listMessages';
import css from './Breadcrumb.module.css';

/** Folder path inside the share; each crumb is a real link handled by the host's navigation. */
export const Breadcrumb = observer(function Breadcrumb({
  store,
  rootName,
}: {
  store: ShareRootStore;
  rootName: string;
}) {
  const intl = useIntl();
  const crumbs = store.share.breadcrumb;
  const all = [{ id: '', name: rootName }, ...crumbs];
  return (
    <nav aria-label={intl.formatMessage(m.breadcrumb)} className={css.nav}>
      <ol className={css.list}>
        {all.map((c, i) => {
          const last = i === all.length - 1;
          const name = c.name || intl.formatMessage(m.unnamedFolder);
          return (
            <li key={c.id || '__root'} className={css.item}>
              {last ? (
                <span aria-current="page" className={css.current}>
                  {name}
                </span>
              ) : (
                <SiteLink
                  host={store.props}
                  to={store.pathFor(crumbs.slice(0, i).map((x) => x.id))}
                  className={css.link}
                >
                  {name}
                </SiteLink>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
});
