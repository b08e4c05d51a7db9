/** Mail unsubscription, share audit reports, the region access check, the desktop stand-in. */
import { Type } from 'typebox';
import { Data, Id, Rule } from './common';

/** `GET /mail/v1/unsubscribe?d=` */
export const UnsubscribeQuery = Type.Object({ d: Type.String({ minLength: 1, maxLength: 500 }) });
/**
 * `GET /mail/v1/unsubscribe`: the address and the kind of mail (`scene`) the link stops.
 * `already_unsubscribed` is ours (the spec gives `{ email, scene }`): the page tells a visitor
 * who opens the link twice that nothing changed.
 */
export const Unsubscribe = Type.Object({
  email: Type.String(),
  scene: Type.String(),
  already_unsubscribed: Type.Boolean(),
});

const IdsOrNone = Type.Array(Id, { maxItems: 100, default: [] });
/** `POST /audit.admin/v1/share`: gcids and file_ids default to [] (one of them must not be empty). */
export const AuditShareBody = Type.Object(
  { share_user_id: Id, gcids: IdsOrNone, file_ids: IdsOrNone },
  {
    allOf: [
      Rule('Give gcids or file_ids', {
        anyOf: [
          { required: ['gcids'], properties: { gcids: { type: 'array', minItems: 1 } } },
          { required: ['file_ids'], properties: { file_ids: { type: 'array', minItems: 1 } } },
        ],
      }),
    ],
  },
);
export const AuditShareResult = Data(
  Type.Object({ audit_id: Type.String(), status: Type.String() }),
);

/** `GET {access origin}/access_controller/v1/area_accessible` */
export const AreaAccessible = Type.Object({ accessible: Type.Boolean() });
