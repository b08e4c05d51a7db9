import { useEffect, useState } from 'react';
import type { DriveFile } from 'shared-libs';
import { readContent, type ContentBytes } from './readContent';
import type { ContentFetch } from './types';

export type FileContent =
  { phase: 'loading' } | ({ phase: 'ready' } & ContentBytes) | { phase: 'failed'; error: unknown };

const LOADING: FileContent = { phase: 'loading' };

const isAbort = (e: unknown) => e instanceof DOMException && e.name === 'AbortError';

/**
 * Reads the start of a file's content link (`web_content_link`), again for each newly loaded
 * `file` (a refreshed link). Abandoned reads are aborted.
 */
export function useFileContent(
  file: DriveFile,
  fetchContent: ContentFetch,
  maxBytes: number,
): FileContent {
  const url = file.web_content_link;
  const [state, setState] = useState<{ file: DriveFile; content: FileContent }>({
    file,
    content: { phase: 'loading' },
  });
  useEffect(() => {
    const ac = new AbortController();
    if (!url) {
      setState({ file, content: { phase: 'failed', error: new Error('no content link') } });
      return;
    }
    readContent(fetchContent, url, maxBytes, ac.signal).then(
      (bytes) => setState({ file, content: { phase: 'ready', ...bytes } }),
      (error: unknown) => {
        if (!isAbort(error) && !ac.signal.aborted)
          setState({ file, content: { phase: 'failed', error } });
      },
    );
    return () => ac.abort();
  }, [file, url, fetchContent, maxBytes]);
  // Until the effect catches up with a newly loaded file, the old content is not shown.
  return state.file === file ? state.content : LOADING;
}
