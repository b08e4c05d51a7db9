import type { RemotePages } from 'shared-libs/react';
import type { ShareRootStore } from '../stores/ShareRootStore';
import { SharePage } from './SharePage';

/**
 * Page id -> component. The share page is the remote's only page and its first listing is the
 * critical path, so it is not split; the preview/player is its own lazy chunk.
 */
export const PAGES: RemotePages<ShareRootStore> = {
  share: SharePage,
};
