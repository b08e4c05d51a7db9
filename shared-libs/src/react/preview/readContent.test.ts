import { TextDecoder } from 'node:util';
import { ContentLinkError, decodeText, readContent } from './readContent';
import { fakeContent } from './testing';

Object.assign(globalThis, { TextDecoder: globalThis.TextDecoder ?? TextDecoder });

const bytes = (n: number, fill = 0x61) => new Uint8Array(n).fill(fill);
const signal = new AbortController().signal;

describe('readContent', () => {
  it('reads a whole small file', async () => {
    const { fetchContent } = fakeContent(() => ({ bytes: 'hello' }));
    const out = await readContent(fetchContent, 'https://c/1', 1024, signal);
    expect(out.truncated).toBe(false);
    expect(Array.from(out.bytes)).toEqual([104, 101, 108, 108, 111]);
  });

  it('stops a streamed file at the limit and cancels the rest of the download', async () => {
    const { fetchContent, cancelled } = fakeContent(() => ({
      bytes: bytes(300_000),
      stream: true,
    }));
    const out = await readContent(fetchContent, 'https://c/big', 100_000, signal);
    expect(out.truncated).toBe(true);
    expect(out.bytes.length).toBe(100_000);
    expect(cancelled).toEqual(['https://c/big']);
  });

  it('a stream of exactly the limit is not truncated', async () => {
    const { fetchContent, cancelled } = fakeContent(() => ({ bytes: bytes(65536), stream: true }));
    const out = await readContent(fetchContent, 'https://c/x', 65536, signal);
    expect(out).toMatchObject({ truncated: false });
    expect(out.bytes.length).toBe(65536);
    expect(cancelled).toEqual([]);
  });

  it('cuts a body without a stream at the limit too', async () => {
    const { fetchContent } = fakeContent(() => ({ bytes: bytes(10) }));
    const out = await readContent(fetchContent, 'https://c/x', 4, signal);
    expect(out).toMatchObject({ truncated: true });
    expect(out.bytes.length).toBe(4);
  });

  it('an HTTP error (an expired link) is a ContentLinkError with the status', async () => {
    const { fetchContent } = fakeContent(() => ({ status: 403 }));
    await expect(readContent(fetchContent, 'https://c/x', 4, signal)).rejects.toEqual(
      new ContentLinkError(403),
    );
  });
});

describe('decodeText', () => {
  const utf8 = (s: string) => new Uint8Array(Buffer.from(s, 'utf8'));

  it('decodes UTF-8 and drops a BOM', () => {
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('héllo 日本')]), false)).toBe(
      'héllo 日本',
    );
  });

  it('leaves out a character cut in half by the limit', () => {
    const cut = utf8('ab日').subarray(0, 4); // 'a', 'b', first 2 of 3 bytes of 日
    expect(decodeText(cut, true)).toBe('ab');
  });

  it('bytes with a NUL are not text', () => {
    expect(decodeText(new Uint8Array([0x25, 0x50, 0x00, 0x01]), false)).toBeNull();
  });
});
