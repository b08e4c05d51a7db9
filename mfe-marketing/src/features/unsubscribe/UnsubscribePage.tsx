import { useIntl, type MessageDescriptor } from 'react-intl';
import { SITE_PATHS, type MountProps } from 'shared-libs';
import { SiteLink, TitledPage, ui } from 'shared-libs/react';
import { unsubscribeMessages as m } from './unsubscribeMessages';
import { useUnsubscribe, type UnsubscribeState } from './useUnsubscribe';

/** The kind of mail a link stops, by the link's `scene`. */
const SCENES: Record<string, MessageDescriptor> = {
  marketing: m.sceneMarketing,
  newsletter: m.sceneNewsletter,
};

/** `/unsubscribe?d=...`: the link from our emails unsubscribes its address as the page opens. */
export function UnsubscribePage({ props }: { props: MountProps }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { state, retry } = useUnsubscribe(props.route.query.d);
  return (
    <TitledPage title={t(m.title)} intro={t(m.intro)}>
      <div role="status" aria-live="polite" aria-busy={state.kind === 'working'}>
        <Outcome state={state} />
      </div>
      {state.kind === 'failed' && (
        <div className={ui.actions}>
          <button type="button" className={ui.button} onClick={retry}>
            {t(m.retry)}
          </button>
        </div>
      )}
      <section className={ui.section}>
        <h2 className={ui.sectionTitle}>{t(m.kindsTitle)}</h2>
        <ul className={ui.steps}>
          <li>{t(m.kindNews)}</li>
          <li>{t(m.kindService)}</li>
        </ul>
      </section>
      <div className={ui.actions}>
        <SiteLink host={props} to={SITE_PATHS.driveAccount} className={ui.buttonSecondary}>
          {t(m.account)}
        </SiteLink>
      </div>
      <SiteLink host={props} to={SITE_PATHS.contactUs} className={ui.textLink}>
        {t(m.contact)}
      </SiteLink>
    </TitledPage>
  );
}

function Outcome({ state }: { state: UnsubscribeState }) {
  const intl = useIntl();
  const t = (d: MessageDescriptor, v?: Record<string, string>) => intl.formatMessage(d, v);
  switch (state.kind) {
    case 'no-link':
      return <p className={ui.notice}>{t(m.withoutLink)}</p>;
    case 'working':
      return <p className={ui.notice}>{t(m.working)}</p>;
    case 'invalid':
      return <p className={ui.notice}>{t(m.invalid)}</p>;
    case 'failed':
      return <p className={ui.notice}>{t(m.failed)}</p>;
    case 'done': {
      const { email, scene, already_unsubscribed: already } = state.result;
      const kind = t(SCENES[scene] ?? m.sceneOther);
      return <p className={ui.notice}>{t(already ? m.already : m.done, { email, kind })}</p>;
    }
  }
}

/** The document title (set by the remote kit while the page is shown). */
UnsubscribePage.title = m.title;
