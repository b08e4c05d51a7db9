import { createRemotePrerender } from 'shared-libs/prerender';
import { DriveShell, SHELL_PATHS } from '../app/DriveShell';
import { remote } from '../app/remote';

/**
 * The Node build's entry (decision 0035): the drive's shells, the first view of `/drive/*`
 * before the session is known, one per section and locale. The host server puts the one of the
 * page's path (or of the nearest path above it) in the page; the drive renders over it.
 */
export const prerender = createRemotePrerender(
  { ...remote, pages: { drive: DriveShell } },
  {
    shell: true,
  },
);

export const prerenderPaths = (): string[] => [...SHELL_PATHS];
