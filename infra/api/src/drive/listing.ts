/**
 * `GET /drive/v1/files`: filters, sort orders, folders first, offsets, keyset page tokens and
 * the total (decision 0006).
 *
 * How a page of a 100,000-item folder stays a few milliseconds in any order (ours):
 * - a listing is one or two *segments* listed one after the other: folders then files when
 *   `folders_first`, else one mixed segment. Each segment of a plain folder listing is one
 *   range of a listing index (schema migration 3), in the order asked for;
 * - the size of each segment comes from `folder_counts` (kept by triggers), so `total` costs
 *   nothing; with filters it is a COUNT over the matching rows;
 * - an offset walks the segment's index from its nearer end (the rowids only, covering), then
 *   reads the page's rows by rowid;
 * - a page token holds the segment and the sort key of the last row (keyset): the next page
 *   starts right after it, whatever the order.
 */
import type { FileRow, UserRow } from '../db/rows';
import { ApiError } from '../errors';
import { FILE_COLUMNS, type DriveStore } from './store';

export const PHASES = [
  'PHASE_TYPE_PENDING',
  'PHASE_TYPE_RUNNING',
  'PHASE_TYPE_COMPLETE',
  'PHASE_TYPE_ERROR',
];

type Dir = 'ASC' | 'DESC';
/** The first order column of a sort ('' = by name). */
type SortKey = '' | 'ext' | 'modified_at' | 'size';

/**
 * Sort orders (spec §3 URL values; type_desc is code 3). `key` is the first order column
 * (none: by name). A `_desc` order is the exact reverse of its `_asc` order (ties by name then
 * id, reversed too), so one index serves both; type_desc is extension descending, then name and
 * id ascending (ours).
 */
export const SORTS = {
  name_asc: { key: '', dir: 'ASC', tie: 'ASC' },
  name_desc: { key: '', dir: 'DESC', tie: 'DESC' },
  type_desc: { key: 'ext', dir: 'DESC', tie: 'ASC' },
  mod_asc: { key: 'modified_at', dir: 'ASC', tie: 'ASC' },
  mod_desc: { key: 'modified_at', dir: 'DESC', tie: 'DESC' },
  size_asc: { key: 'size', dir: 'ASC', tie: 'ASC' },
  size_desc: { key: 'size', dir: 'DESC', tie: 'DESC' },
} satisfies Record<string, { key: SortKey; dir: Dir; tie: Dir }>;

export type SortName = keyof typeof SORTS;

/** The kinds the `kind` filter knows. */
type KindName = 'drive#folder' | 'drive#file';

/** The filters of a listing, checked (parseFilters). */
export interface Filters {
  trashed?: boolean;
  starred?: boolean;
  mime_prefix?: string;
  phase?: string;
  name_contains?: string;
  kind?: KindName;
}

/**
 * Parse and validate the `filters` query (JSON). Supported (api-contract.md):
 * {"trashed":{"eq":bool}}, {"starred":{"eq":bool}}, {"mime_type":{"prefix":"video/"}},
 * {"phase":{"eq":"PHASE_TYPE_COMPLETE"}}; ours: {"kind":{"eq":"drive#folder"|"drive#file"}},
 * {"name":{"contains":"text"}} (decision 0006).
 */
