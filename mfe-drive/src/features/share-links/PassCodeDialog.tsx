import { useId, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Dialog } from '../../lib/ui/Dialog';
import fields from '../../lib/ui/Fields.module.css';
import { generatePassCode, PASS_CODE_MAX, passCodeProblem } from './passCode';
import { linkMessages as m } from './linkMessages';
import css from './ShareLinks.module.css';

/** Sets a link's passcode (typed or generated), or removes it when it has one. */
export function PassCodeDialog({
  title,
  current,
  onSave,
  onRemove,
  onClose,
}: {
  title: string;
  /** The link's code, '' when it has none. */
  current: string;
  onSave(code: string): Promise<boolean>;
  onRemove(): Promise<boolean>;
  onClose(): void;
}) {
  const intl = useIntl();
  const t = (d: MessageDescriptor, v?: Record<string, string | number>) => intl.formatMessage(d, v);
  const id = useId();
  const [code, setCode] = useState(() => current || generatePassCode());
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const problem = passCodeProblem(code);
  const run = async (call: () => Promise<boolean>) => {
    setBusy(true);
    const ok = await call();
    setBusy(false);
    if (ok) onClose();
  };
  return (
    <Dialog
      title={t(m.passCodeDialogTitle, { title })}
      onClose={onClose}
      submitLabel={t(m.save)}
      busy={busy}
      onSubmit={() => {
        setTouched(true);
        if (!problem) void run(() => onSave(code));
      }}
    >
      <label htmlFor={id} className={fields.label}>
        {t(m.passCodeLabel)}
      </label>
      <div className={css.row}>
        <input
          id={id}
          className={`${fields.input} ${css.code}`}
          value={code}
          maxLength={PASS_CODE_MAX}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          aria-invalid={touched && problem ? true : undefined}
          aria-describedby={`${id}-hint${touched && problem ? ` ${id}-err` : ''}`}
          onChange={(e) => {
            setCode(e.target.value.trim());
            setTouched(true);
          }}
        />
        <button
          type="button"
          className={css.button}
          onClick={() => {
            setCode(generatePassCode());
            setTouched(false);
          }}
        >
          {t(m.generate)}
        </button>
      </div>
      <p id={`${id}-hint`} className={css.hint}>
        {t(m.passCodeHint)}
      </p>
      {touched && problem && (
        <p id={`${id}-err`} className={fields.error} role="alert">
          {t(problem)}
        </p>
      )}
      {current && (
        <p>
          <button
            type="button"
            className={`${css.button} ${css.danger}`}
            disabled={busy}
            onClick={() => void run(onRemove)}
          >
            {t(m.removePassCode)}
          </button>
        </p>
      )}
    </Dialog>
  );
}
