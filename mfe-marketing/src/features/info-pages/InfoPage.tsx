import { useIntl } from 'react-intl';
import type { MountProps } from 'shared-libs';
import { TitledPage, useDocumentTitle } from 'shared-libs/react';
import { infoMessages } from './infoMessages';

type Key = keyof typeof infoMessages;

/** A titled page for each marketing route; its content sections land with the marketing issue. */
export function InfoPage({ props }: { props: MountProps }) {
  const intl = useIntl();
  const page = props.route.page;
  const title = intl.formatMessage(infoMessages[`${page}.title` as Key]);
  useDocumentTitle(props, title);
  return (
    <TitledPage title={title} intro={intl.formatMessage(infoMessages[`${page}.intro` as Key])} />
  );
}
