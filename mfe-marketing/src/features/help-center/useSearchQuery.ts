import { useCallback, useEffect, useRef, useState } from 'react';
import { sitePath, type MountProps, type SitePath } from 'shared-libs';

/**
 * The help-center search, kept in the URL (`?q=`) so a search can be shared and Back returns to
 * it. Typing updates the box at once and replaces the URL (no history entry per keystroke, no
 * scroll); a URL that changes from outside (Back, a link) updates the box.
 */
export function useSearchQuery(
  props: MountProps,
  path: SitePath,
): [query: string, setQuery: (q: string) => void] {
  const fromUrl = props.route.query.q ?? '';
  const [query, setLocal] = useState(fromUrl);
  const sent = useRef(fromUrl);
  useEffect(() => {
    if (fromUrl !== sent.current) {
      sent.current = fromUrl;
      setLocal(fromUrl);
    }
  }, [fromUrl]);
  const { navigate } = props;
  const setQuery = useCallback(
    (q: string) => {
      setLocal(q);
      sent.current = q;
      navigate(q ? sitePath.withQuery(path, `q=${encodeURIComponent(q)}`) : path, {
        replace: true,
        keepScroll: true,
      });
    },
    [navigate, path],
  );
  return [query, setQuery];
}
