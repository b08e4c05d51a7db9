import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { Locale, MountProps } from 'shared-libs';
import { COUNTRIES, regionNamer } from './countries';
import { TitledPage, ui } from 'shared-libs/react';
import { confirmPerson } from './confirmPerson';
import { useSupportAddress, useVisitorCountry } from './useContactConfig';
import { contactMessages as m } from './contactMessages';
import styles from './ContactPage.module.css';
import {
  mailtoFor,
  validateContact,
  type ContactDraft,
  type ContactErrors,
} from './validateContact';

const TOPICS = [
  ['account', m.topicAccount],
  ['billing', m.topicBilling],
  ['share', m.topicShare],
  ['other', m.topicOther],
] as const;

/** Every country and region, named in `locale`, in that language's order. */
function countryOptions(locale: Locale): { code: string; name: string }[] {
  const name = regionNamer(locale);
  const collator = new Intl.Collator(locale);
  return COUNTRIES.map((c) => ({ code: c.alpha2, name: name(c.alpha2) })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}

export function ContactPage({ props }: { props: MountProps }) {
  const intl = useIntl();
  const t = (d: MessageDescriptor) => intl.formatMessage(d);
  const readyBody: MessageDescriptor = m.readyBody;
  const direct: MessageDescriptor = m.direct;
  const title = t(m.title);
  const uid = useId();
  const [draft, setDraft] = useState<ContactDraft>({
    email: '',
    topic: 'account',
    message: '',
    country: '',
  });
  const address = useSupportAddress(props.locale);
  const visitorCountry = useVisitorCountry();
  const countries = useMemo(() => countryOptions(props.locale), [props.locale]);
  const countryName = useMemo(() => regionNamer(props.locale), [props.locale]);
  const [countryChosen, setCountryChosen] = useState(false);
  const [checking, setChecking] = useState(false);
  const [refused, setRefused] = useState(false);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [ready, setReady] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const readyRef = useRef<HTMLHeadingElement>(null);
  const [edited, setEdited] = useState(false);

  // Keep keyboard and screen-reader users in place when the form and its result swap.
  useEffect(() => {
    if (ready) readyRef.current?.focus();
    else if (edited) messageRef.current?.focus();
  }, [ready, edited]);

  // The visitor's country as the API sees it, pre-selected unless they chose one already.
  useEffect(() => {
    if (visitorCountry && !countryChosen)
      setDraft((d) => (d.country ? d : { ...d, country: visitorCountry }));
  }, [visitorCountry, countryChosen]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (checking) return;
    const found = validateContact(draft);
    setErrors(found);
    setRefused(false);
    if (found.email) emailRef.current?.focus();
    else if (found.message) messageRef.current?.focus();
    else {
      // A person, not a script: the captcha check before the message is composed.
      setChecking(true);
      const person = await confirmPerson();
      setChecking(false);
      if (person) setReady(true);
      else setRefused(true);
    }
  };

  const countryLine = draft.country
    ? `${t(m.country)}: ${countryName(draft.country)} (${draft.country})`
    : '';
  const supportLink = <a href={`mailto:${address}`}>{address}</a>;
  const topicLabel = TOPICS.find(([k]) => k === draft.topic)?.[1] ?? m.topicOther;

  return (
    <TitledPage title={title} intro={t(m.intro)}>
      {ready ? (
        <section className={styles.ready} role="status" aria-labelledby={`${uid}-ready`}>
          <h2 id={`${uid}-ready`} ref={readyRef} tabIndex={-1} className={ui.sectionTitle}>
            {t(m.readyTitle)}
          </h2>
          <p>{intl.formatMessage(readyBody, { email: draft.email.trim() })}</p>
          <div className={ui.actions}>
            <a
              className={ui.button}
              href={mailtoFor(draft, `[Cumulus] ${t(topicLabel)}`, address, countryLine)}
            >
              {t(m.openMail)}
            </a>
            <button
              type="button"
              className={ui.buttonSecondary}
              onClick={() => {
                setEdited(true);
                setReady(false);
              }}
            >
              {t(m.edit)}
            </button>
          </div>
        </section>
      ) : (
        <>
          <p className={ui.notice}>{t(m.howItWorks)}</p>
          <form className={styles.form} noValidate onSubmit={(e) => void submit(e)}>
            <div className={styles.field}>
              <label htmlFor={`${uid}-email`}>{t(m.email)}</label>
              <input
                ref={emailRef}
                id={`${uid}-email`}
                type="email"
                autoComplete="email"
                value={draft.email}
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={`${uid}-email-hint${errors.email ? ` ${uid}-email-error` : ''}`}
                onChange={(e) => setDraft({ ...draft, email: e.target.value })}
              />
              <span id={`${uid}-email-hint`} className={styles.hint}>
                {t(m.emailHint)}
              </span>
              {errors.email && (
                <span id={`${uid}-email-error`} className={styles.error}>
                  {t(m[errors.email])}
                </span>
              )}
            </div>
            <div className={styles.field}>
              <label htmlFor={`${uid}-topic`}>{t(m.topic)}</label>
              <select
                id={`${uid}-topic`}
                value={draft.topic}
                onChange={(e) => setDraft({ ...draft, topic: e.target.value })}
              >
                {TOPICS.map(([k, d]) => (
                  <option key={k} value={k}>
                    {t(d)}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor={`${uid}-country`}>{t(m.country)}</label>
              <select
                id={`${uid}-country`}
                value={draft.country}
                autoComplete="country"
                onChange={(e) => {
                  setCountryChosen(true);
                  setDraft({ ...draft, country: e.target.value });
                }}
              >
                <option value="">{t(m.countryNone)}</option>
                {countries.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor={`${uid}-message`}>{t(m.message)}</label>
              <textarea
                ref={messageRef}
                id={`${uid}-message`}
                rows={6}
                value={draft.message}
                aria-invalid={errors.message ? true : undefined}
                aria-describedby={errors.message ? `${uid}-message-error` : undefined}
                onChange={(e) => setDraft({ ...draft, message: e.target.value })}
              />
              {errors.message && (
                <span id={`${uid}-message-error`} className={styles.error}>
                  {t(m[errors.message])}
                </span>
              )}
            </div>
            {refused && (
              <p role="alert" className={styles.error}>
                {t(m.notPerson)}
              </p>
            )}
            <button type="submit" className={ui.button} aria-busy={checking || undefined}>
              {t(checking ? m.checking : m.submit)}
            </button>
          </form>
        </>
      )}
      <p className={styles.direct}>{intl.formatMessage(direct, { address: supportLink })}</p>
    </TitledPage>
  );
}

/** The document title (set by the remote kit while the page is shown). */
ContactPage.title = m.title;
