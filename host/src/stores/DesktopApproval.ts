import { makeAutoObservable } from 'mobx';

/**
 * The explicit approval of a desktop sign-in (hardening issue, item 1): a link with
 * `from_source=pc_client&port=` signs the visitor in with the account of the desktop app on this
 * computer only after they say so, so a link someone else sent cannot sign them in silently.
 */
export class DesktopApproval {
  asking = false;
  private resolve: ((ok: boolean) => void) | null = null;

  constructor() {
    makeAutoObservable<DesktopApproval, 'resolve'>(this, { resolve: false });
  }

  /** Shows the question; resolves with the visitor's answer. */
  ask(): Promise<boolean> {
    this.resolve?.(false);
    this.asking = true;
    return new Promise<boolean>((resolve) => {
      this.resolve = resolve;
    });
  }

  answer(ok: boolean): void {
    this.asking = false;
    const resolve = this.resolve;
    this.resolve = null;
    resolve?.(ok);
  }
}