export function parseFilters(text: string | undefined): Filters {
  if (!text) return {};
  let f: unknown;
  try {
    f = JSON.parse(text);
  } catch {
    throw new ApiError('invalid_argument', 'filters must be a JSON object');
  }
  if (!f || typeof f !== 'object' || Array.isArray(f))
    throw new ApiError('invalid_argument', 'filters must be a JSON object');
  const out: Filters = {};
  const bad = (msg: string) => new ApiError('invalid_argument', `filters: ${msg}`);
  for (const [key, value] of Object.entries(f)) {
    if (!value || typeof value !== 'object' || Array.isArray(value))
      throw bad(`${key} must be an object`);
    // A JSON object: its fields are checked one by one below.
    const cond = value as { eq?: unknown; prefix?: unknown; contains?: unknown };
    const ops = Object.keys(cond);
    if (key === 'trashed' || key === 'starred') {
      if (ops.join() !== 'eq' || typeof cond.eq !== 'boolean')
        throw bad(`${key} supports only {"eq": true|false}`);
      out[key] = cond.eq;
    } else if (key === 'mime_type') {
      if (ops.join() !== 'prefix' || typeof cond.prefix !== 'string' || cond.prefix.length > 100) {
        throw bad('mime_type supports only {"prefix": "..."}');
      }
      out.mime_prefix = cond.prefix;
    } else if (key === 'phase') {
      if (ops.join() !== 'eq' || typeof cond.eq !== 'string' || !PHASES.includes(cond.eq))
        throw bad(`phase supports only {"eq": ${PHASES.join('|')}}`);
      out.phase = cond.eq;
    } else if (key === 'name') {
      if (
        ops.join() !== 'contains' ||
        typeof cond.contains !== 'string' ||
        !cond.contains.trim() ||
        cond.contains.length > 100
      )
        throw bad('name supports only {"contains": "1 to 100 characters"}');
      out.name_contains = cond.contains.trim();
    } else if (key === 'kind') {
      if (ops.join() !== 'eq' || (cond.eq !== 'drive#folder' && cond.eq !== 'drive#file'))
        throw bad('kind supports only {"eq": "drive#folder"|"drive#file"}');
      out.kind = cond.eq;
    } else {
      throw bad(`unknown filter ${key}`);
    }
  }
  return out;
}

/** `LIKE` pattern for a literal substring (`%`, `_` and `\` escaped). */
const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** An order column of a listing. */
interface OrderCol {
  col: 'ext' | 'modified_at' | 'size' | 'name_key' | 'name' | 'id';
  dir: Dir;
}

/**
 * The order columns of a sort: [{ col, dir }], the key first, then the name as people read it
 * (`name_key`, db/nameKey.ts), the name itself and the id.
 */
function orderColumns(sort: SortName): OrderCol[] {
  const s: { key: SortKey; dir: Dir; tie: Dir } = SORTS[sort];
  return [
    ...(s.key ? [{ col: s.key, dir: s.dir }] : []),
    { col: 'name_key', dir: s.tie },
    { col: 'name', dir: s.tie },
    { col: 'id', dir: s.tie },
  ];
}

const flip = (dir: Dir): Dir => (dir === 'ASC' ? 'DESC' : 'ASC');
const orderSql = (cols: OrderCol[], reverse = false, prefix = '') =>
  cols.map((c) => `${prefix}${c.col} ${reverse ? flip(c.dir) : c.dir}`).join(', ');

/** A listed row: the File columns, and the order's computed columns (the keyset cursor reads them). */
export type ListedRow = FileRow & { ext?: string; name_key?: string };

/** A part of a listing: folders (0), files (1) or both (null), and how many items it has. */
interface Segment {
  kind: 0 | 1 | null;
  count: number;
}

/** Named parameters of a listing's SQL. */
type SqlParams = Record<string, string | number>;

/** How to list one listing (listingPlan). */
export interface ListingPlan {
  store: DriveStore;
  cols: OrderCol[];
  /** the selected columns (`f.` prefixed) */
  columns: string;
  where: string;
  params: SqlParams;
  segments: Segment[];
  total: number;
}

/** What a listing asks for (the query of GET /drive/v1/files). */
export interface ListingQuery {
  /** a folder id, '' for the root, '*' for every folder */
  parent_id: string;
  sort: SortName;
  folders_first: boolean;
}

