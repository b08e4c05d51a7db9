/** Test helpers of the file preview (imported by tests only). */
import { render } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { IntlProvider } from 'react-intl';
import type { DriveFile } from 'shared-libs';
import { FilePreview } from './FilePreview';
import type {
  ContentFetch,
  FilePreviewProps,
  PdfDocument,
  PdfEngine,
  PreviewLoadResult,
} from './types';

// jsdom has no TextDecoder (browsers and Node do).
Object.assign(globalThis, { TextDecoder: globalThis.TextDecoder ?? TextDecoder });

/** The file with content links, as `load` answers it; `v` makes each load's link new. */
export const withLinks = (f: DriveFile, v = 1): DriveFile => ({
  ...f,
  web_content_link: `https://api.test/media/v1/d/${f.id}?v=download&n=${v}`,
});

/** A `load` that answers each file with fresh links and counts the calls per file. */
export function fakeLoad(answer?: (f: DriveFile, call: number) => PreviewLoadResult) {
  const calls: string[] = [];
  const load = jest.fn(async (f: DriveFile): Promise<PreviewLoadResult> => {
    calls.push(f.id);
    const call = calls.filter((id) => id === f.id).length;
    return answer ? answer(f, call) : { data: withLinks(f, call) };
  });
  return Object.assign(load, { calls });
}

type Reply = { status?: number; bytes?: Uint8Array | string; stream?: boolean };

/**
 * A fake content reader: `reply(url)` answers each request (200 with bytes by default);
 * `stream` serves the bytes in 64 KB chunks through a reader that records its cancel.
 */
export function fakeContent(reply: (url: string) => Reply) {
  const requests: string[] = [];
  const cancelled: string[] = [];
  const fetchContent: ContentFetch = async (url) => {
    requests.push(url);
    const r = reply(url);
    const bytes =
      typeof r.bytes === 'string'
        ? new Uint8Array(new TextEncoder().encode(r.bytes))
        : (r.bytes ?? null);
    const all = bytes ?? new Uint8Array();
    let at = 0;
    const body = r.stream
      ? ({
          getReader: () => ({
            read: async () => {
              if (at >= all.length) return { done: true, value: undefined };
              const value = all.subarray(at, at + 65536);
              at += value.length;
              return { done: false, value };
            },
            cancel: async () => void cancelled.push(url),
          }),
        } as unknown as ReadableStream<Uint8Array>)
      : null;
    return {
      ok: (r.status ?? 200) < 400,
      status: r.status ?? 200,
      body,
      arrayBuffer: async () => all.slice().buffer,
    };
  };
  return { fetchContent, requests, cancelled };
}

/** A fake PDF engine: `pages` pages of 600x800, recording what was drawn. */
export function fakePdfEngine(pages = 3, opts: { unreadable?: boolean } = {}) {
  const rendered: number[] = [];
  const opened: number[] = [];
  let destroyed = 0;
  const engine: PdfEngine = {
    async open(data) {
      opened.push(data.length);
      if (opts.unreadable) throw Object.assign(new Error('Invalid PDF'), { name: 'InvalidPDF' });
      const doc: PdfDocument = {
        pageCount: pages,
        page: async (pageNumber) => ({
          width: 600,
          height: 800,
          render: () => {
            rendered.push(pageNumber);
            return { promise: Promise.resolve(), cancel: () => {} };
          },
          text: async () => `Text of page ${pageNumber}`,
        }),
        destroy: () => void (destroyed += 1),
      };
      return doc;
    },
  };
  return {
    engine,
    rendered,
    opened,
    get destroyed() {
      return destroyed;
    },
  };
}

/** Media elements do not play in jsdom: play and pause flip `paused`. */
export function stubMedia() {
  const paused = new WeakMap<HTMLMediaElement, boolean>();
  jest.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    return paused.get(this) ?? true;
  });
  const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    paused.set(this, false);
    return Promise.resolve();
  });
  const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    paused.set(this, true);
  });
  return { play, pause };
}

/** Renders the preview in a locale (en-US: the default messages). */
export function renderPreview(
  props: Partial<FilePreviewProps> & Pick<FilePreviewProps, 'files' | 'fileId'>,
  { locale = 'en-US', messages = {} }: { locale?: string; messages?: Record<string, string> } = {},
) {
  const full: FilePreviewProps = {
    load: fakeLoad(),
    onNavigate: jest.fn(),
    onClose: jest.fn(),
    ...props,
  };
  const utils = render(
    <IntlProvider locale={locale} defaultLocale="en-US" messages={messages}>
      <FilePreview {...full} />
    </IntlProvider>,
  );
  const rerender = (next: Partial<FilePreviewProps>) =>
    utils.rerender(
      <IntlProvider locale={locale} defaultLocale="en-US" messages={messages}>
        <FilePreview {...full} {...next} />
      </IntlProvider>,
    );
  return { ...utils, props: full, rerender };
}
