import {
  createDebugConsoleTrigger,
  isVconsoleAllowed,
  STORAGE_KEYS,
  type Locale,
  type Platform,
} from 'shared-libs';

/** The vConsole instance, created on first open (its code is a lazy chunk no visitor loads). */
interface Console {
  show(): void;
}
let opened: Promise<Console> | null = null;

/** Opens the debug console (vConsole: logs, network, storage, system) and shows it. */
export function openDebugConsole(): Promise<void> {
  opened ??= import(/* webpackChunkName: "host-lazy-vconsole" */ 'vconsole').then(
    ({ default: VConsole }) => new VConsole({ theme: 'light' }),
  );
  opened.catch(() => {
    opened = null; // a failed chunk may be retried by the next burst
  });
  return opened.then((c) => c.show());
}

/**
 * Spec §4: the debug console opens after 5 rapid clicks (each under 200 ms after the previous),
 * only when the remote config permits: `debug_options` fetched with the device id (`uuid`) and
 * the user id (`userid`), flag `allow_vconsole` (spec §7). Asked only after a burst, so a visit
 * that never bursts costs nothing. Returns a function that removes the listener.
 */
export function installDebugConsoleTrigger(o: {
  platform: Pick<Platform, 'api' | 'deviceId' | 'now'>;
  userId(): string;
  locale(): Locale;
  open?: () => void;
  target?: Pick<Document, 'addEventListener' | 'removeEventListener'>;
}): () => void {
  const { platform, target = document } = o;
  const trigger = createDebugConsoleTrigger({
    now: platform.now,
    isAllowed: async () => {
      const res = await platform.api.getConfig('debug_options', o.locale(), {
        uuid: platform.deviceId(),
        userid: o.userId(),
      });
      return !res.error && isVconsoleAllowed(res.data);
    },
    open: o.open ?? (() => void openDebugConsole().catch((e: unknown) => console.warn(e))),
  });
  const onClick = () => void trigger.click();
  target.addEventListener('click', onClick, { capture: true, passive: true });
  return () => target.removeEventListener('click', onClick, { capture: true });
}

/** Spec §6: the debug button shows when local storage `pp_debug` is `'true'` (the name is ours). */
export const wantsDebugButton = (local: { get(key: string): string | null }): boolean =>
  local.get(STORAGE_KEYS.debugButton) === 'true';
