import type {
  ApiError,
  BatchResult,
  Result,
  ShareCreateRequest,
  ShareLink,
  ShareLinkList,
  ShareUpdateRequest,
} from 'shared-libs';
import type { ShareLinksApi } from '../lib/shareLinksApi';

const ok = <T>(data: T): Result<T> => ({ data, error: null });

export function shareLink(id: string, over: Partial<ShareLink> = {}): ShareLink {
  return {
    share_id: id,
    share_url: `https://cumulus.test/s/${id}`,
    title: `Link ${id}`,
    share_status: 'OK',
    pass_code_option: 'NOT_REQUIRED',
    pass_code: '',
    allow_download: true,
    file_num: '1',
    items: [
      {
        id: `${id}-f`,
        kind: 'drive#file',
        name: `${id}.txt`,
        mime_type: 'text/plain',
        thumbnail_link: '',
        gone: false,
      },
    ],
    created_time: '2026-11-20T10:00:00Z',
    expiration_at: '',
    expiration_left: '-1',
    view_count: '0',
    restore_count: '0',
    download_count: '0',
    ...over,
  };
}

/**
 * My links in memory behind the ShareLinksApi port: token paging, the update rules of the
 * contract (a past `expiration_at` expires the link; REQUIRED without a code gets one), revoke.
 * `failNext` makes the next call fail; `hold` keeps calls pending until `release()`.
 */
export class FakeShareLinksApi implements ShareLinksApi {
  links: ShareLink[];
  calls: { name: string; args: unknown[] }[] = [];
  failNext: ApiError | null = null;
  pageSize = 2;
  hold = false;
  private held: (() => void)[] = [];
  private seq = 0;

  constructor(links: ShareLink[] = []) {
    this.links = links;
  }

  release(): void {
    const h = this.held;
    this.held = [];
    h.forEach((f) => f());
  }

  private async call<T>(name: string, args: unknown[], run: () => T): Promise<Result<T>> {
    this.calls.push({ name, args });
    if (this.hold) await new Promise<void>((r) => this.held.push(r));
    const fail = this.failNext;
    if (fail) {
      this.failNext = null;
      return { data: null, error: fail };
    }
    return ok(run());
  }

  create(body: ShareCreateRequest) {
    return this.call('create', [body], () => {
      this.seq += 1;
      const code = body.pass_code_option === 'REQUIRED' ? (body.pass_code ?? `gen${this.seq}`) : '';
      const days = body.expiration_days ?? -1;
      const link = shareLink(`new${this.seq}`, {
        title: body.title ?? `${body.file_ids[0]}`,
        pass_code_option: code ? 'REQUIRED' : 'NOT_REQUIRED',
        pass_code: code,
        allow_download: body.allow_download ?? true,
        file_num: String(body.file_ids.length),
        expiration_at:
          days === -1
            ? ''
            : new Date(Date.parse('2026-11-28T00:00:00Z') + days * 864e5).toISOString(),
        expiration_left: days === -1 ? '-1' : String(days * 86400),
      });
      this.links.unshift(link);
      return link;
    });
  }

  list(pageToken: string): Promise<Result<ShareLinkList>> {
    return this.call('list', [pageToken], () => {
      const start = pageToken ? Number(pageToken) : 0;
      const end = start + this.pageSize;
      return {
        data: this.links.slice(start, end),
        next_page_token: end < this.links.length ? String(end) : '',
      };
    });
  }

  update(shareId: string, body: ShareUpdateRequest) {
    return this.call('update', [shareId, body], () => {
      const i = this.links.findIndex((l) => l.share_id === shareId);
      if (i < 0) throw new Error('not found');
      const l = { ...this.links[i]! };
      if (body.pass_code_option === 'NOT_REQUIRED') {
        l.pass_code_option = 'NOT_REQUIRED';
        l.pass_code = '';
      } else if (body.pass_code_option === 'REQUIRED') {
        l.pass_code_option = 'REQUIRED';
        l.pass_code = body.pass_code ?? 'srv123';
      }
      if (body.allow_download !== undefined) l.allow_download = body.allow_download;
      if (body.expiration_at) {
        l.expiration_at = body.expiration_at;
        l.expiration_left = '0';
        l.share_status = 'EXPIRED';
      }
      if (body.expiration_days !== undefined) {
        l.expiration_at = body.expiration_days === -1 ? '' : '2026-12-05T00:00:00.000Z';
        l.expiration_left = body.expiration_days === -1 ? '-1' : '604800';
        l.share_status = 'OK';
      }
      this.links[i] = l;
      return l;
    });
  }

  revoke(ids: string[]) {
    return this.call('revoke', [ids], (): BatchResult => {
      const before = this.links.length;
      this.links = this.links.filter((l) => !ids.includes(l.share_id));
      return { count: String(before - this.links.length) } as BatchResult;
    });
  }
}
