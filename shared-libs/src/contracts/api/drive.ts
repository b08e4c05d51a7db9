/**
 * The signed-in user's drive (api-contract.md "Drive"; decision 0006 for what is ours): listings,
 * one item, creating a folder or a URL task, renaming and starring, batches, events and the recent
 * view, the quota.
 */
import { Type, type Static } from 'typebox';
import { DRIVE_SORTS, FILE_KINDS } from './constants';
import {
  Decimal,
  Id,
  IdList,
  Limit,
  OptionalId,
  PageToken,
  Rule,
  StringEnum,
  ThumbnailSize,
  Time,
} from './common';
import { Ancestor, DriveFile } from './files';
import { AddOn, Traffic } from './orders';
import { Task } from './tasks';

export const DriveSort = StringEnum(DRIVE_SORTS);

/** `GET /drive/v1/files` */
export const FilesQuery = Type.Object(
  {
    /** Folder id, '' for the root, '*' for the whole drive (trash, starred, search). */
    parent_id: Type.String({ maxLength: 128, default: '' }),
    limit: Limit(100, 500),
    /** Keyset token of the previous page; not with `offset`. */
    page_token: Type.Optional(PageToken),
    /** Position in the sorted listing; not with `page_token`. */
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000_000 })),
    sort: StringEnum(DRIVE_SORTS, { default: 'name_asc' }),
    /** Folders before files whatever the sort. */
    folders_first: Type.Boolean({ default: true }),
    /** JSON (FileFilters of shared-libs/api/types.ts), checked by the listing. */
    filters: Type.Optional(Type.String({ maxLength: 1000 })),
    thumbnail_size: ThumbnailSize,
  },
  {
    allOf: [
      Rule('Give offset or page_token, not both', {
        not: {
          required: ['offset', 'page_token'],
          properties: { page_token: { type: 'string', minLength: 1 } },
        },
      }),
    ],
  },
);

export const FileList = Type.Object({
  kind: Type.Literal('drive#fileList'),
  files: Type.Array(DriveFile),
  /** Ours (decision 0006): how many items match the query, on every page (decimal string). */
  total: Decimal,
  next_page_token: Type.String(),
  /**
   * Ours (issue 31): with `parent_id=*` (trash, starred, search), where the listed items are:
   * parent folder id -> its path, the top-level folder first and the parent last (`[]` for the
   * root). Keyed by each listed item's `parent_id`.
   */
  places: Type.Optional(Type.Record(Type.String(), Type.Array(Ancestor))),
});

/** `GET|PATCH /drive/v1/files/{id}` */
export const FileParams = Type.Object({ id: Id });

/** `GET /drive/v1/files/{id}`: `usage=open` records an open (the recent view). */
export const FileQuery = Type.Object({
  thumbnail_size: ThumbnailSize,
  usage: Type.Optional(StringEnum(['open'] as const)),
});

/** A file or folder name as the client sends it (the server also refuses `/`, `.` and `..`). */
const Name = Type.String({ minLength: 1, maxLength: 255 });

/**
 * What to do when an item of the same name is already in the target folder (ours, decision
 * 0031): `ask` refuses with `already_exists` (409), `rename` keeps both ("name (1).ext"),
 * `replace` moves the existing item to the trash, `skip` leaves that item out. Absent: a
 * duplicate name is allowed (the contract's "Duplicate names may occur in one folder").
 */
export const ConflictMode = StringEnum(['ask', 'rename', 'replace', 'skip'] as const);
export type ConflictMode = Static<typeof ConflictMode>;

/** `POST /drive/v1/files`: a folder (with its name), or a URL task. */
export const CreateFileBody = Type.Object(
  {
    kind: StringEnum(FILE_KINDS),
    conflict: Type.Optional(ConflictMode),
    name: Type.Optional(Name),
    parent_id: Type.Optional(OptionalId),
    upload_type: Type.Optional(StringEnum(['UPLOAD_TYPE_URL'] as const)),
    url: Type.Optional(Type.Object({ url: Type.String({ minLength: 1, maxLength: 4096 }) })),
  },
  {
    allOf: [
      Rule('body.name is required for a folder', {
        if: { required: ['kind'], properties: { kind: { const: 'drive#folder' } } },
        then: { required: ['name'] },
      }),
      Rule(
        'Only folders and URL tasks ({upload_type: "UPLOAD_TYPE_URL", url: {url}}) can be created',
        {
          if: { required: ['kind'], properties: { kind: { const: 'drive#file' } } },
          then: { required: ['upload_type', 'url'] },
        },
      ),
    ],
  },
);
export type CreateFileBody = Static<typeof CreateFileBody>;

