import { useIntl } from 'react-intl';
import { SITE_PATHS, sitePath, type MountProps } from 'shared-libs';
import { SiteLink, TitledPage, ui } from 'shared-libs/react';
import { referralMessages as m } from './referralMessages';

export function ReferralPage({ props }: { props: MountProps }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const title = t(m.title);
  return (
    <TitledPage title={title} intro={t(m.intro)}>
      <section className={ui.section} aria-labelledby="referral-steps">
        <h2 id="referral-steps" className={ui.sectionTitle}>
          {t(m.stepsTitle)}
        </h2>
        <ol className={ui.steps}>
          {[m.step1, m.step2, m.step3].map((s) => (
            <li key={s.id}>{t(s)}</li>
          ))}
        </ol>
      </section>
      <section className={ui.section} aria-labelledby="referral-rules">
        <h2 id="referral-rules" className={ui.sectionTitle}>
          {t(m.rulesTitle)}
        </h2>
        <ul className={ui.steps}>
          {[m.rule1, m.rule2].map((s) => (
            <li key={s.id}>{t(s)}</li>
          ))}
        </ul>
      </section>
      {props.session.signedIn ? (
        <div className={ui.actions}>
          {/* The drive's invite dialog: the link with copy and share (`show_invite_dialog`). */}
          <SiteLink
            host={props}
            to={sitePath.withQuery(SITE_PATHS.driveAll, 'action=show_invite_dialog')}
            className={ui.button}
          >
            {t(m.inviteLink)}
          </SiteLink>
          <SiteLink host={props} to={SITE_PATHS.driveAccount} className={ui.buttonSecondary}>
            {t(m.account)}
          </SiteLink>
        </div>
      ) : (
        <button
          type="button"
          className={ui.button}
          onClick={() => void props.requireLogin('referral')}
        >
          {t(m.signIn)}
        </button>
      )}
    </TitledPage>
  );
}

/** The document title (set by the remote kit while the page is shown). */
ReferralPage.title = m.title;
