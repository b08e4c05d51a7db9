import { useIntl, type MessageDescriptor } from 'react-intl';
import { SITE_PATHS, sitePath, type MountProps, type SitePath } from 'shared-libs';
import { SiteLink } from 'shared-libs/react';
import { homeMessages as m } from './homeMessages';
import { FeatureIcon, type FeatureIconName } from './FeatureIcon';
import styles from './HomePage.module.css';
import { useCampaignBanners } from './useCampaignBanners';

interface Platform {
  /** Hash target of the card (`/#windows`), shared with the host's platform-card middleware. */
  id: string;
  label: MessageDescriptor;
  to: SitePath;
  /** Desktop-only targets: on mobile, with disable-mobile-platform-card-anchor, not a link. */
  desktopOnly: boolean;
}

const PLATFORMS: Platform[] = [
  { id: 'ios', label: m.ios, to: SITE_PATHS.mobileApp, desktopOnly: false },
  { id: 'android', label: m.android, to: SITE_PATHS.mobileApp, desktopOnly: false },
  { id: 'windows', label: m.windows, to: SITE_PATHS.desktopApp, desktopOnly: true },
  { id: 'mac', label: m.mac, to: SITE_PATHS.desktopApp, desktopOnly: true },
  { id: 'tv', label: m.tv, to: SITE_PATHS.tv, desktopOnly: false },
  {
    id: 'browser-extension',
    label: m.extension,
    to: SITE_PATHS.browserExtension,
    desktopOnly: true,
  },
];

const FEATURES: { icon: FeatureIconName; title: MessageDescriptor; body: MessageDescriptor }[] = [
  { icon: 'save', title: m.f1Title, body: m.f1Body },
  { icon: 'play', title: m.f2Title, body: m.f2Body },
  { icon: 'lock', title: m.f3Title, body: m.f3Body },
  { icon: 'grow', title: m.f4Title, body: m.f4Body },
];

export function HomePage({ props }: { props: MountProps }) {
  const intl = useIntl();
  const t = (d: MessageDescriptor) => intl.formatMessage(d);
  const cardsAreText =
    props.layout.isMobile && props.route.middleware.includes('disable-mobile-platform-card-anchor');
  const campaigns = useCampaignBanners(props.locale);

  return (
    <div className={styles.home}>
      <section className={styles.hero} aria-labelledby="home-hero-title">
        <div className={styles.heroText}>
          <h1 id="home-hero-title" className={styles.heroTitle}>
            {t(m.heroTitle)}
          </h1>
          <p className={styles.heroBody}>{t(m.heroBody)}</p>
          <div className={styles.heroActions}>
            <SiteLink host={props} to={SITE_PATHS.mobileApp} className={styles.primary}>
              {t(m.heroPrimary)}
            </SiteLink>
            <SiteLink host={props} to={SITE_PATHS.driveAll} className={styles.secondary}>
              {t(m.heroSecondary)}
            </SiteLink>
          </div>
          <p className={styles.note}>{t(m.heroNote)}</p>
        </div>
        <div className={styles.heroArt} aria-hidden="true">
          <div className={styles.cloud} />
          <div className={`${styles.tile} ${styles.tileA}`} />
          <div className={`${styles.tile} ${styles.tileB}`} />
          <div className={`${styles.tile} ${styles.tileC}`} />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="home-downloads">
        <h2 id="home-downloads" className={styles.sectionTitle}>
          {t(m.downloadsTitle)}
        </h2>
        <p className={styles.sectionBody}>{t(m.downloadsBody)}</p>
        <ul className={styles.platforms}>
          {PLATFORMS.map((p) => (
            <li key={p.id} id={p.id}>
              {cardsAreText && p.desktopOnly ? (
                <div className={styles.platform}>
                  <span>{t(p.label)}</span>
                </div>
              ) : (
                <SiteLink host={props} to={p.to} className={styles.platform}>
                  <span>{t(p.label)}</span>
                  <span className={styles.platformAction}>{t(m.getIt)}</span>
                </SiteLink>
              )}
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="home-features">
        <h2 id="home-features" className={styles.sectionTitle}>
          {t(m.featuresTitle)}
        </h2>
        <div className={styles.features}>
          {FEATURES.map((f) => (
            <article key={f.title.id} className={styles.feature}>
              <FeatureIcon name={f.icon} />
              <h3>{t(f.title)}</h3>
              <p>{t(f.body)}</p>
            </article>
          ))}
        </div>
      </section>

      <section className={styles.section} aria-labelledby="home-steps">
        <h2 id="home-steps" className={styles.sectionTitle}>
          {t(m.stepsTitle)}
        </h2>
        <ol className={styles.steps}>
          {[m.step1, m.step2, m.step3].map((s) => (
            <li key={s.id}>{t(s)}</li>
          ))}
        </ol>
        <SiteLink host={props} to={SITE_PATHS.help} className={styles.textLink}>
          {t(m.stepsHelp)}
        </SiteLink>
      </section>

      {/* The live campaigns (remote config): optional, far below the fold, so arriving late
          moves nothing the visitor sees; nothing at all while loading or on failure. */}
      {campaigns.length > 0 && (
        <section className={styles.section} aria-labelledby="home-offers">
          <h2 id="home-offers" className={styles.sectionTitle}>
            {t(m.offersTitle)}
          </h2>
          <ul className={styles.offers}>
            {campaigns.map((c) => (
              <li key={c.id}>
                <SiteLink host={props} to={c.to} className={styles.offer}>
                  <span className={styles.offerTitle}>{c.title}</span>
                  <span className={styles.platformAction}>{t(m.offerCta)}</span>
                </SiteLink>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className={styles.banner} aria-labelledby="home-banner">
        <h2 id="home-banner">{t(m.bannerTitle)}</h2>
        {/* "Start for free" opens sign-up, not sign-in (issue 31); signed in, the drive. */}
        <SiteLink host={props} to={sitePath.signUp()} className={styles.bannerCta}>
          {t(m.bannerCta)}
        </SiteLink>
      </section>
    </div>
  );
}

/** The document title (set by the remote kit while the page is shown). */
HomePage.title = m.pageTitle;
