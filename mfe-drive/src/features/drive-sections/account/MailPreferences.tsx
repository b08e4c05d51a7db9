import { useCallback, useEffect, useId, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import {
  errorMessage,
  getPlatform,
  type ApiError,
  type Locale,
  type MailPreference,
  type MailScene,
} from 'shared-libs';
import { ui } from 'shared-libs/react';
import fields from '../../../lib/ui/Fields.module.css';
import { accountMessages as m } from './accountMessages';
import css from './Account.module.css';

/** What each kind of mail is called and what it brings (the API lists the kinds). */
const SCENES: Record<MailScene, { label: MessageDescriptor; hint: MessageDescriptor }> = {
  account: { label: m.mailAccount, hint: m.mailAccountHint },
  newsletter: { label: m.mailNewsletter, hint: m.mailNewsletterHint },
  marketing: { label: m.mailMarketing, hint: m.mailMarketingHint },
};

type State =
  | { phase: 'loading' }
  | { phase: 'failed'; error: ApiError }
  | { phase: 'ready'; preferences: MailPreference[] };

/**
 * Which mails the user gets (decision 0016): a checkbox per kind, saved as it changes.
 * Account and security notices are always sent (checked, not changeable, and said why). An
 * unsubscribe link from a mail shows here as off: the API keeps one answer for both.
 */
export function MailPreferences() {
  const intl = useIntl();
  const t = (d: MessageDescriptor, v?: Record<string, string>) => intl.formatMessage(d, v);
  const id = useId();
  const [state, setState] = useState<State>({ phase: 'loading' });
  const [saving, setSaving] = useState<MailScene | null>(null);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  const load = useCallback(() => {
    setState({ phase: 'loading' });
    void getPlatform()
      .api.getMailPreferences()
      .then((res) =>
        setState(
          res.error
            ? { phase: 'failed', error: res.error }
            : { phase: 'ready', preferences: res.data.preferences },
        ),
      );
  }, []);
  useEffect(load, [load]);

  const change = async (scene: MailScene, enabled: boolean) => {
    setSaving(scene);
    setStatus(null);
    const res = await getPlatform().api.setMailPreference(scene, enabled);
    setSaving(null);
    if (res.error) {
      const reason = errorMessage(res.error, intl.locale as Locale);
      setStatus({ ok: false, text: t(m.mailSaveFailed, { reason }) });
      return;
    }
    setState({ phase: 'ready', preferences: res.data.preferences });
    setStatus({ ok: true, text: t(m.mailSaved) });
  };

  return (
    <section className={ui.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={ui.sectionTitle}>
        {t(m.mailTitle)}
      </h2>
      <p className={css.intro}>{t(m.mailIntro)}</p>
      {state.phase === 'loading' && <div className={css.placeholder} aria-busy="true" />}
      {state.phase === 'failed' && (
        <div role="alert" className={css.problem}>
          <p className={fields.error}>
            {t(m.mailLoadFailed, { reason: errorMessage(state.error, intl.locale as Locale) })}
          </p>
          <button type="button" className={ui.buttonSecondary} onClick={load}>
            {t(m.retry)}
          </button>
        </div>
      )}
      {state.phase === 'ready' && (
        <ul className={css.choices}>
          {state.preferences.map((p) => {
            const scene = SCENES[p.scene];
            const box = `${id}-${p.scene}`;
            return (
              <li key={p.scene} className={css.choice}>
                <input
                  id={box}
                  type="checkbox"
                  checked={p.enabled}
                  disabled={p.required || saving !== null}
                  aria-describedby={`${box}-hint`}
                  onChange={(e) => void change(p.scene, e.target.checked)}
                />
                <div>
                  <label htmlFor={box} className={css.choiceLabel}>
                    {t(scene.label)}
                  </label>
                  <p id={`${box}-hint`} className={css.hint}>
                    {t(scene.hint)}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <div role="status" aria-live="polite">
        {status && <p className={status.ok ? css.ok : fields.error}>{status.text}</p>}
      </div>
    </section>
  );
}
