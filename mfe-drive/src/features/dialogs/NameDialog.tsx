import { useId, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Dialog } from '../../lib/ui/Dialog';
import { dialogMessages as m } from './dialogMessages';
import css from '../../lib/ui/Fields.module.css';

/** The API's name rules (infra/api), checked before sending. */
export function nameProblem(name: string): MessageDescriptor | null {
  const n = name.trim();
  if (!n) return m.nameEmpty;
  if (n.length > 255) return m.nameTooLong;
  // eslint-disable-next-line no-control-regex
  if (/[/\\\u0000-\u001f]/.test(n) || n === '.' || n === '..') return m.nameInvalid;
  return null;
}

/** New folder and rename: one text field, validated as typed, submitted with Enter. */
export function NameDialog({
  title,
  label,
  initial,
  submitLabel,
  onSubmit,
  onClose,
}: {
  title: string;
  label: string;
  initial: string;
  submitLabel: string;
  onSubmit(name: string): Promise<unknown>;
  onClose(): void;
}) {
  const intl = useIntl();
  const [name, setName] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const problem = nameProblem(name);
  const submit = async () => {
    setTouched(true);
    if (problem) return;
    setBusy(true);
    await onSubmit(name.trim());
    setBusy(false);
  };
  // Select the base name (without extension) like desktop file managers do.
  const selectBase = (input: HTMLInputElement | null) => {
    if (!input || input.dataset.ready) return;
    input.dataset.ready = '1';
    input.focus();
    const dot = initial.lastIndexOf('.');
    input.setSelectionRange(0, dot > 0 ? dot : initial.length);
  };
  return (
    <Dialog
      title={title}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitLabel={submitLabel}
      busy={busy}
    >
      <label htmlFor={id} className={css.label}>
        {label}
      </label>
      <input
        id={id}
        ref={selectBase}
        className={css.input}
        value={name}
        maxLength={300}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={touched && problem ? true : undefined}
        aria-describedby={touched && problem ? `${id}-err` : undefined}
        onChange={(e) => {
          setName(e.target.value);
          setTouched(true);
        }}
      />
      {touched && problem && (
        <p id={`${id}-err`} className={css.error} role="alert">
          {intl.formatMessage(problem)}
        </p>
      )}
    </Dialog>
  );
}
