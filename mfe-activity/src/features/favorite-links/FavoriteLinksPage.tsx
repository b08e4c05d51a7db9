import { useIntl } from 'react-intl';
import type { MountProps } from 'shared-libs';
import { SiteLink, TitledPage, ui } from 'shared-libs/react';
import { favoriteLinksMessages as m } from './favoriteLinksMessages';
import styles from './FavoriteLinksPage.module.css';

const GROUPS = [
  {
    id: 'apps',
    title: m.groupApps,
    links: [
      [m.mobile, '/mobile-app'],
      [m.desktop, '/desktop-app'],
      [m.extension, '/browser-extension'],
      [m.tv, '/tv'],
    ],
  },
  {
    id: 'help',
    title: m.groupHelp,
    links: [
      [m.howToSave, '/help'],
      [m.helpCenter, '/help-center'],
      [m.faq, '/faq'],
      [m.contact, '/contact-us'],
    ],
  },
  {
    id: 'account',
    title: m.groupAccount,
    links: [
      [m.drive, '/drive/all'],
      [m.premium, '/drive/payment'],
      [m.invite, '/referral'],
      [m.checkIn, '/check-in'],
    ],
  },
] as const;

export function FavoriteLinksPage({ props }: { props: MountProps }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const title = t(m.title);
  return (
    <TitledPage title={title} intro={t(m.intro)}>
      <div className={styles.groups}>
        {GROUPS.map((g) => (
          <section key={g.id} className={ui.card} aria-labelledby={`links-${g.id}`}>
            <h2 id={`links-${g.id}`}>{t(g.title)}</h2>
            <ul className={ui.linkList}>
              {g.links.map(([label, to]) => (
                <li key={to}>
                  <SiteLink host={props} to={to}>
                    {t(label)}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </TitledPage>
  );
}

/** The document title (set by the remote kit while the page is shown). */
FavoriteLinksPage.title = m.title;
