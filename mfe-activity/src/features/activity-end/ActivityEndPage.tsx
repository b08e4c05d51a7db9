import { useIntl, type MessageDescriptor } from 'react-intl';
import { SITE_PATHS, type MountProps } from 'shared-libs';
import { SiteLink, TitledPage, ui, useDocumentTitle } from 'shared-libs/react';
import { activityEndMessages as m } from './activityEndMessages';

/** Names of the campaigns the `activity` query may carry (unknown values get a generic title). */
const CAMPAIGN_NAMES: Record<string, MessageDescriptor> = {
  'black-friday': m.blackFriday,
  christmas: m.christmas,
  compensation: m.compensation,
};

/** `/activity-end?activity={slug}`: where the host sends visitors of an ended campaign. */
export function ActivityEndPage({ props }: { props: MountProps }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const slug = (props.route.query.activity ?? '').toLowerCase();
  const name = Object.hasOwn(CAMPAIGN_NAMES, slug) ? CAMPAIGN_NAMES[slug] : undefined;
  const named: MessageDescriptor = m.namedTitle;
  const title = name ? intl.formatMessage(named, { campaign: t(name) }) : t(m.title);
  useDocumentTitle(props, title);
  return (
    <TitledPage title={title} intro={t(m.body)}>
      <div className={ui.actions}>
        <SiteLink host={props} to={SITE_PATHS.home} className={ui.button}>
          {t(m.home)}
        </SiteLink>
        <SiteLink host={props} to={SITE_PATHS.drivePayment} className={ui.buttonSecondary}>
          {t(m.premium)}
        </SiteLink>
      </div>
    </TitledPage>
  );
}
