import type { PreviewServices } from './types';

/**
 * The preview's real services: content through `fetch` (signed links need no cookies), and
 * pdf.js from its own chunk, downloaded the first time a PDF is shown.
 */
export const defaultServices: PreviewServices = {
  fetchContent: (url, init) => fetch(url, { ...init, mode: 'cors', credentials: 'omit' }),
  loadPdfEngine: () =>
    import(/* webpackChunkName: "kit-pdfjs" */ './pdf/pdfjsEngine').then((mod) =>
      mod.createPdfjsEngine(),
    ),
};
