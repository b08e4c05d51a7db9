import {
  retryableLazy,
  withDeclaredTitle,
  type RemotePage,
  type RemotePageProps,
} from 'shared-libs/react';
import { useCampaigns } from '../../lib/useCampaigns';

/** The end page's view, downloaded only when a campaign is outside its dates. */
const ActivityEndView = retryableLazy(() =>
  import(/* webpackChunkName: "page-activity-end" */ './ActivityEndView').then(
    (m) => m.ActivityEndView,
  ),
);

/**
 * A campaign page behind its dates (spec §2 middleware activity-end, its behaviour ours). The
 * dates are the API's (`activity_operation`, their one source); the host's registry only says
 * which pages are published. Before its start or after its end, the campaign's address shows
 * the activity-end page naming it, with links to what still runs. While the dates load the page
 * stays blank (one request, shared by the campaign pages for a minute); when they cannot be
 * loaded the campaign page shows (its own actions need the API anyway).
 *
 * `campaignId` is the API's id of the campaign the page belongs to (`black-friday`, ...).
 */
export function gateCampaign<S>(campaignId: string, Page: RemotePage<S>): RemotePage<S> {
  const Inner = withDeclaredTitle(Page);
  function CampaignGate(p: RemotePageProps<S>) {
    const { state } = useCampaigns(p.props.locale);
    if (state.phase === 'loading') return <div aria-busy="true" style={{ minHeight: '60vh' }} />;
    const campaigns = state.phase === 'ready' ? state.data.campaigns : [];
    const status = campaigns.find((c) => c.id === campaignId)?.status;
    if (status === 'ended' || status === 'upcoming') {
      return (
        <ActivityEndView props={p.props} slug={campaignId} phase={status} campaigns={campaigns} />
      );
    }
    return <Inner {...p} />;
  }
  CampaignGate.displayName = `CampaignGate(${campaignId})`;
  return CampaignGate;
}