/** The folder made, or the URL task started. */
export const CreateFileResult = Type.Object({
  upload_type: StringEnum(['', 'UPLOAD_TYPE_URL'] as const),
  file: Type.Union([DriveFile, Type.Null()]),
  task: Type.Union([Task, Type.Null()]),
});

/** `PATCH /drive/v1/files/{id}`: rename and/or star. */
export const PatchFileBody = Type.Object(
  { name: Type.Optional(Name), starred: Type.Optional(Type.Boolean()) },
  {
    minProperties: 1,
    allOf: [
      Rule('Give name or starred', { anyOf: [{ required: ['name'] }, { required: ['starred'] }] }),
    ],
  },
);

/** "Everything in this folder except these" (select-all of a large folder). */
export const BatchScope = Type.Object(
  {
    parent_id: OptionalId,
    exclude_ids: Type.Optional(Type.Array(Id, { maxItems: 10000 })),
  },
  { additionalProperties: false },
);

/** What a batch acts on: listed ids, or a scope (the batch refuses both, or neither). */
export const BatchTargetBody = Type.Object({
  ids: Type.Optional(IdList(1000)),
  scope: Type.Optional(BatchScope),
});
/** `:batchUntrash` takes ids only. */
export const BatchIdsBody = Type.Object({ ids: IdList(1000) });
/** `:batchMove`, `:batchCopy`: a target and where to. */
export const BatchToBody = Type.Object({
  ids: Type.Optional(IdList(1000)),
  scope: Type.Optional(BatchScope),
  to: Type.Object({ parent_id: OptionalId }),
  conflict: Type.Optional(ConflictMode),
});

/** `POST /drive/v1/files:conflicts` (ours): which of these names a folder already holds. */
export const ConflictsBody = Type.Object({
  parent_id: OptionalId,
  names: Type.Array(Name, { minItems: 1, maxItems: 1000 }),
});

/**
 * The names already taken in the folder (live items), each with the existing item and the name
 * `rename` would give (free among the folder and the other names asked about).
 */
export const ConflictsResult = Type.Object({
  conflicts: Type.Array(
    Type.Object({
      name: Type.String(),
      id: Type.String(),
      kind: StringEnum(FILE_KINDS),
      suggested_name: Type.String(),
    }),
  ),
});

/** Every batch answers how many top-level items it acted on (decimal string). */
export const BatchResult = Type.Object({
  count: Decimal,
  /**
   * `:batchCopy`: the ids of the copies made (top-level), so a copy can be undone
   * (ours; none when more than 1,000 were copied).
   */
  ids: Type.Optional(Type.Array(Type.String())),
});

/** `GET /drive/v1/events`: every event, or (`recent`) the recent view. */
export const EventsQuery = Type.Object({
  limit: Limit(50, 100),
  page_token: Type.Optional(PageToken),
  thumbnail_size: ThumbnailSize,
  recent: Type.Boolean({ default: false }),
});

export const DriveEvent = Type.Object({
  kind: Type.Literal('drive#event'),
  id: Type.String(),
  type: Type.String(),
  file_id: Type.String(),
  file_name: Type.String(),
  created_time: Time,
  /** The current file; null once the file is deleted. */
  reference_resource: Type.Union([DriveFile, Type.Null()]),
});

export const EventList = Type.Object({
  events: Type.Array(DriveEvent),
  next_page_token: Type.String(),
});

/**
 * `GET /drive/v1/about`. `quota.limit` includes the live storage add-ons; `traffic` and
 * `add_ons` are ours (purchases, decision 0015).
 */
export const About = Type.Object({
  kind: Type.Literal('drive#about'),
  quota: Type.Object({
    kind: Type.Literal('drive#quota'),
    limit: Decimal,
    usage: Decimal,
    usage_in_trash: Decimal,
  }),
  traffic: Traffic,
  add_ons: Type.Array(AddOn),
});
