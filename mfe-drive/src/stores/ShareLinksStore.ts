import { makeAutoObservable, runInAction } from 'mobx';
import type { MessageDescriptor } from 'react-intl';
import type {
  ApiError,
  ExpirationDays,
  ShareCreateRequest,
  ShareLink,
  ShareUpdateRequest,
} from 'shared-libs';
import type { ShareLinksApi } from '../lib/shareLinksApi';
import { shareLinkMessages as m } from './shareLinkMessages';

export interface ShareLinksFeedback {
  id: number;
  message: MessageDescriptor;
  /** The refusal, formatted by the view in its locale. */
  error?: ApiError;
  tone: 'info' | 'error';
}

export interface ShareLinksStoreDeps {
  api: ShareLinksApi;
  /** The clock ("End now" sends this time). */
  now?(): Date;
}

/**
 * My share links (the Shared section): the list page by page with the list's token, and the
 * owner's changes to one link (passcode, expiry, downloads, revoke). A change shows the
 * server's answer for the link; a revoke leaves the list at once and comes back if refused.
 * Links made in the drive's dialog are put on top (`added`).
 */
export class ShareLinksStore {
  links: ShareLink[] = [];
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  error: ApiError | null = null;
  /** The next page's token; '' when every link is listed. */
  next = '';
  loadingMore = false;
  moreError: ApiError | null = null;
  /** Links with a change under way. */
  busy = new Set<string>();
  /** The last change's outcome (a polite live region shows it). */
  feedback: ShareLinksFeedback | null = null;
  private seq = 0;
  private generation = 0;

  constructor(private readonly deps: ShareLinksStoreDeps) {
    makeAutoObservable<ShareLinksStore, 'deps' | 'seq' | 'generation'>(this, {
      deps: false,
      seq: false,
      generation: false,
    });
  }

  get isEmpty(): boolean {
    return this.status === 'ready' && this.links.length === 0;
  }

  isBusy(id: string): boolean {
    return this.busy.has(id);
  }

  /** (Re)loads the first page. */
  async load(): Promise<void> {
    const gen = ++this.generation;
    this.status = 'loading';
    this.error = null;
    this.moreError = null;
    const res = await this.deps.api.list('');
    runInAction(() => {
      if (gen !== this.generation) return;
      if (res.error) {
        this.status = 'failed';
        this.error = res.error;
        return;
      }
      this.links = res.data.data;
      this.next = res.data.next_page_token;
      this.status = 'ready';
    });
  }

  /** The next page, appended (a link already listed, say one made since, is not repeated). */
  async loadMore(): Promise<void> {
    if (!this.next || this.loadingMore) return;
    const gen = this.generation;
    this.loadingMore = true;
    this.moreError = null;
    const res = await this.deps.api.list(this.next);
    runInAction(() => {
      if (gen !== this.generation) return;
      this.loadingMore = false;
      if (res.error) {
        this.moreError = res.error;
        return;
      }
      const have = new Set(this.links.map((l) => l.share_id));
      this.links = [...this.links, ...res.data.data.filter((l) => !have.has(l.share_id))];
      this.next = res.data.next_page_token;
    });
  }

  /** Makes a link; on success it is first in the list. */
  async create(body: ShareCreateRequest) {
    const res = await this.deps.api.create(body);
    if (!res.error) this.added(res.data);
    return res;
  }

  /** A link made elsewhere in the drive: on top of the list when the list is loaded. */
  added(link: ShareLink): void {
    if (this.status !== 'ready') return;
    this.links = [link, ...this.links.filter((l) => l.share_id !== link.share_id)];
  }

  /** Sends a change; the link then shows the server's answer. */
  async update(
    id: string,
    body: ShareUpdateRequest,
    done: MessageDescriptor = m.updated,
  ): Promise<boolean> {
    if (this.busy.has(id)) return false;
    this.busy.add(id);
    const res = await this.deps.api.update(id, body);
    runInAction(() => {
      this.busy.delete(id);
      if (res.error) {
        this.say(m.actionFailed, 'error', res.error);
        return;
      }
      this.links = this.links.map((l) => (l.share_id === id ? res.data : l));
      this.say(done, 'info');
    });
    return !res.error;
  }

  /** A new code (typed), or one the server makes (`undefined`), or none (`null`). */
  setPassCode(id: string, code: string | null | undefined): Promise<boolean> {
    if (code === null) return this.update(id, { pass_code_option: 'NOT_REQUIRED' });
    return this.update(
      id,
      code ? { pass_code_option: 'REQUIRED', pass_code: code } : { pass_code_option: 'REQUIRED' },
    );
  }

  /** The link ends that many days from now (-1: never). */
  setExpiry(id: string, days: ExpirationDays): Promise<boolean> {
    return this.update(id, { expiration_days: days });
  }

  /** The link ends now: visitors see it as expired. */
  endNow(id: string): Promise<boolean> {
    const now = this.deps.now?.() ?? new Date();
    return this.update(id, { expiration_at: now.toISOString() }, m.ended);
  }

  setAllowDownload(id: string, allow: boolean): Promise<boolean> {
    return this.update(id, { allow_download: allow });
  }

  /** Revokes a link: it leaves the list at once and comes back where it was if refused. */
  async revoke(id: string): Promise<boolean> {
    const index = this.links.findIndex((l) => l.share_id === id);
    if (index < 0 || this.busy.has(id)) return false;
    const link = this.links[index]!;
    this.busy.add(id);
    this.links = this.links.filter((l) => l.share_id !== id);
    const res = await this.deps.api.revoke([id]);
    runInAction(() => {
      this.busy.delete(id);
      if (res.error) {
        const at = Math.min(index, this.links.length);
        this.links = [...this.links.slice(0, at), link, ...this.links.slice(at)];
        this.say(m.actionFailed, 'error', res.error);
        return;
      }
      this.say(m.revoked, 'info');
    });
    return !res.error;
  }

  private say(message: MessageDescriptor, tone: 'info' | 'error', error?: ApiError): void {
    this.seq += 1;
    this.feedback = { id: this.seq, message, tone, error };
  }
}
