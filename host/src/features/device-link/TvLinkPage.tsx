import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import {
  isError,
  isTooManyAttempts,
  normalizeUserCode,
  type ApiError,
  type DeviceRequest,
} from 'shared-libs';
import { useHost } from '../../stores/HostContext';
import { deviceLinkMessages as m } from './deviceLinkMessages';
import styles from './TvLinkPage.module.css';

type Phase =
  | { kind: 'enter'; error?: MessageDescriptor }
  | { kind: 'checking' }
  | { kind: 'ask'; request: DeviceRequest; busy: boolean; error?: MessageDescriptor }
  | { kind: 'done'; allowed: boolean; client: string };

/** The message for a failed call about a code. */
const problemOf = (error: ApiError): MessageDescriptor =>
  isTooManyAttempts(error) ? m.tooMany : isError(error, 'not_found') ? m.noSuchCode : m.failed;

/**
 * `/tv/link` (signed in; the route's login gate signs the visitor in and brings them back with
 * the address, code included): the person types the code their TV shows, or arrives with it
 * from the TV's `verification_uri_complete`, sees which app asks, and allows or denies it
 * (RFC 8628; the API: accounts/deviceCodes.ts). Nothing is allowed without the button.
 */
export const TvLinkPage = observer(function TvLinkPage({
  setTitle,
}: {
  setTitle(t: string): void;
}) {
  const intl = useIntl();
  const { platform, session } = useHost();
  const [params] = useSearchParams();
  const [typed, setTyped] = useState(() => params.get('user_code') ?? '');
  const [phase, setPhase] = useState<Phase>({ kind: 'enter' });
  const ids = { hint: useId(), error: useId(), heading: useId() };
  const focusRef = useRef<HTMLHeadingElement | HTMLInputElement | null>(null);

  useEffect(() => setTitle(intl.formatMessage(m.title)), [intl, setTitle]);
  // Each step moves the focus to what changed (the question, the outcome, or the field).
  useEffect(() => {
    if (phase.kind !== 'checking') focusRef.current?.focus();
  }, [phase.kind]);

  const check = useCallback(
    async (value: string) => {
      const code = normalizeUserCode(value);
      if (!code) return setPhase({ kind: 'enter', error: m.badFormat });
      setPhase({ kind: 'checking' });
      const res = await platform.api.getDeviceRequest(code);
      if (res.error) return setPhase({ kind: 'enter', error: problemOf(res.error) });
      setPhase({ kind: 'ask', request: res.data, busy: false });
    },
    [platform],
  );

  // Arrived with the code (the TV's QR code or link): checked at once, still asked.
  const initial = useRef(params.get('user_code'));
  useEffect(() => {
    if (initial.current) void check(initial.current);
    initial.current = null;
  }, [check]);

  const answer = async (request: DeviceRequest, decision: 'allow' | 'deny') => {
    setPhase({ kind: 'ask', request, busy: true });
    const res = await platform.api.answerDeviceRequest(request.user_code, decision);
    if (res.error) {
      // Gone meanwhile (expired, or answered in another tab): back to the field, said why.
      if (isError(res.error, 'not_found') || isTooManyAttempts(res.error))
        return setPhase({ kind: 'enter', error: problemOf(res.error) });
      return setPhase({ kind: 'ask', request, busy: false, error: m.failed });
    }
    setPhase({ kind: 'done', allowed: decision === 'allow', client: request.client_name });
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void check(typed);
  };
  const restart = () => {
    setTyped('');
    setPhase({ kind: 'enter' });
  };

  const title = intl.formatMessage(m.title);
  if (phase.kind === 'done') {
    return (
      <section className={styles.page}>
        <h1>{title}</h1>
        <p
          role="status"
          tabIndex={-1}
          ref={(el) => void (focusRef.current = el as HTMLHeadingElement | null)}
          className={phase.allowed ? styles.ok : undefined}
        >
          {intl.formatMessage((phase.allowed ? m.allowed : m.denied) as MessageDescriptor, {
            client: phase.client,
          })}
        </p>
        <button type="button" className={styles.secondary} onClick={restart}>
          {intl.formatMessage(m.again)}
        </button>
      </section>
    );
  }
  if (phase.kind === 'ask') {
    const { request } = phase;
    const client = request.client_name;
    return (
      <section className={styles.page} aria-labelledby={ids.heading}>
        <h1>{title}</h1>
        <h2
          id={ids.heading}
          tabIndex={-1}
          ref={(el) => void (focusRef.current = el)}
          className={styles.question}
        >
          {intl.formatMessage(m.askHeading as MessageDescriptor, { client })}
        </h2>
        <p className={styles.code} aria-hidden="true">
          {request.user_code}
        </p>
        <p>
          {intl.formatMessage(m.askBody as MessageDescriptor, {
            client,
            account: session.user?.email ?? '',
            code: request.user_code,
          })}
        </p>
        {phase.error && (
          <p role="alert" className={styles.error}>
            {intl.formatMessage(phase.error)}
          </p>
        )}
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.primary}
            disabled={phase.busy}
            onClick={() => void answer(request, 'allow')}
          >
            {intl.formatMessage(m.allow)}
          </button>
          <button
            type="button"
            className={styles.secondary}
            disabled={phase.busy}
            onClick={() => void answer(request, 'deny')}
          >
            {intl.formatMessage(m.deny)}
          </button>
        </div>
      </section>
    );
  }
  const error = phase.kind === 'enter' ? phase.error : undefined;
  const checking = phase.kind === 'checking';
  return (
    <section className={styles.page}>
      <h1>{title}</h1>
      <p>{intl.formatMessage(m.intro)}</p>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={checking}>
        <label htmlFor={`${ids.hint}-code`}>{intl.formatMessage(m.codeLabel)}</label>
        <input
          id={`${ids.hint}-code`}
          ref={(el) => void (focusRef.current = el)}
          className={styles.input}
          name="user_code"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
        />
        <p id={ids.hint} className={styles.hint}>
          {intl.formatMessage(m.codeHint)}
        </p>
        {error && (
          <p id={ids.error} role="alert" className={styles.error}>
            {intl.formatMessage(error)}
          </p>
        )}
        <button type="submit" className={styles.primary} disabled={checking}>
          {intl.formatMessage(m.next)}
        </button>
      </form>
    </section>
  );
});
