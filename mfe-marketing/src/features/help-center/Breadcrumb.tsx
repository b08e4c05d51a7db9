import { useIntl } from 'react-intl';
import { sitePath, type MountProps } from 'shared-libs';
import { SiteLink } from 'shared-libs/react';
import type { Category } from './helpCenterArticles';
import { helpCenterMessages as m } from './helpCenterMessages';
import styles from './HelpCenterPage.module.css';

/** Help center / {category}: above an article. */
export function Breadcrumb({ props, category }: { props: MountProps; category: Category }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage(m.breadcrumb)}>
      <ol className={styles.breadcrumb}>
        <li>
          <SiteLink host={props} to={sitePath.helpCenter()}>
            {intl.formatMessage(m.title)}
          </SiteLink>
        </li>
        <li>
          <SiteLink host={props} to={sitePath.helpCenter(category.slug)}>
            {intl.formatMessage(category.title)}
          </SiteLink>
        </li>
      </ol>
    </nav>
  );
}
