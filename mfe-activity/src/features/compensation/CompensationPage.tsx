import { useIntl, type MessageDescriptor } from 'react-intl';
import {
  errorMessage,
  SITE_PATHS,
  sitePath,
  type ActivityCampaign,
  type CompensationTypeInfo,
  type MountProps,
} from 'shared-libs';
import { SiteLink, TitledPage, ui, FailedNotice, PendingNotice } from 'shared-libs/react';
import { useCampaigns } from '../../lib/useCampaigns';
import { compensationMessages as m } from './compensationMessages';
import { useCompensation } from './useCompensation';
import styles from './Compensation.module.css';

/** The API's id of this page's campaign (activity_operation). */
const CAMPAIGN = 'compensation';
/**
 * The copy of the compensation types the spec names (§3); any other type (the `{hash}` ones)
 * gets the general copy: their ids are opaque data of the API.
 */
const COPY: Record<string, { name: MessageDescriptor; story: MessageDescriptor }> = {
  aliyun_accident_202409: { name: m.aliyunName, story: m.aliyunStory },
};
const OTHER = { name: m.otherName, story: m.otherStory };
const copyOf = (type: string) => (Object.hasOwn(COPY, type) ? COPY[type]! : OTHER);

type Values = Record<string, string | number>;

/**
 * The compensation claim (ours; spec §3 names the types, §7 the call). The type shown is the
 * page's `?type=` query, else the campaign's own (`activity_operation`: the newest live type).
 * Visitors are asked to sign in; a signed-in user claims it once (the days, the new premium
 * end date), a second claim says it was made; an ended type says so and links to the
 * activity-end page; a failure offers Try again.
 */
export function CompensationPage({ props }: { props: MountProps }) {
  const intl = useIntl();
  const t = (d: MessageDescriptor, v?: Values) => intl.formatMessage(d, v);
  const { state, reload } = useCampaigns(props.locale);
  let body;
  if (state.phase === 'loading') {
    body = <PendingNotice>{t(m.loading)}</PendingNotice>;
  } else if (state.phase === 'failed') {
    body = <Failure message={errorMessage(state.error, props.locale)} retry={reload} />;
  } else {
    const campaign = state.data.campaigns.find((c) => c.id === CAMPAIGN);
    body = campaign ? <Campaign props={props} campaign={campaign} /> : null;
  }
  return (
    <TitledPage title={t(m.title)} intro={t(m.lead)}>
      {body}
      <section className={ui.section} aria-labelledby="compensation-how">
        <h2 id="compensation-how" className={ui.sectionTitle}>
          {t(m.howTitle)}
        </h2>
        <ol className={ui.steps}>
          {[m.step1, m.step2, m.step3].map((s) => (
            <li key={s.id}>{t(s)}</li>
          ))}
        </ol>
      </section>
    </TitledPage>
  );
}

/** The document title (set by the remote kit while the page is shown). */
CompensationPage.title = m.title;

/** A status that could not load, with "Try again". */
function Failure({ message, retry }: { message: string; retry(): void }) {
  const intl = useIntl();
  return (
    <FailedNotice
      className={styles.status}
      message={message}
      retryLabel={intl.formatMessage(m.retry)}
      onRetry={retry}
    />
  );
}

/** The type asked for (or the campaign's own), and links to the others. */
function Campaign({ props, campaign }: { props: MountProps; campaign: ActivityCampaign }) {
  const intl = useIntl();
  const t = (d: MessageDescriptor, v?: Values) => intl.formatMessage(d, v);
  const types = campaign.types ?? [];
  const asked = props.route.query.type;
  const type = types.find((x) => x.type === (asked || campaign.type));
  const linkTo = (x?: CompensationTypeInfo) =>
    sitePath.fromData(x ? `${campaign.page}?type=${encodeURIComponent(x.type)}` : campaign.page);
  const current = linkTo();
  const others = types.filter((x) => x !== type && x.status !== 'upcoming');
  return (
    <>
      {type ? (
        <TypeCard props={props} type={type} />
      ) : (
        <div className={styles.status}>
          <p className={ui.notice} role="alert">
            {t(m.unknownType)}
          </p>
          {current && (
            <SiteLink host={props} to={current} className={ui.textLink}>
              {t(m.current)}
            </SiteLink>
          )}
        </div>
      )}
      {type && others.length > 0 && (
        <section className={ui.section} aria-labelledby="compensation-others">
          <h2 id="compensation-others" className={ui.sectionTitle}>
            {t(m.othersTitle)}
          </h2>
          <ul className={ui.linkList}>
            {others.map((x) => {
              const to = linkTo(x);
              return to ? (
                <li key={x.type}>
                  <SiteLink host={props} to={to}>
                    {t(copyOf(x.type).name)}
                  </SiteLink>
                </li>
              ) : null;
            })}
          </ul>
        </section>
      )}
    </>
  );
}

