import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Dialog } from '../../lib/ui/Dialog';
import { generatePassCode, passCodeProblem } from './passCode';
import { PassCodeField } from './PassCodeField';
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
      <PassCodeField
        code={code}
        touched={touched}
        onChange={(next, typed) => {
          setCode(next);
          setTouched(typed);
        }}
      />
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
