import { useIntl, type MessageDescriptor } from 'react-intl';
import { SITE_PATHS, type MountProps } from 'shared-libs';
import { SiteLink, TitledPage, ui } from 'shared-libs/react';
import { compensationMessages as m } from './compensationMessages';

const SECTIONS = [
  ['who', m.whoTitle, m.whoBody],
  ['how-many', m.howManyTitle, m.howManyBody],
  ['how', m.howTitle, m.howBody],
] as const;

/** Explains the make-up premium days granted after the September 2024 outage. */
export function CompensationPage({ props }: { props: MountProps }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const title = t(m.title);
  const user = props.session.user;
  const expiry: MessageDescriptor = m.yourExpiry;
  const expire = user?.premium && user.expire ? new Date(user.expire) : null;
  return (
    <TitledPage title={title} intro={t(m.intro)}>
      <ul className={ui.cards}>
        {SECTIONS.map(([id, heading, body]) => (
          <li key={id} className={ui.card}>
            <h2 id={`compensation-${id}`}>{t(heading)}</h2>
            <p>{t(body)}</p>
          </li>
        ))}
      </ul>
      {expire && !Number.isNaN(expire.getTime()) && (
        <p className={ui.notice} style={{ marginTop: 24 }}>
          {intl.formatMessage(expiry, { date: intl.formatDate(expire, { dateStyle: 'long' }) })}
        </p>
      )}
      <div className={ui.actions} style={{ marginTop: 24 }}>
        <SiteLink host={props} to={SITE_PATHS.driveAccount} className={ui.button}>
          {t(m.cta)}
        </SiteLink>
      </div>
    </TitledPage>
  );
}

/** The document title (set by the remote kit while the page is shown). */
CompensationPage.title = m.title;
