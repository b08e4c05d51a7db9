import { useEffect } from 'react';
import type { MountProps } from 'shared-libs';

/** Asks the host to set the document title while a page is shown. */
export function useDocumentTitle(props: Pick<MountProps, 'setTitle'>, title: string): void {
  const { setTitle } = props;
  // Prerendering (shared-libs/prerender) runs no effects: the title is taken during render.
  if (typeof document === 'undefined') setTitle(title);
  useEffect(() => setTitle(title), [setTitle, title]);
}
