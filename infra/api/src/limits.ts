/**
 * Limits on guessing (hardening issue, item 4), with @fastify/rate-limit's counters: wrong
 * passcodes per share and wrong passwords per account, each also per client IP. Only failures
 * count (a person who types the right code is never slowed down); once a limit is reached every
 * attempt on that key is refused, right or wrong, until its window ends.
 *
 * The numbers are ours (the spec has none): 10 wrong passcodes per share and IP, 200 per share
 * from anywhere, 10 wrong passwords per account from one client address, 30 per address, each
 * in a 10 minute window. From the 5th failure of a visitor on a share, or on an account from
 * one address, each further attempt from there needs a solved challenge first (`challengeAfter`;
 * routes/captcha.ts, and the forms' security check, accounts/puzzle.ts). Wrong passwords never
 * lock an account for everyone (hardening, "Safe by default" item 7): a stranger's guesses make
 * only the stranger wait; from the 20th wrong password on an account from anywhere, every
 * attempt on it needs the security check first (the owner's too), and none is refused. The account pages
 * (sign-up, verification, reset) have the same kind of limits on the mail they send and on
 * wrong codes, with the same security check (decision 0016). The
 * window can be shortened at run time through the control endpoint (`limitWindowMs`, tests).
 * The counters are shared by every origin of the server (one store per limit in the context),
 * so rotating origins does not multiply the allowance.
 */
import rateLimit, {
  type CreateRateLimitOptions,
  type FastifyRateLimitStore,
} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiCore } from './core';
import { envelope, TOO_FREQUENT } from './errors';
import { WindowCounters, type LimitStore } from './windowCounters';

const WINDOW_MS = 10 * 60_000;

/** name -> max failures in a window. */
export const LIMITS = {
  passcodeVisitor: { max: 10 },
  passcodeShare: { max: 200 },
  /** Wrong passwords per account and client address (`email|ip`): that pair waits. */
  passwordAccountIp: { max: 10 },
  passwordIp: { max: 30 },
  /**
   * Accounts (decision 0016). Mail the pages send (sign-up, "send the email again", password
   * reset): 5 per address (no one's mailbox gets flooded) and 20 per client address; every
   * mail counts, not only failures. Wrong codes from the mails: 10 per account, 30 per client
   * address (a code also dies after 5 wrong attempts, accounts/codes.ts).
   */
  mailAddress: { max: 5 },
  mailIp: { max: 20 },
  codeAccount: { max: 10 },
  codeIp: { max: 30 },
  /**
   * Device sign-in (RFC 8628, accounts/deviceCodes.ts): codes asked for per client address (each
   * one counts, like mail), and wrong user codes typed on the site's TV page, per account and
   * per client address (RFC 8628 §5.1: the user code is the guessable part).
   */
  deviceCodeIp: { max: 30 },
  deviceUserCodeAccount: { max: 10 },
  deviceUserCodeIp: { max: 30 },
  /** From this many failures on, an attempt needs a solved captcha challenge first. */
  passcodeVisitorChallenge: { max: 5 },
  passwordAccountIpChallenge: { max: 5 },
  /** Wrong passwords per account from anywhere: only ever a security check, never a wait. */
  passwordAccountChallenge: { max: 20 },
  /** Mail from one client address: from the 10th on, the form needs the security check. */
  mailIpChallenge: { max: 10 },
  codeAccountChallenge: { max: 5 },
};

export type LimitName = keyof typeof LIMITS;

/** The context's counters of the guessing limits (context.ts). */
export interface LimitStoresHolder {
  /** One store per limit, shared by every origin. */
  limitStores: Map<LimitName, LimitStore>;
}
/** The limits whose failures also count towards a challenge, and that challenge's counter. */
const CHALLENGES: Partial<Record<LimitName, LimitName>> = {
  passcodeVisitor: 'passcodeVisitorChallenge',
  passwordAccountIp: 'passwordAccountIpChallenge',
  mailIp: 'mailIpChallenge',
  codeAccount: 'codeAccountChallenge',
};

/** Counters that only ever bring a challenge (their own key), never a refusal. */
const CHALLENGE_ONLY: readonly LimitName[] = ['passwordAccountChallenge'];
const isChallenge = (name: LimitName): boolean =>
  CHALLENGE_ONLY.includes(name) || Object.values(CHALLENGES).includes(name);

/** The limits of a password guess for an account (a normalised email) from a client address. */
export const passwordKeys = (email: string, ip: string): LimitKeys => ({
  passwordAccountIp: `${email}|${ip}`,
  passwordIp: ip,
  passwordAccountChallenge: email,
});

