import { makeAutoObservable } from 'mobx';
import type { Cookies, ShareStatus } from 'shared-libs';
import {
  forgetPasscode,
  readPasscodeToken,
  readPwdCode,
  storePasscode,
} from '../lib/passcodeCookies';

/** Passcodes are 4 to 10 letters or digits (api-contract "Limits to honour"). */
export const PASSCODE_PATTERN = /^[A-Za-z0-9]{4,10}$/;

/** What a request for a share carries: a code (typed, the URL's, remembered) or a token. */
export interface PasscodeSent {
  code?: string;
  token?: string;
}

/**
 * A share's passcode: as the visitor types it (or the URL's `s_code` gives it), as the browser
 * remembers it (the per-share token and code cookies of spec §9), and the token that every
 * later request of the share carries.
 */
export class PasscodeStore {
  passcode = '';
  /** Why the passcode was not checked: empty, malformed, or too many attempts (`limited`). */
  passcodeProblem: 'empty' | 'format' | 'limited' | null = null;
  passCodeToken = '';

  constructor(private readonly cookies: Cookies) {
    makeAutoObservable<PasscodeStore, 'cookies'>(this, { cookies: false });
  }

  setPasscode(value: string): void {
    this.passcode = value;
    this.passcodeProblem = null;
  }

  /** What opening a share sends: the URL's code, else a remembered token, else a remembered code. */
  remembered(shareId: string, sCode?: string): PasscodeSent {
    const token = readPasscodeToken(this.cookies, shareId);
    const code = sCode || (token ? undefined : readPwdCode(this.cookies, shareId));
    if (sCode) this.passcode = sCode;
    return { code, token };
  }

  /** The typed code when it may be sent; else null, and why not (checked before any request). */
  typed(): string | null {
    const code = this.passcode.trim();
    if (!code) {
      this.passcodeProblem = 'empty';
      return null;
    }
    if (!PASSCODE_PATTERN.test(code)) {
      this.passcodeProblem = 'format';
      return null;
    }
    return code;
  }

  /** A limit on guesses (HTTP 429): the form stays and says to wait (PasscodeForm). */
  limited(): void {
    this.passcodeProblem = 'limited';
  }

  /** The share's answer to what was sent: cookies kept or forgotten, and its token taken. */
  answered(shareId: string, status: ShareStatus, sent: PasscodeSent, token?: string): void {
    const { cookies } = this;
    const { code } = sent;
    if (status === 'PASS_CODE_EMPTY' || status === 'PASS_CODE_ERROR') {
      // A token or code from a cookie that no longer works is forgotten.
      if (sent.token || (!code && readPwdCode(cookies, shareId))) forgetPasscode(cookies, shareId);
      if (status === 'PASS_CODE_EMPTY' && code && !sent.token) {
        // A remembered code that the share no longer accepts: ask again.
        forgetPasscode(cookies, shareId);
      }
    }
    if (status === 'OK' && code && token) storePasscode(cookies, shareId, token, code);
    this.passCodeToken = token ?? sent.token ?? '';
  }

  /** The share refused the token since (a folder's answer): ask again next time. */
  forget(shareId: string): void {
    forgetPasscode(this.cookies, shareId);
  }
}
