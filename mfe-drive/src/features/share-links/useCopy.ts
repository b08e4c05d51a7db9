import { useCallback, useState } from 'react';

/** What was last copied (a key the caller chooses), or that the clipboard refused. */
export type CopyState = { key: string; ok: boolean } | null;

/** Copies text to the clipboard and remembers the outcome for a status line. */
export function useCopy(): { state: CopyState; copy(key: string, text: string): void } {
  const [state, setState] = useState<CopyState>(null);
  const copy = useCallback((key: string, text: string) => {
    const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
    if (!clipboard) {
      setState({ key, ok: false });
      return;
    }
    clipboard.writeText(text).then(
      () => setState({ key, ok: true }),
      () => setState({ key, ok: false }),
    );
  }, []);
  return { state, copy };
}
