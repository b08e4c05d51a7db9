import { useIntl } from 'react-intl';
import type { MountProps } from 'shared-libs';
import { TitledPage, ui } from 'shared-libs/react';
import { appsMessages as m } from './appsMessages';
import { DownloadButton } from './DownloadButton';
import { FeatureList } from './FeatureList';

export function DesktopAppPage({ props }: { props: MountProps }) {
  const intl = useIntl();
  const title = intl.formatMessage(m.desktopTitle);
  return (
    <TitledPage title={title} intro={intl.formatMessage(m.desktopIntro)}>
      <h2 className={ui.sectionTitle}>{intl.formatMessage(m.downloadHeading)}</h2>
      <div className={ui.actions}>
        <DownloadButton props={props} label={m.windows} anchor="windows" />
        <DownloadButton props={props} label={m.macSilicon} anchor="mac" />
        <DownloadButton props={props} label={m.macIntel} anchor="mac" />
      </div>
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
    </TitledPage>
  );
}

/** The document title (set by the remote kit while the page is shown). */
DesktopAppPage.title = m.desktopTitle;
