import type { ApiError, DriveFile, Result } from 'shared-libs';
import type { BatchTarget, ConflictMode, DriveApi, ListQuery } from '../lib/driveApi';

const ok = <T>(data: T): Result<T> => ({ data, error: null });
export const apiError = (error: string, code = 9): ApiError =>
  ({
    error,
    error_code: code,
    error_description: `${error} (test)`,
    error_uri: '',
    details: [],
  }) as unknown as ApiError;

export function file(id: string, over: Partial<DriveFile> = {}): DriveFile {
  return {
    kind: 'drive#file',
    id,
    parent_id: '',
    name: `${id}.txt`,
    size: '10',
    mime_type: 'text/plain',
    file_extension: '.txt',
    created_time: '2026-11-01T10:00:00Z',
    modified_time: '2026-11-01T10:00:00Z',
    thumbnail_link: '',
    icon_link: '',
    phase: 'PHASE_TYPE_COMPLETE',
    trashed: false,
    starred: false,
    hash: '',
    web_content_link: '',
    medias: [],
    params: {},
    ...over,
  };
}

/**
 * An in-memory drive behind the DriveApi port: enough of the server's rules (folders,
 * trash, offset paging, name order) for store tests. `failNext` makes the next call fail.
 */
export class FakeDriveApi implements DriveApi {
  files: DriveFile[] = [];
  calls: { name: string; args: unknown[] }[] = [];
  failNext: ApiError | null = null;
  /** Resolve calls only when `release()` is called (to observe optimistic state). */
  hold = false;
  private held: (() => void)[] = [];

  constructor(files: DriveFile[] = []) {
    this.files = files;
  }

  release(): void {
    const h = this.held;
    this.held = [];
    h.forEach((f) => f());
  }

  private async call<T>(name: string, args: unknown[], run: () => T): Promise<Result<T>> {
    this.calls.push({ name, args });
    if (this.hold) await new Promise<void>((r) => this.held.push(r));
    const fail = this.failNext;
    if (fail) {
      this.failNext = null;
      return { data: null, error: fail };
    }
    try {
      return ok(run());
    } catch (e) {
      // The server's 409 for `conflict: 'ask'` (decision 0031).
      if (e instanceof Error && e.message === 'already_exists')
        return { data: null, error: apiError('already_exists', 6) };
      throw e;
    }
  }

  private select(t: BatchTarget): DriveFile[] {
    if ('ids' in t) return this.files.filter((f) => t.ids.includes(f.id));
    const ex = new Set(t.scope.exclude_ids ?? []);
    return this.files.filter(
      (f) => f.parent_id === t.scope.parent_id && !f.trashed && !ex.has(f.id),
    );
  }

  list(q: ListQuery) {
    return this.call('list', [q], () => {
      const trashed = Boolean((q.filters as { trashed?: { eq: boolean } })?.trashed?.eq);
      const items = this.files
        .filter((f) => (q.parentId === '*' ? true : f.parent_id === q.parentId))
        .filter((f) => f.trashed === trashed)
        .sort(
          (a, b) =>
            (a.kind === b.kind ? 0 : a.kind === 'drive#folder' ? -1 : 1) ||
            a.name.localeCompare(b.name),
        );
      return { files: items.slice(q.offset, q.offset + q.limit), total: items.length };
    });
  }

  get(id: string) {
    return this.call('get', [id], () => {
      const f = this.files.find((x) => x.id === id);
      if (!f) throw new Error('not found');
      return { ...f, ancestors: [] };
    });
  }

  /** Live names in a folder (the server's conflict rule: exact, not trashed). */
  private taken(parentId: string, except?: DriveFile[]): DriveFile[] {
    return this.files.filter(
      (f) => f.parent_id === parentId && !f.trashed && !(except ?? []).includes(f),
    );
  }

  /** "name (n)" free in the folder (as the server's keepBothName, without extensions). */
  private keepBoth(name: string, parentId: string): string {
    const names = new Set(this.taken(parentId).map((f) => f.name));
    for (let n = 1; ; n += 1) if (!names.has(`${name} (${n})`)) return `${name} (${n})`;
  }

  conflicts(parentId: string, names: string[]) {
    return this.call('conflicts', [parentId, names], () => ({
      conflicts: [...new Set(names)].flatMap((name) => {
        const hit = this.taken(parentId).find((f) => f.name === name);
        return hit
          ? [{ name, id: hit.id, kind: hit.kind, suggested_name: this.keepBoth(name, parentId) }]
          : [];
      }),
    }));
  }

