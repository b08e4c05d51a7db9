import type { ReactNode } from 'react';
import type { ApiError, DriveFile } from 'shared-libs';

/** An API error as `load` reports it: the catalogue name at least (`ApiError` fits). */
export type PreviewError = Pick<ApiError, 'error'> & Partial<ApiError>;

/** What `load` answers: the file with its content links, or why not. */
export interface PreviewLoadResult {
  data?: DriveFile | null;
  error?: PreviewError | null;
}

/** The part of `Response` the content bodies read (`fetch`'s Response satisfies it). */
export interface ContentResponse {
  ok: boolean;
  status: number;
  /** Read as a stream when present, so a long text stops downloading at the preview limit. */
  body?: ReadableStream<Uint8Array> | null;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** A `fetch`-shaped reader of signed content links (text, Markdown and PDF bytes). */
export type ContentFetch = (url: string, init: { signal: AbortSignal }) => Promise<ContentResponse>;

/** One page of an opened PDF; sizes in CSS pixels at scale 1. */
export interface PdfPage {
  width: number;
  height: number;
  /** Draws the page into the canvas (which it sizes) at `scale` device pixels per CSS pixel. */
  render(canvas: HTMLCanvasElement, scale: number): { promise: Promise<void>; cancel(): void };
  /** The page's text, for screen readers. */
  text(): Promise<string>;
}

export interface PdfDocument {
  pageCount: number;
  page(pageNumber: number): Promise<PdfPage>;
  destroy(): void;
}

/** The PDF renderer the PDF body uses (pdf.js behind a narrow port, so tests can fake it). */
export interface PdfEngine {
  open(data: Uint8Array): Promise<PdfDocument>;
}

/** What the preview reaches outside itself; defaults are `fetch` and the lazily loaded pdf.js. */
export interface PreviewServices {
  fetchContent: ContentFetch;
  loadPdfEngine(): Promise<PdfEngine>;
}

/**
 * The file preview dialog, source-agnostic: the share page and the drive feed it their files.
 * Controlled: the caller owns which file is shown (`fileId`) and moves it on `onNavigate`.
 */
export interface FilePreviewProps {
  /** The files previous/next walk through, in display order (usually the listing filtered by `isPreviewable`). */
  files: readonly DriveFile[];
  /** The file shown: one of `files`. */
  fileId: string;
  /**
   * Fetches the file with its content links (`web_content_link`, `medias`). Called each time a
   * file is shown, and once more when a content link fails (signed links expire).
   */
  load(file: DriveFile): Promise<PreviewLoadResult>;
  /** Show another file (previous/next buttons, arrow keys). */
  onNavigate(fileId: string): void;
  /**
   * Where the file shown is in the whole listing (1-based `index` of `total`), when the caller
   * knows more than `files` (a folder of which only some pages are loaded: "8 of 127").
   * Default: its place in `files`.
   */
  position?: { index: number; total: number };
  /**
   * Previous / next done by the caller (it may load more of the listing first); an absent one
   * is disabled. Default: the neighbours in `files`, through `onNavigate`.
   */
  nav?: { prev?: () => void; next?: () => void };
  /** Close the preview (close button, Escape). */
  onClose(): void;
  /** Extra header actions for the file shown, before the close button (share: Save to my drive; drive: Download, Star). */
  actions?(file: DriveFile): ReactNode;
  /** Offered where the file cannot be shown (type without a viewer, EAC3 audio, failed playback). */
  fallbackActions?(file: DriveFile): ReactNode;
  /**
   * Cover files whose `audit.status` is not OK until the viewer reveals them (share page).
   * `remember`: the viewer asked not to be covered again (then stop passing this option).
   */
  sensitiveCover?: { onReveal(file: DriveFile, remember: boolean): void };
  /** Playback of a video or audio started (analytics). */
  onPlay?(file: DriveFile): void;
  /** Pause the playing video or audio (resumed when false again): spec §4 set-video-freeze. */
  frozen?: boolean;
  /** Explains a `load` error; default: the platform's localized text (`errorMessage`). */
  describeError?(error: PreviewError): string;
  /** Replaces the content reader or the PDF engine (tests, special hosts). */
  services?: Partial<PreviewServices>;
}

/** What every body gets from the dialog. */
export interface BodyProps {
  /** The loaded file (with its content links). */
  file: DriveFile;
  /** A content link failed (it may have expired): the dialog refreshes the file once, then gives up. */
  onLinkError(): void;
}

/** Bodies that read the file's bytes. */
export interface ContentBodyProps extends BodyProps {
  services: PreviewServices;
  /**
   * The content cannot be shown: `show` (not text, not a PDF), `tooLarge` (over the preview
   * limit). The dialog says why and offers the fallback actions.
   */
  onUnreadable(reason: 'show' | 'tooLarge'): void;
}
