import { useIntl } from 'react-intl';
import { SITE_PATHS, type MountProps } from 'shared-libs';
import { SiteLink, TitledPage, ui } from 'shared-libs/react';
import { appsMessages as m } from './appsMessages';
import styles from './ApkTroubleshootingPage.module.css';

const CHECKS = [
  [m.apk1Title, m.apk1Body],
  [m.apk2Title, m.apk2Body],
  [m.apk3Title, m.apk3Body],
  [m.apk4Title, m.apk4Body],
] as const;

export function ApkTroubleshootingPage({ props }: { props: MountProps }) {
  const intl = useIntl();
  const title = intl.formatMessage(m.apkTitle);
  return (
    <TitledPage title={title} intro={intl.formatMessage(m.apkIntro)}>
      <ol className={styles.checks}>
        {CHECKS.map(([t, b]) => (
          <li key={t.id} className={ui.card}>
            <h2>{intl.formatMessage(t)}</h2>
            <p>{intl.formatMessage(b)}</p>
          </li>
        ))}
      </ol>
      <SiteLink host={props} to={SITE_PATHS.contactUs} className={ui.textLink}>
        {intl.formatMessage(m.stillStuck)}
      </SiteLink>
    </TitledPage>
  );
}

/** The document title (set by the remote kit while the page is shown). */
ApkTroubleshootingPage.title = m.apkTitle;
