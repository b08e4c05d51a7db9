/**
 * Runtime switches (not persisted): fault injection per port, captcha mode, region answers and
 * other knobs that the loopback-only control endpoint changes. Reset to defaults by a reset.
 */
import type { CaptchaMode, ResolvedOptions } from './options';

export type FaultMode = 'ok' | 'dead' | 'slow' | 'fail';
export interface Fault {
  mode: FaultMode;
  delayMs: number;
  failRate: number;
  pathPrefix: string;
}
export type RegionAnswer = 'accessible' | 'blocked' | 'dead';
/** The demo users the stand-in desktop client can be signed in as ('' = signed out). */
export type DesktopUser = '' | 'u-free' | 'u-vip';

export interface RuntimeState {
  /** port key ('8090', '*', or an app's label) -> its fault */
  faults: Record<string, Fault>;
  captchaMode: CaptchaMode;
  /** port key or '*' -> 'accessible' | 'blocked' | 'dead' */
  region: Record<string, RegionAnswer>;
  accessTokenTtlSec: number;
  linkTtlSec: number;
  taskStepMs: number;
  allowVconsole: boolean;
  countryCode: string;
  /** user id signed in to the stand-in desktop client, or '' for signed out */
  desktopUser: DesktopUser;
  /** window of the guessing limits (limits.ts); 0 = their default */
  limitWindowMs: number;
  /** prefix of the limits' keys: a reset starts every count again */
  limitEpoch: string;
}

export function initialState(options: ResolvedOptions): RuntimeState {
  return {
    faults: {},
    captchaMode: options.captchaMode,
    region: {},
    accessTokenTtlSec: options.accessTokenTtlSec,
    linkTtlSec: options.linkTtlSec,
    taskStepMs: options.taskStepMs,
    allowVconsole: false,
    countryCode: 'US',
    desktopUser: 'u-vip',
    limitWindowMs: 0,
    limitEpoch: Math.random().toString(36).slice(2),
  };
}
