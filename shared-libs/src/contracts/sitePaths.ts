/**
 * Site paths every part agrees on (spec §2 "Fixed path constants", §3 policy kinds). Paths are
 * without locale prefix; the host adds it. Parts link by these, never by hard-coded strings.
 */
export const POLICY_KINDS = [
  'user-agreement',
  'privacy-policy',
  'membership-agreement',
  'anti-abuse',
  'child-sexual-abuse',
  'copyright-Infringement',
  'update',
] as const;
export type PolicyKind = (typeof POLICY_KINDS)[number];

export const SITE_PATHS = {
  home: '/',
  mobileApp: '/mobile-app',
  desktopApp: '/desktop-app',
  tv: '/tv',
  browserExtension: '/browser-extension',
  help: '/help',
  contactUs: '/contact-us',
  faq: '/faq',
  inappShop: '/inapp/shop',
  blog: '/blog',
  helpCenter: '/help-center',
  driveAll: '/drive/all',
  driveTrash: '/drive/trash',
  driveRecent: '/drive/recent',
  driveLogin: '/drive/login',
  drivePayment: '/drive/payment',
  drivePaymentStorage: '/drive/payment/storage',
  drivePaymentTraffic: '/drive/payment/traffic',
  driveAccount: '/drive/account',
  driveFeedback: '/drive/feedback',
  referral: '/referral',
} as const;
