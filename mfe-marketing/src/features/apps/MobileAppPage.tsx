import { useIntl } from 'react-intl';
import { SITE_PATHS, type MountProps } from 'shared-libs';
import { SiteLink, TitledPage, ui } from 'shared-libs/react';
import { appsMessages as m } from './appsMessages';
import { AlsoOn } from './AlsoOn';
import { DownloadPanel } from './DownloadPanel';
import { MOBILE_TARGETS } from './downloadTargets';
import { FeatureList } from './FeatureList';

export function MobileAppPage({ props }: { props: MountProps }) {
  const intl = useIntl();
  const title = intl.formatMessage(m.mobileTitle);
  return (
    <TitledPage title={title} intro={intl.formatMessage(m.mobileIntro)}>
      <DownloadPanel props={props} targets={MOBILE_TARGETS} />
      <FeatureList
        heading={intl.formatMessage(m.featuresHeading)}
        items={[m.mobileF1, m.mobileF2, m.mobileF3]}
      />
      <SiteLink host={props} to={SITE_PATHS.installApkTroubleshooting} className={ui.textLink}>
        {intl.formatMessage(m.apkLink)}
      </SiteLink>
      <AlsoOn props={props} current={SITE_PATHS.mobileApp} />
    </TitledPage>
  );
}

/** The document title (set by the remote kit while the page is shown). */
MobileAppPage.title = m.mobileTitle;
