import { lazy, Suspense, useState } from 'react';
import { BodyBoundary } from './BodyBoundary';
import { PreviewUnavailable } from './PreviewUnavailable';
import type { FilePreviewProps } from './types';

const load = () =>
  import(/* webpackChunkName: "kit-preview" */ './PreviewShell').then((x) => ({
    default: x.PreviewShell,
  }));

let Shell = lazy(load);

/**
 * The file preview of the share page and the drive (see FilePreviewProps). This wrapper is
 * all that every remote downloads at start; the dialog and its bodies are chunks fetched the
 * first time a preview opens, and a chunk that fails to download never blanks the page.
 */
export function FilePreview(props: FilePreviewProps) {
  const [attempt, setAttempt] = useState(0);
  return (
    <BodyBoundary
      key={attempt}
      onError={() => (Shell = lazy(load))}
      fallback={(retry) => <PreviewUnavailable onRetry={retry} onClose={props.onClose} />}
      onRetry={() => setAttempt((n) => n + 1)}
    >
      <Suspense fallback={null}>
        <Shell {...props} />
      </Suspense>
    </BodyBoundary>
  );
}
