import type { RemoteName } from 'shared-libs';
import type { KeyValue } from '../lib/storage';

/**
 * Developer overrides, like single-spa's import-map-overrides (issue 11): one remote pointed at
 * another entry (a local dev server) from the running site. "Overrides need a person"
 * (safe-by-default issue, item 1; decision 0014):
 *
 * - Only where the registry allows it (`overrides.allowedOrigins`, exact origins): a registry
 *   without `overrides` (production) has none at all, not even ones stored earlier.
 * - A link may at most PROPOSE one, and only when the registry turns the query form on
 *   (`overrides.query: true`): `?override=<remote>=<entry url>`. A developer may also propose one
 *   from the console (`localStorage['cumulus:override:<remote>'] = '<entry url>'`).
 * - Nothing of a proposal is stored or loaded until the person confirms it in the host's dialog
 *   (OverrideDialog.tsx). Declined: nothing stored, nothing loaded.
 * - A confirmed override is stored with its expiry (OVERRIDE_TTL_MS) and shown by the banner,
 *   which is up before the overridden code runs.
 *
 * A lazy chunk with the dialog and the banner, loaded only when delivery.ts's mayOverride says an
 * override may be in force. It imports nothing from the boot chunk (types only): what it needs
 * comes in as `OverrideRules`, so the boot modules stay concatenated (smaller) in their chunk.
 */

/**
 * How long a confirmed override lasts: 8 hours, a working day (our choice; the spec has no
 * figure). Long enough for a dev session, short enough that a forgotten one ends by itself.
 */
export const OVERRIDE_TTL_MS = 8 * 3600 * 1000;

export interface OverrideRules {
  /** The remotes that can be overridden (registry.ts's REMOTE_NAMES). */
  names: readonly RemoteName[];
  /** Local storage key prefix (delivery.ts's OVERRIDE_PREFIX). */
  prefix: string;
  /** Whether the registry allows an origin (its `overrides.allowedOrigins`). */
  allows: (origin: string) => boolean;
  /** Whether a link may propose an override (the registry's `overrides.query`). */
  query: boolean;
  /** The time now (ms since the epoch). */
  now: number;
}

/** A confirmed override as stored: the entry and when it ends (ms since the epoch). */
export interface StoredOverride {
  url: string;
  expiresAt: number;
}

/** The confirmed overrides in force, by remote. */
export type ConfirmedOverrides = Partial<Record<RemoteName, StoredOverride>>;

/** An override waiting for the person's answer. */
export interface Proposal {
  name: RemoteName;
  url: string;
}

/** Whether an override entry is an http(s) URL whose origin the registry allows. */
export function isAllowedOverride(url: string, allows: OverrideRules['allows']): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  return (u.protocol === 'http:' || u.protocol === 'https:') && allows(u.origin);
}

/** `?override=` values of a query string: `<remote>=<url>`, an empty url removing it. */
export function parseOverrideQuery(
  search: string,
  names: readonly RemoteName[],
): Array<[RemoteName, string]> {
  const out: Array<[RemoteName, string]> = [];
  for (const value of new URLSearchParams(search).getAll('override')) {
    const at = value.indexOf('=');
    const name = names.find((n) => n === (at < 0 ? value : value.slice(0, at)));
    if (name) out.push([name, at < 0 ? '' : value.slice(at + 1)]);
  }
  return out;
}

/**
 * A stored value: a confirmed override (JSON with its expiry), or a bare URL (a proposal made
 * from the console, not confirmed yet), or null for anything else.
 */
export function parseStored(raw: string): StoredOverride | { proposal: string } | null {
  if (!raw.startsWith('{')) return { proposal: raw };
  try {
    const v = JSON.parse(raw) as Partial<StoredOverride> | null;
    if (typeof v?.url === 'string' && typeof v.expiresAt === 'number' && isFinite(v.expiresAt)) {
      return { url: v.url, expiresAt: v.expiresAt };
    }
  } catch {
    // not ours: dropped below
  }
  return null;
}

