import { useIntl, type MessageDescriptor } from 'react-intl';
import { SITE_PATHS, type MountProps } from 'shared-libs';
import { SiteLink } from 'shared-libs/react';
import { goPremium } from '../../lib/goPremium';
import { widgetMessages as m } from './widgetMessages';
import styles from './InappWidgetPage.module.css';

/** A compact card for the in-app widget view: account status and three quick links. */
export function InappWidgetPage({ props }: { props: MountProps }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const title = t(m.title);
  const user = props.session.signedIn ? props.session.user : null;
  const hello: MessageDescriptor = m.hello;
  const until: MessageDescriptor = m.premiumUntil;
  const expire = user?.expire ? new Date(user.expire) : null;
  const status = !user
    ? t(m.guest)
    : !user.premium
      ? t(m.free)
      : expire && !Number.isNaN(expire.getTime())
        ? intl.formatMessage(until, { date: intl.formatDate(expire, { dateStyle: 'medium' }) })
        : t(m.premium);
  return (
    <article className={styles.widget}>
      <h1 className={styles.title}>
        {user ? intl.formatMessage(hello, { name: user.username || user.email }) : title}
      </h1>
      <p className={styles.status}>{status}</p>
      {!user && (
        <button
          type="button"
          className={styles.primary}
          onClick={() => void props.requireLogin('inapp_widget')}
        >
          {t(m.signIn)}
        </button>
      )}
      <nav aria-label={t(m.quickLinks)}>
        <ul className={styles.links}>
          <li>
            <SiteLink host={props} to={SITE_PATHS.driveAll}>
              {t(m.drive)}
            </SiteLink>
          </li>
          <li>
            <SiteLink host={props} to={SITE_PATHS.checkIn}>
              {t(m.checkIn)}
            </SiteLink>
          </li>
          {!user?.premium && (
            <li>
              <SiteLink
                host={props}
                to={SITE_PATHS.drivePayment}
                onClick={goPremium(props, 'inapp_widget')}
              >
                {t(m.upgrade)}
              </SiteLink>
            </li>
          )}
        </ul>
      </nav>
    </article>
  );
}

/** The document title (set by the remote kit while the page is shown). */
InappWidgetPage.title = m.title;
