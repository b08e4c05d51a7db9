import { useIntl } from 'react-intl';
import { SITE_PATHS, type MountProps } from 'shared-libs';
import { SiteLink, TitledPage, ui } from 'shared-libs/react';
import { helpMessages as m } from './helpMessages';

/** The three ways to save; section ids are the help anchors of spec §2. */
const SECTIONS = [
  { id: 'copy-link', title: m.copyTitle, steps: [m.copy1, m.copy2, m.copy3] },
  { id: 'system-share', title: m.shareTitle, steps: [m.share1, m.share2, m.share3] },
  { id: 'telegram-bot', title: m.botTitle, steps: [m.bot1, m.bot2, m.bot3] },
];

export function HelpPage({ props }: { props: MountProps }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const title = t(m.title);
  return (
    <TitledPage title={title} intro={t(m.intro)}>
      <nav aria-label={t(m.onThisPage)} className={ui.section}>
        <ul className={ui.linkList}>
          {SECTIONS.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{t(s.title)}</a>
            </li>
          ))}
        </ul>
      </nav>
      {SECTIONS.map((s, i) => (
        <section key={s.id} id={s.id} className={ui.section} aria-labelledby={`${s.id}-title`}>
          <h2 id={`${s.id}-title`} className={ui.sectionTitle}>
            {i + 1}. {t(s.title)}
          </h2>
          <ol className={ui.steps}>
            {s.steps.map((step) => (
              <li key={step.id}>{t(step)}</li>
            ))}
          </ol>
        </section>
      ))}
      <SiteLink host={props} to={SITE_PATHS.helpCenter} className={ui.textLink}>
        {t(m.more)}
      </SiteLink>
    </TitledPage>
  );
}

/** The document title (set by the remote kit while the page is shown). */
HelpPage.title = m.title;
