import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage, getPlatform, type Locale } from 'shared-libs';
import { Dialog } from '../../lib/ui/Dialog';
import { extraMessages as m } from './extraMessages';
import css from '../../lib/ui/Fields.module.css';

/** `?action=open_redeem_box`: redeem an activation code (`POST /vip/v1/order/activation-code`). */
export function RedeemDialog({ onClose, onRedeemed }: { onClose(): void; onRedeemed(): void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const id = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState(false);
  const submit = async () => {
    if (!code.trim()) return;
    setBusy(true);
    setError('');
    const res = await getPlatform().api.activateCode(code.trim());
    setBusy(false);
    if (res.error) setError(errorMessage(res.error, intl.locale as Locale));
    else {
      setDone(true);
      onRedeemed();
    }
  };
  return (
    <Dialog
      title={t(m.redeemTitle)}
      onClose={onClose}
      onSubmit={done ? undefined : () => void submit()}
      submitLabel={t(m.redeem)}
      submitDisabled={!code.trim()}
      busy={busy}
    >
      {done ? (
        <p role="status">{t(m.redeemDone)}</p>
      ) : (
        <>
          <label htmlFor={id} className={css.label}>
            {t(m.redeemLabel)}
          </label>
          <p id={`${id}-help`} className={css.text}>
            {t(m.redeemHelp)}
          </p>
          <input
            id={id}
            className={css.input}
            value={code}
            maxLength={64}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-describedby={`${id}-help${error ? ` ${id}-err` : ''}`}
            aria-invalid={error ? true : undefined}
            onChange={(e) => setCode(e.target.value)}
          />
          {error && (
            <p id={`${id}-err`} role="alert" className={css.error}>
              {error}
            </p>
          )}
        </>
      )}
    </Dialog>
  );
}
