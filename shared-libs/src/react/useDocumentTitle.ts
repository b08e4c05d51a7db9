import { useEffect } from 'react';
import type { MountProps } from 'shared-libs';

/**
 * Asks the host to set the document title while a page is shown; `null` leaves it as it is
 * (a page whose title waits for its data).
 */
export function useDocumentTitle(props: Pick<MountProps, 'setTitle'>, title: string | null): void {
  const { setTitle } = props;
  // Prerendering (shared-libs/prerender) runs no effects: the title is taken during render.
  if (typeof document === 'undefined' && title !== null) setTitle(title);
  useEffect(() => {
    if (title !== null) setTitle(title);
  }, [setTitle, title]);
}
