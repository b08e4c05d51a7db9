/**
 * The remotes compiled into the host for the single-bundle build only (the benchmark's
 * "physical limit" reference, see infra/presets/webpack.preset.ts). Provided to
 * host/src/remotes/remoteLoader.ts as `__SINGLE_BUNDLE_REMOTES__`; the federated build never
 * sees this file, and no app imports another app. Each remote stays a lazy chunk, so a route
 * still fetches only the code it needs.
 */
export const remotes = {
  mfe_marketing: () => import('../../mfe-marketing/src/exposes/lifecycles'),
  mfe_share: () => import('../../mfe-share/src/exposes/lifecycles'),
  mfe_drive: () => import('../../mfe-drive/src/exposes/lifecycles'),
  mfe_activity: () => import('../../mfe-activity/src/exposes/lifecycles'),
};
