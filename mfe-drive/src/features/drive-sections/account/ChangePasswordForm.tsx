import { useId, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import {
  ERROR_CODES,
  errorMessage,
  getPlatform,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type Locale,
} from 'shared-libs';
import { ui } from 'shared-libs/react';
import fields from '../../../lib/ui/Fields.module.css';
import { accountMessages as m } from './accountMessages';
import css from './Account.module.css';

type Field = 'current' | 'next' | 'repeat';
type Errors = Partial<Record<Field, string>>;

/**
 * Change the password (decision 0016): the current one, the new one twice. Checked here first
 * (the API's rule, the same numbers); the API then checks the current password (a wrong one is
 * its `invalid_password` text, and counts towards the sign-in limits) and signs the other
 * sessions out.
 */
export function ChangePasswordForm() {
  const intl = useIntl();
  const t = (d: MessageDescriptor, v?: Record<string, string | number>) => intl.formatMessage(d, v);
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({
    current: '',
    next: '',
    repeat: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const check = (): Errors => {
    const e: Errors = {};
    if (!values.current) e.current = t(m.currentMissing);
    if (values.next.length < PASSWORD_MIN_LENGTH)
      e.next = t(m.newTooShort, { min: PASSWORD_MIN_LENGTH });
    else if (values.next.length > PASSWORD_MAX_LENGTH)
      e.next = t(m.newTooLong, { max: PASSWORD_MAX_LENGTH });
    else if (values.next === values.current) e.next = t(m.newSame);
    if (!e.next && values.repeat !== values.next) e.repeat = t(m.repeatMismatch);
    return e;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const e = check();
    setErrors(e);
    setFailure('');
    setDone(null);
    const first = (['current', 'next', 'repeat'] as const).find((f) => e[f]);
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setBusy(true);
    const res = await getPlatform().api.changePassword({
      old_password: values.current,
      new_password: values.next,
    });
    setBusy(false);
    if (res.error) {
      const text = errorMessage(res.error, intl.locale as Locale);
      if (res.error.error_code === ERROR_CODES.invalid_password) {
        setErrors({ current: text });
        document.getElementById(`${id}-current`)?.focus();
      } else setFailure(text);
      return;
    }
    setValues({ current: '', next: '', repeat: '' });
    setDone(res.data.signed_out_sessions);
  };

  const input = (f: Field, label: MessageDescriptor, autoComplete: string, hint?: string) => {
    const describedBy = [errors[f] ? `${id}-${f}-error` : '', hint ? `${id}-${f}-hint` : '']
      .filter(Boolean)
      .join(' ');
    return (
      <div className={css.field}>
        <label className={fields.label} htmlFor={`${id}-${f}`}>
          {t(label)}
        </label>
        <input
          id={`${id}-${f}`}
          className={fields.input}
          type="password"
          autoComplete={autoComplete}
          value={values[f]}
          aria-invalid={errors[f] ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(ev) => setValues((v) => ({ ...v, [f]: ev.target.value }))}
        />
        {hint && (
          <p id={`${id}-${f}-hint`} className={css.hint}>
            {hint}
          </p>
        )}
        {errors[f] && (
          <p id={`${id}-${f}-error`} className={fields.error}>
            {errors[f]}
          </p>
        )}
      </div>
    );
  };

  return (
    <form
      className={css.form}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className={ui.sectionTitle}>
        {t(m.passwordTitle)}
      </h2>
      <p className={css.intro}>{t(m.passwordIntro)}</p>
      {input('current', m.currentPassword, 'current-password')}
      {input(
        'next',
        m.newPassword,
        'new-password',
        t(m.passwordHint, { min: PASSWORD_MIN_LENGTH }),
      )}
      {input('repeat', m.repeatPassword, 'new-password')}
      <div className={css.actions}>
        <button type="submit" className={ui.button} disabled={busy} aria-busy={busy || undefined}>
          {t(m.changePassword)}
        </button>
      </div>
      <div role="status" aria-live="polite">
        {done !== null && <p className={css.ok}>{t(m.passwordChanged, { count: done })}</p>}
      </div>
      {failure && (
        <p role="alert" className={fields.error}>
          {failure}
        </p>
      )}
      <p className={css.hint}>{t(m.forgotHint)}</p>
    </form>
  );
}
