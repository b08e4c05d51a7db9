import type { DriveFile } from '../api/types';

let n = 0;

/** A drive item for tests: a 1 KB file (a folder: 0) unless `extra` says otherwise, ids `f1`, `f2`… */
export function driveFile(name: string, extra: Partial<DriveFile> = {}): DriveFile {
  n += 1;
  const folder = extra.kind === 'drive#folder';
  return {
    kind: 'drive#file',
    id: `f${n}`,
    parent_id: '',
    name,
    size: folder ? '0' : '1024',
    mime_type: '',
    file_extension: '',
    created_time: '2025-01-01T00:00:00.000+00:00',
    modified_time: '2025-01-01T00:00:00.000+00:00',
    thumbnail_link: '',
    icon_link: '',
    phase: 'PHASE_TYPE_COMPLETE',
    trashed: false,
    starred: false,
    hash: '',
    web_content_link: '',
    medias: [],
    params: {},
    ...extra,
  };
}