function TypeCard({ props, type }: { props: MountProps; type: CompensationTypeInfo }) {
  const intl = useIntl();
  const t = (d: MessageDescriptor, v?: Values) => intl.formatMessage(d, v);
  const date = (time: string) => intl.formatDate(Date.parse(time), { dateStyle: 'long' });
  const copy = copyOf(type.type);
  const user = props.session.signedIn ? props.session.user : null;
  return (
    <section className={styles.type} aria-labelledby="compensation-type" data-type={type.type}>
      <h2 id="compensation-type">{t(copy.name)}</h2>
      <p className={styles.story}>{t(copy.story)}</p>
      <ul className={styles.facts}>
        <li>{t(m.factDays, { days: type.days })}</li>
        {/* A closed type says its dates in the notice below. */}
        {type.status === 'live' && <li>{t(m.factUntil, { date: date(type.end_time) })}</li>}
      </ul>
      {type.status !== 'live' ? (
        <Closed props={props} type={type} />
      ) : user ? (
        <Claim props={props} userId={user.userId} type={type} />
      ) : (
        <>
          <p className={styles.status}>{t(m.signInText, { days: type.days })}</p>
          <button
            type="button"
            className={`${ui.button} ${styles.claim}`}
            onClick={() => void props.requireLogin('compensation')}
          >
            {t(m.signIn)}
          </button>
        </>
      )}
    </section>
  );
}

/** An ended type (claims closed; a link to the activity-end page) or one not open yet. */
function Closed({
  props,
  type,
}: {
  props: MountProps;
  type: Pick<CompensationTypeInfo, 'start_time' | 'end_time' | 'end_page'> & { status: string };
}) {
  const intl = useIntl();
  const t = (d: MessageDescriptor, v?: Values) => intl.formatMessage(d, v);
  const date = (time: string) => intl.formatDate(Date.parse(time), { dateStyle: 'long' });
  const end = sitePath.fromData(type.end_page);
  if (type.status === 'upcoming') {
    return (
      <p className={ui.notice} role="status">
        {t(m.upcoming, { date: date(type.start_time) })}
      </p>
    );
  }
  return (
    <>
      <p className={ui.notice} role="status">
        {t(m.ended, { date: date(type.end_time) })}
      </p>
      {end && (
        <SiteLink host={props} to={end} className={ui.textLink}>
          {t(m.endedLink)}
        </SiteLink>
      )}
    </>
  );
}

function Claim({
  props,
  userId,
  type,
}: {
  props: MountProps;
  userId: string;
  type: CompensationTypeInfo;
}) {
  const intl = useIntl();
  const t = (d: MessageDescriptor, v?: Values) => intl.formatMessage(d, v);
  const { state, claim, reload } = useCompensation(userId, type.type, props.refreshSession);
  if (state.phase === 'loading') {
    return <PendingNotice className={styles.status}>{t(m.checking)}</PendingNotice>;
  }
  if (state.phase === 'failed') {
    return <Failure message={errorMessage(state.error, props.locale)} retry={reload} />;
  }
  const { status, sending, result, error } = state;
  if (status === 'ended' || status === 'upcoming') {
    return <Closed props={props} type={{ ...type, status }} />;
  }
  const user = props.session.user;
  const expire = user?.premium && user.expire ? Date.parse(user.expire) : NaN;
  return (
    <>
      <div role="status" aria-live="polite">
        {result && (
          <p className={styles.done}>
            {t(m.claimed, {
              days: result.reward_days,
              date: intl.formatDate(Date.parse(result.expire), { dateStyle: 'long' }),
            })}
          </p>
        )}
        {status === 'done' && !result && (
          <>
            <p className={ui.notice}>{t(m.already)}</p>
            {!Number.isNaN(expire) && (
              <p className={styles.status}>
                {t(m.yourExpiry, { date: intl.formatDate(expire, { dateStyle: 'long' }) })}
              </p>
            )}
          </>
        )}
        {error && (
          <p className={ui.notice} role="alert">
            {errorMessage(error, props.locale)}
          </p>
        )}
      </div>
      {status === 'todo' ? (
        <button
          type="button"
          className={`${ui.button} ${styles.claim}`}
          onClick={claim}
          disabled={sending}
        >
          {sending ? t(m.claiming) : error ? t(m.retry) : t(m.claim, { days: type.days })}
        </button>
      ) : (
        <SiteLink host={props} to={SITE_PATHS.driveAccount} className={ui.buttonSecondary}>
          {t(m.cta)}
        </SiteLink>
      )}
    </>
  );
}
