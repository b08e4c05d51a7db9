import { lazy, type ComponentType } from 'react';
import type { MountProps } from 'shared-libs';

export type PageComponent = ComponentType<{ props: MountProps }>;

const TitledPlaceholder = lazy(() =>
  import(/* webpackChunkName: "page-titled" */ '../features/pages/PageTitle').then((m) => ({
    default: m.PageTitle,
  })),
);

/** Page id -> component; each page is its own chunk. */
export const PAGES: Record<string, PageComponent> = {
  drive: TitledPlaceholder,
  referral: TitledPlaceholder,
  'inapp-shop': TitledPlaceholder,
};

export const PAGE_IDS: readonly string[] = Object.keys(PAGES);
