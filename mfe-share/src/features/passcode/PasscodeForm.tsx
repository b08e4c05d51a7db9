import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { tooOftenMessage } from '../../lib/errorMessages';
import { statusMessages } from '../../lib/statusMessages';
import type { ShareStore } from '../../stores/ShareStore';
import css from './PasscodeForm.module.css';

const m = defineMessages({
  intro: {
    id: 'share.passcode.intro',
    defaultMessage: 'Enter the passcode you received with the link to see the files.',
    description: 'Passcode page text',
  },
  label: { id: 'share.passcode.label', defaultMessage: 'Passcode', description: 'Input label' },
  submit: { id: 'share.passcode.submit', defaultMessage: 'Open', description: 'Submit button' },
  checking: {
    id: 'share.passcode.checking',
    defaultMessage: 'Checking…',
    description: 'Submit button while the passcode is checked',
  },
  wrong: {
    id: 'share.passcode.wrong',
    defaultMessage: 'That passcode is wrong. Check it and try again.',
    description: 'PASS_CODE_ERROR',
  },
  empty: {
    id: 'share.passcode.empty',
    defaultMessage: 'Enter the passcode.',
    description: 'Submitted without a passcode',
  },
  format: {
    id: 'share.passcode.format',
    defaultMessage: 'A passcode has 4 to 10 letters or digits.',
    description: 'Submitted a malformed passcode',
  },
});

/**
 * PASS_CODE_EMPTY asks for the code; PASS_CODE_ERROR keeps the input and says it was wrong;
 * after too many wrong codes (the API's limit) it says to wait.
 */
export const PasscodeForm = observer(function PasscodeForm({ share }: { share: ShareStore }) {
  const intl = useIntl();
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const wrong = share.status === 'PASS_CODE_ERROR' && !share.checkingPasscode;
  const problem =
    share.passcodeProblem === 'limited'
      ? tooOftenMessage(intl)
      : share.passcodeProblem
        ? intl.formatMessage(m[share.passcodeProblem])
        : wrong
          ? intl.formatMessage(m.wrong)
          : '';

  useEffect(() => {
    if (wrong) input.current?.select();
  }, [wrong]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void share.submitPasscode();
  };

  return (
    <section className={css.card} aria-labelledby={`${inputId}-title`}>
      <svg
        className={css.icon}
        width="48"
        height="48"
        viewBox="0 0 48 48"
        aria-hidden="true"
        focusable="false"
      >
        <rect x="10" y="21" width="28" height="20" rx="4" fill="var(--c-accent, #2563eb)" />
        <path
          d="M16 21v-5a8 8 0 0 1 16 0v5"
          stroke="var(--c-accent, #2563eb)"
          strokeWidth="4"
          fill="none"
        />
      </svg>
      <h1 id={`${inputId}-title`} className={css.title}>
        {intl.formatMessage(statusMessages.PASS_CODE_EMPTY_title)}
      </h1>
      <p className={css.intro}>{intl.formatMessage(m.intro)}</p>
      {/* Prerendered (decision 0018): submitted before the page's code runs, the form reloads
          the share with the code as `s_code`, which the page checks (spec §2). */}
      <form className={css.form} onSubmit={submit} method="get" noValidate>
        <label htmlFor={inputId} className={css.label}>
          {intl.formatMessage(m.label)}
        </label>
        <div className={css.row}>
          <input
            ref={input}
            id={inputId}
            className={css.input}
            name="s_code"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={10}
            value={share.passcode}
            onChange={(e) => share.setPasscode(e.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
            autoFocus
          />
          <button type="submit" className={css.submit} disabled={share.checkingPasscode}>
            {intl.formatMessage(share.checkingPasscode ? m.checking : m.submit)}
          </button>
        </div>
        <p id={errorId} className={css.error} role="alert">
          {problem}
        </p>
      </form>
    </section>
  );
});
