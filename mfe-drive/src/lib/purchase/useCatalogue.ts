import { useCallback, useEffect, useState } from 'react';
import { getPlatform, type ApiError, type Catalogue } from 'shared-libs';

export type CatalogueState =
  | { phase: 'loading' }
  | { phase: 'failed'; error: ApiError }
  | { phase: 'ready'; catalogue: Catalogue };

/**
 * The products and prices from the API (the one source of the catalogue, decision 0015); with
 * a campaign, its price of the plan it discounts.
 */
export function useCatalogue(campaign = ''): { state: CatalogueState; reload(): void } {
  const [state, setState] = useState<CatalogueState>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ phase: 'loading' });
    void getPlatform()
      .api.getProducts(campaign)
      .then((res) => {
        if (!live) return;
        setState(
          res.error
            ? { phase: 'failed', error: res.error }
            : { phase: 'ready', catalogue: res.data },
        );
      });
    return () => {
      live = false;
    };
  }, [campaign, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
