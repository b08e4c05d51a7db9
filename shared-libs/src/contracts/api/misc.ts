/** Mail unsubscription, share audit reports, the region access check, the desktop stand-in. */
import { Type } from 'typebox';
import { Data, Id } from './common';

/** `GET /mail/v1/unsubscribe?d=` */
export const UnsubscribeQuery = Type.Object({ d: Type.String({ minLength: 1, maxLength: 500 }) });
export const Unsubscribe = Type.Object({ email: Type.String(), scene: Type.String() });

const IdsOrNone = Type.Array(Id, { maxItems: 100, default: [] });
/** `POST /audit.admin/v1/share`: gcids and file_ids default to [] (one of them must not be empty). */
export const AuditShareBody = Type.Object({
  share_user_id: Id,
  gcids: IdsOrNone,
  file_ids: IdsOrNone,
});
export const AuditShareResult = Data(
  Type.Object({ audit_id: Type.String(), status: Type.String() }),
);

/** `GET {access origin}/access_controller/v1/area_accessible` */
export const AreaAccessible = Type.Object({ accessible: Type.Boolean() });

/**
 * `POST /windows/client-auth-code` (test stand-in of the desktop client's loopback service): an
 * object or JSON null (one schema with both types, as validated before, not an `anyOf`).
 */
export const DesktopAuthCodeBody = Type.Unsafe<{ client_id?: string } | null>({
  type: ['object', 'null'],
  properties: { client_id: Type.String({ minLength: 1, maxLength: 100 }) },
});
export const DesktopAuthCode = Type.Object({ code: Type.String() });
