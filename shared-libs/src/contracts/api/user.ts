/** The signed-in user's profile and avatars. */
import { Type, type Static } from 'typebox';
import { Id, StringEnum } from './common';
import { USER_RIGHTS } from './constants';

/** `GET /v1/user/me` */
export const Profile = Type.Object({
  sub: Type.String(),
  name: Type.String(),
  email: Type.String(),
  phone_number: Type.String(),
  picture: Type.String(),
  /** 'set' when the user has a password, else '' (spec §3 "Profile response"). */
  password: StringEnum(['set', ''] as const),
  /** Rights beyond a signed-in user's (ours; spec §6 "audit-admin rights: not shown"). */
  rights: Type.Array(StringEnum(USER_RIGHTS)),
});
export type Profile = Static<typeof Profile>;

/** `GET /v1/user/avatar/{userId}`: an SVG image (sent as is, not serialized as JSON). */
export const AvatarParams = Type.Object({ userId: Id });
export const Avatar = Type.String({ contentMediaType: 'image/svg+xml' });
