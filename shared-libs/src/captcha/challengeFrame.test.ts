import {
  CAPTCHA_FRAME_HEIGHT,
  CAPTCHA_FRAME_WIDTH,
  MOBILE_BREAKPOINT_PX,
  openCaptchaChallenge,
} from './challengeFrame';
import { reportCaptchaResultToOpener } from './captchaResult';
import { loadPlatformMessages } from '../errors/messages';

const SITE = window.location.origin; // http://localhost in jsdom
const FRAME_URL = 'https://captcha.test/challenge?id=1';

function frame(): HTMLIFrameElement {
  return document.querySelector('iframe') as HTMLIFrameElement;
}

function post(data: unknown, origin: string, source: Window | null = frame().contentWindow) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

function setWidth(w: number) {
  Object.defineProperty(window, 'innerWidth', { value: w, configurable: true });
}

describe('captcha challenge frame', () => {
  // The host loads the interface locale's platform texts before the page renders.
  beforeAll(() => loadPlatformMessages('ja'));

  afterEach(() => {
    document.body.innerHTML = '';
    setWidth(1024);
  });

  it('pins the numbers', () => {
    expect([CAPTCHA_FRAME_WIDTH, CAPTCHA_FRAME_HEIGHT, MOBILE_BREAKPOINT_PX]).toEqual([
      320, 430, 768,
    ]);
  });

  it('shows an accessible modal dialog with a localized close button, 320x430 px', async () => {
    setWidth(1024);
    const p = openCaptchaChallenge(FRAME_URL, { locale: 'ja' });
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement;
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAttribute('aria-label', 'セキュリティ認証');
    const close = dialog.querySelector('button') as HTMLButtonElement;
    expect(close).toHaveAttribute('aria-label', '閉じる');
    expect(document.activeElement).toBe(close);
    expect(frame().src).toBe(FRAME_URL);
    expect(frame().style.width).toBe('320px');
    expect(frame().style.height).toBe('430px');
    close.click();
    await p;
  });

  it.each([
    [768, '100vw', '100vh'],
    [769, '320px', '430px'],
  ])('at %p px wide the frame is %s x %s', async (width, w, h) => {
    setWidth(width);
    const p = openCaptchaChallenge(FRAME_URL, { locale: 'en-US' });
    expect(frame().style.width).toBe(w);
    expect(frame().style.height).toBe(h);
    document.querySelector('button')!.click();
    await p;
  });

  it('closing yields cancelled (1) and removes the overlay', async () => {
    const p = openCaptchaChallenge(FRAME_URL, { locale: 'en-US' });
    (document.querySelector('button[aria-label="Close"]') as HTMLButtonElement).click();
    const res = await p;
    expect(res.error).toMatchObject({ error: 'cancelled', error_code: 1 });
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('Escape closes with cancelled', async () => {
    const p = openCaptchaChallenge(FRAME_URL, { locale: 'en-US' });
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect((await p).error?.error_code).toBe(1);
  });

  it('resolves with the token posted by the site origin in the exact shape', async () => {
    const p = openCaptchaChallenge(FRAME_URL, { locale: 'en-US' });
    post({ type: 'cumulus:captcha', captcha_token: 'evil' }, 'https://evil.test');
    post({ type: 'cumulus:captcha', captcha_token: 'evil' }, 'https://captcha.test');
    post({ type: 'cumulus:captcha', captcha_token: 'evil' }, SITE, window);
    post({ type: 'other', captcha_token: 'x' }, SITE);
    post({ type: 'cumulus:captcha', captcha_token: '' }, SITE);
    post({ type: 'cumulus:captcha', captcha_token: 42 }, SITE);
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
    post({ type: 'cumulus:captcha', captcha_token: 'good' }, SITE);
    expect(await p).toEqual({ data: 'good', error: null });
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('resizes on responsiveLayout only from the frame exact origin', async () => {
    setWidth(1024);
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
    const p = openCaptchaChallenge(FRAME_URL, { locale: 'en-US' });
    post({ type: 'responsiveLayout', width: 500, height: 600 }, 'https://captcha.test.evil.test');
    post({ type: 'responsiveLayout', width: 500, height: 600 }, 'http://captcha.test');
    expect(frame().style.width).toBe('320px');
    post({ type: 'responsiveLayout', width: 500, height: 600 }, 'https://captcha.test');
    expect([frame().style.width, frame().style.height]).toEqual(['500px', '600px']);
    post(JSON.stringify({ type: 'responsiveLayout', width: 5000 }), 'https://captcha.test');
    expect([frame().style.width, frame().style.height]).toEqual(['1024px', '600px']);
    document.querySelector('button')!.click();
    await p;
  });
});

describe('reportCaptchaResultToOpener', () => {
  function fakeWindow(search: string, withParent: boolean) {
    const parent = { postMessage: jest.fn() };
    const opener = { postMessage: jest.fn() };
    const self = {
      location: { search, origin: 'https://site.test' },
      opener,
    } as unknown as Window & { parent: unknown };
    (self as { parent: unknown }).parent = withParent ? parent : self;
    return { self, parent, opener };
  }

  it('posts the token from the query to the parent at the site origin', () => {
    const w = fakeWindow('?captcha_token=abc&x=1', true);
    expect(reportCaptchaResultToOpener(w.self)).toBe(true);
    expect(w.parent.postMessage).toHaveBeenCalledWith(
      { type: 'cumulus:captcha', captcha_token: 'abc' },
      'https://site.test',
    );
    expect(w.opener.postMessage).not.toHaveBeenCalled();
  });

  it('falls back to the opener when not framed; false without a token', () => {
    const w = fakeWindow('?captcha_token=abc', false);
    expect(reportCaptchaResultToOpener(w.self)).toBe(true);
    expect(w.opener.postMessage).toHaveBeenCalledTimes(1);
    const none = fakeWindow('?x=1', true);
    expect(reportCaptchaResultToOpener(none.self)).toBe(false);
    expect(none.parent.postMessage).not.toHaveBeenCalled();
  });
});
