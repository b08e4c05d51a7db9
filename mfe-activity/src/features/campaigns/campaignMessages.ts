import { defineMessages } from 'react-intl';

export const campaignMessages = defineMessages({
  bfTitle: {
    id: 'activity.page.black-friday',
    defaultMessage: 'Black Friday: premium for less',
    description: 'Page title',
  },
  bfTagline: {
    id: 'activity.blackFriday.tagline',
    defaultMessage: 'Our biggest discount of the year, for one week only.',
    description: 'Hero text',
  },
  bfOfferName: {
    id: 'activity.blackFriday.offerName',
    defaultMessage: 'Premium, 12 months',
    description: 'Offer card title',
  },
  bfOfferBadge: {
    id: 'activity.blackFriday.offerBadge',
    defaultMessage: '40% off',
    description: 'Offer card badge',
  },
  bfOfferBody: {
    id: 'activity.blackFriday.offerBody',
    defaultMessage: 'A full year of premium at 40% off the regular yearly price.',
    description: 'Offer card text',
  },
  xmTitle: {
    id: 'activity.page.christmas',
    defaultMessage: 'Christmas gifts from Cumulus',
    description: 'Page title',
  },
  xmTagline: {
    id: 'activity.christmas.tagline',
    defaultMessage: 'Give yourself room for a year of memories.',
    description: 'Hero text',
  },
  xmOfferName: {
    id: 'activity.christmas.offerName',
    defaultMessage: 'Premium, 12 months + 2 free',
    description: 'Offer card title',
  },
  xmOfferBadge: {
    id: 'activity.christmas.offerBadge',
    defaultMessage: '2 months free',
    description: 'Offer card badge',
  },
  xmOfferBody: {
    id: 'activity.christmas.offerBody',
    defaultMessage: 'Buy a year of premium and we add two extra months to your membership.',
    description: 'Offer card text',
  },
  perkStorage: {
    id: 'activity.campaign.perkStorage',
    defaultMessage: 'More storage and transfer quota',
    description: 'Premium perk',
  },
  perkSpeed: {
    id: 'activity.campaign.perkSpeed',
    defaultMessage: 'Faster saving of large shares',
    description: 'Premium perk',
  },
  perkPlayback: {
    id: 'activity.campaign.perkPlayback',
    defaultMessage: 'Playback in higher quality',
    description: 'Premium perk',
  },
  cta: {
    id: 'activity.campaign.cta',
    defaultMessage: 'Get the offer',
    description: 'Campaign call to action (goes to the payment page)',
  },
  terms: {
    id: 'activity.campaign.terms',
    defaultMessage:
      'Valid while the campaign runs, for new purchases on the web. The final price is shown before you pay.',
    description: 'Small print under the offer',
  },
});
