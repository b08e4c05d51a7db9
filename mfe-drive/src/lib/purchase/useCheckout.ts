import { useCallback, useState } from 'react';
import { getPlatform, type ApiError, type MountProps, type SitePath } from 'shared-libs';

/** Leaves the site for the checkout page (a full-page navigation); replaced in tests. */
export type OpenCheckout = (url: string) => void;
const assign: OpenCheckout = (url) => window.location.assign(url);

/**
 * Buying: a visitor is asked to sign in first; then an order is made at the server's price and
 * the browser goes to the provider's checkout page, which sends it back to `returnTo` with
 * `?order=<id>` (useOrderOutcome shows how it ended).
 */
export function useCheckout(
  props: Pick<MountProps, 'session' | 'requireLogin' | 'hrefFor' | 'locale'>,
  open: OpenCheckout = assign,
): {
  /** The product being ordered, '' when none. */
  busy: string;
  error: ApiError | null;
  buy(productId: string, campaign: string, returnTo: SitePath): Promise<void>;
} {
  const [busy, setBusy] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  const { session, requireLogin, hrefFor, locale } = props;
  const buy = useCallback(
    async (productId: string, campaign: string, returnTo: SitePath) => {
      setError(null);
      if (!session.signedIn && !(await requireLogin('payment_page'))) return;
      setBusy(productId);
      const res = await getPlatform().api.createOrder({
        product_id: productId,
        ...(campaign ? { campaign } : {}),
        return_url: new URL(hrefFor(returnTo), window.location.href).href,
        ui_locales: locale,
      });
      if (res.error) {
        setBusy('');
        setError(res.error);
        return;
      }
      // Stays busy: the page is being left.
      open(res.data.checkout_url);
    },
    [session.signedIn, requireLogin, hrefFor, locale, open],
  );
  return { busy, error, buy };
}
