import type { MountProps } from 'shared-libs';
import { campaignMessages as m } from './campaignMessages';
import { CampaignPage, type Campaign } from './CampaignPage';

const BLACK_FRIDAY: Campaign = {
  slug: 'black-friday',
  title: m.bfTitle,
  tagline: m.bfTagline,
  offerName: m.bfOfferName,
  offerBody: m.bfOfferBody,
};

export function BlackFridayPage({ props }: { props: MountProps }) {
  return <CampaignPage props={props} campaign={BLACK_FRIDAY} />;
}
