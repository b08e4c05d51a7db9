/**
 * Share links made from the drive (ours: the spec leaves share creation out, "not shown"; the
 * shapes follow what public clients of this kind of service send: `POST /drive/v1/share` with
 * `file_ids`, `pass_code_option` and `expiration_days`). Owner-only: any other account gets 404.
 * The visitors read a link made here through the share reader (./share.ts), exactly like the
 * seeded shares. Archives (zip downloads) are here too: a signed, short-lived link the browser
 * navigates to, because a navigation cannot carry the Bearer header.
 */
import { Type, type Static } from 'typebox';
import { SHARE_EXPIRATION_DAYS, SHARE_PASS_CODE_OPTIONS } from './constants';
import { Decimal, Id, IdList, Limit, PageToken, PassCodeToken, StringEnum, Time } from './common';
import { ShareStatus } from './share';

/** Passcodes: 4 to 10 letters or digits (api-contract.md "Limits to honour"). */
export const PassCode = Type.String({ pattern: '^[A-Za-z0-9]{4,10}$' });
export const PassCodeOption = StringEnum(SHARE_PASS_CODE_OPTIONS);
/** Days from now; -1 = never (wire convention). */
export const ExpirationDays = Type.Unsafe<(typeof SHARE_EXPIRATION_DAYS)[number]>({
  type: 'integer',
  enum: [...SHARE_EXPIRATION_DAYS],
});

/** `POST /drive/v1/share` (signed in): make a link to up to 100 items of my drive. */
export const ShareCreateBody = Type.Object({
  file_ids: IdList(100),
  /** REQUIRED without `pass_code`: the server generates one. */
  pass_code_option: StringEnum(SHARE_PASS_CODE_OPTIONS, { default: 'NOT_REQUIRED' }),
  pass_code: Type.Optional(PassCode),
  expiration_days: Type.Optional(ExpirationDays),
  allow_download: Type.Boolean({ default: true }),
  /** Default: the first item's name, "and N more" when several. */
  title: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
});

/** A file or folder a link holds, as the owner's list shows it. */
export const ShareLinkItem = Type.Object({
  id: Type.String(),
  kind: Type.String(),
  name: Type.String(),
  mime_type: Type.String(),
  thumbnail_link: Type.String(),
  /** The item went to the trash or was deleted since: visitors no longer see it. */
  gone: Type.Boolean(),
});

/** One of my links (`share_status` is what a visitor would get now). */
export const ShareLink = Type.Object({
  share_id: Id,
  /** The site address visitors open: `{site}/s/{share_id}`. */
  share_url: Type.String(),
  title: Type.String(),
  share_status: ShareStatus,
  pass_code_option: PassCodeOption,
  /** The owner's eyes only; '' without a code. */
  pass_code: Type.String(),
  allow_download: Type.Boolean(),
  /** Top-level items. */
  file_num: Decimal,
  /** The first few top-level items (at most 5). */
  items: Type.Array(ShareLinkItem),
  created_time: Time,
  /** '' = never. */
  expiration_at: Time,
  /** Seconds (decimal string), '-1' = never, '0' = expired. */
  expiration_left: Decimal,
  /** Times the share page was shown with its files (a visitor's first read of the link). */
  view_count: Decimal,
  /** Saves to a drive that completed. */
  restore_count: Decimal,
  /** Single files and archives downloaded by visitors. */
  download_count: Decimal,
});
export type ShareLinkT = Static<typeof ShareLink>;

/** `GET /drive/v1/share/list` (signed in): my links, newest first; revoked links are not listed. */
export const ShareLinkListQuery = Type.Object({
  limit: Limit(100, 100),
  page_token: Type.Optional(PageToken),
});
export const ShareLinkList = Type.Object({
  data: Type.Array(ShareLink),
  next_page_token: Type.String(),
});

/**
 * `PATCH /drive/v1/share/{share_id}` (signed in, owner): change the code, the expiry or downloads.
 * `expiration_at` sets an exact time (a past time ends the link now: visitors see EXPIRED);
 * `expiration_days` counts from now. Not both.
 */
export const ShareUpdateBody = Type.Object(
  {
    pass_code_option: Type.Optional(PassCodeOption),
    pass_code: Type.Optional(PassCode),
    expiration_days: Type.Optional(ExpirationDays),
    expiration_at: Type.Optional(Type.String({ format: 'date-time', maxLength: 40 })),
    allow_download: Type.Optional(Type.Boolean()),
  },
  { minProperties: 1 },
);
export const ShareIdParams = Type.Object({ share_id: Id });

/** `POST /drive/v1/share:batchDelete` (signed in, owner): revoke; visitors then see DELETED. */
export const ShareBatchDeleteBody = Type.Object({ ids: IdList(100) });

/**
 * `POST /drive/v1/files:archive` (signed in): one zip of items of my drive (folders whole).
 * `POST /drive/v1/share:archive` (anyone who may read the share, when it allows downloads).
 * Both answer a signed link valid for a few minutes; a selection over the cap answers
 * `out_of_range` (11) with the cap in the message, before any byte is sent.
 */
export const DriveArchiveBody = Type.Object({
  ids: IdList(1000),
  /** The archive's file name without `.zip`; default from the items. */
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
});
export const ShareArchiveBody = Type.Object({
  share_id: Id,
  pass_code_token: Type.Optional(PassCodeToken),
  file_ids: IdList(1000),
});
export const ArchiveLink = Type.Object({
  url: Type.String(),
  /** RFC 3339. */
  expire: Time,
  name: Type.String(),
  /** Bytes of the files inside (decimal string). */
  size: Decimal,
  file_count: Decimal,
});

/**
 * `GET /drive/v1/archives/{archive_id}` (the `url` of an ArchiveLink; no sign-in: the random id
 * is the permission, for a few minutes): the zip, streamed as an attachment. Additive (ours).
 */
export const ArchiveParams = Type.Object({ archive_id: Id });

/**
 * `GET /drive/v1/share/download?share_id=&file_id=&pass_code_token=`: one file of a share as an
 * attachment (302 to a signed link), when the share allows downloads; else the error envelope
 * `permission_denied`. Counted in `download_count`.
 */
export const ShareDownloadQuery = Type.Object({
  share_id: Id,
  file_id: Id,
  pass_code_token: Type.Optional(PassCodeToken),
});