/** The plan of one listing: its WHERE (shared by the segments), its segments and their sizes. */
export function listingPlan(
  store: DriveStore,
  user: Pick<UserRow, 'id'>,
  q: ListingQuery,
  f: Filters,
): ListingPlan {
  const where = ['user_id = @user'];
  const params: SqlParams = { user: user.id };
  const trashed = f.trashed === true;
  const folder = q.parent_id !== '*';
  if (folder) {
    if (q.parent_id) {
      const parent = store.ownFile(user, q.parent_id);
      if (!parent || parent.kind_rank !== 0)
        throw new ApiError('file_not_found', `No folder ${q.parent_id} in your drive`);
    }
    where.push('parent_id = @parent');
    params.parent = q.parent_id;
  }
  where.push(`trashed = ${trashed ? 1 : 0}`);
  // With parent_id=*, the trash shows what was trashed, not its contents.
  if (!folder && trashed) where.push('trash_root_id = id');
  const filtered: string[] = [];
  if (f.starred !== undefined) filtered.push(`starred = ${f.starred ? 1 : 0}`);
  if (f.mime_prefix !== undefined) {
    filtered.push('substr(mime_type, 1, length(@mime)) = @mime AND kind_rank = 1');
    params.mime = f.mime_prefix;
  }
  if (f.phase) {
    filtered.push('phase = @phase');
    params.phase = f.phase;
  }
  if (f.name_contains) {
    // LIKE folds ASCII case in C; a query with other letters folds in JS (casefold(), db/index.ts).
    // eslint-disable-next-line no-control-regex
    if (/^[\u0000-\u007f]*$/.test(f.name_contains)) {
      filtered.push("name LIKE @like ESCAPE '\\'");
      params.like = likeContains(f.name_contains);
    } else {
      filtered.push('instr(casefold(name), @folded) > 0');
      params.folded = f.name_contains.toLowerCase();
    }
  }
  const kinds: Segment['kind'][] = f.kind
    ? [f.kind === 'drive#folder' ? 0 : 1]
    : q.folders_first
      ? [0, 1]
      : [null];
  const cols = orderColumns(q.sort);
  const plan: ListingPlan = {
    store,
    cols,
    // The row columns, and the computed ones the order uses (the keyset cursor reads them).
    columns: [...FILE_COLUMNS, 'name_key', ...(cols.some((c) => c.col === 'ext') ? ['ext'] : [])]
      .map((c) => `f.${c}`)
      .join(', '),
    where: [...where, ...filtered].join(' AND '),
    params,
    segments: [],
    total: 0,
  };
  for (const kind of kinds) {
    const count =
      folder && !filtered.length
        ? store
            .prep<{ user: string; parent: string; trashed: number; kind: number | null }, number>(
              `SELECT COALESCE(SUM(n), 0) FROM folder_counts WHERE user_id = @user
              AND parent_id = @parent AND trashed = @trashed AND (@kind IS NULL OR kind_rank = @kind)`,
            )
            .pluck()
            .get({ user: user.id, parent: q.parent_id, trashed: trashed ? 1 : 0, kind })
        : store
            .prep<SqlParams, number>(
              `SELECT COUNT(*) FROM files WHERE ${plan.where}${kindSql(kind)}`,
            )
            .pluck()
            .get(params);
    plan.segments.push({ kind, count: count ?? 0 });
  }
  plan.total = plan.segments.reduce((s, g) => s + g.count, 0);
  return plan;
}

const kindSql = (kind: Segment['kind']) => (kind === null ? '' : ` AND kind_rank = ${kind}`);

/**
 * Rows of one segment: the rowids by a covering walk of the index, then the rows by rowid.
 * `extra`: more conditions (keyset), `reverse`: walk from the other end.
 */
function segmentRows(
  plan: ListingPlan,
  seg: Segment,
  {
    extra = '',
    params = {},
    reverse = false,
    offset = 0,
    limit,
  }: { extra?: string; params?: SqlParams; reverse?: boolean; offset?: number; limit: number },
): ListedRow[] {
  const cols = plan.cols;
  const sql = `SELECT ${plan.columns} FROM (
      SELECT rowid AS r FROM files WHERE ${plan.where}${kindSql(seg.kind)}${extra}
      ORDER BY ${orderSql(cols, reverse)} LIMIT @lim OFFSET @off
    ) s JOIN files f ON f.rowid = s.r ORDER BY ${orderSql(cols, reverse, 'f.')}`;
  const rows = plan.store
    .prep<SqlParams, ListedRow>(sql)
    .all({ ...plan.params, ...params, lim: limit, off: offset });
  return reverse ? rows.reverse() : rows;
}

