import { defineMessages } from 'react-intl';

export const shopMessages = defineMessages({
  title: { id: 'drive.page.inapp-shop', defaultMessage: 'Shop', description: 'Page title' },
  intro: {
    id: 'drive.shop.intro',
    defaultMessage: 'Premium plans and add-ons for your drive.',
    description: 'Page intro',
  },
  monthly: {
    id: 'drive.shop.monthly',
    defaultMessage: 'Premium, monthly',
    description: 'Product name',
  },
  monthlyBody: {
    id: 'drive.shop.monthlyBody',
    defaultMessage: 'All premium features, renewed every month. Cancel any time.',
    description: 'Product text',
  },
  yearly: {
    id: 'drive.shop.yearly',
    defaultMessage: 'Premium, yearly',
    description: 'Product name',
  },
  yearlyBody: {
    id: 'drive.shop.yearlyBody',
    defaultMessage: 'Twelve months of premium for the price of ten.',
    description: 'Product text',
  },
  storage: {
    id: 'drive.shop.storage',
    defaultMessage: 'Extra storage',
    description: 'Product name',
  },
  storageBody: {
    id: 'drive.shop.storageBody',
    defaultMessage: 'More room for files, on top of your plan.',
    description: 'Product text',
  },
  traffic: {
    id: 'drive.shop.traffic',
    defaultMessage: 'Extra transfer quota',
    description: 'Product name',
  },
  trafficBody: {
    id: 'drive.shop.trafficBody',
    defaultMessage: 'More download and playback volume this month.',
    description: 'Product text',
  },
  choose: {
    id: 'drive.shop.choose',
    defaultMessage: 'See options',
    description: 'Product link',
  },
});
