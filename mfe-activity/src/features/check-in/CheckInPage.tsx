import { useIntl, type MessageDescriptor } from 'react-intl';
import { SITE_PATHS, type MountProps } from 'shared-libs';
import { SiteLink, TitledPage, ui } from 'shared-libs/react';
import { checkInMessages as m } from './checkInMessages';
import styles from './CheckIn.module.css';

const DAYS = [1, 2, 3, 4, 5, 6, 7];

/** The week of check-in rewards; checking in itself happens in the app. */
export function CheckInPage({ props }: { props: MountProps }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const title = t(m.title);
  const day: MessageDescriptor = m.day;
  return (
    <TitledPage title={title} intro={t(m.intro)}>
      <section className={ui.section} aria-labelledby="check-in-week">
        <h2 id="check-in-week" className={ui.sectionTitle}>
          {t(m.weekTitle)}
        </h2>
        <ol className={styles.week}>
          {DAYS.map((d) => (
            <li key={d} className={d === 7 ? styles.bonusDay : styles.day}>
              <span className={styles.dayLabel}>{intl.formatMessage(day, { day: d })}</span>
              <span>{t(d === 7 ? m.bonus : m.reward)}</span>
            </li>
          ))}
        </ol>
      </section>
      {props.session.signedIn ? (
        <>
          <p className={ui.notice}>{t(m.inApp)}</p>
          <div className={ui.actions}>
            <SiteLink host={props} to={SITE_PATHS.mobileApp} className={ui.button}>
              {t(m.getApp)}
            </SiteLink>
          </div>
        </>
      ) : (
        <div className={ui.actions}>
          <button
            type="button"
            className={ui.button}
            onClick={() => void props.requireLogin('check_in')}
          >
            {t(m.signIn)}
          </button>
        </div>
      )}
      <SiteLink host={props} to={SITE_PATHS.checkInGuide} className={ui.textLink}>
        {t(m.guideLink)}
      </SiteLink>
    </TitledPage>
  );
}

/** The document title (set by the remote kit while the page is shown). */
CheckInPage.title = m.title;
