import { useState } from 'react';
import { Dialog } from '../../lib/ui/Dialog';
import css from '../../lib/ui/Fields.module.css';

/** Asks before something that cannot be undone (delete forever, empty trash). */
export function ConfirmDialog({
  title,
  body,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  title: string;
  body: string;
  confirmLabel: string;
  onConfirm(): Promise<unknown>;
  onClose(): void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      title={title}
      onClose={onClose}
      danger
      busy={busy}
      submitLabel={confirmLabel}
      onSubmit={() => {
        setBusy(true);
        void onConfirm().finally(() => setBusy(false));
      }}
    >
      <p className={css.text}>{body}</p>
    </Dialog>
  );
}
