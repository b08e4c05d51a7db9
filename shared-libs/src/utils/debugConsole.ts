/** Spec §4, §9: 5 clicks, each under 200 ms after the previous one. */
export const DEBUG_CLICK_COUNT = 5;
export const DEBUG_CLICK_INTERVAL_MS = 200;

/** Reads `values.debug_options.allow_vconsole` (spec §7) or `data.allow_vconsole` (contract). */
export function isVconsoleAllowed(config: unknown): boolean {
  const c = config as {
    values?: { debug_options?: { allow_vconsole?: unknown } };
    data?: { allow_vconsole?: unknown };
    allow_vconsole?: unknown;
  } | null;
  const v =
    c?.values?.debug_options?.allow_vconsole ?? c?.data?.allow_vconsole ?? c?.allow_vconsole;
  return v === true || v === 'true' || v === 1;
}

export interface DebugConsoleTrigger {
  /** Feed one click; resolves true when this click opened the console. */
  click(): Promise<boolean>;
}

/**
 * Opens the debug console after a burst of 5 rapid clicks, only if the remote flag permits
 * (`isAllowed` asks the remote config). A gap of 200 ms or more starts a new burst.
 */
export function createDebugConsoleTrigger(options: {
  now(): number;
  isAllowed(): Promise<boolean> | boolean;
  open(): void;
}): DebugConsoleTrigger {
  let count = 0;
  let last = -Infinity;
  return {
    async click() {
      const t = options.now();
      count = t - last < DEBUG_CLICK_INTERVAL_MS ? count + 1 : 1;
      last = t;
      if (count < DEBUG_CLICK_COUNT) return false;
      count = 0;
      if (!(await options.isAllowed())) return false;
      options.open();
      return true;
    },
  };
}
