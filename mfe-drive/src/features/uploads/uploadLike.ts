import type { PreviousUpload } from 'tus-js-client';

/** The part of a tus upload the store drives (tus-js-client's Upload, or a test fake). */
export interface UploadLike {
  url: string | null;
  start(): void;
  abort(terminate?: boolean): Promise<void>;
  findPreviousUploads(): Promise<PreviousUpload[]>;
  resumeFromPreviousUpload(previous: PreviousUpload): void;
}
