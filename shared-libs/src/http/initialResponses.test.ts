import type { Transport, TransportRequest } from './transport';
import { requestKey, withInitialResponses } from './initialResponses';

const get = (lang = 'ja'): TransportRequest => ({
  method: 'GET',
  headers: { 'Accept-Language': lang },
  mode: 'cors',
});

function network() {
  const calls: string[] = [];
  const transport: Transport = (url) => {
    calls.push(url);
    return Promise.resolve({ status: 200, ok: true, text: () => Promise.resolve('{"net":1}') });
  };
  return { calls, transport };
}

const answer = {
  url: '/drive/v1/share?limit=100&thumbnail_size=SIZE_LARGE&share_id=abc',
  locale: 'ja',
  status: 200,
  body: '{"first":1}',
};

describe('initial responses', () => {
  it('answers the first identical request from the page, whatever the origin and query order', async () => {
    const net = network();
    const t = withInitialResponses(net.transport, [answer]);
    const url =
      'https://api2.example/drive/v1/share?share_id=abc&limit=100&thumbnail_size=SIZE_LARGE';
    expect(await (await t(url, get())).text()).toBe('{"first":1}');
    expect(net.calls).toEqual([]);
    // Used once: a retry or reload of the data goes to the network.
    expect(await (await t(url, get())).text()).toBe('{"net":1}');
    expect(net.calls).toEqual([url]);
  });

  it('goes to the network for another query, language or method', async () => {
    const net = network();
    const t = withInitialResponses(net.transport, [answer]);
    await t(
      'https://a/drive/v1/share?share_id=abc&limit=100&thumbnail_size=SIZE_LARGE&pass_code=1234',
      get(),
    );
    await t(
      'https://a/drive/v1/share?share_id=abc&limit=100&thumbnail_size=SIZE_LARGE',
      get('en-US'),
    );
    await t('https://a/drive/v1/share?share_id=abc&limit=100&thumbnail_size=SIZE_LARGE', {
      ...get(),
      method: 'POST',
    });
    expect(net.calls).toHaveLength(3);
  });

  it('keys a request by path and sorted query', () => {
    expect(requestKey('https://x/a?b=2&a=1')).toBe(requestKey('/a?a=1&b=2'));
    expect(requestKey('/a?a=1')).not.toBe(requestKey('/b?a=1'));
  });
});
