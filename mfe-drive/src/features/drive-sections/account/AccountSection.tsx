import { useIntl, type MessageDescriptor } from 'react-intl';
import type { MountProps } from 'shared-libs';
import { ui } from 'shared-libs/react';
import { driveMessages as m } from '../driveMessages';
import styles from '../DriveSectionPage.module.css';

/** `/drive/account`: who is signed in and their plan. */
export function AccountSection({ props }: { props: MountProps }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const user = props.session.signedIn ? props.session.user : null;
  if (!user) return <p className={ui.notice}>{t(m.notSignedIn)}</p>;
  const until: MessageDescriptor = m.premiumUntil;
  const expire = user.expire ? new Date(user.expire) : null;
  const plan = !user.premium
    ? t(m.free)
    : expire && !Number.isNaN(expire.getTime())
      ? intl.formatMessage(until, { date: intl.formatDate(expire, { dateStyle: 'long' }) })
      : t(m.premium);
  const rows: [string, string][] = [
    [t(m.name), user.username || '—'],
    [t(m.email), user.email || '—'],
    [t(m.plan), plan],
  ];
  return (
    <dl className={styles.facts}>
      {rows.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}
