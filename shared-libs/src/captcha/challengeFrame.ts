import { cancelledError } from '../errors/ApiError';
import { platformMessages } from '../errors/messages';
import type { Result } from '../http/request';
import type { Locale } from '../i18n/locales';
import { isCaptchaResultMessage } from './captchaResult';

/** Frame size of spec §9 and the mobile breakpoint at which it goes full size. */
export const CAPTCHA_FRAME_WIDTH = 320;
export const CAPTCHA_FRAME_HEIGHT = 430;
export const MOBILE_BREAKPOINT_PX = 768;
/** Base z-index of spec §9. */
export const BASE_Z_INDEX = 2000;

/** Message type the challenge page posts to ask for another frame size. */
export const RESPONSIVE_LAYOUT_MESSAGE_TYPE = 'responsiveLayout';

function parseLayout(data: unknown): { width?: number; height?: number } | undefined {
  let v = data;
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v);
    } catch {
      return undefined;
    }
  }
  if (typeof v !== 'object' || v === null) return undefined;
  if ((v as { type?: unknown }).type !== RESPONSIVE_LAYOUT_MESSAGE_TYPE) return undefined;
  const num = (x: unknown) =>
    typeof x === 'number' && Number.isFinite(x) && x > 0 ? x : undefined;
  return {
    width: num((v as { width?: unknown }).width),
    height: num((v as { height?: unknown }).height),
  };
}

export interface ChallengeOptions {
  locale: Locale;
  /** The site's own origin: only it may post the result (default `window.location.origin`). */
  siteOrigin?: string;
  win?: Window;
}

/**
 * Shows the challenge page in a closable overlay frame (320x430 px, full size at <= 768 px
 * wide) as an accessible modal dialog, and resolves with the token the site's `/loading`
 * page posts back. Closing (button or Escape) resolves with a `cancelled` error.
 *
 * Messages are checked by exact origin, source window and shape:
 * - `{ type: 'responsiveLayout', width?, height? }` from the frame's own origin resizes it
 *   (within the viewport; ignored on small screens, where the frame is already full size);
 * - `{ type: 'cumulus:captcha', captcha_token }` from the site's origin ends the challenge.
 */
export function openCaptchaChallenge(
  url: string,
  options: ChallengeOptions,
): Promise<Result<string>> {
  const win = options.win ?? window;
  const doc = win.document;
  const siteOrigin = options.siteOrigin ?? win.location.origin;
  const frameOrigin = new URL(url, win.location.href).origin;
  const m = platformMessages(options.locale);
  const small = win.innerWidth <= MOBILE_BREAKPOINT_PX;
  const previouslyFocused = doc.activeElement as HTMLElement | null;

  const overlay = doc.createElement('div');
  overlay.setAttribute('data-cumulus-captcha', '');
  Object.assign(overlay.style, {
    position: 'fixed',
    inset: '0',
    zIndex: String(BASE_Z_INDEX),
    background: 'rgba(0, 0, 0, 0.5)',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
  });

  const dialog = doc.createElement('div');
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-label', m.captchaTitle);
  Object.assign(dialog.style, {
    position: 'relative',
    background: '#fff',
    borderRadius: small ? '0' : '8px',
    overflow: 'hidden',
  });

  const close = doc.createElement('button');
  close.type = 'button';
  close.setAttribute('aria-label', m.close);
  close.textContent = '\u00d7';
  Object.assign(close.style, {
    position: 'absolute',
    top: '4px',
    right: '4px',
    minWidth: '32px',
    minHeight: '32px',
    border: '0',
    background: 'transparent',
    fontSize: '24px',
    lineHeight: '1',
    cursor: 'pointer',
  });

  const frame = doc.createElement('iframe');
  frame.src = url;
  frame.title = m.captchaTitle;
  frame.setAttribute('referrerpolicy', 'strict-origin');
  Object.assign(frame.style, { border: '0', display: 'block' });
  const setSize = (width: string, height: string) => {
    frame.style.width = width;
    frame.style.height = height;
  };
  if (small) setSize('100vw', '100vh');
  else setSize(`${CAPTCHA_FRAME_WIDTH}px`, `${CAPTCHA_FRAME_HEIGHT}px`);

  dialog.append(frame, close);
  overlay.append(dialog);
  doc.body.append(overlay);
  close.focus();

  return new Promise<Result<string>>((resolve) => {
    const finish = (result: Result<string>) => {
      win.removeEventListener('message', onMessage);
      doc.removeEventListener('keydown', onKey, true);
      overlay.remove();
      previouslyFocused?.focus?.();
      resolve(result);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.contentWindow) return;
      if (event.origin === siteOrigin && isCaptchaResultMessage(event.data)) {
        finish({ data: event.data.captcha_token, error: null });
        return;
      }
      if (event.origin === frameOrigin && !small) {
        const layout = parseLayout(event.data);
        if (!layout) return;
        const w = layout.width ? Math.min(layout.width, win.innerWidth) : undefined;
        const h = layout.height ? Math.min(layout.height, win.innerHeight) : undefined;
        setSize(w ? `${w}px` : frame.style.width, h ? `${h}px` : frame.style.height);
      }
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        finish({ data: null, error: cancelledError('captcha closed') });
      } else if (event.key === 'Tab') {
        // Keep focus inside the dialog: it holds two stops, the frame and the close button.
        const active = doc.activeElement;
        if (active !== close && active !== frame) {
          event.preventDefault();
          close.focus();
        }
      }
    };
    close.addEventListener('click', () =>
      finish({ data: null, error: cancelledError('captcha closed') }),
    );
    win.addEventListener('message', onMessage);
    doc.addEventListener('keydown', onKey, true);
  });
}
