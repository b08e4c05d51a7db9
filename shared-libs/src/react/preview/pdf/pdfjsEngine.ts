/**
 * pdf.js behind the preview's PdfEngine port. Loaded as its own chunk the first time a PDF is
 * shown; never imported by tests (they pass a fake engine).
 *
 * The worker: pdf.js parses in a Web Worker. Our chunks are served from the remotes' origin,
 * not the page's, and a Worker cannot start from another origin, so the worker's code is
 * fetched (connect-src allows the remotes) and started from a blob: URL (CSP `worker-src
 * blob:`, see infra/serve/csp.ts). When that is refused or fails, pdf.js runs in the page
 * instead ("fake worker", its worker module imported as a chunk): slower, same pages.
 * No eval (pdf.js 5+ has none), no pdf.js scripting, no annotation links.
 */
import { getDocument, GlobalWorkerOptions, VerbosityLevel, type PDFPageProxy } from 'pdfjs-dist';
import type { PdfEngine, PdfPage } from '../types';

const WORKER_URL = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url);
/** How long a started worker may take to say it is ready before the page does the work. */
const WORKER_READY_MS = 10_000;

/** Starts the worker from a blob: URL; resolves when pdf.js inside it says it is ready. */
async function startWorker(): Promise<Worker> {
  const res = await fetch(WORKER_URL.href, { mode: 'cors', credentials: 'omit' });
  if (!res.ok) throw new Error(`pdf.js worker answered ${res.status}`);
  const blobUrl = URL.createObjectURL(new Blob([await res.text()], { type: 'text/javascript' }));
  const worker = new Worker(blobUrl, { type: 'module', name: 'pdfjs' });
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('pdf.js worker timed out')), WORKER_READY_MS);
      worker.addEventListener('message', function ready(e: MessageEvent<{ action?: string }>) {
        if (e.data?.action !== 'ready') return;
        worker.removeEventListener('message', ready);
        clearTimeout(timer);
        resolve();
      });
      worker.addEventListener('error', (e) => {
        clearTimeout(timer);
        reject(new Error(e.message || 'pdf.js worker failed'));
      });
    });
    return worker;
  } catch (e) {
    worker.terminate();
    throw e;
  } finally {
    URL.revokeObjectURL(blobUrl);
  }
}

let setup: Promise<void> | undefined;

/** One worker for every PDF of the page's life; the page itself as the fallback. */
function setUpWorker(): Promise<void> {
  setup ??= startWorker()
    .then((worker) => {
      GlobalWorkerOptions.workerPort = worker;
    })
    .catch(async () => {
      const mod: unknown = await import(
        // @ts-expect-error pdf.js ships no types for its worker module (only its namespace is used)
        /* webpackChunkName: "kit-pdfjs-worker" */ 'pdfjs-dist/build/pdf.worker.min.mjs'
      );
      (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = mod;
    })
    .catch((e: unknown) => {
      setup = undefined; // a chunk that failed to download: the next PDF asks again
      throw e;
    });
  return setup;
}

function pageOf(page: PDFPageProxy): PdfPage {
  const base = page.getViewport({ scale: 1 });
  return {
    width: base.width,
    height: base.height,
    render(canvas, scale) {
      const viewport = page.getViewport({ scale });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      const task = page.render({ canvas, viewport });
      return { promise: task.promise, cancel: () => task.cancel() };
    },
    async text() {
      const content = await page.getTextContent();
      return content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
        .join('')
        .trim();
    },
  };
}

export async function createPdfjsEngine(): Promise<PdfEngine> {
  await setUpWorker();
  return {
    async open(data) {
      const task = getDocument({
        data,
        verbosity: VerbosityLevel.ERRORS,
        enableXfa: false,
        // Standard fonts that a PDF does not embed come from the system (no font files to fetch).
        useSystemFonts: true,
        // WebAssembly needs 'wasm-unsafe-eval' in the CSP; pdf.js has JS fallbacks (JPEG 2000
        // images and ICC colours are left out without its wasm files).
        useWasm: false,
      });
      const doc = await task.promise;
      return {
        pageCount: doc.numPages,
        page: async (n) => pageOf(await doc.getPage(n)),
        destroy: () => void task.destroy(),
      };
    },
  };
}
