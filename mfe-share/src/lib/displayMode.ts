import {
  ORDER_URL_VALUES,
  orderTypeFromUrl,
  type GlobalDisplayMode,
  type OrderType,
  type SharedDisplayMode,
  type ViewType,
} from 'shared-libs/files';

/**
 * Which display preference the share page shows and where its changes go (spec §3):
 * - the URL's `view` and `order` win for the visit (`name_asc` ... `size_desc`);
 * - otherwise a setting whose global flag is on (`viewSettingGlobal`, `orderSettingGlobal`)
 *   follows the global preference, else the shared one; pinFoldersTop goes with the order;
 * - a change made on the page goes to the global preference when that flag is on, else to
 *   the shared one. Loading, normalising and saving are shared-libs' DisplayModeStore.
 */
export { ORDER_URL_VALUES };
export type { OrderType, ViewType };

export const SORT_CHOICES = Object.keys(ORDER_URL_VALUES) as Array<keyof typeof ORDER_URL_VALUES>;

export interface EffectiveDisplay {
  viewType: ViewType;
  orderType: OrderType;
  pinFoldersTop: boolean;
}

export function effectiveDisplay(
  g: GlobalDisplayMode,
  s: SharedDisplayMode,
  query: { view?: string; order?: string } = {},
): EffectiveDisplay {
  const urlView = query.view === 'list' || query.view === 'grid' ? query.view : undefined;
  const urlOrder = orderTypeFromUrl(query.order?.toLowerCase());
  return {
    viewType: urlView ?? (g.viewSettingGlobal ? g.viewType : s.viewType),
    orderType: urlOrder ?? (g.orderSettingGlobal ? g.orderType : s.orderType),
    pinFoldersTop: g.orderSettingGlobal ? g.pinFoldersTop : s.pinFoldersTop,
  };
}

/** Splits a change made on the share page into the global and shared patches to save. */
export function routeChange(
  g: GlobalDisplayMode,
  change: Partial<EffectiveDisplay>,
): { global: Partial<GlobalDisplayMode>; shared: Partial<SharedDisplayMode> } {
  const global: Partial<GlobalDisplayMode> = {};
  const shared: Partial<SharedDisplayMode> = {};
  if (change.viewType !== undefined) {
    (g.viewSettingGlobal ? global : shared).viewType = change.viewType;
  }
  if (change.orderType !== undefined) {
    (g.orderSettingGlobal ? global : shared).orderType = change.orderType;
  }
  if (change.pinFoldersTop !== undefined) {
    (g.orderSettingGlobal ? global : shared).pinFoldersTop = change.pinFoldersTop;
  }
  return { global, shared };
}