  /**
   * The server's conflict modes over the selected items (decision 0031): the items to act on,
   * the new names, and the items a `replace` trashes.
   */
  private resolve(sel: DriveFile[], parentId: string, mode?: ConflictMode) {
    const out = { act: sel, names: new Map<DriveFile, string>(), replaced: [] as DriveFile[] };
    if (!mode) return out;
    const clash = (f: DriveFile) => this.taken(parentId, sel).find((x) => x.name === f.name);
    const hits = sel.filter(clash);
    if (hits.length && mode === 'ask') throw new Error('already_exists');
    if (mode === 'skip') out.act = sel.filter((f) => !hits.includes(f));
    if (mode === 'replace') out.replaced = hits.map((f) => clash(f)!);
    if (mode === 'rename') for (const f of hits) out.names.set(f, this.keepBoth(f.name, parentId));
    return out;
  }

  createFolder(name: string, parentId: string, conflict?: ConflictMode) {
    return this.call('createFolder', [name, parentId, conflict], () => {
      const probe = file('probe', { name, parent_id: '\0' });
      const plan = this.resolve([probe], parentId, conflict);
      if (!plan.act.length) return { file: this.taken(parentId).find((x) => x.name === name)! };
      plan.replaced.forEach((x) => (x.trashed = true));
      const f = file(`new-${this.files.length}`, {
        name: plan.names.get(probe) ?? name,
        kind: 'drive#folder',
        parent_id: parentId,
      });
      this.files.push(f);
      return { file: f };
    });
  }

  rename(id: string, name: string) {
    return this.call('rename', [id, name], () => {
      const f = this.files.find((x) => x.id === id)!;
      f.name = name;
      return f;
    });
  }

  private batch(name: string, t: BatchTarget, fn: (f: DriveFile) => void) {
    return this.call(name, [t], () => {
      const sel = this.select(t);
      sel.forEach(fn);
      return { count: String(sel.length) };
    });
  }

  trash(t: BatchTarget) {
    return this.batch('trash', t, (f) => (f.trashed = true));
  }
  untrash(ids: string[]) {
    return this.batch('untrash', { ids }, (f) => (f.trashed = false));
  }
  deleteForever(t: BatchTarget) {
    return this.call('deleteForever', [t], () => {
      const sel = new Set(this.select(t));
      this.files = this.files.filter((f) => !sel.has(f));
      return { count: String(sel.size) };
    });
  }
  emptyTrash() {
    return this.call('emptyTrash', [], () => {
      const n = this.files.filter((f) => f.trashed).length;
      this.files = this.files.filter((f) => !f.trashed);
      return { count: String(n) };
    });
  }
  star(t: BatchTarget, starred: boolean) {
    return this.batch('star', t, (f) => (f.starred = starred));
  }
  move(t: BatchTarget, parentId: string, conflict?: ConflictMode) {
    return this.call('move', [t, parentId, conflict], () => {
      const sel = this.select(t).filter((f) => !conflict || f.parent_id !== parentId);
      const plan = this.resolve(sel, parentId, conflict);
      for (const f of plan.act) {
        f.parent_id = parentId;
        f.name = plan.names.get(f) ?? f.name;
      }
      plan.replaced.forEach((x) => (x.trashed = true));
      return { count: String(plan.act.length) };
    });
  }
  copy(t: BatchTarget, parentId: string, conflict?: ConflictMode) {
    return this.call('copy', [t, parentId, conflict], () => {
      const plan = this.resolve(this.select(t), parentId, conflict);
      const ids = plan.act.map((f, i) => {
        const id = `${f.id}-copy${this.files.length + i}`;
        this.files.push({ ...f, id, parent_id: parentId, name: plan.names.get(f) ?? f.name });
        return id;
      });
      plan.replaced.forEach((x) => (x.trashed = true));
      return { count: String(plan.act.length), ids };
    });
  }
  recent() {
    return this.call('recent', [], () => ({ events: [], next_page_token: '' }));
  }
  about() {
    return this.call('about', [], () => ({ quota: { limit: '100', usage: '10' } }));
  }
  archive(ids: string[], name?: string) {
    return this.call('archive', [ids, name], () => ({
      url: `https://api.cumulus.test/archive/${ids.join('-')}.zip?sig=x`,
      expire: '2026-11-28T00:05:00Z',
      name: `${name ?? 'files'}.zip`,
      size: '30',
      file_count: String(ids.length),
    }));
  }
}

/** Files `f0..f{n-1}` in the root, named so that name order is index order. */
export function manyFiles(n: number, parent = ''): DriveFile[] {
  return Array.from({ length: n }, (_, i) =>
    file(`f${i}`, { name: `file-${String(i).padStart(6, '0')}.txt`, parent_id: parent }),
  );
}