/** `limit` rows from position `offset` of the listing (segments one after the other). */
function pageAt(plan: ListingPlan, offset: number, limit: number): ListedRow[] {
  const out: ListedRow[] = [];
  let skip = offset;
  for (const seg of plan.segments) {
    if (out.length >= limit) break;
    if (skip >= seg.count) {
      skip -= seg.count;
      continue;
    }
    const take = Math.min(limit - out.length, seg.count - skip);
    const after = seg.count - skip - take; // rows of the segment after the window
    const reverse = after < skip; // walk from the nearer end
    out.push(...segmentRows(plan, seg, { reverse, offset: reverse ? after : skip, limit: take }));
    skip = 0;
  }
  return out;
}

/**
 * `limit` rows after a keyset cursor [segment, ...order values of the last row]. Within its
 * segment, "after (a, b, c)" is the union of (= a, = b, > c), (= a, > b) and (> a) (">" meaning
 * "later in that column's direction"): three index ranges, each read in order.
 */
function pageAfter(plan: ListingPlan, cursor: unknown[], limit: number): ListedRow[] {
  const [segIndex, ...rest] = cursor;
  const cols = plan.cols;
  const isValue = (v: unknown): v is string | number =>
    typeof v === 'string' || typeof v === 'number';
  if (
    typeof segIndex !== 'number' ||
    !Number.isInteger(segIndex) ||
    segIndex < 0 ||
    segIndex >= plan.segments.length ||
    rest.length !== cols.length ||
    !rest.every(isValue)
  ) {
    throw new ApiError('invalid_argument', 'page_token is invalid');
  }
  const vals: (string | number)[] = rest;
  const out: ListedRow[] = [];
  for (let s = segIndex; s < plan.segments.length && out.length < limit; s += 1) {
    const seg = plan.segments[s] as Segment; // s < length
    if (s > segIndex) {
      out.push(...segmentRows(plan, seg, { limit: limit - out.length }));
      continue;
    }
    for (let i = cols.length - 1; i >= 0 && out.length < limit; i -= 1) {
      const params: SqlParams = {};
      const conds = cols.slice(0, i).map((c, j) => {
        params[`k${j}`] = vals[j] as string | number; // one value per column (checked above)
        return ` AND ${c.col} = @k${j}`;
      });
      const col = cols[i] as OrderCol; // 0 <= i < length
      params[`k${i}`] = vals[i] as string | number;
      conds.push(` AND ${col.col} ${col.dir === 'ASC' ? '>' : '<'} @k${i}`);
      out.push(
        ...segmentRows(plan, seg, { extra: conds.join(''), params, limit: limit - out.length }),
      );
    }
  }
  return out;
}

/** The keyset cursor of a row of segment `segIndex`. */
const cursorOf = (plan: ListingPlan, row: ListedRow, segIndex: number): unknown[] => [
  segIndex,
  ...plan.cols.map((c) => row[c.col]),
];

/** A page of a listing; `next`: cursor of the next page, null at the end. */
export interface Page {
  rows: ListedRow[];
  total: number;
  next: unknown[] | null;
}

/** One page: by offset, or after a cursor (null = from the start). */
export function listPage(
  plan: ListingPlan,
  {
    offset,
    cursor,
    limit,
  }: { offset?: number | undefined; cursor: unknown[] | null; limit: number },
): Page {
  let rows: ListedRow[];
  if (cursor) {
    rows = pageAfter(plan, cursor, limit + 1);
  } else {
    rows = pageAt(plan, offset || 0, limit + 1);
  }
  const more = rows.length > limit;
  if (more) rows.pop();
  let next: unknown[] | null = null;
  const last = rows[rows.length - 1];
  if (more && last) {
    const segIndex = plan.segments.findIndex((g) => g.kind === null || g.kind === last.kind_rank);
    next = cursorOf(plan, last, segIndex);
  }
  return { rows, total: plan.total, next };
}
