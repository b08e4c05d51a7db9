import { useIntl, type MessageDescriptor } from 'react-intl';
import { SITE_PATHS, sitePath, type MountProps } from 'shared-libs';
import { SiteLink, ui, useDocumentTitle } from 'shared-libs/react';
import { campaignMessages as m } from './campaignMessages';
import { useCampaignOffer } from './useCampaignOffer';
import styles from './CampaignPage.module.css';

export interface Campaign {
  /** The campaign's id in the API, also used for the theme and ids. */
  slug: 'black-friday' | 'christmas';
  title: MessageDescriptor;
  tagline: MessageDescriptor;
  offerName: MessageDescriptor;
  offerBody: MessageDescriptor;
}

const PERKS = [m.perkStorage, m.perkSpeed, m.perkPlayback];

/**
 * A campaign page: hero, one offer card with the campaign's price (the API's, beside the
 * struck-through regular price and the discount), and a call to action to the payment page
 * with the plan and the campaign chosen.
 */
export function CampaignPage({ props, campaign }: { props: MountProps; campaign: Campaign }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const format = (d: MessageDescriptor, v: Record<string, string>) => intl.formatMessage(d, v);
  const title = t(campaign.title);
  useDocumentTitle(props, title);
  const live = useCampaignOffer(campaign.slug);
  const offerId = `${campaign.slug}-offer`;
  const money = (cents: number) =>
    intl.formatNumber(cents / 100, {
      style: 'currency',
      currency: live?.product.currency ?? 'USD',
    });
  const query = new URLSearchParams({
    ...(live ? { plan: live.offer.product_id } : {}),
    campaign: campaign.slug,
  });
  const price = live ? money(live.offer.price) : '';
  // While the price loads, its lines hold their place (invisible): no shift when it arrives.
  const pending = live === undefined;
  return (
    <div className={styles.page} data-campaign={campaign.slug}>
      <section className={styles.hero}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.tagline}>{t(campaign.tagline)}</p>
      </section>
      <section className={styles.offer} aria-labelledby={offerId}>
        {pending && (
          <p className={`${styles.badge} ${styles.pending}`} aria-hidden="true">
            {'\u00a0'}
          </p>
        )}
        {live && (
          <p className={styles.badge}>
            {format(m.percentOff, {
              percent: intl.formatNumber(1 - live.offer.price / live.product.price, {
                style: 'percent',
                maximumFractionDigits: 0,
              }),
            })}
          </p>
        )}
        <h2 id={offerId} className={styles.offerName}>
          {t(campaign.offerName)}
        </h2>
        {pending && (
          <div className={styles.pending} aria-hidden="true">
            <p className={styles.price}>
              <strong>{'\u00a0'}</strong>
            </p>
            <p className={styles.perMonth}>{'\u00a0'}</p>
          </div>
        )}
        {live && (
          <>
            <p className={styles.price} data-testid="campaign-price">
              <s aria-hidden="true" className={styles.regular}>
                {money(live.product.price)}
              </s>{' '}
              <strong>{price}</strong>
              <span className={styles.srOnly}>
                {' '}
                ({format(m.regularPrice, { price: money(live.product.price) })})
              </span>
            </p>
            <p className={styles.perMonth}>
              {format(m.perMonth, {
                price: money(live.offer.price / Math.max(1, live.product.months)),
              })}
            </p>
          </>
        )}
        <p className={styles.offerBody}>{t(campaign.offerBody)}</p>
        <ul className={styles.perks}>
          {PERKS.map((p) => (
            <li key={p.id}>{t(p)}</li>
          ))}
        </ul>
        <SiteLink
          host={props}
          to={sitePath.withQuery(SITE_PATHS.drivePayment, query.toString())}
          className={`${ui.button} ${styles.cta}`}
        >
          {live ? format(m.ctaPrice, { price }) : t(m.cta)}
        </SiteLink>
        <p className={styles.terms}>{t(m.terms)}</p>
      </section>
    </div>
  );
}
