import { makeAutoObservable } from 'mobx';
// The core by its package name: this module is bundled into each remote that uses it
// (`shared-libs/files`), the core is the host's singleton.
import {
  GENERAL_COOKIE_OPTIONS,
  STORAGE_KEYS,
  type Cookies,
  type KeyValueStorage,
} from 'shared-libs';

/**
 * Client sort orders (spec §3). Codes 3, 5-8 are the spec's; NAME_ASC and NAME_DESC have no
 * code in the spec, 1 and 2 are ours (the gap before 3 suggests them).
 */
export const ORDER_TYPES = {
  NAME_ASC: 1,
  NAME_DESC: 2,
  TYPE_DESC: 3,
  MODIFY_TIME_ASC: 5,
  MODIFY_TIME_DESC: 6,
  SIZE_ASC: 7,
  SIZE_DESC: 8,
} as const;
export type OrderTypeName = keyof typeof ORDER_TYPES;
export type OrderType = (typeof ORDER_TYPES)[OrderTypeName];

/** URL values of the `order` query (spec §3); TYPE_DESC has none. */
export const ORDER_URL_VALUES = {
  name_asc: ORDER_TYPES.NAME_ASC,
  name_desc: ORDER_TYPES.NAME_DESC,
  mod_asc: ORDER_TYPES.MODIFY_TIME_ASC,
  mod_desc: ORDER_TYPES.MODIFY_TIME_DESC,
  size_asc: ORDER_TYPES.SIZE_ASC,
  size_desc: ORDER_TYPES.SIZE_DESC,
} as const;
export type OrderUrlValue = keyof typeof ORDER_URL_VALUES;

export const DEFAULT_ORDER_TYPE: OrderType = ORDER_TYPES.MODIFY_TIME_DESC;

export type ViewType = 'list' | 'grid';
/** All display modes (spec §3); the preference stores only list or grid. */
export const DISPLAY_MODES = ['list', 'grid', 'single', 'flow'] as const;

export interface GlobalDisplayMode {
  orderType: OrderType;
  pinFoldersTop: boolean;
  orderSettingGlobal: boolean;
  viewType: ViewType;
  viewSettingGlobal: boolean;
}
/** The shared display mode: the same without the two global flags. */
export type SharedDisplayMode = Omit<GlobalDisplayMode, 'orderSettingGlobal' | 'viewSettingGlobal'>;

export const DEFAULT_GLOBAL_DISPLAY_MODE: Readonly<GlobalDisplayMode> = Object.freeze({
  orderType: DEFAULT_ORDER_TYPE,
  pinFoldersTop: true,
  orderSettingGlobal: true,
  viewType: 'grid',
  viewSettingGlobal: true,
});
export const DEFAULT_SHARED_DISPLAY_MODE: Readonly<SharedDisplayMode> = Object.freeze({
  orderType: DEFAULT_ORDER_TYPE,
  pinFoldersTop: true,
  viewType: 'grid',
});

const CODES = new Set<number>(Object.values(ORDER_TYPES));

/** A code, a numeric string, a key name (`MODIFY_TIME_DESC`) or a URL value -> the code. */
export function normalizeOrderType(value: unknown): OrderType {
  if (typeof value === 'number' && CODES.has(value)) return value as OrderType;
  if (typeof value === 'string') {
    if (/^\d+$/.test(value) && CODES.has(Number(value))) return Number(value) as OrderType;
    if (value in ORDER_TYPES) return ORDER_TYPES[value as OrderTypeName];
    if (value in ORDER_URL_VALUES) return ORDER_URL_VALUES[value as OrderUrlValue];
  }
  return DEFAULT_ORDER_TYPE;
}

export function orderTypeFromUrl(value: string | null | undefined): OrderType | undefined {
  return value && value in ORDER_URL_VALUES ? ORDER_URL_VALUES[value as OrderUrlValue] : undefined;
}

export function orderTypeToUrl(code: OrderType): OrderUrlValue | undefined {
  return (Object.keys(ORDER_URL_VALUES) as OrderUrlValue[]).find(
    (k) => ORDER_URL_VALUES[k] === code,
  );
}

/** list stays list; any other value is stored as grid. */
export function normalizeViewType(value: unknown): ViewType {
  return value === 'list' ? 'list' : 'grid';
}

const bool = (v: unknown, d: boolean) => (typeof v === 'boolean' ? v : d);