/** The keys with the challenge counters of the limits that have one (same key). */
function withChallenges(keys: LimitKeys): LimitKeys {
  const all: LimitKeys = { ...keys };
  for (const name of limitNames(keys)) {
    const challenge = CHALLENGES[name];
    if (challenge) all[challenge] = keys[name];
  }
  return all;
}
/** The limits that apply to an attempt, with their keys (e.g. { passcodeVisitor: 'share|ip' }). */
export type LimitKeys = Partial<Record<LimitName, string>>;

/** The guessing limits of an app (`app.guessLimits`). */
export interface GuessLimits {
  /** Whether an attempt may be checked at all: null, or how long to wait. */
  refused(req: FastifyRequest, keys: LimitKeys): Promise<null | { retryAfterSec: number }>;
  /** Counts a failed attempt against every limit of `keys`. */
  failed(req: FastifyRequest, keys: LimitKeys): Promise<void>;
  /** Whether an attempt needs a solved captcha challenge first (`challengeAfter` reached). */
  challengeDue(req: FastifyRequest, keys: LimitKeys): Promise<boolean>;
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

const limitNames = (keys: LimitKeys) => Object.keys(keys) as LimitName[];

/** Registers the plugin on one app; its stores live in `ctx` (shared by every origin). */
export function registerLimits(app: FastifyInstance, ctx: ApiCore & LimitStoresHolder): void {
  /**
   * The plugin's store: one child store per limit, kept in the context. Only the children
   * count (every limit has its own store; the plugin is registered with `global: false`).
   */
  class SharedStores implements FastifyRateLimitStore {
    incr(): void {
      throw new Error('the guessing limits count in their own stores only');
    }
    // The plugin passes the limit's merged options (typed as route options by the plugin).
    child(params: unknown): FastifyRateLimitStore {
      const { limitName } = params as { limitName: LimitName };
      let store = ctx.limitStores.get(limitName);
      if (!store) {
        store = new WindowCounters(20_000);
        ctx.limitStores.set(limitName, store);
      }
      return store;
    }
  }
  app.register(rateLimit, { global: false, store: SharedStores });
  /** Made on first use: `createRateLimit` exists once the plugin has loaded. */
  const limiters: Partial<Record<LimitName, Limiter>> = {};
  const limiter = (name: LimitName): Limiter => {
    const options: CreateRateLimitOptions & { limitName: LimitName } = {
      // `limitName` is ours: the plugin hands it to SharedStores.child with the rest.
      limitName: name,
      max: LIMITS[name].max,
      timeWindow: () => ctx.state.limitWindowMs || WINDOW_MS,
      keyGenerator: (req) => `${ctx.state.limitEpoch}|${req.limitKeys[name]}`,
    };
    return (limiters[name] ??= app.createRateLimit(options));
  };
  const guessLimits: GuessLimits = {
    async refused(req, keys) {
      req.limitKeys = keys;
      let wait = 0;
      for (const name of limitNames(keys)) {
        if (isChallenge(name)) continue;
        const r = await limiter(name)(req, { increment: false });
        if (!r.isAllowed && r.remaining === 0) wait = Math.max(wait, r.ttlInSeconds);
      }
      return wait > 0 ? { retryAfterSec: wait } : null;
    },
    async failed(req, keys) {
      const all = withChallenges(keys);
      req.limitKeys = all;
      for (const name of limitNames(all)) await limiter(name)(req);
    },
    async challengeDue(req, keys) {
      const all = withChallenges(keys);
      req.limitKeys = all;
      for (const name of limitNames(keys)) {
        const challenge = CHALLENGE_ONLY.includes(name) ? name : CHALLENGES[name];
        if (!challenge) continue;
        const r = await limiter(challenge)(req, { increment: false });
        if (!r.isAllowed && r.remaining === 0) return true;
      }
      return false;
    },
  };
  app.decorate('guessLimits', guessLimits);
}

/**
 * The answer to a refused attempt: HTTP 429, Retry-After, and the envelope of captcha_invalid
 * (4002) whose text the spec gives for "too frequent", with a google.rpc.RetryInfo detail so the
 * client knows that a new captcha token would not help before the delay.
 */
export function tooManyAttempts(reply: FastifyReply, retryAfterSec: number): FastifyReply {
  const body = envelope('captcha_invalid', TOO_FREQUENT);
  body.details.push({
    '@type': 'type.googleapis.com/google.rpc.RetryInfo',
    retry_delay: `${retryAfterSec}s`,
  });
  return reply
    .code(429)
    .header('retry-after', String(retryAfterSec))
    .type('application/json; charset=utf-8')
    .send(body);
}
