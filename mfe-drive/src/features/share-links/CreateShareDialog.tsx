import { useId, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import {
  errorMessage,
  formatDateTime,
  type ApiError,
  type ExpirationDays,
  type Locale,
  type Result,
  type ShareCreateRequest,
  type ShareLink,
} from 'shared-libs';
import { Dialog } from '../../lib/ui/Dialog';
import fields from '../../lib/ui/Fields.module.css';
import { EXPIRY_CHOICES, generatePassCode, passCodeProblem } from './passCode';
import { PassCodeField } from './PassCodeField';
import { linkMessages as m } from './linkMessages';
import { useCopy } from './useCopy';
import css from './ShareLinks.module.css';

/** Items one link holds at most (contracts/api/shareLinks.ts `file_ids: IdList(100)`). */
export const SHARE_MAX_ITEMS = 100;

export interface ShareItem {
  id: string;
  name: string;
}

/**
 * Makes a share link of files and folders: optional passcode (typed or generated), expiry,
 * downloads; then the link to copy or hand to the system share sheet, and its passcode.
 * Ours where the spec is silent: no passcode and no expiry by default (as Google Drive and
 * Dropbox links), downloads allowed (issue 30).
 */
export function CreateShareDialog({
  items,
  locale,
  create,
  onClose,
}: {
  items: ShareItem[];
  locale: Locale;
  create(body: ShareCreateRequest): Promise<Result<ShareLink>>;
  onClose(): void;
}) {
  const intl = useIntl();
  const t = (d: MessageDescriptor, v?: Record<string, string | number>) => intl.formatMessage(d, v);
  const id = useId();
  const [withCode, setWithCode] = useState(false);
  const [code, setCode] = useState(() => generatePassCode());
  const [days, setDays] = useState<ExpirationDays>(-1);
  const [allowDownload, setAllowDownload] = useState(true);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [link, setLink] = useState<ShareLink | null>(null);

  const problem = withCode ? passCodeProblem(code) : null;
  const tooMany = items.length > SHARE_MAX_ITEMS;
  const title = t(m.createTitle, { count: items.length, name: items[0]?.name ?? '' });

  const submit = async () => {
    setTouched(true);
    if (problem || tooMany || items.length === 0) return;
    setBusy(true);
    setError(null);
    const res = await create({
      file_ids: items.map((i) => i.id),
      pass_code_option: withCode ? 'REQUIRED' : 'NOT_REQUIRED',
      ...(withCode ? { pass_code: code } : {}),
      expiration_days: days,
      allow_download: allowDownload,
    });
    setBusy(false);
    if (res.error) setError(res.error);
    else setLink(res.data);
  };

  if (link) return <CreatedLink link={link} onClose={onClose} />;

  return (
    <Dialog
      title={title}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitLabel={t(m.createSubmit)}
      submitDisabled={tooMany}
      busy={busy}
    >
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>{t(m.passCodeLegend)}</legend>
        <label className={css.choice}>
          <input
            type="radio"
            name={`${id}-code`}
            checked={!withCode}
            onChange={() => setWithCode(false)}
          />
          {t(m.passCodeNone)}
        </label>
        <label className={css.choice}>
          <input
            type="radio"
            name={`${id}-code`}
            checked={withCode}
            onChange={() => setWithCode(true)}
          />
          {t(m.passCodeRequired)}
        </label>
        {withCode && (
          <PassCodeField
            code={code}
            touched={touched}
            onChange={(next, typed) => {
              setCode(next);
              setTouched(typed);
            }}
          />
        )}
      </fieldset>
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>{t(m.expiryLegend)}</legend>
        <div className={css.choices}>
          {EXPIRY_CHOICES.map((d) => (
            <label key={d} className={css.choice}>
              <input
                type="radio"
                name={`${id}-exp`}
                value={d}
                checked={days === d}
                onChange={() => setDays(d)}
              />
              {d === -1 ? t(m.expiryNever) : t(m.expiryDays, { days: d })}
            </label>
          ))}
        </div>
      </fieldset>
      <label className={css.choice}>
        <input
          type="checkbox"
          checked={allowDownload}
          aria-describedby={`${id}-dl-hint`}
          onChange={(e) => setAllowDownload(e.target.checked)}
        />
        {t(m.allowDownload)}
      </label>
      <p id={`${id}-dl-hint`} className={css.hint}>
        {t(m.allowDownloadHint)}
      </p>
      {tooMany && (
        <p className={css.error} role="alert">
          {t(m.tooMany, { max: SHARE_MAX_ITEMS })}
        </p>
      )}
      {error && (
        <p className={css.error} role="alert">
          {t(m.createFailed, { reason: errorMessage(error, locale) })}
        </p>
      )}
    </Dialog>
  );
}

/** The made link: copy it, copy its passcode, or the system share sheet where there is one. */
function CreatedLink({ link, onClose }: { link: ShareLink; onClose(): void }) {
  const intl = useIntl();
  const t = (d: MessageDescriptor, v?: Record<string, string | number>) => intl.formatMessage(d, v);
  const id = useId();
  const { state, copy } = useCopy();
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const code = link.pass_code;
  const status = !state
    ? ''
    : !state.ok
      ? t(m.copyFailed)
      : t(state.key === 'code' ? m.passCodeCopied : m.linkCopied);
  // A dialog of its own: opened, it focuses its first field, the link (the form's buttons
  // focus was on are gone); closed, focus goes back to what opened the first one.
  return (
    <Dialog title={t(m.createdTitle)} onClose={onClose}>
      <label htmlFor={`${id}-link`} className={fields.label}>
        {t(m.linkLabel)}
      </label>
      <div className={css.row}>
        <input
          id={`${id}-link`}
          className={fields.input}
          value={link.share_url}
          readOnly
          onFocus={(e) => e.target.select()}
        />
        <button type="button" className={css.button} onClick={() => copy('link', link.share_url)}>
          {t(m.copyLink)}
        </button>
      </div>
      {code && (
        <div className={css.row} style={{ marginTop: 12, alignItems: 'center' }}>
          <p className={css.code} style={{ margin: 0, flex: 1 }}>
            {t(m.passCodeShown, { code })}
          </p>
          <button type="button" className={css.button} onClick={() => copy('code', code)}>
            {t(m.copyPassCode)}
          </button>
        </div>
      )}
      {canShare && (
        <div className={css.row} style={{ marginTop: 12 }}>
          <button
            type="button"
            className={css.button}
            onClick={() =>
              void navigator
                .share({
                  url: link.share_url,
                  title: link.title,
                  ...(code ? { text: t(m.shareSheetText, { code }) } : {}),
                })
                .catch(() => undefined)
            }
          >
            {t(m.shareSheet)}
          </button>
        </div>
      )}
      <p className={css.status} role="status">
        {status}
      </p>
      <ul className={css.summary}>
        {!code && <li>{t(m.passCodeOff)}</li>}
        <li>
          {link.expiration_at
            ? t(m.expires, { date: formatDateTime(link.expiration_at) })
            : t(m.neverExpires)}
        </li>
        <li>{link.allow_download ? t(m.downloadsOn) : t(m.downloadsOff)}</li>
      </ul>
    </Dialog>
  );
}
