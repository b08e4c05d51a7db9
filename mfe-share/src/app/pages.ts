import type { ComponentType } from 'react';
import type { ShareRootStore } from '../stores/ShareRootStore';
import { SharePage } from './SharePage';

export type PageComponent = ComponentType<{ store: ShareRootStore }>;

/**
 * Page id -> component. The share page is the remote's only page and its first listing is the
 * critical path, so it is not split; the preview/player is its own lazy chunk.
 */
export const PAGES: Record<string, PageComponent> = {
  share: SharePage,
};

export const PAGE_IDS: readonly string[] = Object.keys(PAGES);
