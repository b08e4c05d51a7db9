import { useEffect, useState } from 'react';
import { getPlatform, type About, type ApiError } from 'shared-libs';

export type AboutState =
  { phase: 'loading' } | { phase: 'failed'; error: ApiError } | { phase: 'ready'; about: About };

/** The quota answer (`GET /drive/v1/about`), read again when `reloadKey` changes. */
export function useAbout(enabled: boolean, reloadKey: number): AboutState {
  const [state, setState] = useState<AboutState>({ phase: 'loading' });
  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    void getPlatform()
      .api.getAbout()
      .then((res) => {
        if (!live) return;
        setState(
          res.error ? { phase: 'failed', error: res.error } : { phase: 'ready', about: res.data },
        );
      });
    return () => {
      live = false;
    };
  }, [enabled, reloadKey]);
  return state;
}
