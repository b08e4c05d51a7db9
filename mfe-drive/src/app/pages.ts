import { lazyPage, type RemotePages } from 'shared-libs/react';
import type { DriveRoot } from './DriveRoot';

/** Page id -> component: one lazy chunk per page, asked for again after a failed download. */
export const PAGES: RemotePages<DriveRoot> = {
  drive: lazyPage(() => import(/* webpackChunkName: "page-drive" */ './DrivePage'), 'DrivePage'),
  referral: lazyPage(
    () => import(/* webpackChunkName: "page-referral" */ '../features/referral/ReferralPage'),
    'ReferralPage',
  ),
  'inapp-shop': lazyPage(
    () => import(/* webpackChunkName: "page-inapp-shop" */ '../features/inapp-shop/InappShopPage'),
    'InappShopPage',
  ),
};
