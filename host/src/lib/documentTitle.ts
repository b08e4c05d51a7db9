import { HEAD_UPDATE_DEBOUNCE_MS } from 'shared-libs';

/** The brand until `basic.brand_title` (POST /config/v1/basic) says otherwise. */
export const BRAND = 'Cumulus';

/** A page's document title: `{page title} · {brand}`, or the brand alone. */
export const documentTitle = (title: string, brand: string = BRAND): string =>
  title && title !== brand ? `${title} · ${brand}` : brand;

/**
 * The document title's writer: the page's title with the configured brand, written once per
 * burst of changes (spec §9 "Head update debounce 10 ms": a page that sets its title several
 * times while it mounts writes the head once).
 */
export function createTitleWriter(
  write: (title: string) => void = (t) => void (document.title = t),
  schedule: (fn: () => void, ms: number) => unknown = setTimeout,
  cancel: (handle: unknown) => void = (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
) {
  let brand = BRAND;
  let title = '';
  let timer: unknown;
  const later = () => {
    if (timer !== undefined) cancel(timer);
    timer = schedule(() => {
      timer = undefined;
      write(documentTitle(title, brand));
    }, HEAD_UPDATE_DEBOUNCE_MS);
  };
  return {
    setTitle(t: string) {
      title = t;
      later();
    },
    /** The brand of `basic.brand_title`; an empty one keeps the current brand. */
    setBrand(b: string | undefined) {
      const v = (b ?? '').trim();
      if (!v || v === brand) return;
      brand = v;
      later();
    },
  };
}
