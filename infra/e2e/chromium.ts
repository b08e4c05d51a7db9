/**
 * The browser the Playwright suite drives: Debian's Chromium headless shell (package
 * `chromium-headless-shell`, built from the same Chromium source and version as Debian's
 * `chromium`). It is the kind of binary Playwright itself runs headless; the full browser in
 * headless mode spends about three times the CPU on the same specs (decision 0033), and the
 * suite is CPU-bound on 2 cores. `CHROMIUM_PATH` points the suite at another binary (for
 * instance `/usr/bin/chromium` to watch a run headed).
 */
export const E2E_CHROMIUM = {
  bin: process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell',
  pkg: 'chromium-headless-shell',
} as const;
