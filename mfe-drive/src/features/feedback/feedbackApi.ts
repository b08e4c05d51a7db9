import {
  FEEDBACK_CATEGORIES,
  type DriveFile,
  type FeedbackCategory,
  type HttpClient,
  type Result,
} from 'shared-libs';

export { FEEDBACK_CATEGORIES, type FeedbackCategory };

/** How many of the newest files the attachment list offers (ours). */
export const ATTACHABLE_FILES = 100;

export interface FeedbackBody {
  category: FeedbackCategory;
  text: string;
  file_id?: string;
}

/** What the feedback page needs of the API (a port: tests give a fake). */
export interface FeedbackApi {
  /** The newest files of the whole drive (not folders, not in the trash). */
  attachableFiles(): Promise<Result<DriveFile[]>>;
  send(body: FeedbackBody): Promise<Result<{ id: string }>>;
}

export function createFeedbackApi(http: Pick<HttpClient, 'request'>): FeedbackApi {
  return {
    attachableFiles: async () => {
      const res = await http.request<{ files: DriveFile[] }>('/drive/v1/files', {
        auth: true,
        query: {
          parent_id: '*',
          sort: 'mod_desc',
          limit: ATTACHABLE_FILES,
          filters: JSON.stringify({ trashed: { eq: false } }),
        },
      });
      if (res.error) return res;
      return { data: res.data.files.filter((f) => f.kind === 'drive#file'), error: null };
    },
    // Not idempotent: a retried send could store the message twice.
    send: (body) =>
      http.request<{ id: string }>('/drive/v1/feedback', { method: 'POST', auth: true, body }),
  };
}
