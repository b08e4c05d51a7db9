import { createCookies, createSafeStorage } from 'shared-libs';
import { DisplayModeStore as DisplayPrefs, ORDER_TYPES } from 'shared-libs/files';
import { createMemoryCookieJar, createMemoryStorage } from 'shared-libs/testing';
import { effectiveDisplay, routeChange } from '../lib/displayMode';
import { ShareDisplayStore } from './ShareDisplayStore';

function setup(
  opts: {
    storage?: Record<string, string>;
    cookies?: Record<string, string>;
    user?: string;
    query?: Record<string, string>;
  } = {},
) {
  const raw = createMemoryStorage(opts.storage ?? {});
  const storage = createSafeStorage(() => raw);
  const jar = createMemoryCookieJar();
  const cookies = createCookies(jar);
  for (const [k, v] of Object.entries(opts.cookies ?? {})) cookies.set(k, v);
  const prefs = new DisplayPrefs(storage, cookies, opts.user ?? '');
  return { store: new ShareDisplayStore(prefs, opts.query ?? {}), raw, jar, cookies, prefs };
}

describe('display mode preference (spec §3, §4, §9)', () => {
  it('defaults: modified time descending, grid, folders on top', () => {
    const { store } = setup();
    expect(store.effective).toEqual({
      viewType: 'grid',
      orderType: ORDER_TYPES.MODIFY_TIME_DESC,
      pinFoldersTop: true,
    });
  });

  it('URL view and order win for the visit', () => {
    const { store } = setup({ query: { view: 'list', order: 'size_asc' } });
    expect(store.viewType).toBe('list');
    expect(store.orderType).toBe(ORDER_TYPES.SIZE_ASC);
    store.setUrl({ view: 'bogus', order: 'nope' });
    expect(store.viewType).toBe('grid');
    expect(store.orderType).toBe(ORDER_TYPES.MODIFY_TIME_DESC);
  });

  it('without a cookie, loads the per-user global preference from storage', () => {
    const { store } = setup({
      user: 'u1',
      storage: {
        pp_global_display_mode_u1: JSON.stringify({ viewType: 'list', orderType: 'NAME_DESC' }),
      },
    });
    expect(store.viewType).toBe('list');
    // an order type stored by key name is converted to its value
    expect(store.orderType).toBe(ORDER_TYPES.NAME_DESC);
  });

  it('a cookie value wins over storage', () => {
    const { store } = setup({
      user: 'u1',
      cookies: { pp_global_display_mode: JSON.stringify({ viewType: 'grid' }) },
      storage: { pp_global_display_mode_u1: JSON.stringify({ viewType: 'list' }) },
    });
    expect(store.viewType).toBe('grid');
  });

  it('other view values are stored as grid', () => {
    const { store } = setup({
      cookies: { pp_global_display_mode: JSON.stringify({ viewType: 'flow' }) },
    });
    expect(store.viewType).toBe('grid');
  });

  it('with global settings on, a change goes to the global preference (cookie and per-user storage)', () => {
    const { store, raw, cookies } = setup({ user: 'u1' });
    store.change({ viewType: 'list' });
    expect(store.viewType).toBe('list');
    expect(JSON.parse(raw.getItem('pp_global_display_mode_u1') ?? '{}').viewType).toBe('list');
    expect(JSON.parse(cookies.get('pp_global_display_mode') ?? '{}').viewType).toBe('list');
    expect(cookies.get('pp_shared_display_mode')).toBeUndefined();
  });

  it('with global settings off, the shared preference is shown and changed', () => {
    const global = {
      viewType: 'grid',
      viewSettingGlobal: false,
      orderSettingGlobal: false,
      orderType: 1,
      pinFoldersTop: true,
    };
    const shared = { viewType: 'list', orderType: 8, pinFoldersTop: false };
    const { store, cookies } = setup({
      cookies: {
        pp_global_display_mode: JSON.stringify(global),
        pp_shared_display_mode: JSON.stringify(shared),
      },
    });
    expect(store.effective).toEqual({
      viewType: 'list',
      orderType: ORDER_TYPES.SIZE_DESC,
      pinFoldersTop: false,
    });
    store.change({ orderType: ORDER_TYPES.NAME_ASC });
    expect(JSON.parse(cookies.get('pp_shared_display_mode') ?? '{}').orderType).toBe(
      ORDER_TYPES.NAME_ASC,
    );
    expect(JSON.parse(cookies.get('pp_global_display_mode') ?? '{}').orderType).toBe(1);
  });

  it('a change on the page replaces the URL override', () => {
    const { store } = setup({ query: { view: 'list' } });
    store.change({ viewType: 'grid' });
    expect(store.viewType).toBe('grid');
  });

  it('a host update with the same address keeps a choice made on the page; a new address wins', () => {
    const query = { view: 'list', order: 'size_desc' };
    const { store } = setup({ query });
    store.change({ orderType: ORDER_TYPES.SIZE_ASC, viewType: 'grid' });
    // Another update from the host (session, viewport): the address did not change.
    store.setUrl({ ...query });
    expect(store.effective).toMatchObject({ orderType: ORDER_TYPES.SIZE_ASC, viewType: 'grid' });
    // A navigation to an address with other values applies them.
    store.setUrl({ view: 'list', order: 'name_asc' });
    expect(store.effective).toMatchObject({ orderType: ORDER_TYPES.NAME_ASC, viewType: 'grid' });
  });

  it('an empty change saves nothing', () => {
    const { store, jar } = setup();
    store.change({});
    expect(jar.writes).toHaveLength(0);
  });

  it('routeChange and effectiveDisplay split by the global flags', () => {
    const g = {
      orderType: 6 as const,
      pinFoldersTop: true,
      orderSettingGlobal: false,
      viewType: 'grid' as const,
      viewSettingGlobal: true,
    };
    expect(routeChange(g, { viewType: 'list', orderType: 1 })).toEqual({
      global: { viewType: 'list' },
      shared: { orderType: 1 },
    });
    expect(
      effectiveDisplay(g, { orderType: 7, pinFoldersTop: false, viewType: 'list' }).orderType,
    ).toBe(7);
  });
});
