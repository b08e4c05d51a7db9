import { useIntl } from 'react-intl';
import { SITE_PATHS, type MountProps } from 'shared-libs';
import { SiteLink, TitledPage, ui } from 'shared-libs/react';
import { shopMessages as m } from './shopMessages';
import styles from './InappShopPage.module.css';

const PRODUCTS = [
  { id: 'monthly', name: m.monthly, body: m.monthlyBody, to: SITE_PATHS.drivePayment },
  { id: 'yearly', name: m.yearly, body: m.yearlyBody, to: SITE_PATHS.drivePayment },
  { id: 'storage', name: m.storage, body: m.storageBody, to: SITE_PATHS.drivePaymentStorage },
  { id: 'traffic', name: m.traffic, body: m.trafficBody, to: SITE_PATHS.drivePaymentTraffic },
] as const;

/** The in-app shop: the products, each leading to its payment section. */
export function InappShopPage({ props }: { props: MountProps }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const title = t(m.title);
  return (
    <TitledPage title={title} intro={t(m.intro)}>
      <ul className={ui.cards}>
        {PRODUCTS.map((p) => (
          <li key={p.id} className={`${ui.card} ${styles.product}`}>
            <h2 id={`shop-${p.id}`}>{t(p.name)}</h2>
            <p>{t(p.body)}</p>
            <SiteLink
              host={props}
              to={p.to}
              className={ui.buttonSecondary}
              aria-describedby={`shop-${p.id}`}
            >
              {t(m.choose)}
            </SiteLink>
          </li>
        ))}
      </ul>
    </TitledPage>
  );
}

/** The document title (set by the remote kit while the page is shown). */
InappShopPage.title = m.title;
