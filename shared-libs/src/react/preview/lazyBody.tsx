import { Suspense, useState, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { retryableLazy, type RetryableLazy } from '../retryableLazy';
import { BodyBoundary } from './BodyBoundary';
import { PreviewNotice } from './PreviewNotice';
import { previewMessages as m } from './previewMessages';

function Loading() {
  const intl = useIntl();
  return <PreviewNotice busy>{intl.formatMessage(m.loading)}</PreviewNotice>;
}

function LoadFailed({ onRetry }: { onRetry(): void }) {
  const intl = useIntl();
  return <PreviewNotice onRetry={onRetry}>{intl.formatMessage(m.failed)}</PreviewNotice>;
}

/** A lazily loaded body, with `preload()` to start its download before it is rendered. */
export type LazyBody<P> = ComponentType<P> & Pick<RetryableLazy<P>, 'preload'>;

/**
 * A body in its own chunk. While it downloads the dialog says "Loading preview…"; when the
 * download fails (or the body throws) it says the preview could not be loaded, with Try again,
 * which renders the body anew; a failed chunk is forgotten once the fallback shows, so Try again
 * (or the next body of this kind) asks for it again.
 */
export function lazyBody<P extends object>(load: () => Promise<ComponentType<P>>): LazyBody<P> {
  const Body = retryableLazy(load);
  function LazyLoadedBody(props: P) {
    const [attempt, setAttempt] = useState(0);
    return (
      <BodyBoundary
        key={attempt}
        onError={Body.reset}
        onRetry={() => setAttempt((n) => n + 1)}
        fallback={(retry) => <LoadFailed onRetry={retry} />}
      >
        <Suspense fallback={<Loading />}>
          <Body {...props} />
        </Suspense>
      </BodyBoundary>
    );
  }
  return Object.assign(LazyLoadedBody, { preload: Body.preload });
}
