import { useEffect, useState } from 'react';
import type { MacArch } from 'shared-libs';
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

/** The visitor's device (its platform at once; a Mac's processor once the browser answers). */
export function useDevice(): Device {
  const [device, setDevice] = useState<Device>(() => ({ os: current() }));
  useEffect(() => {
    if (device.os !== 'mac') return;
    let live = true;
    void detectMacArch(navigator).then((macArch) => {
      if (live && macArch) setDevice({ os: 'mac', macArch });
    });
    return () => {
      live = false;
    };
  }, [device.os]);
  return device;
}
