import { useCallback } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import {
  errorMessage,
  SITE_PATHS,
  type Locale,
  type MountProps,
  type ProductSpec,
} from 'shared-libs';
import { TitledPage } from 'shared-libs/react';
import { OrderOutcome } from '../../lib/purchase/OrderOutcome';
import { ProductPicker } from '../../lib/purchase/ProductPicker';
import { purchaseMessages as pm } from '../../lib/purchase/purchaseMessages';
import { useCatalogue } from '../../lib/purchase/useCatalogue';
import type { OpenCheckout } from '../../lib/purchase/useCheckout';
import { useOrderOutcome } from '../../lib/purchase/useOrderOutcome';
import { shopMessages as m } from './shopMessages';
import styles from './InappShopPage.module.css';

const GROUPS: [ProductSpec['kind'], MessageDescriptor][] = [
  ['premium', m.premium],
  ['storage', m.storage],
  ['traffic', m.traffic],
];

/** `?order=`: an order id the checkout came back with. */
const orderOf = (v: string | undefined) => (v && /^[A-Za-z0-9_-]{1,64}$/.test(v) ? v : undefined);

/**
 * The in-app shop: the same catalogue as the payment pages (the API's), each kind with its
 * buy button, bought through the same checkout; the outcome shows here when it comes back.
 */
export function InappShopPage({ props, open }: { props: MountProps; open?: OpenCheckout }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { state, reload } = useCatalogue();
  const { refreshSession } = props;
  const onPaid = useCallback(() => void refreshSession(), [refreshSession]);
  const outcome = useOrderOutcome(orderOf(props.route.query.order), onPaid);
  const reason: MessageDescriptor = pm.loadFailed;
  return (
    <TitledPage title={t(m.title)} intro={t(m.intro)}>
      <OrderOutcome state={outcome} />
      {state.phase === 'loading' && <p aria-busy="true">{t(pm.loading)}</p>}
      {state.phase === 'failed' && (
        <div role="alert">
          <p>{t(reason, { reason: errorMessage(state.error, intl.locale as Locale) })}</p>
          <button type="button" className={styles.retry} onClick={reload}>
            {t(pm.retry)}
          </button>
        </div>
      )}
      {state.phase === 'ready' && (
        <div className={styles.groups}>
          {GROUPS.map(([kind, legend]) => (
            <ProductPicker
              key={kind}
              props={props}
              legend={t(legend)}
              products={state.catalogue.products.filter((p) => p.kind === kind)}
              returnTo={SITE_PATHS.inappShop}
              open={open}
            />
          ))}
        </div>
      )}
    </TitledPage>
  );
}

/** The document title (set by the remote kit while the page is shown). */
InappShopPage.title = m.title;
