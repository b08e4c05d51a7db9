/** The store's log: one object per write (`log/<time>-<id>.json`): who, what, when. */
import crypto from 'node:crypto';
import { isObject } from './checks';
import type { StoreContext } from './context';

/** One line of the log. */
export interface LogEntry {
  at: string;
  /** The publish token's name. */
  who: string;
  action: string;
  detail: string;
  /** The registry revision the write produced (registry writes only). */
  revision?: string;
}

export async function appendLog(ctx: StoreContext, e: Omit<LogEntry, 'at'>): Promise<void> {
  const at = ctx.now().toISOString();
  const entry: LogEntry = { at, ...e };
  const key = `log/${at.replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.json`;
  await ctx.storage.put(key, JSON.stringify(entry), {
    ifMatch: null,
    contentType: 'application/json',
  });
}

/** The log, oldest first (the last `limit` entries). */
export async function readLog(ctx: StoreContext, limit: number): Promise<LogEntry[]> {
  const keys = (await ctx.storage.list('log/')).slice(-limit);
  const entries = await Promise.all(
    keys.map(async (k) => ({ key: k, got: await ctx.storage.get(k) })),
  );
  return entries.flatMap(({ key, got }) =>
    got
      ? [
          ctx.parse<LogEntry>(
            key,
            got.body,
            (v) => isObject(v) && typeof v.action === 'string',
            'A log entry is only a record: move it away.',
          ),
        ]
      : [],
  );
}
