import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { formatDateTime, type ExpirationDays, type ShareLink } from 'shared-libs';
import { FileThumb } from 'shared-libs/react';
import { Dialog } from '../../lib/ui/Dialog';
import fields from '../../lib/ui/Fields.module.css';
import { EXPIRY_CHOICES } from './passCode';
import { PassCodeDialog } from './PassCodeDialog';
import { linkMessages as m } from './linkMessages';
import type { ShareLinksStore } from '../../stores/ShareLinksStore';
import { useCopy } from './useCopy';
import css from './ShareLinks.module.css';

const count = (v: string) => {
  const n = Number(v);
  return Number.isFinite(n) && n > 0 ? n : 0;
};

/** One of my links: what it holds, its dates and counters, and its settings. */
export const ShareLinkCard = observer(function ShareLinkCard({
  link,
  store,
  onRevoking,
}: {
  link: ShareLink;
  store: ShareLinksStore;
  /** The card is about to go (focus has to go somewhere that stays). */
  onRevoking(): void;
}) {
  const intl = useIntl();
  const t = (d: MessageDescriptor, v?: Record<string, string | number>) => intl.formatMessage(d, v);
  const id = useId();
  const { state, copy } = useCopy();
  const [showCode, setShowCode] = useState(false);
  const [dialog, setDialog] = useState<'code' | 'revoke' | null>(null);
  const busy = store.isBusy(link.share_id);
  const sid = link.share_id;
  const expired = link.share_status === 'EXPIRED';
  const status =
    link.share_status === 'OK'
      ? t(m.statusOk)
      : expired
        ? t(m.statusExpired)
        : t(m.statusUnavailable);
  const more = count(link.file_num) - link.items.length;
  const code = link.pass_code_option === 'REQUIRED' ? link.pass_code : '';
  const copyStatus = !state
    ? ''
    : !state.ok
      ? t(m.copyFailed)
      : t(state.key === 'code' ? m.passCodeCopied : m.linkCopied);

  return (
    <li className={css.card} data-share-id={sid}>
      <h2 id={`${id}-title`} className={css.cardTitle}>
        {link.title}
      </h2>
      <span
        className={css.badge}
        data-status={link.share_status === 'OK' || expired ? link.share_status : 'other'}
      >
        {status}
      </span>
      <ul className={css.items} aria-label={t(m.itemsLabel, { title: link.title })}>
        {link.items.map((item) => (
          <li key={item.id} className={css.item} data-gone={item.gone}>
            <FileThumb file={item} size={28} className={css.thumb} />
            <span className={css.itemName}>
              {item.gone ? t(m.itemGone, { name: item.name }) : item.name}
            </span>
          </li>
        ))}
        {more > 0 && <li className={css.item}>{t(m.moreItems, { count: more })}</li>}
      </ul>
      <p className={css.meta}>
        <span>{t(m.created, { date: formatDateTime(link.created_time) })}</span>
        <span>
          {!link.expiration_at
            ? t(m.neverExpires)
            : t(expired ? m.expiredOn : m.expires, {
                date: formatDateTime(link.expiration_at),
              })}
        </span>
        <span>{t(m.views, { count: count(link.view_count) })}</span>
        <span>{t(m.saves, { count: count(link.restore_count) })}</span>
        <span>{t(m.downloads, { count: count(link.download_count) })}</span>
      </p>
      <p className={css.meta}>
        <span className={css.code}>
          {!code ? t(m.passCodeOff) : showCode ? t(m.passCodeShown, { code }) : t(m.passCodeHidden)}
        </span>
      </p>
      <div
        className={css.controls}
        role="group"
        aria-label={t(m.linkActions, { title: link.title })}
      >
        <button type="button" className={css.button} onClick={() => copy('link', link.share_url)}>
          {t(m.copyLink)}
        </button>
        {code && (
          <button
            type="button"
            className={css.button}
            aria-pressed={showCode}
            onClick={() => setShowCode(!showCode)}
          >
            {t(showCode ? m.hidePassCode : m.showPassCode)}
          </button>
        )}
        {code && showCode && (
          <button type="button" className={css.button} onClick={() => copy('code', code)}>
            {t(m.copyPassCode)}
          </button>
        )}
        <button
          type="button"
          className={css.button}
          disabled={busy}
          onClick={() => setDialog('code')}
        >
          {t(code ? m.changePassCode : m.addPassCode)}
        </button>
        <label className={css.inline}>
          <span>{t(m.changeExpiry)}</span>
          <select
            className={css.select}
            value=""
            disabled={busy}
            onChange={(e) => {
              const v = Number(e.target.value);
              if (e.target.value) void store.setExpiry(sid, v as ExpirationDays);
            }}
          >
            <option value="">{t(m.keepExpiry)}</option>
            {EXPIRY_CHOICES.map((d) => (
              <option key={d} value={d}>
                {d === -1 ? t(m.expiryNever) : t(m.expiryDays, { days: d })}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className={css.button}
          disabled={busy || expired}
          onClick={() => void store.endNow(sid)}
        >
          {t(m.endNow)}
        </button>
        <label className={css.inline}>
          <input
            type="checkbox"
            checked={link.allow_download}
            disabled={busy}
            onChange={(e) => void store.setAllowDownload(sid, e.target.checked)}
          />
          {t(m.allowDownload)}
        </label>
        <button
          type="button"
          className={`${css.button} ${css.danger}`}
          disabled={busy}
          onClick={() => setDialog('revoke')}
        >
          {t(m.revoke)}
        </button>
      </div>
      <p className={css.status} role="status">
        {copyStatus}
      </p>
      {dialog === 'code' && (
        <PassCodeDialog
          title={link.title}
          current={code}
          onClose={() => setDialog(null)}
          onSave={(next) => store.setPassCode(sid, next)}
          onRemove={() => store.setPassCode(sid, null)}
        />
      )}
      {dialog === 'revoke' && (
        <Dialog
          title={t(m.revokeTitle, { title: link.title })}
          danger
          submitLabel={t(m.revoke)}
          onClose={() => setDialog(null)}
          onSubmit={() => {
            setDialog(null);
            onRevoking();
            void store.revoke(sid);
          }}
        >
          <p className={fields.text}>{t(m.revokeBody)}</p>
        </Dialog>
      )}
    </li>
  );
});
