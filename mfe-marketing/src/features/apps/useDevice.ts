import { useMemo, useSyncExternalStore } from 'react';
import { ok, type MacArch } from 'shared-libs';
import { useResult } from 'shared-libs/react';
import { detectMacArch, detectOs, type DeviceOs } from './detectDevice';

export interface Device {
  os: DeviceOs;
  /** Known only on a Mac whose browser answers the architecture hint. */
  macArch?: MacArch;
}

const current = (): DeviceOs =>
  typeof navigator === 'undefined'
    ? 'other'
    : detectOs(navigator.userAgent, navigator.maxTouchPoints ?? 0);

const unchanging = () => () => undefined;
/** What a prerendered page shows (decision 0018): no platform first; hydration matches it. */
const serverOs = (): DeviceOs => 'other';

/**
 * The visitor's device (its platform at once; a Mac's processor once the browser answers). A
 * prerendered page hydrates as 'other', then shows the visitor's platform in the next render.
 */
export function useDevice(): Device {
  const os = useSyncExternalStore(unchanging, current, serverOs);
  const { state } = useResult(os === 'mac' ? () => detectMacArch(navigator).then(ok) : null, [os], {
    keep: true,
  });
  const macArch = state.phase === 'ready' ? state.value : undefined;
  return useMemo(() => (os === 'mac' && macArch ? { os, macArch } : { os }), [os, macArch]);
}
