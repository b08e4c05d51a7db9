'use strict';
/**
 * Limits on guessing (hardening issue, item 4), with @fastify/rate-limit's counters: wrong
 * passcodes per share and wrong passwords per account, each also per client IP. Only failures
 * count (a person who types the right code is never slowed down); once a limit is reached every
 * attempt on that key is refused, right or wrong, until its window ends.
 *
 * The numbers are ours (the spec has none): 10 wrong passcodes per share and IP, 200 per share
 * from anywhere, 10 wrong passwords per account, 30 per IP, each in a 10 minute window. The
 * window can be shortened at run time through the control endpoint (`limitWindowMs`, tests).
 * The counters are shared by every origin of the server (one store per limit in the context),
 * so rotating origins does not multiply the allowance.
 */
const rateLimit = require('@fastify/rate-limit');
const LocalStore = require('@fastify/rate-limit/store/LocalStore');
const { envelope } = require('./errors');
const { TOO_FREQUENT } = require('./routes/captcha');

const WINDOW_MS = 10 * 60_000;

/** name -> max failures in a window, and the parts of the key. */
const LIMITS = {
  passcodeVisitor: { max: 10 },
  passcodeShare: { max: 200 },
  passwordAccount: { max: 10 },
  passwordIp: { max: 30 },
};

/** Registers the plugin on one app; its stores live in `ctx` (shared by every origin). */
function registerLimits(app, ctx) {
  ctx.limitStores ??= new Map();
  class SharedStores {
    child(params) {
      let store = ctx.limitStores.get(params.limitName);
      if (!store) {
        store = new LocalStore(false, false, 20_000);
        ctx.limitStores.set(params.limitName, store);
      }
      return store;
    }
  }
  app.register(rateLimit, { global: false, store: SharedStores });
  /** Made on first use: `createRateLimit` exists once the plugin has loaded. */
  const limiters = {};
  const limiter = (name) =>
    (limiters[name] ??= app.createRateLimit({
      limitName: name,
      max: LIMITS[name].max,
      timeWindow: () => ctx.state.limitWindowMs || WINDOW_MS,
      keyGenerator: (req) => `${ctx.state.limitEpoch}|${req.limitKeys[name]}`,
    }));
  app.decorate('guessLimits', {
    /**
     * Whether an attempt may be checked at all. `keys`: the limits that apply, with their keys
     * (e.g. { passcodeVisitor: 'share|ip' }). @returns {Promise<null | { retryAfterSec: number }>}
     */
    async refused(req, keys) {
      req.limitKeys = keys;
      let wait = 0;
      for (const name of Object.keys(keys)) {
        const r = await limiter(name)(req, { increment: false });
        if (r.remaining === 0) wait = Math.max(wait, r.ttlInSeconds);
      }
      return wait > 0 ? { retryAfterSec: wait } : null;
    },
    /** Counts a failed attempt against every limit of `keys`. */
    async failed(req, keys) {
      req.limitKeys = keys;
      for (const name of Object.keys(keys)) await limiter(name)(req);
    },
  });
}

/**
 * The answer to a refused attempt: HTTP 429, Retry-After, and the envelope of captcha_invalid
 * (4002) whose text the spec gives for "too frequent", with a google.rpc.RetryInfo detail so the
 * client knows that a new captcha token would not help before the delay.
 */
function tooManyAttempts(reply, retryAfterSec) {
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

module.exports = { registerLimits, tooManyAttempts, LIMITS };
