import { lazy, type ComponentType } from 'react';
import type { MountProps } from 'shared-libs';
import type { DriveRoot } from './createDriveRoot';

export type PageComponent = ComponentType<{ props: MountProps; root: DriveRoot }>;

/** One lazy chunk per page. */
function page<K extends string>(
  load: () => Promise<Record<K, PageComponent>>,
  name: K,
): PageComponent {
  return lazy(() => load().then((m) => ({ default: m[name] as PageComponent })));
}

/** Page id -> component. */
export const PAGES: Record<string, PageComponent> = {
  drive: page(() => import(/* webpackChunkName: "page-drive" */ './DrivePage'), 'DrivePage'),
  referral: page(
    () => import(/* webpackChunkName: "page-referral" */ '../features/referral/ReferralPage'),
    'ReferralPage',
  ),
  'inapp-shop': page(
    () => import(/* webpackChunkName: "page-inapp-shop" */ '../features/inapp-shop/InappShopPage'),
    'InappShopPage',
  ),
};

export const PAGE_IDS: readonly string[] = Object.keys(PAGES);
