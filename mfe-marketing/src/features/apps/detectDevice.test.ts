import { detectMacArch, detectOs } from './detectDevice';

/** Real user agents of each platform (current browsers, 2024-2026). */
const UA = {
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipadOld:
    'Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  macChrome:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
  linux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  chromeOs:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  bravia:
    'Mozilla/5.0 (Linux; Android 10; BRAVIA 4K UR3 Build/QTG3.200305.006.S292) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/110.0.0.0 Safari/537.36 OPR/46.0.2207.0 OMI/4.21.0.273.DIA6.149 Model/Sony-BRAVIA-4K-UR3',
  fireTv:
    'Mozilla/5.0 (Linux; Android 9; AFTKA Build/PS7646) AppleWebKit/537.36 (KHTML, like Gecko) Silk/120.3.1 like Chrome/120.0.6099.232 Safari/537.36',
  googleTv:
    'Mozilla/5.0 (Linux; Android 12.0; Build/STTL.240206.002) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.225 Safari/537.36 CrKey/1.56.500000 DeviceType/AndroidTV',
} as const;

describe('detectOs', () => {
  it.each([
    ['androidPhone', 'android'],
    ['androidTablet', 'android'],
    ['iphone', 'ios'],
    ['ipadOld', 'ios'],
    ['macSafari', 'mac'],
    ['macChrome', 'mac'],
    ['windows', 'windows'],
    ['linux', 'other'],
    ['chromeOs', 'other'],
    ['bravia', 'android-tv'],
    ['fireTv', 'android-tv'],
    ['googleTv', 'android-tv'],
  ] as const)('%s is %s', (name, os) => {
    expect(detectOs(UA[name])).toBe(os);
  });

  it('an iPad that asks for desktop sites (a Mac user agent with touch) is iOS', () => {
    expect(detectOs(UA.macSafari, 5)).toBe('ios');
    expect(detectOs(UA.macSafari, 0)).toBe('mac');
  });

  it('an empty user agent is nothing in particular', () => {
    expect(detectOs('')).toBe('other');
  });
});

describe('detectMacArch', () => {
  const nav = (answer: () => Promise<{ architecture?: string }>) =>
    ({ userAgentData: { getHighEntropyValues: answer } }) as unknown as Navigator;

  it('reads the architecture hint: arm is Apple Silicon, x86 is Intel', async () => {
    expect(await detectMacArch(nav(async () => ({ architecture: 'arm' })))).toBe('arm64');
    expect(await detectMacArch(nav(async () => ({ architecture: 'x86' })))).toBe('x64');
  });

  it('cannot tell without the hint, with an empty one, or when the browser refuses', async () => {
    expect(await detectMacArch({} as Navigator)).toBeUndefined();
    expect(await detectMacArch(nav(async () => ({})))).toBeUndefined();
    expect(
      await detectMacArch(
        nav(async () => {
          throw new Error('NotAllowedError');
        }),
      ),
    ).toBeUndefined();
  });
});
