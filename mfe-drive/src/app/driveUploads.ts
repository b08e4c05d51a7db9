import { filesFromDataTransfer } from '../features/uploads/filesFromDataTransfer';
import { warnBeforeLeaving } from '../features/uploads/leaveWarning';
import { UploadStore, type UploadEntry } from '../features/uploads/UploadStore';
import { errorMessage } from 'shared-libs';
import { noticeMessages as n } from '../stores/driveMessages';
import { undoMessages as u } from '../stores/undoMessages';
import type { DriveRoot } from './DriveRoot';

/**
 * The drive's upload queue, made once per mount on first use (the drive page's render), with the
 * browser's leave-page question while an upload runs (stopped at unmount). Built here rather than
 * in `DriveRoot` so its code (tus queue, resume storage, speed) is in the file views' chunk,
 * not in the exposed lifecycles every drive page loads first (their size budget).
 */
export function uploadsOf(root: DriveRoot): UploadStore {
  if (!root.uploads) {
    const deps = root.uploadDeps;
    const uploads = new UploadStore({
      ...deps,
      onUploaded: (info) => void replaceAfterUpload(root, info).then(() => deps.onUploaded(info)),
    });
    root.uploads = uploads;
    root.cleanups.push(warnBeforeLeaving(uploads));
  }
  return root.uploads;
}

/** Items a "Replace" upload supersedes, by `${parentId}/${name}`: trashed once the new one is in. */
const replacing = new WeakMap<DriveRoot, Map<string, string>>();

/**
 * Trashes the item a "Replace" upload supersedes, once the new one is in; the folder is listed
 * again after that (not before: it would show both until the next refresh). A failed trash says
 * so: both items stay.
 */
async function replaceAfterUpload(
  root: DriveRoot,
  info: { parentId: string; name: string },
): Promise<void> {
  const key = `${info.parentId}/${info.name}`;
  const old = replacing.get(root)?.get(key);
  if (!old) return;
  replacing.get(root)?.delete(key);
  const res = await root.store.deps.api.trash({ ids: [old] });
  if (res.error) {
    const reason = errorMessage(res.error, root.props.locale);
    root.store.notify(u.replaceFailed, { name: info.name, reason }, 'error');
  }
}

/** The top-level name an entry lands under: the file, or the first folder of its path. */
const topName = (e: UploadEntry) => (e.relativePath ? e.relativePath.split('/')[0]! : e.file.name);

/**
 * Queues files into the folder on screen after asking about names already there (decision
 * 0031): Keep both uploads under the name the server suggests (a folder upload's top folder is
 * renamed), Skip leaves those out, Replace trashes the old item once the new one is uploaded (a
 * replaced folder: before its files go in). Cancel uploads nothing.
 */
export async function addUploads(
  root: DriveRoot,
  entries: UploadEntry[],
  folderName: string,
): Promise<void> {
  const { store, actions } = root;
  const parentId = store.parentId;
  if (!entries.length) return;
  const names = [...new Set(entries.map(topName))].slice(0, 1000);
  const res = await store.deps.api.conflicts(parentId, names);
  let list = entries;
  if (res.error) {
    const reason = errorMessage(res.error, root.props.locale);
    store.notify(n.failed, { action: u.actionUpload, reason }, 'error');
    return;
  }
  const clashes = res.data.conflicts;
  if (clashes.length) {
    const choices = await actions.conflicts.resolve(
      clashes.map((c) => ({ name: c.name, isFolder: c.kind === 'drive#folder' })),
      folderName,
    );
    if (!choices) return;
    const byName = new Map(clashes.map((c) => [c.name, c]));
    const map = replacing.get(root) ?? new Map<string, string>();
    replacing.set(root, map);
    const folderReplaced: string[] = [];
    list = [];
    for (const e of entries) {
      const top = topName(e);
      const clash = byName.get(top);
      const choice = clash && choices.get(top);
      if (!clash || !choice) list.push(e);
      else if (choice === 'rename') {
        list.push(
          e.relativePath
            ? {
                ...e,
                relativePath: [clash.suggested_name, ...e.relativePath.split('/').slice(1)].join(
                  '/',
                ),
              }
            : { ...e, name: clash.suggested_name },
        );
      } else if (choice === 'replace') {
        if (e.relativePath) folderReplaced.push(clash.id);
        else map.set(`${parentId}/${top}`, clash.id);
        list.push(e);
      }
    }
    if (folderReplaced.length) await store.deps.api.trash({ ids: [...new Set(folderReplaced)] });
  }
  if (list.length) uploadsOf(root).add(list, parentId);
}

/** Uploads what was dropped on the window into the folder on screen (folders keep their tree). */
export async function uploadDropped(
  root: DriveRoot,
  data: DataTransfer,
  folderName: string,
): Promise<void> {
  const entries = await filesFromDataTransfer(data);
  await addUploads(root, entries, folderName);
}
