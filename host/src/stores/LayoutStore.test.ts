import { autorun } from 'mobx';
import { LayoutStore } from './LayoutStore';

describe('LayoutStore (spec §3 layout state)', () => {
  it('starts with every flag false and serverTime 0', () => {
    const s = new LayoutStore();
    expect(s.snapshot).toEqual({
      isMobile: false,
      darkMode: false,
      sidebarMobileVisible: false,
      isCollapse: false,
      serverTime: 0,
      embedded: false,
    });
    expect(s.i18nMenuPopoverVisible).toBe(false);
  });

  it('toggles each flag on and off', () => {
    const s = new LayoutStore();
    s.toggleSidebarMobile();
    s.toggleI18nMenu();
    s.toggleDarkMode();
    s.toggleCollapse();
    expect([s.sidebarMobileVisible, s.i18nMenuPopoverVisible, s.darkMode, s.isCollapse]).toEqual([
      true,
      true,
      true,
      true,
    ]);
    s.toggleSidebarMobile();
    s.toggleI18nMenu();
    s.toggleDarkMode();
    s.toggleCollapse();
    expect([s.sidebarMobileVisible, s.i18nMenuPopoverVisible, s.darkMode, s.isCollapse]).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('closes the mobile sidebar when the viewport becomes desktop', () => {
    const s = new LayoutStore();
    s.setMobile(true);
    s.toggleSidebarMobile(true);
    s.setMobile(false);
    expect(s.sidebarMobileVisible).toBe(false);
  });

  it('records an explicit dark-mode choice apart from following the system', () => {
    const s = new LayoutStore();
    s.toggleDarkMode(true);
    expect(s.darkModeChosen).toBeNull();
    s.patch({ darkMode: false });
    expect(s.darkMode).toBe(false);
    expect(s.darkModeChosen).toBe(false);
  });

  it('keeps the server clock offset', () => {
    const s = new LayoutStore();
    s.setServerTime(10_000, 4_000);
    expect(s.serverTime).toBe(10_000);
    expect(s.serverNow(5_000)).toBe(11_000);
  });

  it('is embedded only with a parent origin', () => {
    const s = new LayoutStore();
    s.setEmbedded('https://parent.test');
    expect(s.embedded).toBe(true);
    s.setEmbedded(null);
    expect(s.embedded).toBe(false);
  });

  it('pushes a new snapshot when a flag changes', () => {
    const s = new LayoutStore();
    const seen: boolean[] = [];
    const stop = autorun(() => seen.push(s.snapshot.darkMode));
    s.toggleDarkMode(true);
    stop();
    expect(seen).toEqual([false, true]);
  });
});
