/** The public download statistics of the apps (GET /drive/v1/statistics/pub/download). */
import type { DownloadStatRow } from '../db/rows';
import type { DriveStore } from './store';

/** Every channel's download count, by channel name. */
export function downloadStats(store: DriveStore): DownloadStatRow[] {
  return store
    .prep<[], DownloadStatRow>('SELECT channel, count FROM download_stats ORDER BY channel')
    .all();
}
