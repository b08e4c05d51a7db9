import { Component, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { retryableLazy } from 'shared-libs/react';
import type { SharePreviewProps } from './SharePreview';
import css from './LazySharePreview.module.css';

/**
 * The share's preview (SharePreview, with the kit's FilePreview) is a chunk of its own: the
 * share's first view does not carry it. Fetched the first time a preview opens, or ahead of it
 * (`preload`: the pointer or the focus on the listing).
 */
const SharePreview = retryableLazy(() =>
  import(/* webpackChunkName: "share-preview" */ './SharePreview').then((m) => m.SharePreview),
);

const m = defineMessages({
  failed: {
    id: 'share.preview.loadFailed',
    defaultMessage: 'The preview could not be loaded.',
    description: 'The preview’s own code could not be downloaded; Try again and Close follow',
  },
  retry: {
    id: 'share.preview.retry',
    defaultMessage: 'Try again',
    description: 'Button after "The preview could not be loaded."',
  },
  close: { id: 'share.preview.close', defaultMessage: 'Close preview', description: 'Button' },
});

/** Shown instead of the preview when its code could not be had: why, Try again, Close. */
function PreviewFailed({ onRetry, onClose }: { onRetry(): void; onClose(): void }) {
  const intl = useIntl();
  const textId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    const opener = document.activeElement;
    // A modal <dialog>: the browser moves the focus in (Try again), keeps it there and makes
    // the page inert.
    if (!d.open) {
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
    }
    return () => {
      if (d.open && typeof d.close === 'function') d.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={css.box}
      role="alertdialog"
      aria-labelledby={textId}
      onCancel={(e) => {
        // Escape is Close.
        e.preventDefault();
        onClose();
      }}
    >
      <p id={textId} className={css.text}>
        {intl.formatMessage(m.failed)}
      </p>
      <div className={css.buttons}>
        <button type="button" className={css.primary} onClick={onRetry}>
          {intl.formatMessage(m.retry)}
        </button>
        <button type="button" className={css.secondary} onClick={onClose}>
          {intl.formatMessage(m.close)}
        </button>
      </div>
    </dialog>
  );
}

class Boundary extends Component<
  { failed: ReactNode; onError(): void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    // Forgotten only now: React renders once more by itself after an error (retryableLazy).
    this.props.onError();
  }
  override render() {
    return this.state.failed ? this.props.failed : this.props.children;
  }
}

/**
 * The share's preview, its code fetched when it first opens; when that code cannot be had, a
 * dialog says so with Try again (fetches it again) and Close (closes the preview), never a
 * blank or frozen page.
 */
export const LazySharePreview = Object.assign(
  function LazySharePreview(props: SharePreviewProps) {
    const [attempt, setAttempt] = useState(0);
    return (
      <Boundary
        key={attempt}
        onError={SharePreview.reset}
        failed={
          <PreviewFailed
            onRetry={() => setAttempt((n) => n + 1)}
            onClose={() => props.store.closePreview()}
          />
        }
      >
        <Suspense fallback={null}>
          <SharePreview {...props} />
        </Suspense>
      </Boundary>
    );
  },
  { preload: SharePreview.preload },
);
