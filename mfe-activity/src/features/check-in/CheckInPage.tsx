import { useIntl, type MessageDescriptor } from 'react-intl';
import { errorMessage, SITE_PATHS, type MountProps } from 'shared-libs';
import { SiteLink, TitledPage, ui, FailedNotice, PendingNotice } from 'shared-libs/react';
import { checkInMessages as m } from './checkInMessages';
import { useCheckIn } from './useCheckIn';
import styles from './CheckIn.module.css';

const DAYS = [1, 2, 3, 4, 5, 6, 7];
/** The reward of a day of the week (the API gives the same: routes/vip.ts checkInHours). */
const rewardOf = (day: number): MessageDescriptor => (day === 7 ? m.bonus : m.reward);

/** Daily check-in: the week of rewards; signed in, the streak and a button to check in. */
export function CheckInPage({ props }: { props: MountProps }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const user = props.session.signedIn ? props.session.user : null;
  return (
    <TitledPage title={t(m.title)} intro={t(m.intro)}>
      {user ? (
        <SignedIn props={props} userId={user.userId} />
      ) : (
        <>
          <Week doneDays={0} />
          <div className={ui.actions}>
            <button
              type="button"
              className={ui.button}
              onClick={() => void props.requireLogin('check_in')}
            >
              {t(m.signIn)}
            </button>
          </div>
        </>
      )}
      <SiteLink host={props} to={SITE_PATHS.checkInGuide} className={ui.textLink}>
        {t(m.guideLink)}
      </SiteLink>
    </TitledPage>
  );
}

/** The week; the first `doneDays` days are checked in, `today` is the day to check in next. */
function Week({ doneDays, today }: { doneDays: number; today?: number }) {
  const intl = useIntl();
  const t = (d: MessageDescriptor, v?: Record<string, string | number>) => intl.formatMessage(d, v);
  return (
    <section className={ui.section} aria-labelledby="check-in-week">
      <h2 id="check-in-week" className={ui.sectionTitle}>
        {t(m.weekTitle)}
      </h2>
      <ol className={styles.week}>
        {DAYS.map((d) => (
          <li
            key={d}
            className={`${d === 7 ? styles.bonusDay : styles.day} ${d <= doneDays ? styles.done : ''}`}
            aria-current={d === today ? 'step' : undefined}
          >
            <span className={styles.dayLabel}>{t(m.day, { day: d })}</span>
            <span>{t(rewardOf(d))}</span>
            {d <= doneDays && <span className={styles.check}>{t(m.checkedIn)}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}

function SignedIn({ props, userId }: { props: MountProps; userId: string }) {
  const intl = useIntl();
  const t = (d: MessageDescriptor, v?: Record<string, string | number>) => intl.formatMessage(d, v);
  const { state, checkIn, reload } = useCheckIn(userId);
  if (state.phase === 'loading') {
    return <PendingNotice>{t(m.loading)}</PendingNotice>;
  }
  if (state.phase === 'failed') {
    return (
      <FailedNotice
        message={errorMessage(state.error, props.locale)}
        retryLabel={t(m.retry)}
        onRetry={reload}
      />
    );
  }
  const { status, sending, reward, error } = state;
  const done = status.status === 'done';
  // Days of this week already checked in, and the day a check-in now counts for.
  const doneDays = done ? ((status.streak - 1) % 7) + 1 : status.streak % 7;
  return (
    <>
      <Week doneDays={doneDays} today={done ? undefined : doneDays + 1} />
      <div role="status" aria-live="polite">
        {status.streak > 0 && <p>{t(m.streak, { streak: status.streak })}</p>}
        {reward && (
          <p className={ui.notice}>
            {t(m.success, {
              reward: t(rewardOf(((reward.streak - 1) % 7) + 1)),
              date: intl.formatDate(reward.expire, { dateStyle: 'medium', timeStyle: 'short' }),
            })}
          </p>
        )}
        {done && !reward && <p className={ui.notice}>{t(m.doneToday)}</p>}
        {error && <p className={ui.notice}>{errorMessage(error, props.locale)}</p>}
      </div>
      {!done && (
        <div className={ui.actions}>
          <button type="button" className={ui.button} onClick={checkIn} disabled={sending}>
            {t(sending ? m.checking : m.checkIn)}
          </button>
        </div>
      )}
    </>
  );
}

/** The document title (set by the remote kit while the page is shown). */
CheckInPage.title = m.title;
