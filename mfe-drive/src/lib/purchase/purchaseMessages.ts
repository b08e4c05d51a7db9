import { defineMessages } from 'react-intl';

/** Strings of buying (decision 0015), shared by the payment sections and the in-app shop. */
export const purchaseMessages = defineMessages({
  premiumName: {
    id: 'drive.purchase.premiumName',
    defaultMessage: 'Premium, {months, plural, one {# month} other {# months}}',
    description: 'Product name of a premium plan',
  },
  planLength: {
    id: 'drive.purchase.planLength',
    defaultMessage: '{months, plural, one {# month} other {# months}}',
    description: 'Length of a premium plan, as the option label among plans',
  },
  storageName: {
    id: 'drive.purchase.storageName',
    defaultMessage: '+{size} storage',
    description: 'Product name of a storage add-on, e.g. +1 TB storage',
  },
  trafficName: {
    id: 'drive.purchase.trafficName',
    defaultMessage: '+{size} download traffic',
    description: 'Product name of a traffic pack, e.g. +500 GB download traffic',
  },
  forDays: {
    id: 'drive.purchase.forDays',
    defaultMessage: 'for {days} days',
    description: 'How long an add-on lasts',
  },
  perMonth: {
    id: 'drive.purchase.perMonth',
    defaultMessage: '{price} a month',
    description: 'Price per month of a premium plan',
  },
  save: {
    id: 'drive.purchase.save',
    defaultMessage: 'Save {percent}',
    description: 'Badge: saving compared with paying month by month',
  },
  offerBadge: {
    id: 'drive.purchase.offerBadge',
    defaultMessage: 'Offer price',
    description: 'Badge on a plan with a campaign price',
  },
  regularPrice: {
    id: 'drive.purchase.regularPrice',
    defaultMessage: 'regular price {price}',
    description: 'Struck-through regular price beside a campaign price (read by screen readers)',
  },
  offerEnded: {
    id: 'drive.purchase.offerEnded',
    defaultMessage: 'This offer has ended. The regular prices apply.',
    description: 'A campaign link after the campaign',
  },
  continue: {
    id: 'drive.purchase.continue',
    defaultMessage: 'Continue to payment',
    description: 'Button: go to the checkout for the chosen product',
  },
  opening: {
    id: 'drive.purchase.opening',
    defaultMessage: 'Opening the payment page…',
    description: 'Button while the order is made',
  },
  signInToBuy: {
    id: 'drive.purchase.signInToBuy',
    defaultMessage: 'Sign in to buy',
    description: 'Button for visitors',
  },
  checkoutNote: {
    id: 'drive.purchase.checkoutNote',
    defaultMessage:
      'You pay {price} on the next page. It is a test checkout: no real card is charged.',
    description: 'Under the buy button',
  },
  startFailed: {
    id: 'drive.purchase.startFailed',
    defaultMessage: 'The payment could not be started. {reason}',
    description: 'Creating the order failed',
  },
  loading: {
    id: 'drive.purchase.loading',
    defaultMessage: 'Loading prices…',
    description: 'While the catalogue loads',
  },
  loadFailed: {
    id: 'drive.purchase.loadFailed',
    defaultMessage: 'The prices could not be loaded. {reason}',
    description: 'The catalogue failed to load',
  },
  retry: { id: 'drive.purchase.retry', defaultMessage: 'Try again', description: 'Button' },
  checking: {
    id: 'drive.purchase.checking',
    defaultMessage: 'Checking your payment…',
    description: 'Back from the checkout, while the order status loads',
  },
  paidPremium: {
    id: 'drive.purchase.paidPremium',
    defaultMessage: 'Payment received. Premium is active until {date}.',
    description: 'Outcome: premium bought',
  },
  paidAddOn: {
    id: 'drive.purchase.paidAddOn',
    defaultMessage: 'Payment received. {name} is yours until {date}.',
    description: 'Outcome: storage or traffic bought',
  },
  declined: {
    id: 'drive.purchase.declined',
    defaultMessage: 'Your card was declined. Nothing was charged.',
    description: 'Outcome: the card was refused',
  },
  cancelled: {
    id: 'drive.purchase.cancelled',
    defaultMessage: 'You cancelled the payment. Nothing was charged.',
    description: 'Outcome: the buyer cancelled at the checkout',
  },
  expired: {
    id: 'drive.purchase.expired',
    defaultMessage: 'The payment was not finished in time. Nothing was charged.',
    description: 'Outcome: the checkout was abandoned',
  },
  pending: {
    id: 'drive.purchase.pending',
    defaultMessage: 'The payment has not arrived yet. Reload this page in a moment to see it.',
    description: 'Outcome: still pending after waiting',
  },
  statusFailed: {
    id: 'drive.purchase.statusFailed',
    defaultMessage: 'The payment status could not be loaded. {reason}',
    description: 'Outcome: the order could not be read',
  },
});
