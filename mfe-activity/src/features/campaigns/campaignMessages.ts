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
  bfOfferBody: {
    id: 'activity.blackFriday.offerBody',
    defaultMessage: 'A full year of premium for much less than the regular yearly price.',
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
    defaultMessage: 'Premium, 12 months',
    description: 'Offer card title',
  },
  xmOfferBody: {
    id: 'activity.christmas.offerBody',
    defaultMessage: 'A year of premium at a holiday price: a gift for yourself and your memories.',
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
    description: 'Campaign call to action (goes to the payment page) before the price is known',
  },
  ctaPrice: {
    id: 'activity.campaign.ctaPrice',
    defaultMessage: 'Get the offer for {price}',
    description: 'Campaign call to action with the campaign price (goes to the payment page)',
  },
  percentOff: {
    id: 'activity.campaign.percentOff',
    defaultMessage: '{percent} off',
    description: 'Offer badge: the discount against the regular price',
  },
  regularPrice: {
    id: 'activity.campaign.regularPrice',
    defaultMessage: 'regular price {price}',
    description: 'Struck-through regular price (read by screen readers)',
  },
  perMonth: {
    id: 'activity.campaign.perMonth',
    defaultMessage: 'That is {price} a month.',
    description: 'The campaign price per month of the plan',
  },
  terms: {
    id: 'activity.campaign.terms',
    defaultMessage:
      'Valid while the campaign runs, for new purchases on the web. The final price is shown before you pay.',
    description: 'Small print under the offer',
  },
});
