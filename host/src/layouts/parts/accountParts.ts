/**
 * The signed-in chrome, one lazy chunk (`host-lazy-account`, decision 0019): a signed-out
 * first view never shows it. Load it with `loadAccountParts` through `LazyPart`.
 */
export { AccountPanel } from './AccountPanel';
export { DesktopApprovalDialog } from './DesktopApprovalDialog';
export { DriveQuota } from './DriveQuota';
