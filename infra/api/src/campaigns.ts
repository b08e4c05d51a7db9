/**
 * Campaigns and compensation types: the one table of their dates (ours; spec §2 lists the
 * campaign pages, §3 the compensation activity types, neither gives dates). `activity_operation`
 * (routes/config.ts) publishes them, the compensation and task-status handlers (routes/vip.ts)
 * obey them, and the site shows a campaign's end page from them (mfe-activity's campaign gate).
 *
 * Tests move a campaign's dates with `POST /__control/campaign` (routes/control.ts). The moved
 * dates live in the runtime state's slot here: a control reset (a new runtime state) drops them,
 * and a restart never keeps them.
 */
import type { Static } from '@fastify/type-provider-typebox';
import type { Wire } from 'shared-libs/contracts';
import type { RuntimeState } from './state';
import { rfc3339 } from './util';

const DAY = 86400000;
const FOREVER = Date.UTC(2099, 11, 31, 23, 59, 59);

export type CampaignStatus = Static<typeof Wire.ActivityCampaign>['status'];
type Window = { start: number; end: number };

/**
 * The live compensation type (ours): spec §3 lists the types as `aliyun_accident_202409` and a
 * `{hash}`, an opaque id. This one makes up for a (fictional) storage maintenance.
 */
export const LIVE_COMPENSATION_TYPE = 'c7e3a91f5b2d4e60';

/** Compensation types: the premium days each grants once per user, and when it can be claimed. */
function compensationTable(dayStart: number): { type: string; days: number; window: Window }[] {
  return [
    // Spec §3: the September 2024 data-center outage; claims closed at the end of October 2024.
    {
      type: 'aliyun_accident_202409',
      days: 7,
      window: { start: Date.UTC(2024, 8, 1), end: Date.UTC(2024, 9, 31, 23, 59, 59) },
    },
    // Ours: opened two days ago, claimable for the next 30 days (a rolling demo window).
    {
      type: LIVE_COMPENSATION_TYPE,
      days: 5,
      window: { start: dayStart - 2 * DAY, end: dayStart + 30 * DAY },
    },
  ];
}

/** Dates moved by the control endpoint, per runtime state (a reset makes a new state). */
const moved = new WeakMap<RuntimeState, Map<string, Partial<Window>>>();

/**
 * Moves the dates of a campaign or compensation type (tests); `null` restores its own dates.
 * @returns false when `id` names neither
 */
export function moveCampaign(
  state: RuntimeState,
  id: string,
  window: Partial<Window> | null,
  now = Date.now(),
): boolean {
  const known =
    campaigns(now, state).some((c) => c.id === id) ||
    compensationTable(now - (now % DAY)).some((t) => t.type === id);
  if (!known) return false;
  const map = moved.get(state) ?? new Map<string, Partial<Window>>();
  moved.set(state, map);
  if (window) map.set(id, { ...map.get(id), ...window });
  else map.delete(id);
  return true;
}

const statusAt = (now: number, w: Window): CampaignStatus =>
  now < w.start ? 'upcoming' : now < w.end ? 'live' : 'ended';

function windowOf(state: RuntimeState | undefined, id: string, own: Window): Window {
  const m = state ? moved.get(state)?.get(id) : undefined;
  return { start: m?.start ?? own.start, end: m?.end ?? own.end };
}

export type CompensationTypeInfo = Static<typeof Wire.CompensationTypeInfo>;

/** Every compensation type with its dates and status at `now` (oldest first). */
export function compensationTypes(now: number, state?: RuntimeState): CompensationTypeInfo[] {
  return compensationTable(now - (now % DAY)).map((t) => {
    const w = windowOf(state, t.type, t.window);
    return {
      type: t.type,
      days: t.days,
      start_time: rfc3339(w.start),
      end_time: rfc3339(w.end),
      status: statusAt(now, w),
      end_page: `/activity-end?activity=compensation&type=${encodeURIComponent(t.type)}`,
    };
  });
}

/** One compensation type, or undefined for a type that does not exist. */
export function compensationType(
  type: string,
  now: number,
  state?: RuntimeState,
): CompensationTypeInfo | undefined {
  return compensationTypes(now, state).find((t) => t.type === type);
}

/**
 * The campaigns (`activity_operation`): black-friday and christmas run until 2099 (ours); the
 * compensation page runs while one of its types can be claimed, and names the type it shows
 * (`type`: the newest live one, else the newest).
 */
export function campaigns(
  now: number,
  state?: RuntimeState,
): Static<typeof Wire.ActivityCampaign>[] {
  const dayStart = now - (now % DAY);
  const types = compensationTypes(now, state);
  const times = (key: 'start_time' | 'end_time') => types.map((t) => Date.parse(t[key]));
  const current = [...types].reverse().find((t) => t.status === 'live') ?? types.at(-1);
  const c = (id: string, name: string, own: Window) => {
    const w = windowOf(state, id, own);
    return {
      id,
      name,
      start_time: rfc3339(w.start),
      end_time: rfc3339(w.end),
      status: statusAt(now, w),
      page: `/activity/${id}`,
      end_page: `/activity-end?activity=${id}`,
    };
  };
  return [
    c('black-friday', 'Black Friday', { start: dayStart - 7 * DAY, end: FOREVER }),
    c('christmas', 'Christmas', { start: dayStart - DAY, end: FOREVER }),
    {
      ...c('compensation', 'Service compensation', {
        start: Math.min(...times('start_time')),
        end: Math.max(...times('end_time')),
      }),
      ...(current ? { type: current.type } : {}),
      types,
    },
  ];
}
