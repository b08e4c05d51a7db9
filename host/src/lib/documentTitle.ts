const BRAND = 'Cumulus';

/** A page's document title: `{page title} · Cumulus`, or the brand alone. */
export const documentTitle = (title: string): string =>
  title && title !== BRAND ? `${title} · ${BRAND}` : BRAND;
