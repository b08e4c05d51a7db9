import { getPlatform, type ApiError, type Catalogue } from 'shared-libs';
import { useResult } from 'shared-libs/react';

export type CatalogueState =
  | { phase: 'loading' }
  | { phase: 'failed'; error: ApiError }
  | { phase: 'ready'; catalogue: Catalogue };

/**
 * The products and prices from the API (the one source of the catalogue, decision 0015); with
 * a campaign, its price of the plan it discounts.
 */
export function useCatalogue(campaign = ''): { state: CatalogueState; reload(): void } {
  const { state, reload } = useResult(() => getPlatform().api.getProducts(campaign), [campaign]);
  return {
    state: state.phase === 'ready' ? { phase: 'ready', catalogue: state.value } : state,
    reload,
  };
}
