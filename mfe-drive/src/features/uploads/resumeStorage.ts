import type { PreviousUpload, UploadOptions, UrlStorage } from 'tus-js-client';

/** What the store keeps of an unfinished upload, beside tus-js-client's own fields. */
export interface StoredUpload extends PreviousUpload {
  /** Our fingerprint (see `uploadFingerprint`): who, where, and which file. */
  fingerprint: string;
  /** Bytes the server has accepted (the last `Upload-Offset` after a chunk). */
  offset: number;
}

/** The part of Web Storage this store uses (localStorage in the browser, a map in tests). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key'> & {
  readonly length: number;
};

/** Keys of our entries: `cumulus.upload::<fingerprint>::<n>` (ours). */
const PREFIX = 'cumulus.upload::';

/** The file facts a fingerprint is made of. */
export interface FileFacts {
  name: string;
  size: number;
  type: string;
  lastModified: number;
}

/**
 * The fingerprint of an upload (ours): the account, the target folder and the path inside a
 * dropped folder, then the file's name, size, type and last change. tus-js-client's default also
 * holds the API origin, which changes when an origin is down; ours does not, so an upload started
 * on one origin resumes on another (every origin takes every upload URL).
 */
export function uploadFingerprint(
  userKey: string,
  parentId: string,
  relativePath: string,
  file: FileFacts,
): string {
  return [userKey, parentId, relativePath, file.name, file.type, file.size, file.lastModified]
    .map((part) => encodeURIComponent(String(part)))
    .join('/');
}

/** The fingerprint tus-js-client asks for, from an upload's options (its metadata). */
export function tusFingerprint(userKey: string) {
  return (file: File, options: UploadOptions): Promise<string> =>
    Promise.resolve(
      uploadFingerprint(
        userKey,
        options.metadata?.parent_id ?? '',
        options.metadata?.relative_path ?? '',
        file,
      ),
    );
}

/**
 * tus-js-client's URL storage over Web Storage, with the offset the server accepted kept per
 * entry so the panel can say how far an interrupted upload got without asking the server.
 */
export class ResumeStorage implements UrlStorage {
  constructor(private readonly storage: KeyValueStorage | null) {}

  private entries(prefix: string): StoredUpload[] {
    const s = this.storage;
    if (!s) return [];
    const out: StoredUpload[] = [];
    for (let i = 0; i < s.length; i += 1) {
      const key = s.key(i);
      if (!key || !key.startsWith(prefix)) continue;
      try {
        const value = JSON.parse(s.getItem(key) ?? '') as Partial<StoredUpload>;
        if (typeof value.uploadUrl !== 'string' || typeof value.fingerprint !== 'string') continue;
        out.push({
          size: typeof value.size === 'number' ? value.size : null,
          metadata: value.metadata ?? {},
          creationTime: String(value.creationTime ?? ''),
          uploadUrl: value.uploadUrl,
          parallelUploadUrls: null,
          fingerprint: value.fingerprint,
          offset: typeof value.offset === 'number' && value.offset >= 0 ? value.offset : 0,
          urlStorageKey: key,
        });
      } catch {
        /* someone else's or a damaged entry: not ours to list */
      }
    }
    return out;
  }

  /** Every unfinished upload of one account (fingerprints start with its key). */
  forUser(userKey: string): StoredUpload[] {
    return this.entries(`${PREFIX}${encodeURIComponent(userKey)}/`);
  }

  findAllUploads(): Promise<PreviousUpload[]> {
    return Promise.resolve(this.entries(PREFIX));
  }

  findUploadsByFingerprint(fingerprint: string): Promise<PreviousUpload[]> {
    return Promise.resolve(this.entries(`${PREFIX}${fingerprint}::`));
  }

  removeUpload(urlStorageKey: string): Promise<void> {
    if (urlStorageKey.startsWith(PREFIX)) this.storage?.removeItem(urlStorageKey);
    return Promise.resolve();
  }

  addUpload(fingerprint: string, upload: PreviousUpload): Promise<string> {
    const key = `${PREFIX}${fingerprint}::${Math.round(Math.random() * 1e12)}`;
    const value = { ...upload, fingerprint, offset: 0 };
    try {
      this.storage?.setItem(key, JSON.stringify(value));
    } catch {
      /* storage full or refused: the upload runs, it just cannot be resumed after a reload */
    }
    return Promise.resolve(key);
  }

  /** Removes the entries of this upload URL (a cancelled upload is not to be resumed). */
  removeByUrl(uploadUrl: string): void {
    const path = pathOf(uploadUrl);
    for (const entry of this.entries(PREFIX))
      if (entry.uploadUrl && pathOf(entry.uploadUrl) === path)
        this.storage?.removeItem(entry.urlStorageKey);
  }

  /** Records the offset the server accepted for the entry of this upload URL. */
  setOffset(uploadUrl: string, offset: number): void {
    const s = this.storage;
    if (!s) return;
    const path = pathOf(uploadUrl);
    for (const entry of this.entries(PREFIX)) {
      if (!entry.uploadUrl || pathOf(entry.uploadUrl) !== path) continue;
      const { urlStorageKey, ...rest } = entry;
      try {
        s.setItem(urlStorageKey, JSON.stringify({ ...rest, offset }));
      } catch {
        /* as in addUpload */
      }
    }
  }
}

/** An upload URL without its origin (the store moves uploads between API origins). */
function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

/** The browser's localStorage, or null where it is refused (private modes, sandboxed frames). */
export function browserStorage(): KeyValueStorage | null {
  try {
    const s = window.localStorage;
    const probe = `${PREFIX}probe`;
    s.setItem(probe, '1');
    s.removeItem(probe);
    return s;
  } catch {
    return null;
  }
}
