import { createMemoryStorage } from '../testing/memoryStorage';
import { STORAGE_KEYS } from './keys';
import { createSafeStorage } from './safeStorage';

describe('safe storage', () => {
  it('reads and writes through to the real storage, JSON included', () => {
    const real = createMemoryStorage();
    const s = createSafeStorage(() => real);
    s.setJSON('k', { a: 1 });
    expect(real.getItem('k')).toBe('{"a":1}');
    expect(s.getJSON('k')).toEqual({ a: 1 });
    real.setItem('bad', '{');
    expect(s.getJSON('bad')).toBeUndefined();
    s.removeItem('k');
    expect(s.getItem('k')).toBeNull();
  });

  it('never throws when storage throws, keeping values in memory', () => {
    const real = createMemoryStorage({}, { failing: true });
    const s = createSafeStorage(() => real);
    expect(() => s.setItem('k', 'v')).not.toThrow();
    expect(s.getItem('k')).toBe('v');
    s.removeItem('k');
    expect(s.getItem('k')).toBeNull();
    const throwingGetter = createSafeStorage(() => {
      throw new Error('SecurityError');
    });
    throwingGetter.setItem('a', 'b');
    expect(throwingGetter.getItem('a')).toBe('b');
  });
});

describe('storage keys (spec §3)', () => {
  it('holds every pp_ key of the spec', () => {
    const spec =
      'login_scene, locale, access_to_visit, share_passcode_token, preview_file_id, saved_file_ids, user_id, nav_folders, oauth_info, restore_continue, restore_to_drive, restore_request_body, new_user, referer_list, free_days, hide_lang_change, share_pwd_code, hidden_shared_content_cover, global_display_mode, shared_display_mode, ssr_view_type'
        .split(', ')
        .map((k) => `pp_${k}`);
    const values = Object.values(STORAGE_KEYS) as string[];
    for (const k of spec) expect(values).toContain(k);
    expect(values).toContain('allow_analysis');
    expect(new Set(values).size).toBe(values.length);
  });
});
