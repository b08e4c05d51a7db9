import { useIntl, type MessageDescriptor } from 'react-intl';
import { SITE_PATHS, sitePath, type ActivityCampaign, type MountProps } from 'shared-libs';
import { SiteLink, TitledPage, ui, useDocumentTitle } from 'shared-libs/react';
import { activityEndMessages as m } from './activityEndMessages';
import { goPremium } from '../../lib/goPremium';

/** Names of the campaigns (unknown ones get a generic title). */
const NAMES: Record<string, MessageDescriptor> = {
  'black-friday': m.blackFriday,
  christmas: m.christmas,
  compensation: m.compensation,
};
/** Link texts of the campaigns a visitor can still join (unknown ones show the API's name). */
const LINKS: Record<string, MessageDescriptor> = {
  'black-friday': m.linkBlackFriday,
  christmas: m.linkChristmas,
  compensation: m.linkCompensation,
};
/** Names of the compensation types the spec names (§3); other types are "this compensation". */
const TYPE_NAMES: Record<string, MessageDescriptor> = {
  aliyun_accident_202409: m.aliyunCompensation,
};
const own = <T,>(table: Record<string, T>, key: string): T | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;

/**
 * The page of a campaign outside its dates (spec §2 activity-end, its behaviour ours): it names
 * the campaign and when it ended (or starts), and links to what still runs: the live campaigns
 * of `activity_operation` and the daily check-in. `campaigns` is null while they load (or when
 * they cannot: the page still offers the check-in and the home page). With `compensationType`
 * the page names one ended type of the compensation campaign, which may itself still run.
 */
export function ActivityEndView({
  props,
  slug,
  compensationType,
  phase,
  campaigns,
}: {
  props: MountProps;
  slug: string;
  compensationType?: string;
  phase: 'ended' | 'upcoming';
  campaigns: readonly ActivityCampaign[] | null;
}) {
  const intl = useIntl();
  const t = (d: MessageDescriptor, v?: Record<string, string>) => intl.formatMessage(d, v);
  const campaign = campaigns?.find((c) => c.id === slug);
  const type = compensationType
    ? campaign?.types?.find((x) => x.type === compensationType)
    : undefined;
  const name = compensationType
    ? (own(TYPE_NAMES, compensationType) ?? m.otherCompensation)
    : own(NAMES, slug);
  const self = compensationType ? type : campaign;
  const title =
    phase === 'ended'
      ? name
        ? t(m.namedTitle, { campaign: t(name) })
        : t(m.title)
      : name
        ? t(m.namedUpcomingTitle, { campaign: t(name) })
        : t(m.upcomingTitle);
  useDocumentTitle(props, title);
  const date = (time: string | undefined) => {
    const ms = time ? Date.parse(time) : NaN;
    return Number.isNaN(ms) ? '' : intl.formatDate(ms, { dateStyle: 'long' });
  };
  const when =
    phase === 'ended'
      ? date(self?.end_time) && t(m.endedOn, { date: date(self?.end_time) })
      : date(self?.start_time) && t(m.startsOn, { date: date(self?.start_time) });
  // A campaign still running is listed, also the one named when the page names one of its types.
  const running = (campaigns ?? []).filter(
    (c) => c.status === 'live' && (c.id !== slug || compensationType),
  );
  return (
    <TitledPage title={title} intro={phase === 'ended' ? t(m.body) : when}>
      {phase === 'ended' && when && <p className={ui.muted}>{when}</p>}
      <section className={ui.section} aria-labelledby="activity-end-running">
        <h2 id="activity-end-running" className={ui.sectionTitle}>
          {t(m.stillRunning)}
        </h2>
        <ul className={ui.linkList}>
          {running.map((c) => {
            const to = sitePath.fromData(c.page);
            const label = own(LINKS, c.id);
            return to ? (
              <li key={c.id}>
                <SiteLink host={props} to={to}>
                  {label ? t(label) : c.name}
                </SiteLink>
              </li>
            ) : null;
          })}
          <li>
            <SiteLink host={props} to={SITE_PATHS.checkIn}>
              {t(m.checkIn)}
            </SiteLink>
          </li>
        </ul>
      </section>
      <div className={ui.actions}>
        <SiteLink host={props} to={SITE_PATHS.home} className={ui.button}>
          {t(m.home)}
        </SiteLink>
        <SiteLink
          host={props}
          to={SITE_PATHS.drivePayment}
          className={ui.buttonSecondary}
          onClick={goPremium(props, 'activity_end')}
        >
          {t(m.premium)}
        </SiteLink>
      </div>
    </TitledPage>
  );
}
