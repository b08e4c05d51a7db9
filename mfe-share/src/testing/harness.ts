/** Test helpers of the share remote (imported by tests only). */
import {
  createAnalytics,
  createApi,
  createCookies,
  createHttpClient,
  createSafeStorage,
  type MountProps,
  type DriveFile,
} from 'shared-libs';
import {
  createFakeTransport,
  createMemoryCookieJar,
  createMemoryStorage,
  driveFile,
} from 'shared-libs/testing';
import { createShareApi } from '../lib/shareApi';
import type { RootDeps } from '../stores/ShareRootStore';

export function makeHarness() {
  const transport = createFakeTransport();
  const http = createHttpClient({
    origins: ['https://api.test'],
    transport,
    getLocale: () => 'en-US',
    clientId: 'c',
    getDeviceId: () => 'd',
    sleep: async () => {},
    random: () => 0,
    logger: { warn: () => {}, error: () => {} },
  });
  http.setAuth({ accessToken: async () => 'tok', refresh: async () => false });
  const jar = createMemoryCookieJar();
  const cookies = createCookies(jar);
  const localRaw = createMemoryStorage();
  const local = createSafeStorage(() => localRaw);
  const sessionRaw = createMemoryStorage();
  const session = createSafeStorage(() => sessionRaw);
  const target: { ppa?: Array<[string, Record<string, unknown>]> } = {};
  const analytics = createAnalytics(target);
  const deps: RootDeps = {
    api: createShareApi(createApi(http)),
    cookies,
    local,
    session,
    analytics,
    sleep: async () => {},
    pollMs: 0,
  };
  return { transport, jar, cookies, local, localRaw, session, analytics, target, deps };
}

let n = 0;
/** A share item: its own id and a modified time a minute apart from the last (sorting tests). */
export function file(name: string, extra: Partial<DriveFile> = {}): DriveFile {
  n += 1;
  return driveFile(name, {
    id: `f${n}`,
    modified_time: `2025-01-01T00:${String(n % 60).padStart(2, '0')}:00.000+00:00`,
    ...extra,
  });
}

export const folder = (name: string, extra: Partial<DriveFile> = {}) =>
  file(name, { kind: 'drive#folder', ...extra });

export function okShare(files: DriveFile[], extra: Record<string, unknown> = {}) {
  return {
    share_status: 'OK',
    share_status_text: '',
    pass_code_token: 'tok-1',
    title: 'Holiday',
    file_num: String(files.length),
    expiration_at: '',
    expiration_left: '-1',
    restore_count_left: '-1',
    user_info: { user_id: 'u1', nickname: 'Victor', avatar: '' },
    files,
    next_page_token: '',
    ...extra,
  };
}

export function statusShare(status: string, extra: Record<string, unknown> = {}) {
  return okShare([], { share_status: status, pass_code_token: '', title: '', ...extra });
}

export function fakeProps(
  over: Partial<MountProps> & { parentIds?: string[]; query?: Record<string, string> } = {},
): MountProps {
  const { parentIds = [], query = {}, ...rest } = over;
  return {
    contractVersion: 1,
    locale: 'en-US',
    route: {
      remote: 'mfe_share',
      page: 'share',
      params: { shareId: 'abc', parentIds },
      query,
      layout: 'basic',
      middleware: [],
      path: `/s/abc`,
      hash: '',
    },
    session: { signedIn: false, user: null },
    layout: {
      isMobile: false,
      darkMode: false,
      sidebarMobileVisible: false,
      isCollapse: false,
      serverTime: 0,
      embedded: false,
    },
    navigate: jest.fn(),
    hrefFor: (to: string) => to,
    requireLogin: jest.fn(async () => false),
    refreshSession: jest.fn(async () => undefined),
    signOut: jest.fn(async () => undefined),
    setLayout: jest.fn(),
    reportError: jest.fn(),
    setTitle: jest.fn(),
    ...rest,
  };
}

/** Lets pending promise chains settle. */
export const flush = () => new Promise((r) => setTimeout(r, 0));
