import { useIntl } from 'react-intl';
import { SITE_PATHS, type MountProps } from 'shared-libs';
import { SiteLink, TitledPage, ui } from 'shared-libs/react';
import { checkInMessages as m } from './checkInMessages';

export function CheckInGuidePage({ props }: { props: MountProps }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const title = t(m.guideTitle);
  return (
    <TitledPage title={title} intro={t(m.intro)}>
      <ol className={ui.steps} style={{ marginBottom: 24 }}>
        {[m.rule1, m.rule2, m.rule3, m.rule4].map((r) => (
          <li key={r.id}>{t(r)}</li>
        ))}
      </ol>
      <SiteLink host={props} to={SITE_PATHS.checkIn} className={ui.textLink}>
        {t(m.back)}
      </SiteLink>
    </TitledPage>
  );
}

/** The document title (set by the remote kit while the page is shown). */
CheckInGuidePage.title = m.guideTitle;
