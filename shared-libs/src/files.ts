/**
 * `shared-libs/files`: the pure helpers of file lists (file types and previews, display modes
 * and sort orders, the virtual window). Not a singleton: they hold no state, so each remote
 * bundles the parts it uses and a page without a file list downloads none of them (decision
 * 0019).
 */
export {
  fileCategory,
  isArchive,
  isAudio,
  isAudioCodecSupported,
  isImage,
  isTorrent,
  isVideo,
} from './contracts/fileType';
export type { FileCategory, FileTypeInput } from './contracts/fileType';
export {
  extensionOf,
  fileTypeOf,
  hasUnsupportedAudio,
  isPreviewable,
  previewKindOf,
} from './contracts/fileType';
export type { FileType, PreviewKind } from './contracts/fileType';
export {
  columnsFor,
  computeWindow,
  itemPosition,
  listWindow,
  moveIndex,
  revealDelta,
  rowCountOf,
  sameWindow,
} from './utils/virtualizer';
export type { WindowInput, WindowRange } from './utils/virtualizer';
export {
  DEFAULT_GLOBAL_DISPLAY_MODE,
  DEFAULT_ORDER_TYPE,
  DEFAULT_SHARED_DISPLAY_MODE,
  DISPLAY_MODES,
  DisplayModeStore,
  normalizeGlobalDisplayMode,
  normalizeOrderType,
  normalizeSharedDisplayMode,
  normalizeViewType,
  ORDER_TYPES,
  ORDER_URL_VALUES,
  orderTypeFromUrl,
  orderTypeToUrl,
} from './utils/displayMode';
export type {
  GlobalDisplayMode,
  OrderType,
  OrderUrlValue,
  SharedDisplayMode,
  ViewType,
} from './utils/displayMode';
