export { createRemoteLifecycles } from './createRemoteLifecycles';
export type { Messages, RemoteDefinition } from './remoteDefinition';
export { lazyPage, withDeclaredTitle } from './remotePages';
export type { RemotePage, RemotePageProps, RemotePages } from './remotePages';
export { mountStandalone } from './mountStandalone';
export { TitledPage } from './TitledPage';
export { FailedNotice, PendingNotice } from './LoadNotices';
export { SiteLink } from './SiteLink';
export { useDocumentTitle } from './useDocumentTitle';
export { default as ui } from './ui.module.css';
export { useListViewport } from './useListViewport';
export type { ListViewport } from './useListViewport';
export { usePrerenderPass } from './usePrerenderPass';
export { useResult } from './useResult';
export type { Fetcher, ResultHandle, ResultOptions, ResultState } from './useResult';
export { useVirtualWindow } from './useVirtualWindow';
export type { VirtualWindow, VirtualWindowOptions } from './useVirtualWindow';
export { FileTypeIcon } from './FileTypeIcon';
export { FileThumb } from './FileThumb';
export { FileList } from './file-list/FileList';
export { FileListSkeleton } from './file-list/FileListSkeleton';
export type {
  FileListAttributes,
  FileListProps,
  FileListSelection,
  FileListTools,
} from './file-list/FileList';
export { resetFailedLazies, retryableLazy } from './retryableLazy';
export type { RetryableLazy } from './retryableLazy';
export { FilePreview } from './preview/FilePreview';
export { useVideoFreeze } from './preview/useMediaFreeze';
export type {
  ContentFetch,
  ContentResponse,
  FilePreviewProps,
  PdfDocument,
  PdfEngine,
  PdfPage,
  PreviewError,
  PreviewLoadResult,
  PreviewServices,
} from './preview/types';
export { Tooltip } from './tooltip/Tooltip';
