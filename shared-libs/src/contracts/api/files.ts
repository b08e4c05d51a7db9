/** The File wire shape (api-contract.md "File"): drive files and share items alike. */
import { Type, type Static } from 'typebox';
import { FILE_KINDS } from './constants';
import { Decimal, StringEnum, Time } from './common';

export const FileKind = StringEnum(FILE_KINDS);

export const Video = Type.Object({
  width: Type.Number(),
  height: Type.Number(),
  duration: Type.Number(),
  video_codec: Type.String(),
  audio_codec: Type.String(),
});

/**
 * A playable rendition of a video (with signed links only: file_info, one drive item). The server
 * always sends `video` and `link`; the client does not rely on them (optional here).
 */
export const Media = Type.Object({
  media_name: Type.String(),
  video: Type.Optional(Video),
  link: Type.Optional(Type.Object({ url: Type.String(), expire: Time })),
});

export const DriveFile = Type.Object({
  kind: FileKind,
  id: Type.String(),
  parent_id: Type.String(),
  name: Type.String(),
  size: Decimal,
  mime_type: Type.String(),
  file_extension: Type.String(),
  created_time: Time,
  modified_time: Time,
  thumbnail_link: Type.String(),
  icon_link: Type.String(),
  phase: Type.String(),
  trashed: Type.Boolean(),
  starred: Type.Boolean(),
  hash: Type.String(),
  /** Signed, short-lived: only where links are asked for (file_info, one drive item). */
  web_content_link: Type.String(),
  medias: Type.Array(Media),
  /** Ours: where a saved item came from (a restore from a share). */
  params: Type.Object({
    origin_share_id: Type.Optional(Type.String()),
    origin_file_id: Type.Optional(Type.String()),
  }),
  /**
   * Ours (issue 31): when a trashed item was put in the trash, and when the server deletes it
   * for good (TRASH_RETENTION_DAYS later). Sent for trashed drive items only.
   */
  trashed_time: Type.Optional(Time),
  delete_time: Type.Optional(Time),
  /** Always sent (STATUS_OK unless under review); the client reads it as optional. */
  audit: Type.Optional(
    Type.Object({
      status: Type.String(),
      message: Type.Optional(Type.String()),
      title: Type.Optional(Type.String()),
    }),
  ),
});
export type DriveFile = Static<typeof DriveFile>;

/** A folder above an item (breadcrumb), the top-level one first. */
export const Ancestor = Type.Object({ id: Type.String(), name: Type.String() });

/** `GET /drive/v1/files/{id}`: the file and its breadcrumb (ours). */
export const DriveFileWithAncestors = Type.Object({
  ...DriveFile.properties,
  ancestors: Type.Array(Ancestor),
});
