import { useIntl, type MessageDescriptor } from 'react-intl';
import { sitePath, type MountProps } from 'shared-libs';
import { SiteLink, ui } from 'shared-libs/react';
import { appsMessages as m } from './appsMessages';

/** Where each download channel's install steps live (help-center article sections). */
export const INSTALL_GUIDE = sitePath.helpCenter('getting-started', 'install-apps');

/** A download button: opens the install steps for that platform on our help center. */
export function DownloadButton({
  props,
  label,
  anchor,
}: {
  props: MountProps;
  label: MessageDescriptor;
  anchor: string;
}) {
  const intl = useIntl();
  return (
    <SiteLink host={props} to={sitePath.withHash(INSTALL_GUIDE, anchor)} className={ui.button}>
      <span>{intl.formatMessage(label)}</span>
      <span className={ui.buttonHint}>{intl.formatMessage(m.installGuide)}</span>
    </SiteLink>
  );
}
