import { makeAutoObservable } from 'mobx';
import type { LayoutSnapshot } from 'shared-libs';

/** Mobile layout applies at 768 px or less (spec §2, §9). */
export const MOBILE_QUERY = '(max-width: 768px)';

/** Host layout state (spec §3 "Layout state"): all booleans start false. */
export class LayoutStore {
  sidebarMobileVisible = false;
  i18nMenuPopoverVisible = false;
  isMobile = false;
  darkMode = false;
  serverTime = 0;
  isCollapse = false;
  embedded = false;
  /** The visitor's explicit dark-mode choice (persisted), null while following the system. */
  darkModeChosen: boolean | null = null;
  /** The parent window's exact origin in embedded mode (spec §2 `origin` query), else null. */
  parentOrigin: string | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  setMobile(isMobile: boolean) {
    this.isMobile = isMobile;
    if (!isMobile) this.sidebarMobileVisible = false;
  }
  toggleSidebarMobile(visible = !this.sidebarMobileVisible) {
    this.sidebarMobileVisible = visible;
  }
  toggleI18nMenu(visible = !this.i18nMenuPopoverVisible) {
    this.i18nMenuPopoverVisible = visible;
  }
  toggleDarkMode(on = !this.darkMode) {
    this.darkMode = on;
  }
  /** An explicit choice (the header switch, a remote's setLayout): remembered. */
  chooseDarkMode(on = !this.darkMode) {
    this.darkMode = on;
    this.darkModeChosen = on;
  }
  toggleCollapse(on = !this.isCollapse) {
    this.isCollapse = on;
  }
  /** Server clock minus local clock, in ms (0 until the server time is known). */
  clockOffset = 0;

  setServerTime(t: number, localNow = Date.now()) {
    this.serverTime = t;
    this.clockOffset = t - localNow;
  }

  /** "Now" by the server's clock (activity windows are server time). */
  serverNow(localNow = Date.now()): number {
    return localNow + this.clockOffset;
  }
  setEmbedded(parentOrigin: string | null) {
    this.parentOrigin = parentOrigin;
    this.embedded = parentOrigin !== null;
  }
  patch(p: Partial<Pick<LayoutSnapshot, 'darkMode' | 'sidebarMobileVisible' | 'isCollapse'>>) {
    if (p.darkMode !== undefined) this.chooseDarkMode(p.darkMode);
    if (p.sidebarMobileVisible !== undefined) this.sidebarMobileVisible = p.sidebarMobileVisible;
    if (p.isCollapse !== undefined) this.isCollapse = p.isCollapse;
  }

  get snapshot(): LayoutSnapshot {
    return {
      isMobile: this.isMobile,
      darkMode: this.darkMode,
      sidebarMobileVisible: this.sidebarMobileVisible,
      isCollapse: this.isCollapse,
      serverTime: this.serverTime,
      embedded: this.embedded,
    };
  }

  /** Follows the viewport; returns the unsubscribe function. */
  watchViewport(win: Window = window): () => void {
    const mq = win.matchMedia(MOBILE_QUERY);
    this.setMobile(mq.matches);
    const onChange = (e: MediaQueryListEvent) => this.setMobile(e.matches);
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }
}
