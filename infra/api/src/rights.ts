/** A user's rights beyond a signed-in user's (migration 11; ours, spec §6). */
import { Wire } from 'shared-libs/contracts';
import type { UserRow } from './db/rows';

type UserRight = (typeof Wire.USER_RIGHTS)[number];

/** The known rights of a user row (unknown words in the column are ignored). */
export function rightsOf(user: Pick<UserRow, 'rights'>): UserRight[] {
  const known: readonly string[] = Wire.USER_RIGHTS;
  return (user.rights ?? '').split(/\s+/).filter((r): r is UserRight => known.includes(r));
}
