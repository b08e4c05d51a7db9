import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useIntl } from 'react-intl';
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
export type LazyBody<P> = ComponentType<P> & { preload(): void };

/**
 * A body in its own chunk. While it downloads the dialog says "Loading preview…"; when the
 * download fails (or the body throws) it says the preview could not be loaded, with Try again.
 * A failed download is forgotten at once, so Try again (or the next file of this kind) asks for
 * the chunk again; webpack retries a chunk whose earlier load failed.
 */
export function lazyBody<P extends object>(load: () => Promise<ComponentType<P>>): LazyBody<P> {
  const make = (): LazyExoticComponent<ComponentType<P>> =>
    lazy(() => load().then((Body) => ({ default: Body })));
  const chunk = { Body: make() };
  function LazyLoadedBody(props: P) {
    const [attempt, setAttempt] = useState(0);
    const { Body } = chunk;
    return (
      <BodyBoundary
        key={attempt}
        onError={() => (chunk.Body = make())}
        onRetry={() => setAttempt((n) => n + 1)}
        fallback={(retry) => <LoadFailed onRetry={retry} />}
      >
        <Suspense fallback={<Loading />}>
          <Body {...props} />
        </Suspense>
      </BodyBoundary>
    );
  }
  return Object.assign(LazyLoadedBody, {
    preload: () => void load().catch(() => undefined),
  });
}
