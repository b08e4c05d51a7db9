import { useIntl } from 'react-intl';
import { SITE_PATHS, type MountProps } from 'shared-libs';
import { SiteLink, ui } from 'shared-libs/react';
import type { LocaleContent } from '../../lib/useLocaleContent';
import type { HelpCenterContent } from './helpCenterContent';
import { helpCenterMessages as m } from './helpCenterMessages';
import styles from './HelpCenterPage.module.css';

/** While the articles load, or when they cannot (with a retry). Nothing once they are ready. */
export function ContentStatus({ content }: { content: LocaleContent<HelpCenterContent> }) {
  const intl = useIntl();
  if (content.kind === 'loading')
    return (
      <p role="status" className={ui.muted}>
        {intl.formatMessage(m.loading)}
      </p>
    );
  if (content.kind === 'failed')
    return (
      <div className={ui.notice} role="alert">
        <p className={styles.failedText}>{intl.formatMessage(m.loadFailed)}</p>
        <button type="button" className={ui.buttonSecondary} onClick={content.retry}>
          {intl.formatMessage(m.retry)}
        </button>
      </div>
    );
  return null;
}

/** "Still need help? Contact us", at the end of every help-center page. */
export function ContactLine({ props }: { props: MountProps }) {
  const intl = useIntl();
  return (
    <p className={styles.contact}>
      {intl.formatMessage(m.stillNeedHelp)}{' '}
      <SiteLink host={props} to={SITE_PATHS.contactUs}>
        {intl.formatMessage(m.contactUs)}
      </SiteLink>
    </p>
  );
}