export function normalizeGlobalDisplayMode(raw: unknown): GlobalDisplayMode {
  const r = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const d = DEFAULT_GLOBAL_DISPLAY_MODE;
  return {
    orderType: r.orderType === undefined ? d.orderType : normalizeOrderType(r.orderType),
    pinFoldersTop: bool(r.pinFoldersTop, d.pinFoldersTop),
    orderSettingGlobal: bool(r.orderSettingGlobal, d.orderSettingGlobal),
    viewType: r.viewType === undefined ? d.viewType : normalizeViewType(r.viewType),
    viewSettingGlobal: bool(r.viewSettingGlobal, d.viewSettingGlobal),
  };
}

export function normalizeSharedDisplayMode(raw: unknown): SharedDisplayMode {
  const { orderType, pinFoldersTop, viewType } = normalizeGlobalDisplayMode(raw);
  return { orderType, pinFoldersTop, viewType };
}

/** An empty display mode (nothing, or an object without keys) is never saved (spec §5). */
export function isEmptyDisplayMode(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    value === '' ||
    (typeof value === 'object' && Object.keys(value as object).length === 0)
  );
}

/** Cookie lifetime of the display mode cookies (ours; the spec gives none): 365 days. */
export const DISPLAY_MODE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

function parse(raw: string | null | undefined): unknown {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * Display-mode preferences (spec §3, §4): at start, without a cookie value the mode is
 * loaded from browser storage (global: per user key) or the default; changes are saved to
 * storage and cookie; saving an empty mode is ignored.
 */
export class DisplayModeStore {
  global: GlobalDisplayMode = { ...DEFAULT_GLOBAL_DISPLAY_MODE };
  shared: SharedDisplayMode = { ...DEFAULT_SHARED_DISPLAY_MODE };

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly cookies: Cookies,
    /** Per-user storage key suffix (the user id, or '' for visitors). */
    private userKey = '',
  ) {
    makeAutoObservable<DisplayModeStore, 'storage' | 'cookies' | 'userKey'>(this, {
      storage: false,
      cookies: false,
      userKey: false,
    });
    this.load();
  }

  private get globalStorageKey(): string {
    return this.userKey
      ? `${STORAGE_KEYS.globalDisplayMode}_${this.userKey}`
      : STORAGE_KEYS.globalDisplayMode;
  }

  load(userKey = this.userKey): void {
    this.userKey = userKey;
    const g =
      parse(this.cookies.get(STORAGE_KEYS.globalDisplayMode)) ??
      parse(this.storage.getItem(this.globalStorageKey));
    const s =
      parse(this.cookies.get(STORAGE_KEYS.sharedDisplayMode)) ??
      parse(this.storage.getItem(STORAGE_KEYS.sharedDisplayMode));
    this.global = normalizeGlobalDisplayMode(g);
    this.shared = normalizeSharedDisplayMode(s);
  }

  saveGlobal(patch: Partial<GlobalDisplayMode> | null | undefined): void {
    if (isEmptyDisplayMode(patch)) return;
    this.global = normalizeGlobalDisplayMode({ ...this.global, ...patch });
    const json = JSON.stringify(this.global);
    this.storage.setItem(this.globalStorageKey, json);
    this.cookies.set(STORAGE_KEYS.globalDisplayMode, json, {
      ...GENERAL_COOKIE_OPTIONS,
      maxAgeSeconds: DISPLAY_MODE_COOKIE_MAX_AGE,
    });
    this.cookies.set(STORAGE_KEYS.ssrViewType, this.global.viewType, {
      ...GENERAL_COOKIE_OPTIONS,
      maxAgeSeconds: DISPLAY_MODE_COOKIE_MAX_AGE,
    });
  }

  saveShared(patch: Partial<SharedDisplayMode> | null | undefined): void {
    if (isEmptyDisplayMode(patch)) return;
    this.shared = normalizeSharedDisplayMode({ ...this.shared, ...patch });
    const json = JSON.stringify(this.shared);
    this.storage.setItem(STORAGE_KEYS.sharedDisplayMode, json);
    this.cookies.set(STORAGE_KEYS.sharedDisplayMode, json, {
      ...GENERAL_COOKIE_OPTIONS,
      maxAgeSeconds: DISPLAY_MODE_COOKIE_MAX_AGE,
    });
  }
}
