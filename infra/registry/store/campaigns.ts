/**
 * Campaigns: the registry's `activities`, routes of a remote's page (optionally pinned to a
 * version of it) for a time window, added, pointed elsewhere, rescheduled, ended and removed
 * without a host release.
 */
import type { ActivityEntry, RemoteName } from 'shared-libs/contracts';
import { checkTime } from './checks';
import type { StoreContext } from './context';
import { StoreError } from './errors';
import {
  currentRegistry,
  refuseIfBad,
  updateRegistry,
  type StoredRegistry,
} from './registry-document';
import { checkContract, refOf, requireManifest } from './versions';

/** A new campaign (`activity add`). */
export interface NewCampaign {
  slug: string;
  remote: RemoteName;
  page: string;
  startsAt: string;
  endsAt: string;
  version?: string;
}

/** Where `activity swap` points a campaign (`version: null`: the remote's current). */
export interface CampaignTarget {
  remote?: RemoteName;
  page?: string;
  version?: string | null;
}

const SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;

async function activityVersion(
  ctx: StoreContext,
  remote: RemoteName,
  version: string | undefined,
  page: string,
) {
  if (version === undefined) return undefined;
  const m = await requireManifest(ctx, remote, version);
  checkContract(ctx, m);
  const chunks = m.files.map((f) => f.path);
  if (!chunks.some((f) => f.startsWith(`page-${page}.`)))
    console.warn(
      `warning: ${remote}@${version} has no chunk named page-${page}: is "${page}" one of its pages?`,
    );
  return refOf(ctx, m);
}

export async function activityAdd(ctx: StoreContext, who: string, a: NewCampaign) {
  if (!SLUG.test(a.slug)) throw new StoreError(`invalid slug "${a.slug}": a-z, 0-9 and "-"`);
  if (!SLUG.test(a.page)) throw new StoreError(`invalid page "${a.page}": a-z, 0-9 and "-"`);
  const startsAt = checkTime('--starts', a.startsAt);
  const endsAt = checkTime('--ends', a.endsAt);
  if (endsAt <= startsAt) throw new StoreError('--ends must be after --starts');
  const version = await activityVersion(ctx, a.remote, a.version, a.page);
  return updateRegistry(ctx, who, 'activity-add', (doc) => {
    if (version) refuseIfBad(doc, a.remote, version.version, 'activity add');
    if (doc.activities.some((x) => x.slug === a.slug))
      throw new StoreError(
        `campaign "${a.slug}" exists already: use \`activity swap\` or \`activity schedule\``,
      );
    const entry: ActivityEntry = {
      slug: a.slug,
      remote: a.remote,
      page: a.page,
      startsAt,
      endsAt,
    };
    if (version) entry.version = version;
    doc.activities.push(entry);
    return `${a.slug} -> ${a.remote}${a.version ? `@${a.version}` : ''} page ${a.page}, ${startsAt} to ${endsAt}`;
  });
}

function activity(doc: StoredRegistry, slug: string): ActivityEntry {
  const a = doc.activities.find((x) => x.slug === slug);
  if (!a) throw new StoreError(`no campaign "${slug}" (see \`npm run remote -- list\`)`);
  return a;
}

/** Points a campaign at another page and/or version (`version: null`: the remote's current). */
export async function activitySwap(
  ctx: StoreContext,
  who: string,
  slug: string,
  to: CampaignTarget,
) {
  if (to.page !== undefined && !SLUG.test(to.page))
    throw new StoreError(`invalid page "${to.page}"`);
  const before = (await currentRegistry(ctx))?.activities.find((x) => x.slug === slug);
  const remote = to.remote ?? before?.remote;
  const page = to.page ?? before?.page ?? '';
  const version =
    remote && typeof to.version === 'string'
      ? await activityVersion(ctx, remote, to.version, page)
      : undefined;
  return updateRegistry(ctx, who, 'activity-swap', (doc) => {
    const a = activity(doc, slug);
    if (version && remote) refuseIfBad(doc, remote, version.version, 'activity swap');
    if (to.remote) a.remote = to.remote;
    if (to.page) a.page = to.page;
    if (version) a.version = version;
    else if (to.version === null || to.remote) delete a.version;
    return `${slug} -> ${a.remote}${a.version ? `@${a.version.version}` : ''} page ${a.page}`;
  });
}

/** Ends a campaign now (or at `at`): its route stops matching. */
export async function activityEnd(ctx: StoreContext, who: string, slug: string, at?: string) {
  const endsAt = at ? checkTime('--at', at) : ctx.now().toISOString();
  return updateRegistry(ctx, who, 'activity-end', (doc) => {
    const a = activity(doc, slug);
    a.endsAt = endsAt;
    if (a.startsAt > endsAt) a.startsAt = endsAt;
    return `${slug} ends at ${endsAt}`;
  });
}

/**
 * Removes a campaign from the registry: its route is gone (a visit is a not-found page, not the
 * activity-end page `end` leads to) and its slug is free for another campaign.
 */
export async function activityRemove(ctx: StoreContext, who: string, slug: string) {
  return updateRegistry(ctx, who, 'activity-remove', (doc) => {
    const a = activity(doc, slug);
    doc.activities = doc.activities.filter((x) => x !== a);
    return `${slug} removed (was ${a.remote} page ${a.page}, ${a.startsAt} to ${a.endsAt})`;
  });
}

export async function activitySchedule(
  ctx: StoreContext,
  who: string,
  slug: string,
  startsAt?: string,
  endsAt?: string,
) {
  const s = startsAt === undefined ? undefined : checkTime('--starts', startsAt);
  const e = endsAt === undefined ? undefined : checkTime('--ends', endsAt);
  if (s === undefined && e === undefined) throw new StoreError('give --starts and/or --ends');
  return updateRegistry(ctx, who, 'activity-schedule', (doc) => {
    const a = activity(doc, slug);
    if (s) a.startsAt = s;
    if (e) a.endsAt = e;
    if (a.endsAt <= a.startsAt) throw new StoreError('the campaign would end before it starts');
    return `${slug}: ${a.startsAt} to ${a.endsAt}`;
  });
}
