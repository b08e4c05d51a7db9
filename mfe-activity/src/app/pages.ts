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
  'activity-end': TitledPlaceholder,
  'check-in': TitledPlaceholder,
  'check-in-guide': TitledPlaceholder,
  'favorite-links-hub': TitledPlaceholder,
  'inapp-widget': TitledPlaceholder,
  'black-friday': TitledPlaceholder,
  christmas: TitledPlaceholder,
  compensation: TitledPlaceholder,
};

export const PAGE_IDS: readonly string[] = Object.keys(PAGES);
