import { useIntl } from 'react-intl';
import { SITE_PATHS, type MountProps } from 'shared-libs';
import { SiteLink, TitledPage, ui } from 'shared-libs/react';
import { faqMessages as m } from './faqMessages';
import styles from './FaqPage.module.css';

/** Question ids are stable URL anchors (`/faq#passcode`). */
export const FAQ_ITEMS = [
  { id: 'free-storage', q: m.q1, a: m.a1 },
  { id: 'passcode', q: m.q2, a: m.a2 },
  { id: 'expired-share', q: m.q3, a: m.a3 },
  { id: 'premium', q: m.q4, a: m.a4 },
  { id: 'cancel-subscription', q: m.q5, a: m.a5 },
  { id: 'trash', q: m.q6, a: m.a6 },
] as const;

export function FaqPage({ props }: { props: MountProps }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const title = t(m.title);
  const open = props.route.hash.toLowerCase();
  return (
    <TitledPage title={title} intro={t(m.intro)}>
      <div className={styles.list}>
        {FAQ_ITEMS.map((item) => (
          <details key={item.id} id={item.id} className={styles.item} open={item.id === open}>
            <summary className={styles.question}>{t(item.q)}</summary>
            <p className={styles.answer}>{t(item.a)}</p>
          </details>
        ))}
      </div>
      <SiteLink host={props} to={SITE_PATHS.contactUs} className={ui.textLink}>
        {t(m.moreHelp)}
      </SiteLink>
    </TitledPage>
  );
}

/** The document title (set by the remote kit while the page is shown). */
FaqPage.title = m.title;
