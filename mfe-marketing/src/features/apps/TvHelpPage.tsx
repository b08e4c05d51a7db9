import { useIntl } from 'react-intl';
import type { MountProps } from 'shared-libs';
import { TitledPage, ui } from 'shared-libs/react';
import { appsMessages as m } from './appsMessages';
import { DownloadPanel } from './DownloadPanel';
import { TV_TARGETS } from './downloadTargets';

export function TvHelpPage({ props }: { props: MountProps }) {
  const intl = useIntl();
  const title = intl.formatMessage(m.tvHelpTitle);
  return (
    <TitledPage title={title} intro={intl.formatMessage(m.tvHelpIntro)}>
      <section className={ui.section}>
        <h2 className={ui.sectionTitle}>{intl.formatMessage(m.stepsHeading)}</h2>
        <ol className={ui.steps}>
          {[m.tvStep1, m.tvStep2, m.tvStep3, m.tvStep4].map((s) => (
            <li key={s.id}>{intl.formatMessage(s)}</li>
          ))}
        </ol>
      </section>
      <p className={ui.notice}>{intl.formatMessage(m.tvStuck)}</p>
      <DownloadPanel props={props} targets={TV_TARGETS} />
    </TitledPage>
  );
}

/** The document title (set by the remote kit while the page is shown). */
TvHelpPage.title = m.tvHelpTitle;
