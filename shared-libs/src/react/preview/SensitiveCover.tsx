import { useState } from 'react';
import { useIntl } from 'react-intl';
import { previewMessages as m } from './previewMessages';
import css from './bodies/Body.module.css';

/** Cover over a file whose audit status is not OK, until the viewer chooses to see it. */
export function SensitiveCover({ onReveal }: { onReveal(remember: boolean): void }) {
  const intl = useIntl();
  const [remember, setRemember] = useState(false);
  return (
    <div className={css.box}>
      <p className={css.coverTitle}>{intl.formatMessage(m.sensitiveTitle)}</p>
      <label className={css.remember}>
        <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
        {intl.formatMessage(m.rememberReveal)}
      </label>
      <button type="button" className={css.primary} onClick={() => onReveal(remember)}>
        {intl.formatMessage(m.reveal)}
      </button>
    </div>
  );
}
