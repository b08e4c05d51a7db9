'use strict';
/**
 * Runtime switches (not persisted): fault injection per port, captcha mode, region answers and
 * other knobs that the loopback-only control endpoint changes. Reset to defaults by a reset.
 */

/** @param {ReturnType<import('./options').resolveOptions>} options */
function initialState(options) {
  return {
    /** port key ('8090', '*', or an app's label) -> { mode: 'ok'|'dead'|'slow'|'fail', delayMs, failRate, pathPrefix } */
    faults: {},
    captchaMode: options.captchaMode,
    /** port key or '*' -> 'accessible' | 'blocked' | 'dead' */
    region: {},
    accessTokenTtlSec: options.accessTokenTtlSec,
    linkTtlSec: options.linkTtlSec,
    taskStepMs: options.taskStepMs,
    allowVconsole: false,
    countryCode: 'US',
    /** user id signed in to the stand-in desktop client, or '' for signed out */
    desktopUser: 'u-vip',
    /** window of the guessing limits (limits.js); 0 = their default */
    limitWindowMs: 0,
    /** prefix of the limits' keys: a reset starts every count again */
    limitEpoch: Math.random().toString(36).slice(2),
  };
}

module.exports = { initialState };
