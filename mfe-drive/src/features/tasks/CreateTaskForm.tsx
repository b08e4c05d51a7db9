import { useId, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { errorMessage, type ApiError, type Locale } from 'shared-libs';
import css from '../../lib/ui/Fields.module.css';
import { taskMessages as m } from './taskMessages';
import { isTaskUrl } from './TasksStore';

/** The user's-language explanation of a task error (spec §8 codes the drive meets). */
export function taskErrorText(
  error: Pick<ApiError, 'error'> & Partial<ApiError>,
  t: (d: MessageDescriptor) => string,
  locale: Locale,
): string {
  if (error.error === 'task_daily_create_limit') return t(m.dailyLimit);
  if (error.error === 'file_space_not_enough') return t(m.spaceFull);
  return errorMessage(error as ApiError, locale);
}

/** A URL field that starts a download task into `parentId`. */
export function CreateTaskForm({
  initialUrl = '',
  onCreate,
  formId,
}: {
  initialUrl?: string;
  /** Resolves with the error to show, or null when the task was created. */
  onCreate(url: string): Promise<ApiError | null>;
  /** Lets a dialog's submit button drive this form. */
  formId?: string;
}) {
  const intl = useIntl();
  const t = (d: MessageDescriptor) => intl.formatMessage(d);
  const id = useId();
  const [url, setUrl] = useState(initialUrl);
  const [error, setError] = useState('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setNote('');
    if (!isTaskUrl(url)) {
      setError(t(m.invalidUrl));
      return;
    }
    setBusy(true);
    const err = await onCreate(url);
    setBusy(false);
    if (err) setError(taskErrorText(err, t, intl.locale as Locale));
    else {
      setError('');
      setUrl('');
      setNote(t(m.created));
    }
  };
  return (
    <form
      id={formId}
      onSubmit={(e) => {
        e.preventDefault();
        e.stopPropagation();
        void submit();
      }}
    >
      <label htmlFor={id} className={css.label}>
        {t(m.urlLabel)}
      </label>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <input
          id={id}
          className={css.input}
          style={{ flex: '1 1 220px' }}
          type="text"
          inputMode="url"
          value={url}
          maxLength={4096}
          placeholder="https://"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-err` : undefined}
          onChange={(e) => setUrl(e.target.value)}
        />
        <button
          type="submit"
          className={css.input}
          style={{ width: 'auto', cursor: 'pointer', fontWeight: 600 }}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {t(m.create)}
        </button>
      </div>
      {error && (
        <p id={`${id}-err`} role="alert" className={css.error}>
          {error}
        </p>
      )}
      {note && (
        <p role="status" className={css.text}>
          {note}
        </p>
      )}
    </form>
  );
}
