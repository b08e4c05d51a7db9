import { useId, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { errorMessage, SITE_PATHS, type MountProps } from 'shared-libs';
import { SiteLink, TitledPage, ui, FailedNotice, PendingNotice } from 'shared-libs/react';
import { referralMessages as m } from './referralMessages';
import { useInvites, type InvitesState } from './useInvites';
import styles from './Referral.module.css';

type Values = Record<string, string | number>;

/**
 * `/referral` (spec §2): the invite programme. Signed in: the invite link with copy and share,
 * the rewards earned, and the friends who joined through the link (`inviteExtActivityPage`,
 * ten at a time); how it works for everyone. The invite link and every number come from the
 * API (infra/api/src/invites.ts: a friend's first sign-in after opening the link credits both).
 */
export function ReferralPage({ props }: { props: MountProps }) {
  const intl = useIntl();
  const t = (d: MessageDescriptor, v?: Values) => intl.formatMessage(d, v);
  const user = props.session.signedIn ? props.session.user : null;
  return (
    <TitledPage title={t(m.title)} intro={t(m.intro)}>
      {user ? (
        <Invites props={props} userId={user.userId} />
      ) : (
        <div className={ui.actions}>
          <button
            type="button"
            className={ui.button}
            onClick={() => void props.requireLogin('referral')}
          >
            {t(m.signIn)}
          </button>
        </div>
      )}
      <section className={ui.section} aria-labelledby="referral-steps">
        <h2 id="referral-steps" className={ui.sectionTitle}>
          {t(m.stepsTitle)}
        </h2>
        <ol className={ui.steps}>
          {[m.step1, m.step2, m.step3].map((s) => (
            <li key={s.id}>{t(s)}</li>
          ))}
        </ol>
      </section>
      <section className={ui.section} aria-labelledby="referral-rules">
        <h2 id="referral-rules" className={ui.sectionTitle}>
          {t(m.rulesTitle)}
        </h2>
        <ul className={ui.steps}>
          {[m.rule1, m.rule2, m.rule3].map((s) => (
            <li key={s.id}>{t(s)}</li>
          ))}
        </ul>
      </section>
      {user && (
        <SiteLink host={props} to={SITE_PATHS.driveAccount} className={ui.buttonSecondary}>
          {t(m.account)}
        </SiteLink>
      )}
    </TitledPage>
  );
}

/** The document title (set by the remote kit while the page is shown). */
ReferralPage.title = m.title;

function Invites({ props, userId }: { props: MountProps; userId: string }) {
  const intl = useIntl();
  const t = (d: MessageDescriptor, v?: Values) => intl.formatMessage(d, v);
  const { state, loadMore, reload } = useInvites(userId);
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
  return (
    <>
      <InviteLink link={state.summary.invite_link} />
      <Rewards summary={state.summary} />
      <Friends props={props} state={state} loadMore={loadMore} />
    </>
  );
}

function InviteLink({ link }: { link: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const id = useId();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const copyLink = () => {
    const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
    if (!clipboard) {
      setCopy('failed');
      return;
    }
    clipboard.writeText(link).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };
  return (
    <section className={ui.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={ui.sectionTitle}>
        {t(m.linkTitle)}
      </h2>
      <div className={styles.linkRow}>
        <input
          id={id}
          aria-labelledby={`${id}-title`}
          className={styles.link}
          value={link}
          readOnly
          onFocus={(e) => e.target.select()}
        />
        <button type="button" className={ui.button} onClick={copyLink}>
          {t(m.copy)}
        </button>
        {canShare && (
          <button
            type="button"
            className={ui.buttonSecondary}
            onClick={() =>
              void navigator
                .share({ url: link, title: t(m.title), text: t(m.shareText) })
                .catch(() => undefined)
            }
          >
            {t(m.share)}
          </button>
        )}
      </div>
      <p className={styles.copyStatus} role="status">
        {copy === 'copied' ? t(m.copied) : copy === 'failed' ? t(m.copyFailed) : ''}
      </p>
    </section>
  );
}

function Rewards({ summary }: { summary: Extract<InvitesState, { phase: 'ready' }>['summary'] }) {
  const intl = useIntl();
  const t = (d: MessageDescriptor, v?: Values) => intl.formatMessage(d, v);
  const count = Number(summary.invited_count) || 0;
  return (
    <section className={ui.section} aria-labelledby="referral-rewards">
      <h2 id="referral-rewards" className={ui.sectionTitle}>
        {t(m.rewardsTitle)}
      </h2>
      <ul className={styles.stats}>
        <li className={styles.stat}>
          <span className={styles.statValue}>{intl.formatNumber(count)}</span>{' '}
          {t(m.friendsJoined, { count })}
        </li>
        <li className={styles.stat}>
          <span className={styles.statValue}>{intl.formatNumber(summary.reward_days)}</span>{' '}
          {t(m.daysEarned, { days: summary.reward_days })}
        </li>
      </ul>
      <p className={ui.muted}>
        {t(m.perFriend, {
          inviter: summary.reward_days_per_invite,
          newcomer: summary.newcomer_days,
        })}
      </p>
    </section>
  );
}

function Friends({
  props,
  state,
  loadMore,
}: {
  props: MountProps;
  state: Extract<InvitesState, { phase: 'ready' }>;
  loadMore(): void;
}) {
  const intl = useIntl();
  const t = (d: MessageDescriptor, v?: Values) => intl.formatMessage(d, v);
  return (
    <section className={ui.section} aria-labelledby="referral-list">
      <h2 id="referral-list" className={ui.sectionTitle}>
        {t(m.listTitle)}
      </h2>
      {state.list.length === 0 ? (
        <p className={styles.empty}>{t(m.empty)}</p>
      ) : (
        <table className={styles.table} aria-labelledby="referral-list">
          <thead>
            <tr>
              <th scope="col">{t(m.friend)}</th>
              <th scope="col">{t(m.joined)}</th>
              <th scope="col">{t(m.reward)}</th>
            </tr>
          </thead>
          <tbody>
            {state.list.map((f) => (
              <tr key={f.id}>
                <td>{f.invitee}</td>
                <td>{intl.formatDate(Date.parse(f.created_time), { dateStyle: 'medium' })}</td>
                <td className={styles.days}>{t(m.rewardDays, { days: f.reward_days })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {state.moreError && (
        <p className={ui.notice} role="alert">
          {errorMessage(state.moreError, props.locale)}
        </p>
      )}
      {state.next && (
        <button
          type="button"
          className={`${ui.buttonSecondary} ${styles.more}`}
          onClick={loadMore}
          disabled={state.loadingMore}
        >
          {state.loadingMore ? t(m.loadingMore) : state.moreError ? t(m.retry) : t(m.more)}
        </button>
      )}
    </section>
  );
}
