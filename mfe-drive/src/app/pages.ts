import type { ComponentType } from 'react';
import type { MountProps } from 'shared-libs';
import { lazyPage } from 'shared-libs/react';
import type { DriveRoot } from './createDriveRoot';

export type PageComponent = ComponentType<{ props: MountProps; root: DriveRoot }>;

/** Page id -> component: one lazy chunk per page, asked for again after a failed download. */
export const PAGES: Record<string, PageComponent> = {
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

export const PAGE_IDS: readonly string[] = Object.keys(PAGES);
