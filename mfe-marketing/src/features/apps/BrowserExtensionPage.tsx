import { useIntl } from 'react-intl';
import { SITE_PATHS, type MountProps } from 'shared-libs';
import { TitledPage, ui } from 'shared-libs/react';
import { appsMessages as m } from './appsMessages';
import { AlsoOn } from './AlsoOn';
import { DownloadPanel } from './DownloadPanel';
import { EXTENSION_TARGETS } from './downloadTargets';

export function BrowserExtensionPage({ props }: { props: MountProps }) {
  const intl = useIntl();
  const title = intl.formatMessage(m.extTitle);
  return (
    <TitledPage title={title} intro={intl.formatMessage(m.extIntro)}>
      <DownloadPanel props={props} targets={EXTENSION_TARGETS} />
      <section className={ui.section}>
        <h2 className={ui.sectionTitle}>{intl.formatMessage(m.stepsHeading)}</h2>
        <ol className={ui.steps}>
          {[m.extStep1, m.extStep2, m.extStep3].map((s) => (
            <li key={s.id}>{intl.formatMessage(s)}</li>
          ))}
        </ol>
      </section>
      <AlsoOn props={props} current={SITE_PATHS.browserExtension} />
    </TitledPage>
  );
}

/** The document title (set by the remote kit while the page is shown). */
BrowserExtensionPage.title = m.extTitle;
