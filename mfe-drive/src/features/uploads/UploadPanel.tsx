import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { formatBytes } from 'shared-libs';
import { uploadMessages as m } from './uploadMessages';
import type { UploadItem, UploadStore } from './UploadStore';
import css from './UploadPanel.module.css';

function stateText(item: UploadItem, t: (d: MessageDescriptor) => string): string {
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
      return `${formatBytes(item.sent)} / ${formatBytes(item.size)}`;
  }
}

/** Uploads: a total bar and a row per file with its bar, cancel and retry. */
export const UploadPanel = observer(function UploadPanel({ store }: { store: UploadStore }) {
  const intl = useIntl();
  const t = (d: MessageDescriptor, v?: Record<string, string | number>) => intl.formatMessage(d, v);
  const [open, setOpen] = useState(true);
  if (!store.visible) return null;
  const active = store.active;
  const title = active
    ? t(m.uploading, { count: active })
    : t(m.finished, { count: store.items.filter((i) => i.state === 'done').length });
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
          <button
            type="button"
            className={css.icon}
            aria-label={t(m.close)}
            onClick={() => store.dismissFinished()}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
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
      </p>
      {open && (
        <ul className={css.list}>
          {store.items.map((item) => {
            const pct = item.size ? Math.floor((item.sent * 100) / item.size) : 100;
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
                <p className={css.state}>{stateText(item, t)}</p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
});
