import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { LayoutId } from 'shared-libs';
import { useHost } from '../stores/HostContext';
import { hostMessages as m } from '../i18n/hostMessages';
import { localePath } from '../routing/localePath';
import { POLICY_KINDS, SITE_PATHS } from 'shared-libs';
import { LazyPart } from '../lib/LazyPart';
import { loadAccountParts } from './parts/loadAccountParts';
import { SideNav, type SideNavItem } from './parts/SideNav';
import { SiteFooter } from './parts/SiteFooter';
import { SiteHeader } from './parts/SiteHeader';
import styles from './Layout.module.css';

type HeaderPart = 'full' | 'minimal' | 'none' | 'mobile-only' | 'pc-only';
type SidebarPart = 'drive' | 'policy' | null;

/** The twelve layouts of spec §2 as compositions of header, sidebar and footer. */
export const LAYOUT_PARTS: Record<
  LayoutId,
  { header: HeaderPart; footer: boolean; sidebar: SidebarPart; wide?: boolean }
> = {
  basic: { header: 'full', footer: true, sidebar: null },
  'basic-activity': { header: 'full', footer: true, sidebar: null },
  'basic-header': { header: 'full', footer: false, sidebar: null, wide: true },
  'basic-footer': { header: 'none', footer: true, sidebar: null },
  'basic-mobile-header': { header: 'mobile-only', footer: true, sidebar: null },
  'basic-pc-header': { header: 'pc-only', footer: true, sidebar: null },
  activity: { header: 'minimal', footer: true, sidebar: null, wide: true },
  drive: { header: 'minimal', footer: false, sidebar: 'drive', wide: true },
  'drive-header': { header: 'minimal', footer: false, sidebar: null, wide: true },
  'drive-sidebar': { header: 'none', footer: false, sidebar: 'drive', wide: true },
  policy: { header: 'full', footer: true, sidebar: 'policy' },
  simple: { header: 'minimal', footer: false, sidebar: null },
};

const DRIVE_NAV_ID = 'drive-nav';

const POLICY_LABELS: Record<(typeof POLICY_KINDS)[number], SideNavItem['label']> = {
  'user-agreement': m.userAgreement,
  'privacy-policy': m.privacyPolicy,
  'membership-agreement': m.membershipAgreement,
  'anti-abuse': m.antiAbuse,
  'child-sexual-abuse': m.childSafety,
  'copyright-Infringement': m.copyright,
  update: m.policyUpdate,
};

/** The approval's dialog could not be loaded: the question counts as "Not now". */
function Unanswerable({ onShown }: { onShown(): void }) {
  useEffect(onShown, [onShown]);
  return null;
}

export const Layout = observer(function Layout({
  id,
  hideHeader = false,
  signedInPage = false,
  children,
}: {
  id: LayoutId;
  /** The share page's `hide_header` query value. */
  hideHeader?: boolean;
  /** A login-required page: a signed-in person's header while the session is unknown. */
  signedInPage?: boolean;
  children: ReactNode;
}) {
  const intl = useIntl();
  const { layout, locale, desktopApproval, session } = useHost();
  const parts = LAYOUT_PARTS[id];
  // The quota is a signed-in person's: its chunk loads only then (never on a server).
  const signedIn = session.status === 'signed-in';
  const l = locale.locale;
  const showHeader =
    !layout.embedded &&
    !hideHeader &&
    (parts.header === 'full' ||
      parts.header === 'minimal' ||
      (parts.header === 'mobile-only' && layout.isMobile) ||
      (parts.header === 'pc-only' && !layout.isMobile));

  const driveItems: SideNavItem[] = [
    { path: localePath(l, '/drive/all'), label: m.driveAll },
    { path: localePath(l, '/drive/recent'), label: m.driveRecent },
    { path: localePath(l, SITE_PATHS.driveStarred), label: m.driveStarred },
    { path: localePath(l, SITE_PATHS.driveShared), label: m.driveShared },
    { path: localePath(l, '/drive/trash'), label: m.driveTrash },
    { path: localePath(l, '/drive/account'), label: m.driveAccount },
    { path: localePath(l, '/drive/payment'), label: m.drivePayment },
    { path: localePath(l, '/referral'), label: m.driveReferral },
    { path: localePath(l, '/drive/feedback'), label: m.driveFeedback },
  ];
  const policyItems: SideNavItem[] = POLICY_KINDS.map((k) => ({
    path: localePath(l, `/policy/${k}`),
    label: POLICY_LABELS[k],
  }));

  return (
    <div className={styles.layout} data-layout={id}>
      <a className={styles.skip} href="#main">
        {intl.formatMessage(m.skipToContent)}
      </a>
      {showHeader && (
        <SiteHeader
          variant={parts.header === 'minimal' ? 'minimal' : 'full'}
          wide={parts.wide === true}
          drawerId={parts.sidebar === 'drive' ? DRIVE_NAV_ID : undefined}
          signedInPage={signedInPage}
        />
      )}
      <div
        className={styles.body}
        data-sidebar={parts.sidebar ?? 'none'}
        data-wide={parts.wide ? 'true' : 'false'}
      >
        {parts.sidebar && (
          <aside
            className={styles.sidebar}
            data-open={layout.sidebarMobileVisible}
            data-collapsed={layout.isCollapse}
          >
            <SideNav
              id={parts.sidebar === 'drive' ? DRIVE_NAV_ID : undefined}
              label={parts.sidebar === 'drive' ? m.driveNav : m.policyNav}
              items={parts.sidebar === 'drive' ? driveItems : policyItems}
              onNavigate={() => layout.toggleSidebarMobile(false)}
              mobile={parts.sidebar === 'drive' ? 'column' : 'row'}
            />
            {parts.sidebar === 'drive' && signedIn && (
              <LazyPart load={loadAccountParts} render={({ DriveQuota }) => <DriveQuota />} />
            )}
          </aside>
        )}
        {parts.sidebar === 'drive' && layout.isMobile && layout.sidebarMobileVisible && (
          <div
            className={styles.backdrop}
            aria-hidden="true"
            onClick={() => layout.toggleSidebarMobile(false)}
          />
        )}
        <main id="main" className={styles.main} tabIndex={-1}>
          {children}
        </main>
      </div>
      {parts.footer && !layout.embedded && <SiteFooter />}
      {desktopApproval.asking && (
        <LazyPart
          load={loadAccountParts}
          render={({ DesktopApprovalDialog }) => <DesktopApprovalDialog />}
          failed={() => <Unanswerable onShown={() => desktopApproval.answer(false)} />}
        />
      )}
    </div>
  );
});
