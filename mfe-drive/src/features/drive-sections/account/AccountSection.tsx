import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { formatBytes, type MountProps } from 'shared-libs';
import { ui } from 'shared-libs/react';
import { driveMessages as dm } from '../driveMessages';
import styles from '../DriveSectionPage.module.css';
import { accountMessages as m } from './accountMessages';
import { paymentMessages as pm } from '../payment/paymentMessages';
import { Receipts } from '../payment/Receipts';
import { useAbout, type AboutState } from '../payment/useAbout';
import { ChangePasswordForm } from './ChangePasswordForm';
import { MailPreferences } from './MailPreferences';
import { SignOutEverywhere } from './SignOutEverywhere';
import css from './Account.module.css';

/** The storage row: used of the limit in force, '…' while it loads, '—' when it failed. */
function storageLine(intl: IntlShape, about: AboutState): string {
  if (about.phase === 'loading') return '…';
  if (about.phase === 'failed') return '—';
  const { usage, limit } = about.about.quota;
  const d: MessageDescriptor = Number(limit) < 0 ? pm.storageUnlimited : pm.storageUsage;
  return intl.formatMessage(d, { usage: formatBytes(usage), limit: formatBytes(limit) });
}

/**
 * `/drive/account`: who is signed in and their plan, their purchases (payment/Receipts), the
 * password, the emails they get, and signing out everywhere (decision 0016).
 */
export function AccountSection({ props }: { props: MountProps }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const user = props.session.signedIn ? props.session.user : null;
  // The storage in force (premium raises it, issue 31), read with the page.
  const about = useAbout(Boolean(user), 0);
  if (!user) return <p className={ui.notice}>{t(dm.notSignedIn)}</p>;
  const storage = storageLine(intl, about);
  const until: MessageDescriptor = dm.premiumUntil;
  const expire = user.expire ? new Date(user.expire) : null;
  const plan = !user.premium
    ? t(dm.free)
    : expire && !Number.isNaN(expire.getTime())
      ? intl.formatMessage(until, { date: intl.formatDate(expire, { dateStyle: 'long' }) })
      : t(dm.premium);
  const rows: [string, string][] = [
    [t(dm.name), user.username || '—'],
    [t(dm.email), user.email || '—'],
    [t(dm.plan), plan],
    [t(pm.storageRow), storage],
  ];
  return (
    <div className={css.page}>
      <section className={ui.section} aria-labelledby="account-profile">
        <h2 id="account-profile" className={ui.sectionTitle}>
          {t(m.profileTitle)}
        </h2>
        <dl className={styles.facts}>
          {rows.map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
      </section>
      <Receipts />
      <section className={ui.section}>
        <ChangePasswordForm />
      </section>
      <MailPreferences />
      <SignOutEverywhere signOut={props.signOut} />
    </div>
  );
}
