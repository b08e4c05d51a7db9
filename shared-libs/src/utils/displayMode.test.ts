import { reaction } from 'mobx';
import { createCookies } from '../storage/cookies';
import { createMemoryCookieJar } from '../testing/memoryCookieJar';
import { createMemoryStorage } from '../testing/memoryStorage';
import {
  DEFAULT_GLOBAL_DISPLAY_MODE,
  DEFAULT_SHARED_DISPLAY_MODE,
  DisplayModeStore,
  normalizeGlobalDisplayMode,
  normalizeOrderType,
  orderTypeFromUrl,
  orderTypeToUrl,
  ORDER_TYPES,
} from './displayMode';

describe('display mode (spec §3, §4, §5)', () => {
  it('defaults: modified-time desc, folders on top, global flags on, grid', () => {
    expect(DEFAULT_GLOBAL_DISPLAY_MODE).toEqual({
      orderType: 6,
      pinFoldersTop: true,
      orderSettingGlobal: true,
      viewType: 'grid',
      viewSettingGlobal: true,
    });
    expect(DEFAULT_SHARED_DISPLAY_MODE).toEqual({
      orderType: 6,
      pinFoldersTop: true,
      viewType: 'grid',
    });
  });

  it('pins the sort codes and URL values', () => {
    expect(ORDER_TYPES).toMatchObject({
      TYPE_DESC: 3,
      MODIFY_TIME_ASC: 5,
      MODIFY_TIME_DESC: 6,
      SIZE_ASC: 7,
      SIZE_DESC: 8,
    });
    expect(
      ['name_asc', 'name_desc', 'mod_asc', 'mod_desc', 'size_asc', 'size_desc'].map((v) =>
        orderTypeToUrl(orderTypeFromUrl(v)!),
      ),
    ).toEqual(['name_asc', 'name_desc', 'mod_asc', 'mod_desc', 'size_asc', 'size_desc']);
    expect(orderTypeFromUrl('type_desc')).toBeUndefined();
    expect(orderTypeToUrl(3)).toBeUndefined();
  });

  it.each([
    [6, 6],
    ['MODIFY_TIME_ASC', 5],
    ['SIZE_DESC', 8],
    ['7', 7],
    ['size_asc', 7],
    [4, 6],
    ['bogus', 6],
    [undefined, 6],
  ])('normalizeOrderType(%p) = %p (a key name is converted to its value)', (v, code) => {
    expect(normalizeOrderType(v)).toBe(code);
  });

  it.each([
    ['list', 'list'],
    ['grid', 'grid'],
    ['single', 'grid'],
    ['flow', 'grid'],
    [42, 'grid'],
  ])('viewType %p is stored as %p', (v, stored) => {
    expect(normalizeGlobalDisplayMode({ viewType: v }).viewType).toBe(stored);
  });

  it('loads cookie first, then per-user storage, then default; saves; ignores empty saves', () => {
    const storage = createMemoryStorage({
      pp_global_display_mode_u1: JSON.stringify({ viewType: 'list', orderType: 'NAME_ASC' }),
    });
    const jar = createMemoryCookieJar();
    const cookies = createCookies(jar);
    const store = new DisplayModeStore(storage, cookies, 'u1');
    expect(store.global).toMatchObject({ viewType: 'list', orderType: 1, pinFoldersTop: true });
    const seen: string[] = [];
    const dispose = reaction(
      () => store.global.viewType,
      (v) => seen.push(v),
    );
    store.saveGlobal({ viewType: 'flow' as never });
    expect(seen).toEqual(['grid']);
    expect(JSON.parse(storage.getItem('pp_global_display_mode_u1')!).viewType).toBe('grid');
    expect(cookies.get('pp_ssr_view_type')).toBe('grid');
    const writes = jar.writes.length;
    store.saveGlobal({});
    store.saveGlobal(null);
    store.saveShared(undefined);
    expect(jar.writes.length).toBe(writes);
    cookies.set('pp_global_display_mode', JSON.stringify({ viewType: 'list' }));
    store.load('other-user');
    expect(store.global.viewType).toBe('list');
    store.saveShared({ pinFoldersTop: false });
    expect(new DisplayModeStore(createMemoryStorage(), cookies).shared).toEqual({
      orderType: 6,
      pinFoldersTop: false,
      viewType: 'grid',
    });
    dispose();
  });
});
