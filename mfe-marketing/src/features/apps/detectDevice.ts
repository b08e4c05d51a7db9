import type { MacArch } from 'shared-libs';

/** The platforms a visitor's device is sorted into for the download pages (spec §3 platforms). */
export type DeviceOs = 'ios' | 'android' | 'android-tv' | 'windows' | 'mac' | 'other';

/** What TV boxes and TV sets running Android add to "Android" in their user agent. */
const ANDROID_TV = /Android ?TV|Google ?TV|\bTV\b|\bAFT[A-Z0-9]|BRAVIA|SMART-TV|CrKey/i;

/**
 * The visitor's platform from the user agent. iPadOS presents itself as a Mac ("Macintosh")
 * but has a touch screen, which no Mac has: a Mac with touch points is an iPad. Android TVs
 * say "Android" with a TV marker (Android TV, Google TV, Chromecast, Fire TV "AFT", Bravia).
 */
export function detectOs(userAgent: string, maxTouchPoints = 0): DeviceOs {
  const ua = userAgent;
  if (/iPhone|iPad|iPod/i.test(ua)) return 'ios';
  if (/Android/i.test(ua)) return ANDROID_TV.test(ua) ? 'android-tv' : 'android';
  if (/Windows NT|Win64|Win32/i.test(ua)) return 'windows';
  if (/Macintosh|Mac OS X/i.test(ua)) return maxTouchPoints > 1 ? 'ios' : 'mac';
  return 'other';
}

/** The part of User-Agent Client Hints read here (not in TypeScript's DOM types yet). */
interface UserAgentData {
  getHighEntropyValues(hints: string[]): Promise<{ architecture?: string }>;
}

/**
 * A Mac's processor, asked through User-Agent Client Hints where the browser has them
 * (Chromium: `architecture` is "arm" on Apple Silicon, "x86" on Intel); undefined where it
 * cannot tell (Safari, Firefox) or refuses: the page then offers both builds, clearly labelled.
 */
export async function detectMacArch(nav: Navigator): Promise<MacArch | undefined> {
  const data = (nav as Navigator & { userAgentData?: UserAgentData }).userAgentData;
  if (!data || typeof data.getHighEntropyValues !== 'function') return undefined;
  try {
    const { architecture } = await data.getHighEntropyValues(['architecture']);
    if (architecture === 'arm') return 'arm64';
    if (architecture === 'x86') return 'x64';
  } catch {
    // the browser refused the hint
  }
  return undefined;
}
