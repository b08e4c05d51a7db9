import { useId, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { errorMessage, getPlatform, type Locale } from 'shared-libs';
import { ui } from 'shared-libs/react';
import { Dialog } from '../../../lib/ui/Dialog';
import fields from '../../../lib/ui/Fields.module.css';
import { accountMessages as m } from './accountMessages';
import css from './Account.module.css';

/**
 * Sign out everywhere (decision 0016), after a confirmation: the API ends every session of the
 * user, this one too; then this tab forgets its credentials (the platform's one session, the
 * way the host's own "Sign out" does), so the page shows the signed-out drive at once.
 */
/** `signOut`: the host's (mount props, contract 3); a remote never writes the session itself. */
export function SignOutEverywhere({ signOut }: { signOut(): Promise<void> }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const id = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');

  const confirm = async () => {
    setBusy(true);
    setFailure('');
    const platform = getPlatform();
    const res = await platform.api.signOutEverywhere();
    if (res.error) {
      setBusy(false);
      const failed: MessageDescriptor = m.signOutFailed;
      setFailure(
        intl.formatMessage(failed, { reason: errorMessage(res.error, intl.locale as Locale) }),
      );
      return;
    }
    await signOut();
  };

  return (
    <section className={ui.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={ui.sectionTitle}>
        {t(m.sessionsTitle)}
      </h2>
      <p className={css.intro}>{t(m.sessionsIntro)}</p>
      <button
        type="button"
        className={`${ui.buttonSecondary} ${css.danger}`}
        onClick={() => setOpen(true)}
      >
        {t(m.signOutEverywhere)}
      </button>
      {open && (
        <Dialog
          title={t(m.confirmTitle)}
          onClose={() => {
            if (!busy) setOpen(false);
          }}
          onSubmit={() => void confirm()}
          submitLabel={t(m.signOutEverywhere)}
          danger
          busy={busy}
        >
          <p className={fields.text}>{t(m.confirmBody)}</p>
          {failure && (
            <p role="alert" className={fields.error}>
              {failure}
            </p>
          )}
        </Dialog>
      )}
    </section>
  );
}
