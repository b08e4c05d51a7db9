import { useIntl } from 'react-intl';
import type { MountProps } from 'shared-libs';
import { TitledPage, ui } from 'shared-libs/react';
import { testMessages as m } from './testMessages';
import styles from './TestPage.module.css';

/** A smoke-test page: shows what the host passed in, so a deploy can be checked by eye. */
export function TestPage({ props }: { props: MountProps }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const title = t(m.title);
  const rows: [string, string][] = [
    [t(m.locale), props.locale],
    [t(m.device), t(props.layout.isMobile ? m.mobile : m.desktop)],
    [t(m.theme), t(props.layout.darkMode ? m.dark : m.light)],
    [t(m.session), t(props.session.signedIn ? m.yes : m.no)],
  ];
  return (
    <TitledPage title={title} intro={t(m.intro)}>
      <p className={ui.notice} role="status">
        {t(m.ok)}
      </p>
      <dl className={styles.facts}>
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </TitledPage>
  );
}

/** The document title (set by the remote kit while the page is shown). */
TestPage.title = m.title;
