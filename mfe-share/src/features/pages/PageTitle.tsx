import { useIntl } from 'react-intl';
import type { MountProps } from 'shared-libs';
import { TitledPage, useDocumentTitle } from 'shared-libs/react';
import { pageTitles } from './pageTitles';

/** A titled page; the page's real content replaces it feature by feature. */
export function PageTitle({ props }: { props: MountProps }) {
  const intl = useIntl();
  const title = intl.formatMessage(pageTitles[props.route.page as keyof typeof pageTitles]);
  useDocumentTitle(props, title);
  return <TitledPage title={title} />;
}
