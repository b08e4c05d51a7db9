import { sitePath, type SitePath } from 'shared-libs';
import { orderTypeFromUrl, orderTypeToUrl, type OrderType, type ViewType } from 'shared-libs/files';

/** The file views of the drive (the other `/drive/*` sections are plain pages). */
export type DriveView = 'all' | 'recent' | 'trash' | 'search' | 'starred';
export const DRIVE_VIEWS: readonly DriveView[] = ['all', 'recent', 'trash', 'search', 'starred'];

/** The views that list items of every folder: each item says where it is (issue 31). */
export const ACROSS_FOLDERS: ReadonlySet<DriveView> = new Set(['trash', 'search', 'starred']);

/** Where the drive is: view, folder and the URL's display overrides. Plain data. */
export interface DriveLocation {
  view: DriveView;
  /** The folder of `/drive/all/{folderId}`; '' for the root. */
  folderId: string;
  /** `?order=` (spec §3 URL values) when present. */
  order?: OrderType;
  /** `?view=list|grid` when present. */
  viewType?: ViewType;
  /** `?q=` of the search view. */
  query: string;
  /** `?preview=<id>`: the file shown in the preview (issue 31: the preview has an address). */
  preview?: string;
}

/** Folder ids are opaque: letters, digits, `-` and `_` (the API's id pattern). */
const ID = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * Reads the drive location from the route's catch-all `section` and its query, or undefined
 * when the path is not a file view (payment, account, ... or unknown).
 */
export function parseDriveLocation(
  section: string | string[] | undefined,
  query: Record<string, string>,
): DriveLocation | undefined {
  const parts = (Array.isArray(section) ? section : section ? [section] : [])
    .map((s) => s.trim())
    .filter(Boolean);
  const head = (parts[0] ?? 'all').toLowerCase();
  if (!(DRIVE_VIEWS as readonly string[]).includes(head)) return undefined;
  const view = head as DriveView;
  let folderId = '';
  if (view === 'all' && parts.length > 1) {
    const id = parts[parts.length - 1]!;
    if (!ID.test(id)) return undefined;
    folderId = id;
  } else if (parts.length > 1) return undefined;
  const viewType = query.view === 'list' || query.view === 'grid' ? query.view : undefined;
  const preview = query.preview && ID.test(query.preview) ? query.preview : undefined;
  return {
    view,
    folderId,
    order: orderFromUrl(query.order),
    viewType,
    query: view === 'search' ? (query.q ?? '').slice(0, 100) : '',
    ...(preview && view !== 'trash' && { preview }),
  };
}

/**
 * `?order=`: spec §3's six values and, for the Type sort (code 3, which §3 gives no URL value),
 * `type_desc` (ours, the API's name for it), so every sort is kept in the address.
 */
const TYPE_DESC_URL = 'type_desc';
const TYPE_DESC = 3 as OrderType;
export const orderFromUrl = (value: string | undefined): OrderType | undefined =>
  value === TYPE_DESC_URL ? TYPE_DESC : orderTypeFromUrl(value);
export const orderToUrl = (code: OrderType): string | undefined =>
  code === TYPE_DESC ? TYPE_DESC_URL : orderTypeToUrl(code);

/** The site path of a drive location (no locale prefix: the host adds it). */
export function drivePath(
  loc: Pick<DriveLocation, 'view' | 'folderId'> & Partial<DriveLocation>,
  extra: Record<string, string> = {},
): SitePath {
  const q = new URLSearchParams();
  if (loc.view === 'search' && loc.query) q.set('q', loc.query);
  const order = loc.order === undefined ? undefined : orderToUrl(loc.order);
  if (order) q.set('order', order);
  if (loc.viewType) q.set('view', loc.viewType);
  if (loc.preview) q.set('preview', loc.preview);
  for (const [k, v] of Object.entries(extra)) q.set(k, v);
  const base =
    loc.view === 'all' && loc.folderId
      ? sitePath.driveFolder(loc.folderId)
      : sitePath.driveSection(loc.view);
  const qs = q.toString();
  return qs ? `${base}?${qs}` : base;
}

/** API `sort` values for the order codes of spec §3 (decision 0006). */
const SORT_PARAMS: Record<OrderType, string> = {
  1: 'name_asc',
  2: 'name_desc',
  3: 'type_desc',
  5: 'mod_asc',
  6: 'mod_desc',
  7: 'size_asc',
  8: 'size_desc',
};
export const sortParamOf = (order: OrderType): string => SORT_PARAMS[order] ?? 'mod_desc';
