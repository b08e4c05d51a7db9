import { useIntl, type MessageDescriptor } from 'react-intl';
import {
  errorMessage,
  type Locale,
  type MountProps,
  type ProductSpec,
  type SitePath,
} from 'shared-libs';
import { ProductPicker } from '../../../lib/purchase/ProductPicker';
import { purchaseMessages as pm } from '../../../lib/purchase/purchaseMessages';
import { useCatalogue } from '../../../lib/purchase/useCatalogue';
import type { OpenCheckout } from '../../../lib/purchase/useCheckout';
import { PlanBenefits } from './PlanBenefits';
import css from './Payment.module.css';

/**
 * The products of one kind with their prices (the API's catalogue) and the buy button; premium
 * plans with what premium gives. With a campaign (premium only), its price of the plan it
 * discounts; an ended one says so.
 */
export function Offers({
  props,
  kind,
  legend,
  plan,
  campaign,
  returnTo,
  open,
}: {
  props: MountProps;
  kind: ProductSpec['kind'];
  legend: string;
  /** The product to choose first (a link's `plan`). */
  plan?: string;
  campaign?: string;
  returnTo: SitePath;
  open?: OpenCheckout;
}) {
  const intl = useIntl();
  const { state, reload } = useCatalogue(campaign);
  if (state.phase === 'loading')
    return (
      <p className={css.muted} aria-busy="true">
        {intl.formatMessage(pm.loading)}
      </p>
    );
  if (state.phase === 'failed') {
    const d: MessageDescriptor = pm.loadFailed;
    return (
      <div role="alert" className={css.summary}>
        <p>{intl.formatMessage(d, { reason: errorMessage(state.error, intl.locale as Locale) })}</p>
        <button type="button" className={css.secondary} onClick={reload}>
          {intl.formatMessage(pm.retry)}
        </button>
      </div>
    );
  }
  const { catalogue } = state;
  const offer = catalogue.campaign;
  return (
    <>
      {offer && offer.status === 'ended' && (
        <p className={css.notice}>{intl.formatMessage(pm.offerEnded)}</p>
      )}
      <ProductPicker
        props={props}
        legend={legend}
        products={catalogue.products.filter((p) => p.kind === kind)}
        selected={plan ?? (offer?.status === 'live' ? offer.product_id : undefined)}
        offer={offer?.status === 'live' ? offer : null}
        returnTo={returnTo}
        open={open}
        // Back from the checkout (declined, cancelled) on the same product (issue 31).
        rememberChoice
        intro={
          kind === 'premium' && catalogue.plans ? <PlanBenefits plans={catalogue.plans} /> : null
        }
      />
    </>
  );
}
