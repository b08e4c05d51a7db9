import { useId, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { errorMessage, FEEDBACK_TEXT_MAX, type Locale, type MountProps } from 'shared-libs';
import { TitledPage, ui, useDocumentTitle, useResult } from 'shared-libs/react';
import fields from '../../lib/ui/Fields.module.css';
import { FEEDBACK_CATEGORIES, type FeedbackApi, type FeedbackCategory } from './feedbackApi';
import { feedbackMessages as m } from './feedbackMessages';
import css from './Feedback.module.css';

type Errors = Partial<Record<'category' | 'text', string>>;

/**
 * `/drive/feedback` (issue 32): a topic, a message and, if wanted, one file of the person's
 * drive (the newest ATTACHABLE_FILES), posted to `POST /drive/v1/feedback`. Checked here with
 * the API's rule first; the first wrong field takes the focus.
 */
export function FeedbackPage({ props, api }: { props: MountProps; api: FeedbackApi }) {
  const intl = useIntl();
  const t = (d: MessageDescriptor, v?: Record<string, string | number>) => intl.formatMessage(d, v);
  const id = useId();
  useDocumentTitle(props, t(m.title));
  const [category, setCategory] = useState<FeedbackCategory | ''>('');
  const [text, setText] = useState('');
  const [fileId, setFileId] = useState('');
  const { state: files } = useResult(() => api.attachableFiles(), [api]);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const e: Errors = {};
    if (!category) e.category = t(m.categoryMissing);
    if (!text.trim()) e.text = t(m.textMissing);
    else if (text.length > FEEDBACK_TEXT_MAX) e.text = t(m.textTooLong, { max: FEEDBACK_TEXT_MAX });
    setErrors(e);
    setFailure('');
    setSent(false);
    const first = (['category', 'text'] as const).find((f) => e[f]);
    if (first || !category) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setBusy(true);
    const res = await api.send({
      category,
      text: text.trim(),
      ...(fileId ? { file_id: fileId } : {}),
    });
    setBusy(false);
    if (res.error) {
      setFailure(errorMessage(res.error, intl.locale as Locale));
      return;
    }
    setCategory('');
    setText('');
    setFileId('');
    setSent(true);
  };

  const describedBy = (f: keyof Errors, hint?: string) =>
    [errors[f] ? `${id}-${f}-error` : '', hint ?? ''].filter(Boolean).join(' ') || undefined;

  return (
    <TitledPage title={t(m.title)} intro={t(m.intro)}>
      <form className={css.form} onSubmit={(e) => void submit(e)} noValidate>
        <div className={css.field}>
          <label className={fields.label} htmlFor={`${id}-category`}>
            {t(m.category)}
          </label>
          <select
            id={`${id}-category`}
            className={fields.input}
            value={category}
            aria-invalid={errors.category ? true : undefined}
            aria-describedby={describedBy('category')}
            onChange={(ev) => setCategory(ev.target.value as FeedbackCategory | '')}
          >
            <option value="">{t(m.categoryChoose)}</option>
            {FEEDBACK_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(m[c])}
              </option>
            ))}
          </select>
          {errors.category && (
            <p id={`${id}-category-error`} className={fields.error}>
              {errors.category}
            </p>
          )}
        </div>
        <div className={css.field}>
          <label className={fields.label} htmlFor={`${id}-text`}>
            {t(m.text)}
          </label>
          <textarea
            id={`${id}-text`}
            className={`${fields.input} ${css.textarea}`}
            value={text}
            aria-invalid={errors.text ? true : undefined}
            aria-describedby={describedBy('text', `${id}-text-hint`)}
            onChange={(ev) => setText(ev.target.value)}
          />
          <p id={`${id}-text-hint`} className={css.hint}>
            {t(m.textHint, { count: text.length, max: FEEDBACK_TEXT_MAX })}
          </p>
          {errors.text && (
            <p id={`${id}-text-error`} className={fields.error}>
              {errors.text}
            </p>
          )}
        </div>
        <div className={css.field}>
          <label className={fields.label} htmlFor={`${id}-file`}>
            {t(m.attach)}
          </label>
          <select
            id={`${id}-file`}
            className={fields.input}
            value={fileId}
            aria-busy={files.phase === 'loading' ? true : undefined}
            onChange={(ev) => setFileId(ev.target.value)}
          >
            <option value="">{t(m.attachNone)}</option>
            {(files.phase === 'ready' ? files.value : []).map((f) => (
              <option key={f.id} value={f.id}>
                {f.name}
              </option>
            ))}
          </select>
          {files.phase === 'failed' && <p className={css.hint}>{t(m.attachFailed)}</p>}
        </div>
        <div className={css.actions}>
          <button type="submit" className={ui.button} disabled={busy} aria-busy={busy || undefined}>
            {t(m.send)}
          </button>
        </div>
        <div role="status" aria-live="polite">
          {sent && <p className={css.ok}>{t(m.sent)}</p>}
        </div>
        {failure && (
          <p role="alert" className={fields.error}>
            {failure}
          </p>
        )}
      </form>
    </TitledPage>
  );
}
