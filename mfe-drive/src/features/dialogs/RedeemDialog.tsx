import { useId, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { errorMessage, getPlatform, type ApiError, type Locale } from 'shared-libs';
import { Dialog } from '../../lib/ui/Dialog';
import { extraMessages as m } from './extraMessages';
import css from '../../lib/ui/Fields.module.css';

/**
 * Why a code was refused (decision 0015): the API's error names for an unknown code, a code this
 * account already used, a single-use code another account used, and an expired code.
 */
const REFUSED: Partial<Record<string, MessageDescriptor>> = {
  invalid_argument: m.redeemInvalid,
  already_exists: m.redeemAlreadyYours,
  failed_precondition: m.redeemUsed,
  out_of_range: m.redeemExpired,
};

/**
 * `?action=open_redeem_box` (also "Have a code?" on the payment page): redeem an activation code
 * (`POST /vip/v1/order/activation-code`); success shows the new premium end and calls
 * `onRedeemed`, whose owner asks the host to read the session again (the header and the account
 * then show premium).
 */
export function RedeemDialog({ onClose, onRedeemed }: { onClose(): void; onRedeemed(): void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const id = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [expire, setExpire] = useState<string | null>(null);
  const reasonOf = (e: ApiError) => {
    const d = REFUSED[e.error];
    return d ? t(d) : errorMessage(e, intl.locale as Locale);
  };
  const submit = async () => {
    if (!code.trim()) return;
    setBusy(true);
    setError('');
    const res = await getPlatform().api.activateCode(code.trim());
    setBusy(false);
    if (res.error) setError(reasonOf(res.error));
    else {
      setExpire(res.data.data.expire);
      onRedeemed();
    }
  };
  const done = expire !== null;
  const doneText: MessageDescriptor = m.redeemDone;
  const until = expire && !Number.isNaN(Date.parse(expire)) ? Date.parse(expire) : null;
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
        <p role="status">
          {t(doneText, {
            date: until === null ? '' : intl.formatDate(until, { dateStyle: 'long' }),
          })}
        </p>
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
