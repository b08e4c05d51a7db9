import type { MountProps } from 'shared-libs';
import { ActivityEndView } from './ActivityEndView';
import { useCampaigns } from '../../lib/useCampaigns';

/**
 * `/activity-end?activity={slug}`: where the host sends visitors of a campaign whose registry
 * window has ended; it names the campaign and links to what still runs. `&type=` names an ended
 * compensation type (the compensation page links here from one).
 */
export function ActivityEndPage({ props }: { props: MountProps }) {
  const slug = (props.route.query.activity ?? '').toLowerCase();
  const type = slug === 'compensation' ? props.route.query.type : undefined;
  const { state } = useCampaigns(props.locale);
  return (
    <ActivityEndView
      props={props}
      slug={slug}
      compensationType={type || undefined}
      phase="ended"
      campaigns={state.phase === 'ready' ? state.data.campaigns : null}
    />
  );
}
