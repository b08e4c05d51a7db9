import { useIntl } from 'react-intl';
import { SITE_PATHS, type MountProps } from 'shared-libs';
import { TitledPage, ui } from 'shared-libs/react';
import { appsMessages as m } from './appsMessages';
import { AlsoOn } from './AlsoOn';
import { DownloadPanel } from './DownloadPanel';
import { DESKTOP_TARGETS } from './downloadTargets';
import { FeatureList } from './FeatureList';

export function DesktopAppPage({ props }: { props: MountProps }) {
  const intl = useIntl();
  const title = intl.formatMessage(m.desktopTitle);
  return (
    <TitledPage title={title} intro={intl.formatMessage(m.desktopIntro)}>
      <DownloadPanel props={props} targets={DESKTOP_TARGETS} />
      <section className={ui.notice} aria-labelledby="which-mac">
        <h2 id="which-mac" className={ui.sectionTitle}>
          {intl.formatMessage(m.whichMacTitle)}
        </h2>
        <p style={{ margin: 0 }}>{intl.formatMessage(m.whichMacBody)}</p>
      </section>
      <FeatureList
        heading={intl.formatMessage(m.featuresHeading)}
        items={[m.desktopF1, m.desktopF2, m.desktopF3]}
      />
      <AlsoOn props={props} current={SITE_PATHS.desktopApp} />
    </TitledPage>
  );
}

/** The document title (set by the remote kit while the page is shown). */
DesktopAppPage.title = m.desktopTitle;
