import type {
  Api,
  BatchResult,
  Result,
  ShareCreateRequest,
  ShareLink,
  ShareLinkList,
  ShareUpdateRequest,
} from 'shared-libs';

/**
 * What the drive needs of the share-link routes (contracts/api/shareLinks.ts): make, list,
 * change and revoke my links. A port like DriveApi, so the stores
 * and dialogs are tested against an in-memory fake; `createShareLinksApi` binds it to the
 * shared-libs client.
 */
export interface ShareLinksApi {
  create(body: ShareCreateRequest): Promise<Result<ShareLink>>;
  list(pageToken: string, limit?: number): Promise<Result<ShareLinkList>>;
  update(shareId: string, body: ShareUpdateRequest): Promise<Result<ShareLink>>;
  revoke(ids: string[]): Promise<Result<BatchResult>>;
}

/** Links per page of the Shared section (ours; the API's cap is 100). */
export const SHARE_LINKS_PAGE_SIZE = 50;

export function createShareLinksApi(api: Api): ShareLinksApi {
  return {
    create: (body) => api.createShareLink(body),
    list: (pageToken, limit = SHARE_LINKS_PAGE_SIZE) =>
      api.listShareLinks(pageToken ? { limit, page_token: pageToken } : { limit }),
    update: (shareId, body) => api.updateShareLink(shareId, body),
    revoke: (ids) => api.revokeShareLinks(ids),
  };
}
