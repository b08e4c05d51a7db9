import { useEffect, useState } from 'react';
import { getPlatform, type CampaignOffer, type Product } from 'shared-libs';

/** A live campaign's offer: the plan it discounts, with the campaign and regular prices. */
export interface LiveOffer {
  offer: CampaignOffer;
  product: Product;
}

/**
 * The campaign's price from the API (`GET /vip/v1/products?campaign=`: the server's price,
 * decision 0015); undefined while loading; null when it failed or the campaign is not live.
 */
export function useCampaignOffer(campaign: string): LiveOffer | null | undefined {
  const [live, setLive] = useState<LiveOffer | null | undefined>(undefined);
  useEffect(() => {
    let on = true;
    void getPlatform()
      .api.getProducts(campaign)
      .then((res) => {
        if (!on) return;
        if (res.error) {
          setLive(null);
          return;
        }
        const offer = res.data.campaign;
        const product = res.data.products.find((p) => p.id === offer?.product_id);
        setLive(offer && offer.status === 'live' && product ? { offer, product } : null);
      });
    return () => {
      on = false;
    };
  }, [campaign]);
  return live;
}
