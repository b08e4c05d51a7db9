import { observer } from 'mobx-react-lite';
import { useRef, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { formatBytes } from 'shared-libs';
import { secondsLeft } from './speed';
import { rateText, summaryText } from './uploadFormat';
import { uploadMessages as m } from './uploadMessages';
import type { InterruptedUpload, UploadItem, UploadStore } from './UploadStore';
import css from './UploadPanel.module.css';

type T = (d: MessageDescriptor, v?: Record<string, string | number>) => string;

function stateText(item: UploadItem, t: T, rate: string): string {
  switch (item.state) {
    case 'queued':
      return t(m.queued);
    case 'done':
      return t(m.done);
    case 'cancelled':
      return t(m.cancelled);
    case 'failed':
      return item.error === 'file_space_not_enough'
        ? t(m.failedSpace)
        : item.error === 'network'
          ? t(m.failedNetwork)
          : (item.errorText ?? t(m.failedOther));
    default:
      return `${t(m.fileProgress, { sent: formatBytes(item.sent), total: formatBytes(item.size) })} · ${rate}`;
  }
}

const percentOf = (sent: number, size: number) =>
  size ? Math.min(100, Math.floor((sent * 100) / size)) : 100;

/** An upload an earlier page left unfinished: how far it got, Resume (pick it again), Discard. */
const InterruptedRow = observer(function InterruptedRow({
  row,
  t,
  onResume,
  onDiscard,
}: {
  row: InterruptedUpload;
  t: T;
  onResume(): void;
  onDiscard(): void;
}) {
  const pct = percentOf(row.offset, row.size);
  return (
    <li className={css.item} data-state="interrupted">
      <div className={css.row}>
        <span className={css.name} title={row.name}>
          {row.name}
        </span>
        <button
          type="button"
          className={css.action}
          aria-label={t(m.resumeLabel, { name: row.name })}
          onClick={onResume}
        >
          {t(m.resume)}
        </button>
        <button
          type="button"
          className={css.action}
          aria-label={t(m.discardLabel, { name: row.name })}
          onClick={onDiscard}
        >
          {t(m.discard)}
        </button>
      </div>
      <div
        className={css.bar}
        role="progressbar"
        aria-label={t(m.interruptedLabel, { name: row.name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
      >
        <span style={{ width: `${pct}%` }} />
      </div>
      <p className={css.state}>
        {t(m.total, {
          sent: formatBytes(row.offset),
          total: formatBytes(row.size),
          percent: pct,
        })}
      </p>
      {row.mismatch && (
        <p className={css.error} role="alert">
          {t(m.mismatch, {
            name: row.name.split('/').pop() ?? row.name,
            size: formatBytes(row.size),
          })}
        </p>
      )}
    </li>
  );
});

/**
 * Uploads: a total bar with speed and time left, a row per file with its own, cancel and retry;
 * then the uploads an earlier page left unfinished, to resume or discard.
 */
export const UploadPanel = observer(function UploadPanel({ store }: { store: UploadStore }) {
  const intl = useIntl();
  const t: T = (d, v) => intl.formatMessage(d, v);
  const [open, setOpen] = useState(true);
  const picker = useRef<HTMLInputElement>(null);
  const resumeKey = useRef<string | null>(null);
  if (!store.visible) return null;
  const active = store.active;
  const ran = store.items.length > 0;
  const title = active
    ? t(m.uploading, { count: active })
    : ran
      ? summaryText(intl, {
          done: store.doneCount,
          cancelled: store.cancelledCount,
          failed: store.failedCount,
        })
      : t(m.interruptedTitle, { count: store.interrupted.length });
  const pickFor = (key: string) => {
    resumeKey.current = key;
    picker.current?.click();
  };
  return (
    <section className={css.panel} aria-label={t(m.panel)} data-testid="upload-panel">
      <div className={css.header}>
        <h2 className={css.title} aria-live="polite">
          {title}
        </h2>
        <button
          type="button"
          className={css.icon}
          aria-expanded={open}
          aria-label={t(open ? m.collapse : m.expand)}
          onClick={() => setOpen(!open)}
        >
          <span aria-hidden="true">{open ? '▾' : '▴'}</span>
        </button>
        {active > 0 ? (
          <button type="button" className={css.text} onClick={() => store.cancelAll()}>
            {t(m.cancelAll)}
          </button>
        ) : (
          ran && (
            <button
              type="button"
              className={css.icon}
              aria-label={t(m.close)}
              onClick={() => store.dismissFinished()}
            >
              <span aria-hidden="true">×</span>
            </button>
          )
        )}
      </div>
      {store.totalBytes > 0 && (
        <>
          <div
            className={css.bar}
            role="progressbar"
            aria-label={t(m.totalLabel)}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={store.percent}
          >
            <span style={{ width: `${store.percent}%` }} />
          </div>
          <p className={css.total}>
            {t(m.total, {
              sent: formatBytes(store.totalSent),
              total: formatBytes(store.totalBytes),
              percent: store.percent,
            })}
            {active > 0 && <> · {rateText(intl, store.speed, store.secondsLeft)}</>}
          </p>
        </>
      )}
      {open && (
        <div className={css.scroll}>
          {ran && (
            <ul className={css.list}>
              {store.items.map((item) => {
                const pct = percentOf(item.sent, item.size);
                const rate = rateText(
                  intl,
                  item.speed,
                  secondsLeft(Math.max(0, item.size - item.sent), item.speed),
                );
                return (
                  <li key={item.id} className={css.item} data-state={item.state}>
                    <div className={css.row}>
                      <span className={css.name} title={item.name}>
                        {item.name}
                      </span>
                      {(item.state === 'queued' || item.state === 'uploading') && (
                        <button
                          type="button"
                          className={css.icon}
                          aria-label={t(m.cancel, { name: item.name })}
                          onClick={() => store.cancel(item.id)}
                        >
                          <span aria-hidden="true">×</span>
                        </button>
                      )}
                      {item.state === 'failed' && (
                        <button
                          type="button"
                          className={css.icon}
                          aria-label={t(m.retry, { name: item.name })}
                          onClick={() => store.retry(item.id)}
                        >
                          <span aria-hidden="true">↻</span>
                        </button>
                      )}
                    </div>
                    <div
                      className={css.bar}
                      role="progressbar"
                      aria-label={t(m.fileLabel, { name: item.name })}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={pct}
                    >
                      <span style={{ width: `${pct}%` }} />
                    </div>
                    <p className={css.state}>{stateText(item, t, rate)}</p>
                  </li>
                );
              })}
            </ul>
          )}
          {store.interrupted.length > 0 && (
            <>
              {ran && (
                <h3 className={css.subtitle}>
                  {t(m.interruptedTitle, { count: store.interrupted.length })}
                </h3>
              )}
              <p className={css.help}>{t(m.interruptedHelp)}</p>
              <ul
                className={css.list}
                aria-label={t(m.interruptedTitle, { count: store.interrupted.length })}
              >
                {store.interrupted.map((row) => (
                  <InterruptedRow
                    key={row.key}
                    row={row}
                    t={t}
                    onResume={() => pickFor(row.key)}
                    onDiscard={() => store.discard(row.key)}
                  />
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      <input
        ref={picker}
        type="file"
        hidden
        data-testid="upload-resume-input"
        onChange={(e) => {
          const input = e.currentTarget;
          const file = input.files?.[0];
          input.value = '';
          if (file && resumeKey.current) store.resume(resumeKey.current, file);
        }}
      />
    </section>
  );
});
