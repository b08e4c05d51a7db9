import { makeAutoObservable } from 'mobx';
import type { DisplayModeStore as DisplayPrefs } from 'shared-libs/files';
import {
  effectiveDisplay,
  routeChange,
  type EffectiveDisplay,
  type OrderType,
  type ViewType,
} from '../lib/displayMode';

/**
 * The share page's display mode over shared-libs' preference store (loaded once at start from
 * cookie, else storage, else defaults): URL overrides for the visit, changes saved where the
 * global flags say.
 */
export class ShareDisplayStore {
  /** URL `view` / `order` values of the visit; a choice made on the page replaces them. */
  urlView?: string;
  urlOrder?: string;
  /** The address's values last seen (setUrl). */
  private lastUrl: { view?: string; order?: string };

  constructor(
    readonly prefs: DisplayPrefs,
    query: { view?: string; order?: string },
  ) {
    this.urlView = query.view;
    this.urlOrder = query.order;
    this.lastUrl = { view: query.view, order: query.order };
    makeAutoObservable<ShareDisplayStore, 'lastUrl'>(this, { prefs: false, lastUrl: false });
  }

  get effective(): EffectiveDisplay {
    return effectiveDisplay(this.prefs.global, this.prefs.shared, {
      view: this.urlView,
      order: this.urlOrder,
    });
  }

  get viewType(): ViewType {
    return this.effective.viewType;
  }

  get orderType(): OrderType {
    return this.effective.orderType;
  }

  /** A signed-in user's own global preference replaces the visitor's. */
  reloadForUser(userId: string): void {
    this.prefs.load(userId);
  }

  /**
   * The address's `view` / `order` (every host update). Only a value that changed in the
   * address replaces the visit's: an update for anything else (the session, the viewport)
   * must not undo a choice made on the page since.
   */
  setUrl(query: { view?: string; order?: string }): void {
    if (query.view !== this.lastUrl.view) this.urlView = query.view;
    if (query.order !== this.lastUrl.order) this.urlOrder = query.order;
    this.lastUrl = { view: query.view, order: query.order };
  }

  change(change: Partial<EffectiveDisplay>): void {
    const { global, shared } = routeChange(this.prefs.global, change);
    if (change.viewType !== undefined) this.urlView = undefined;
    if (change.orderType !== undefined) this.urlOrder = undefined;
    this.prefs.saveGlobal(global);
    this.prefs.saveShared(shared);
  }
}