/** What boot does next: the confirmed overrides in force, and what the person must decide on. */
export interface OverridePlan {
  active: ConfirmedOverrides;
  proposals: Proposal[];
}

/**
 * Reads the stored overrides and the query's proposals. Stored values that are expired, not
 * allowed any more or not ours are removed; a console proposal is taken out of the store (it is
 * stored again only once confirmed). An empty `?override=<remote>=` removes a stored one. Nothing
 * here loads or confirms anything.
 */
export function planOverrides(search: string, store: KeyValue, rules: OverrideRules): OverridePlan {
  const { names, prefix, allows, now } = rules;
  const active: ConfirmedOverrides = {};
  const proposals = new Map<RemoteName, string>();
  const propose = (name: RemoteName, url: string, from: string) => {
    if (isAllowedOverride(url, allows)) proposals.set(name, url);
    else console.warn(`[host] override of ${name} refused: origin not allowed (${from})`, url);
  };

  for (const name of names) {
    const raw = store.get(prefix + name);
    if (raw === null) continue;
    const stored = parseStored(raw);
    if (stored && 'proposal' in stored) {
      store.remove(prefix + name);
      propose(name, stored.proposal, 'local storage');
    } else if (
      stored &&
      stored.expiresAt > now &&
      // A far future expiry was not written by this code: not honoured.
      stored.expiresAt <= now + OVERRIDE_TTL_MS &&
      isAllowedOverride(stored.url, allows)
    ) {
      active[name] = stored;
    } else {
      store.remove(prefix + name);
    }
  }

  const query = parseOverrideQuery(search, names);
  if (query.length && !rules.query) {
    console.warn('[host] ?override= ignored: the registry does not turn the query form on');
  } else {
    for (const [name, url] of query) {
      if (!url) {
        store.remove(prefix + name);
        delete active[name];
        proposals.delete(name);
      } else if (active[name]?.url !== url) {
        propose(name, url, 'link');
      }
    }
  }
  return { active, proposals: [...proposals].map(([name, url]) => ({ name, url })) };
}

/**
 * The person's answer: confirmed proposals are stored with their expiry and join the active
 * ones; declined ones leave nothing behind.
 */
export function decide(
  plan: OverridePlan,
  accepted: boolean,
  store: KeyValue,
  rules: Pick<OverrideRules, 'prefix' | 'now'>,
): ConfirmedOverrides {
  if (!accepted) return plan.active;
  const active = { ...plan.active };
  const expiresAt = rules.now + OVERRIDE_TTL_MS;
  for (const { name, url } of plan.proposals) {
    const confirmed: StoredOverride = { url, expiresAt };
    store.set(rules.prefix + name, JSON.stringify(confirmed));
    active[name] = confirmed;
  }
  return active;
}

/** The entry URLs of the confirmed overrides (what delivery.ts plans versions with). */
export function entriesOf(active: ConfirmedOverrides): Partial<Record<RemoteName, string>> {
  const out: Partial<Record<RemoteName, string>> = {};
  for (const [name, o] of Object.entries(active) as Array<[RemoteName, StoredOverride]>) {
    out[name] = o.url;
  }
  return out;
}

/**
 * The whole decision: plan, ask the person when there is something to confirm, store the
 * answer. `ask` shows the dialog and resolves with the answer.
 */
export async function resolveOverrides(
  search: string,
  store: KeyValue,
  rules: OverrideRules,
  ask: (proposals: Proposal[], expiresAt: number) => Promise<boolean>,
): Promise<ConfirmedOverrides> {
  const plan = planOverrides(search, store, rules);
  if (!plan.proposals.length) return plan.active;
  const accepted = await ask(plan.proposals, rules.now + OVERRIDE_TTL_MS);
  return decide(plan, accepted, store, rules);
}
