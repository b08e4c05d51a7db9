import { useIntl } from 'react-intl';
import { SITE_PATHS, type MountProps } from 'shared-libs';
import { SiteLink, TitledPage, ui } from 'shared-libs/react';
import { appsMessages as m } from './appsMessages';
import { AlsoOn } from './AlsoOn';
import { DownloadPanel } from './DownloadPanel';
import { TV_TARGETS } from './downloadTargets';
import { FeatureList } from './FeatureList';

export function TvPage({ props }: { props: MountProps }) {
  const intl = useIntl();
  const title = intl.formatMessage(m.tvTitle);
  return (
    <TitledPage title={title} intro={intl.formatMessage(m.tvIntro)}>
      <DownloadPanel props={props} targets={TV_TARGETS} />
      <FeatureList heading={intl.formatMessage(m.featuresHeading)} items={[m.tvF1, m.tvF2]} />
      <SiteLink host={props} to={SITE_PATHS.tvHelp} className={ui.textLink}>
        {intl.formatMessage(m.tvHelpLink)}
      </SiteLink>
      <AlsoOn props={props} current={SITE_PATHS.tv} />
    </TitledPage>
  );
}

/** The document title (set by the remote kit while the page is shown). */
TvPage.title = m.tvTitle;
