import { useIntl, type MessageDescriptor } from 'react-intl';
import { SITE_PATHS, type MountProps } from 'shared-libs';
import { SiteLink, ui, useDocumentTitle } from 'shared-libs/react';
import { campaignMessages as m } from './campaignMessages';
import styles from './CampaignPage.module.css';

export interface Campaign {
  /** Used for the theme and ids. */
  slug: 'black-friday' | 'christmas';
  title: MessageDescriptor;
  tagline: MessageDescriptor;
  offerName: MessageDescriptor;
  offerBadge: MessageDescriptor;
  offerBody: MessageDescriptor;
}

const PERKS = [m.perkStorage, m.perkSpeed, m.perkPlayback];

/** A campaign page: hero, one offer card, a call to action to the payment page. */
export function CampaignPage({ props, campaign }: { props: MountProps; campaign: Campaign }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const title = t(campaign.title);
  useDocumentTitle(props, title);
  const offerId = `${campaign.slug}-offer`;
  return (
    <div className={styles.page} data-campaign={campaign.slug}>
      <section className={styles.hero}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.tagline}>{t(campaign.tagline)}</p>
      </section>
      <section className={styles.offer} aria-labelledby={offerId}>
        <p className={styles.badge}>{t(campaign.offerBadge)}</p>
        <h2 id={offerId} className={styles.offerName}>
          {t(campaign.offerName)}
        </h2>
        <p className={styles.offerBody}>{t(campaign.offerBody)}</p>
        <ul className={styles.perks}>
          {PERKS.map((p) => (
            <li key={p.id}>{t(p)}</li>
          ))}
        </ul>
        <SiteLink
          host={props}
          to={SITE_PATHS.drivePayment}
          className={`${ui.button} ${styles.cta}`}
        >
          {t(m.cta)}
        </SiteLink>
        <p className={styles.terms}>{t(m.terms)}</p>
      </section>
    </div>
  );
}
