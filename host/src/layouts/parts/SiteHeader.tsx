import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { useHost } from '../../stores/HostContext';
import { hostMessages } from '../../i18n/hostMessages';
import { localePath } from '../../routing/localePath';
import { AccountMenu } from './AccountMenu';
import { LanguageMenu } from './LanguageMenu';
import { Logo } from './Logo';
import { ThemeToggle } from './ThemeToggle';
import styles from './SiteHeader.module.css';

export type HeaderVariant = 'full' | 'minimal';

export const SiteHeader = observer(function SiteHeader({
  variant = 'full',
  wide = false,
  drawerId,
  signedInPage = false,
}: {
  variant?: HeaderVariant;
  /** Full-width content (drive, activity): the header spans the page too. */
  wide?: boolean;
  /** The id of a sidebar drawer the burger opens on mobile (drive layouts). */
  drawerId?: string;
  /** A login-required page (AccountMenu's `signedInPage`). */
  signedInPage?: boolean;
}) {
  const intl = useIntl();
  const { locale, layout, session } = useHost();
  const status = session.status;
  const l = locale.locale;
  const links = [
    { to: localePath(l, '/mobile-app'), label: hostMessages.navApps },
    { to: localePath(l, '/help-center'), label: hostMessages.navHelp },
    { to: localePath(l, '/faq'), label: hostMessages.navFaq },
  ];
  const menuOpen = layout.sidebarMobileVisible;
  return (
    <header className={styles.header}>
      <div className={styles.inner} data-wide={wide}>
        <Logo />
        {variant === 'full' && (
          <nav
            id="site-nav"
            className={styles.nav}
            data-open={menuOpen}
            aria-label={intl.formatMessage(hostMessages.mainNav)}
          >
            {links.map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                className={styles.link}
                onClick={() => layout.toggleSidebarMobile(false)}
              >
                {intl.formatMessage(link.label)}
              </NavLink>
            ))}
          </nav>
        )}
        <div className={styles.actions}>
          <ThemeToggle />
          {!locale.hideLangChange && <LanguageMenu />}
          {/* On a login-required page, as a signed-in person's header while the session is
              unknown (no shift when it is known: AccountMenu). */}
          {(status === 'signed-in' || (status === 'unknown' && signedInPage)) && (
            <NavLink to={localePath(l, '/drive/all')} className={styles.cta}>
              {intl.formatMessage(hostMessages.navDrive)}
            </NavLink>
          )}
          <AccountMenu signedInPage={signedInPage} />
          {(variant === 'full' || drawerId) && (
            <button
              type="button"
              className={styles.burger}
              aria-expanded={menuOpen}
              aria-controls={drawerId ?? 'site-nav'}
              aria-label={intl.formatMessage(
                menuOpen ? hostMessages.closeMenu : hostMessages.openMenu,
              )}
              onClick={() => layout.toggleSidebarMobile()}
            >
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                <path
                  d="M4 7h16M4 12h16M4 17h16"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            </button>
          )}
        </div>
      </div>
    </header>
  );
});
