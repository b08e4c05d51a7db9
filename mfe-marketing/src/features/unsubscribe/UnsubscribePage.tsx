import { useIntl } from 'react-intl';
import { SITE_PATHS, type MountProps } from 'shared-libs';
import { SiteLink, TitledPage, ui } from 'shared-libs/react';
import { unsubscribeMessages as m } from './unsubscribeMessages';

/**
 * `/unsubscribe?d=...`: the link from our emails. There is no unsubscribe endpoint yet, so the
 * page calls nothing and tells the visitor where to change their preferences.
 */
export function UnsubscribePage({ props }: { props: MountProps }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const title = t(m.title);
  const fromEmail = Boolean(props.route.query.d?.trim());
  return (
    <TitledPage title={title} intro={t(m.intro)}>
      <p className={ui.notice}>{t(fromEmail ? m.withLink : m.withoutLink)}</p>
      <section className={ui.section}>
        <h2 className={ui.sectionTitle}>{t(m.kindsTitle)}</h2>
        <ul className={ui.steps}>
          <li>{t(m.kindNews)}</li>
          <li>{t(m.kindService)}</li>
        </ul>
      </section>
      <div className={ui.actions}>
        <SiteLink host={props} to={SITE_PATHS.driveAccount} className={ui.button}>
          {t(m.account)}
        </SiteLink>
      </div>
      <SiteLink host={props} to={SITE_PATHS.contactUs} className={ui.textLink}>
        {t(m.contact)}
      </SiteLink>
    </TitledPage>
  );
}

/** The document title (set by the remote kit while the page is shown). */
UnsubscribePage.title = m.title;
