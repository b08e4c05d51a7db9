import type { MountProps } from 'shared-libs';
import { campaignMessages as m } from './campaignMessages';
import { CampaignPage, type Campaign } from './CampaignPage';

const CHRISTMAS: Campaign = {
  slug: 'christmas',
  title: m.xmTitle,
  tagline: m.xmTagline,
  offerName: m.xmOfferName,
  offerBody: m.xmOfferBody,
};

export function ChristmasPage({ props }: { props: MountProps }) {
  return <CampaignPage props={props} campaign={CHRISTMAS} />;
}
