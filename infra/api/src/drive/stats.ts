/**
 * The public download statistics of the apps (GET /drive/v1/statistics/pub/download), and the
 * count of one download (GET /drive/v1/statistics/pub/download/{channel}, routes/downloads.ts).
 */
import type { Wire } from 'shared-libs/contracts';
import type { DownloadStatRow } from '../db/rows';
import type { DriveStore } from './store';

/** Every channel's download count, by channel name. */
export function downloadStats(store: DriveStore): DownloadStatRow[] {
  return store
    .prep<[], DownloadStatRow>('SELECT channel, count FROM download_stats ORDER BY channel')
    .all();
}

/** One more download of `channel` (a channel without a row yet starts at 1). */
export function countDownload(store: DriveStore, channel: Wire.DownloadChannel): void {
  store
    .prep<[string]>(
      'INSERT INTO download_stats (channel, count) VALUES (?, 1) ON CONFLICT(channel) DO UPDATE SET count = count + 1',
    )
    .run(channel);
}
