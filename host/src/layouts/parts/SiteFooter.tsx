import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import { useHost } from '../../stores/HostContext';
import { hostMessages as m } from '../../i18n/hostMessages';
import { localePath } from '../../routing/localePath';
import { cookieTipsMessages } from '../../features/analytics/cookieTipsMessages';
import styles from './SiteFooter.module.css';

const COLUMNS: { title: MessageDescriptor; links: { path: string; label: MessageDescriptor }[] }[] =
  [
    {
      title: m.footerProduct,
      links: [
        { path: '/mobile-app', label: m.mobileApp },
        { path: '/desktop-app', label: m.desktopApp },
        { path: '/tv', label: m.tvApp },
        { path: '/browser-extension', label: m.browserExtension },
      ],
    },
    {
      title: m.footerSupport,
      links: [
        { path: '/help-center', label: m.navHelp },
        { path: '/faq', label: m.navFaq },
        { path: '/contact-us', label: m.contactUs },
      ],
    },
    {
      title: m.footerLegal,
      links: [
        { path: '/policy/user-agreement', label: m.userAgreement },
        { path: '/policy/privacy-policy', label: m.privacyPolicy },
        { path: '/policy/membership-agreement', label: m.membershipAgreement },
        { path: '/policy/anti-abuse', label: m.antiAbuse },
        { path: '/policy/copyright-Infringement', label: m.copyright },
        { path: '/policy/child-sexual-abuse', label: m.childSafety },
      ],
    },
  ];

export function SiteFooter() {
  const intl = useIntl();
  const { locale, consent, analytics } = useHost();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {COLUMNS.map((col) => (
          <nav key={col.title.id} aria-label={intl.formatMessage(col.title)} className={styles.col}>
            <h2 className={styles.title}>{intl.formatMessage(col.title)}</h2>
            <ul>
              {col.links.map((link) => (
                <li key={link.path}>
                  <Link to={localePath(locale.locale, link.path)}>
                    {intl.formatMessage(link.label)}
                  </Link>
                </li>
              ))}
              {col.title === m.footerLegal && (
                <li>
                  <button
                    type="button"
                    className={styles.linkButton}
                    onClick={() => {
                      analytics.track('cookie_pop_click');
                      consent.reopen();
                    }}
                  >
                    {intl.formatMessage(cookieTipsMessages.settings)}
                  </button>
                </li>
              )}
            </ul>
          </nav>
        ))}
      </div>
      <p className={styles.rights}>
        {intl.formatMessage(m.rights as MessageDescriptor, { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
