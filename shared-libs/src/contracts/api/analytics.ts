/**
 * The analytics collector and the feedback form (issue 32). Ours: the spec names the ppa queue
 * and its events, not an endpoint (docs/decisions/0024-analytics-consent-and-collector.md).
 */
import { Type } from 'typebox';
import { ANALYTICS_EVENT_NAMES, ANALYTICS_LIMITS } from '../analyticsEvents';
import { Id, StringEnum } from './common';
import { FEEDBACK_CATEGORIES, FEEDBACK_TEXT_MAX } from './constants';

const L = ANALYTICS_LIMITS;
const ParamValue = Type.Union([
  Type.String({ maxLength: L.maxValueLength }),
  Type.Number(),
  Type.Boolean(),
]);

/** One event as the queue sends it. */
export const AnalyticsEvent = Type.Object(
  {
    event: StringEnum(ANALYTICS_EVENT_NAMES),
    /** Spec §4: 2 premium, 1 otherwise. */
    user_type: Type.Union([Type.Literal(1), Type.Literal(2)]),
    /** When it happened in the browser, epoch ms. */
    t: Type.Integer({ minimum: 0, maximum: 8.64e15 }),
    /** Short snake_case keys, scalar values. */
    params: Type.Unsafe<Record<string, string | number | boolean>>({
      type: 'object',
      patternProperties: { [`^[a-z][a-z0-9_]{0,${L.maxKeyLength - 1}}$`]: ParamValue },
      additionalProperties: false,
      maxProperties: L.maxParams,
    }),
  },
  { additionalProperties: false },
);

/** `POST /analytics/v1/ppa` (a beacon: `text/plain` JSON, no credentials). */
export const AnalyticsBatch = Type.Object(
  {
    /** A random id per page load (joins one page's events; not a person). */
    page: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
    events: Type.Array(AnalyticsEvent, { minItems: 1, maxItems: L.maxEvents }),
  },
  { additionalProperties: false },
);
export const AnalyticsAccepted = Type.Object({ accepted: Type.Integer() });

/** `GET /dev/analytics?key=&limit=` (the developer view, JSON, behind the dev key): oldest first. */
export const DevAnalyticsQuery = Type.Object({
  key: Type.Optional(Type.String({ maxLength: 200 })),
  limit: Type.Integer({ minimum: 1, maximum: 1000, default: 200 }),
});
export const DevAnalyticsList = Type.Object({
  events: Type.Array(
    Type.Object({
      id: Type.Integer(),
      page: Type.String(),
      event: Type.String(),
      user_type: Type.Integer(),
      t: Type.Integer(),
      received_at: Type.Integer(),
      params: Type.Record(Type.String(), ParamValue),
    }),
  ),
});

/** `POST /drive/v1/feedback` (signed in). */
export const FeedbackBody = Type.Object(
  {
    category: StringEnum(FEEDBACK_CATEGORIES),
    text: Type.String({ minLength: 1, maxLength: FEEDBACK_TEXT_MAX, pattern: '\\S' }),
    /** A file of the sender's own drive (another's, or none such: not_found). */
    file_id: Type.Optional(Id),
  },
  { additionalProperties: false },
);
export const FeedbackResult = Type.Object({
  id: Type.String(),
  created_time: Type.String(),
});
