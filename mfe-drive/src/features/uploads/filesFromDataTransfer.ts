import type { UploadEntry } from './UploadStore';

/** Reads every entry of a directory (readEntries answers in batches until an empty one). */
function readAll(dir: FileSystemDirectoryEntry): Promise<FileSystemEntry[]> {
  const reader = dir.createReader();
  const out: FileSystemEntry[] = [];
  return new Promise((resolve, reject) => {
    const next = () =>
      reader.readEntries((batch) => {
        if (batch.length === 0) resolve(out);
        else {
          out.push(...batch);
          next();
        }
      }, reject);
    next();
  });
}

async function walk(entry: FileSystemEntry, prefix: string, out: UploadEntry[]): Promise<void> {
  if (entry.isFile) {
    const file = await new Promise<File>((resolve, reject) =>
      (entry as FileSystemFileEntry).file(resolve, reject),
    );
    out.push({ file, relativePath: prefix ? `${prefix}/${file.name}` : undefined });
  } else if (entry.isDirectory) {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    for (const child of await readAll(entry as FileSystemDirectoryEntry))
      await walk(child, path, out);
  }
}

/** The files of a drop, walking dropped folders (their paths become `relativePath`). */
export async function filesFromDataTransfer(data: DataTransfer): Promise<UploadEntry[]> {
  const entries = [...data.items]
    .map((i) => (i.kind === 'file' ? i.webkitGetAsEntry?.() : null))
    .filter((e): e is FileSystemEntry => !!e);
  if (entries.length === 0) return [...data.files].map((file) => ({ file }));
  const out: UploadEntry[] = [];
  for (const e of entries) await walk(e, '', out);
  return out;
}

/** The files of an `<input type=file>`; a folder input (`webkitdirectory`) gives paths. */
export function filesFromInput(input: HTMLInputElement): UploadEntry[] {
  return [...(input.files ?? [])].map((file) => ({
    file,
    relativePath: file.webkitRelativePath || undefined,
  }));
}
