import { useEffect, useMemo } from 'react';
import { decodeText, TEXT_PREVIEW_BYTES } from './readContent';
import type { ContentBodyProps } from './types';
import { useFileContent } from './useFileContent';

export interface FileText {
  text: string;
  /** The file is longer than the preview limit. */
  truncated: boolean;
  /** Bytes shown. */
  shown: number;
}

/**
 * Reads the start of a text file (1 MB) and decodes it (null until then). A failed read asks
 * the dialog to refresh the link; bytes that are not text make the file unreadable.
 */
export function useFileText({
  file,
  services,
  onLinkError,
  onUnreadable,
}: ContentBodyProps): FileText | null {
  const content = useFileContent(file, services.fetchContent, TEXT_PREVIEW_BYTES);
  const text = useMemo(
    () => (content.phase === 'ready' ? decodeText(content.bytes, content.truncated) : undefined),
    [content],
  );
  // Once per read: each failed read is one more reason to refresh the link or give up.
  useEffect(() => {
    if (content.phase === 'failed') onLinkError();
    else if (text === null) onUnreadable('show');
  }, [content, text, onLinkError, onUnreadable]);
  return useMemo(
    () =>
      content.phase === 'ready' && typeof text === 'string'
        ? { text, truncated: content.truncated, shown: content.bytes.length }
        : null,
    [content, text],
  );
}
