/**
 * The release store's one compare-and-swap write (the registry document, the token list): read
 * the object, compute its new body from what was read, and write it only if nobody wrote it
 * meanwhile (`ifMatch` on the etag read; "must not exist yet" when there was none). On a lost
 * race, wait a jittered, growing moment and start again from the new object; after
 * `CAS_RETRY.tries` lost races, give up with a StoreError that says so. Two writers never lose
 * each other's change, and the object is written whole, so no reader sees half of it.
 *
 * Write-once objects (a version's files and manifest, a log entry) are conditional writes too
 * (`ifMatch: null`), but a conflict there is an answer, not a race to retry: they do not come
 * through here.
 */
import { PreconditionFailed, type PutOptions, type Storage, type StoredObject } from '../storage';
import { StoreError } from './errors';

export interface CasRetry {
  /** Attempts in all, the first included. */
  tries: number;
  /** The wait after the n-th lost race is a random share of `n * stepMs` milliseconds. */
  stepMs: number;
}

/** The one retry policy of the store's compare-and-swap writes. */
export const CAS_RETRY: CasRetry = { tries: 50, stepMs: 20 };

/** The new body of the object, and what the caller gets back once it is written. */
export interface CasWrite<T> {
  body: string;
  result: T;
}

export interface CasOptions {
  /** What the object is, for the error when the tries run out ("the registry"). */
  what: string;
  /** How the object is written (content type, cache control); `ifMatch` is casUpdate's. */
  put?: Omit<PutOptions, 'ifMatch'>;
  retry?: CasRetry;
  /** Injected by tests: the jitter's randomness (0 to 1) and the wait. */
  random?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * Read-change-write of `key` under a compare-and-swap on its etag, retried on conflict. `change`
 * gets the object as read (null when there is none) and may throw to refuse: that error is the
 * caller's, nothing is written and nothing is retried. Resolves to the written change's result.
 */
export async function casUpdate<T>(
  storage: Storage,
  key: string,
  change: (current: StoredObject | null) => CasWrite<T> | Promise<CasWrite<T>>,
  o: CasOptions,
): Promise<T> {
  const { tries, stepMs } = o.retry ?? CAS_RETRY;
  const random = o.random ?? Math.random;
  const sleep = o.sleep ?? wait;
  for (let attempt = 1; attempt <= tries; attempt++) {
    const current = await storage.get(key);
    const { body, result } = await change(current);
    try {
      await storage.put(key, body, { ...o.put, ifMatch: current ? current.etag : null });
      return result;
    } catch (err) {
      if (!(err instanceof PreconditionFailed)) throw err;
    }
    if (attempt < tries) await sleep(random() * stepMs * attempt);
  }
  throw new StoreError(`${o.what} kept changing under this write (${tries} attempts): try again`);
}
