import { useId, useState, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import {
  errorMessage,
  sitePath,
  type CampaignOffer,
  type Locale,
  type MountProps,
  type Product,
  type SitePath,
} from 'shared-libs';
import { formatMoney, optionName, savingOf } from './format';
import { purchaseMessages as m } from './purchaseMessages';
import { useCheckout, type OpenCheckout } from './useCheckout';
import css from './Purchase.module.css';

/**
 * `returnTo` with `plan=<productId>` (replacing one already there): the checkout comes back to
 * the product that was chosen, so a declined card or a cancel keeps the choice (issue 31).
 */
export function withPlan(returnTo: SitePath, productId: string): SitePath {
  const [path = '', query = ''] = returnTo.split('?', 2);
  const q = new URLSearchParams(query);
  q.set('plan', productId);
  return sitePath.withQuery(path as SitePath, q.toString());
}

/** The price a buyer pays for `p` now: the campaign's when it has one. */
export const priceNow = (p: Product): number => p.campaign_price ?? p.price;

/**
 * Products of one kind as a radio group with one buy button (decision 0015): price, per-month
 * price and saving of a plan, the campaign's price beside the struck-through regular one. The
 * product named by `selected` (a link's `plan`) is chosen first, else the first one.
 */
export function ProductPicker({
  props,
  legend,
  products,
  selected,
  offer,
  returnTo,
  open,
  rememberChoice = false,
  intro,
}: {
  props: Pick<MountProps, 'session' | 'requireLogin' | 'hrefFor' | 'locale'>;
  legend: string;
  products: Product[];
  selected?: string;
  /** The live campaign offer, if any. */
  offer?: CampaignOffer | null;
  /** The page the checkout returns to. */
  returnTo: SitePath;
  open?: OpenCheckout;
  /** The return URL names the chosen product (`plan=`), so the page comes back to it. */
  rememberChoice?: boolean;
  /** Shown in the group under its legend (what the products give). */
  intro?: ReactNode;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const name = useId();
  const first = products.find((p) => p.id === selected) ?? products[0];
  const [chosen, setChosen] = useState(first?.id ?? '');
  const checkout = useCheckout(props, open);
  const product = products.find((p) => p.id === chosen) ?? first;
  const monthly = products.find((p) => p.kind === 'premium' && p.months === 1);
  if (!product) return null;
  const money = (amount: number) => formatMoney(intl, amount, product.currency);
  const values = (d: MessageDescriptor, v: Record<string, string | number>) => t(d, v);
  const campaignOf = (p: Product) => (p.campaign_price !== undefined && offer ? offer.id : '');
  return (
    <form
      className={css.picker}
      onSubmit={(e) => {
        e.preventDefault();
        void checkout.buy(
          product.id,
          campaignOf(product),
          rememberChoice ? withPlan(returnTo, product.id) : returnTo,
        );
      }}
    >
      <fieldset className={css.options}>
        <legend className={css.legend}>{legend}</legend>
        {intro}
        {products.map((p) => {
          const saving = savingOf(p, monthly);
          const offered = p.campaign_price !== undefined;
          return (
            <label
              key={p.id}
              className={`${css.option} ${p.id === product.id ? css.chosen : ''}`}
              data-product={p.id}
            >
              <input
                type="radio"
                name={name}
                value={p.id}
                checked={p.id === product.id}
                onChange={() => setChosen(p.id)}
                className={css.radio}
              />
              <span className={css.optionName}>{optionName(intl, p)}</span>
              <span className={css.price}>
                {offered && (
                  <>
                    <s className={css.regular} aria-hidden="true">
                      {money(p.price)}
                    </s>{' '}
                  </>
                )}
                <strong>{money(priceNow(p))}</strong>
                {offered && (
                  <span className={css.srOnly}>
                    {' '}
                    ({values(m.regularPrice, { price: money(p.price) })})
                  </span>
                )}
              </span>
              <span className={css.detail}>
                {p.kind === 'premium'
                  ? values(m.perMonth, { price: money(priceNow(p) / p.months) })
                  : values(m.forDays, { days: p.days })}
              </span>
              {offered ? (
                <span className={`${css.badge} ${css.offer}`}>{t(m.offerBadge)}</span>
              ) : saving >= 0.05 ? (
                <span className={css.badge}>
                  {values(m.save, {
                    percent: intl.formatNumber(saving, {
                      style: 'percent',
                      maximumFractionDigits: 0,
                    }),
                  })}
                </span>
              ) : null}
            </label>
          );
        })}
      </fieldset>
      <button
        type="submit"
        className={css.buy}
        disabled={Boolean(checkout.busy)}
        aria-describedby={`${name}-note`}
      >
        {checkout.busy ? t(m.opening) : props.session.signedIn ? t(m.continue) : t(m.signInToBuy)}
      </button>
      <p id={`${name}-note`} className={css.note}>
        {values(m.checkoutNote, { price: money(priceNow(product)) })}
      </p>
      {checkout.error && (
        <p role="alert" className={css.error}>
          {values(m.startFailed, {
            reason: errorMessage(checkout.error, intl.locale as Locale),
          })}
        </p>
      )}
    </form>
  );
}
