import { defineMessages } from 'react-intl';

/** Strings of the payment sections (`/drive/payment`, `/storage`, `/traffic`) and receipts. */
export const paymentMessages = defineMessages({
  benefitsTitle: {
    id: 'drive.payment.benefitsTitle',
    defaultMessage: 'Every premium plan gives you',
    description: 'Heading of what premium gives, above the plan cards',
  },
  benefitStorage: {
    id: 'drive.payment.benefitStorage',
    defaultMessage: '{premium} of storage (free plan: {free})',
    description: 'A premium benefit; sizes like 2 TB and 6 GB',
  },
  benefitTraffic: {
    id: 'drive.payment.benefitTraffic',
    defaultMessage: '{premium} of download traffic a month (free plan: {free})',
    description: 'A premium benefit; sizes like 1 TB and 10 GB',
  },
  benefitTasks: {
    id: 'drive.payment.benefitTasks',
    defaultMessage:
      '{premium, number} cloud downloads (from a link) a day (free plan: {free, number})',
    description: 'A premium benefit: URL tasks a day',
  },
  benefitWhile: {
    id: 'drive.payment.benefitWhile',
    defaultMessage:
      'While premium runs. When it ends, your drive goes back to the free plan: nothing is deleted, but new uploads need free space.',
    description: 'Note under the premium benefits',
  },
  expiresAt: {
    id: 'drive.payment.expiresAt',
    defaultMessage: 'Finish the payment by {time}, or the order expires.',
    description: 'An open order: when its checkout expires',
  },
  resume: {
    id: 'drive.payment.resume',
    defaultMessage: 'Continue payment',
    description: 'Button: go back to the checkout of an open order',
  },
  cancelOrder: {
    id: 'drive.payment.cancelOrder',
    defaultMessage: 'Cancel order',
    description: 'Button: end an open order without paying',
  },
  orderCancelled: {
    id: 'drive.payment.orderCancelled',
    defaultMessage: 'The order was cancelled. Nothing was charged.',
    description: 'Announced after cancelling an open order',
  },
  orderFailed: {
    id: 'drive.payment.orderFailed',
    defaultMessage: 'The order could not be changed. {reason}',
    description: 'Resuming or cancelling an open order failed',
  },
  storageRow: {
    id: 'drive.payment.storageRow',
    defaultMessage: 'Storage',
    description: 'Account page: label of the storage line',
  },
  premiumUntil: {
    id: 'drive.payment.premiumUntil',
    defaultMessage: 'You have premium until {date}. A new plan starts when it ends.',
    description: 'Current plan on the premium page',
  },
  free: {
    id: 'drive.payment.free',
    defaultMessage: 'You are on the free plan.',
    description: 'Current plan on the premium page',
  },
  choosePlan: {
    id: 'drive.payment.choosePlan',
    defaultMessage: 'Choose a premium plan',
    description: 'Legend of the plan options',
  },
  chooseStorage: {
    id: 'drive.payment.chooseStorage',
    defaultMessage: 'Choose extra storage',
    description: 'Legend of the storage add-on options',
  },
  chooseTraffic: {
    id: 'drive.payment.chooseTraffic',
    defaultMessage: 'Choose a traffic pack',
    description: 'Legend of the traffic pack options',
  },
  storageUsage: {
    id: 'drive.payment.storageUsage',
    defaultMessage: '{usage} of {limit} used',
    description: 'Storage usage line',
  },
  storageUnlimited: {
    id: 'drive.payment.storageUnlimited',
    defaultMessage: '{usage} used (no limit)',
    description: 'Storage usage line, unlimited quota',
  },
  storageMeter: {
    id: 'drive.payment.storageMeter',
    defaultMessage: 'Storage used',
    description: 'Accessible name of the usage bar',
  },
  addOnUntil: {
    id: 'drive.payment.addOnUntil',
    defaultMessage: '{name}, until {date}',
    description: 'A live add-on',
  },
  activeAddOns: {
    id: 'drive.payment.activeAddOns',
    defaultMessage: 'Active add-ons',
    description: 'Heading of the live add-ons',
  },
  trafficLimit: {
    id: 'drive.payment.trafficLimit',
    defaultMessage: '{limit} of download traffic a month',
    description: 'Traffic allowance line',
  },
  trafficBase: {
    id: 'drive.payment.trafficBase',
    defaultMessage:
      '{size} comes with your {plan, select, premium {premium plan} other {free plan}}.',
    description: 'What the plan gives',
  },
  trafficHelp: {
    id: 'drive.payment.trafficHelp',
    defaultMessage:
      'Traffic is what you use when you download or stream files from your drive. Packs add to your plan for 30 days.',
    description: 'Explanation on the traffic page',
  },
  quotaFailed: {
    id: 'drive.payment.quotaFailed',
    defaultMessage: 'Your quota could not be loaded. {reason}',
    description: 'The about answer failed',
  },
  haveCode: {
    id: 'drive.payment.haveCode',
    defaultMessage: 'Have a code?',
    description: 'Before the link to the redeem dialog',
  },
  redeem: {
    id: 'drive.payment.redeem',
    defaultMessage: 'Redeem an activation code',
    description: 'Link to the redeem dialog',
  },
  receipts: {
    id: 'drive.payment.receipts',
    defaultMessage: 'Your purchases',
    description: 'Heading of the receipts list',
  },
  noReceipts: {
    id: 'drive.payment.noReceipts',
    defaultMessage: 'No purchases yet.',
    description: 'Empty receipts list',
  },
  receiptsFailed: {
    id: 'drive.payment.receiptsFailed',
    defaultMessage: 'Your purchases could not be loaded. {reason}',
    description: 'The receipts failed to load',
  },
  retry: { id: 'drive.payment.retry', defaultMessage: 'Try again', description: 'Button' },
  orderedOn: {
    id: 'drive.payment.orderedOn',
    defaultMessage: 'Ordered on {date}',
    description: 'Receipt date',
  },
  period: {
    id: 'drive.payment.period',
    defaultMessage: 'Valid {range}',
    description: 'What a paid order covers, e.g. Valid Jan 1 – Dec 31, 2027',
  },
  statusPaid: {
    id: 'drive.payment.status.paid',
    defaultMessage: 'Paid',
    description: 'Receipt status',
  },
  statusDeclined: {
    id: 'drive.payment.status.declined',
    defaultMessage: 'Declined',
    description: 'Receipt status',
  },
  statusCancelled: {
    id: 'drive.payment.status.cancelled',
    defaultMessage: 'Cancelled',
    description: 'Receipt status',
  },
  statusExpired: {
    id: 'drive.payment.status.expired',
    defaultMessage: 'Not finished',
    description: 'Receipt status of an abandoned checkout',
  },
  statusPending: {
    id: 'drive.payment.status.pending',
    defaultMessage: 'Waiting for payment',
    description: 'Receipt status',
  },
  offerPrice: {
    id: 'drive.payment.offerPrice',
    defaultMessage: 'offer price',
    description: 'Receipt note: a campaign price was charged',
  },
});
