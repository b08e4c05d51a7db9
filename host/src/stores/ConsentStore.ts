import { makeAutoObservable } from 'mobx';
import { analyticsConsent, setAnalyticsConsent, type Consent, type Cookies } from 'shared-libs';

/**
 * The cookie tips (issue 32, docs/decisions/0024): the visitor's analytics consent, opt-in
 * everywhere, kept in the `allow_analysis` cookie; the notice is open while no choice was made,
 * and again when "Cookie settings" (footer) asks for it.
 */
export class ConsentStore {
  consent: Consent;
  noticeOpen: boolean;

  constructor(
    private readonly cookies: Pick<Cookies, 'get' | 'set'>,
    private readonly onChange: () => void = () => undefined,
  ) {
    this.consent = analyticsConsent(cookies);
    this.noticeOpen = this.consent === 'unknown';
    makeAutoObservable<ConsentStore, 'cookies' | 'onChange'>(this, {
      cookies: false,
      onChange: false,
    });
  }

  choose(granted: boolean): void {
    setAnalyticsConsent(this.cookies, granted);
    this.consent = granted ? 'granted' : 'denied';
    this.noticeOpen = false;
    this.onChange();
  }

  reopen(): void {
    this.noticeOpen = true;
  }
}
