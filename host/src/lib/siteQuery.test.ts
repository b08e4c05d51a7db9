import { parseHexPort, parseOrigin, readSiteQuery, withoutParams } from './siteQuery';

describe('readSiteQuery', () => {
  it('reads and types every spec §2 parameter', () => {
    const q = readSiteQuery(
      '?locale=ZH-tw&code=abc&bridge_auth=1&from_source=pc_client&port=1f9a&scope=user&state=s' +
        '&__source=tw&__medium=social&__campaign=c1&origin=https%3A%2F%2Fparent.test' +
        '&action=create_task&scene=share&s_code=12ab&hide_header=1&view=list&order=size_desc&hide_lang_change=1',
    );
    expect(q).toEqual({
      locale: 'zh-TW',
      code: 'abc',
      bridgeAuth: true,
      fromSource: 'pc_client',
      port: 8090,
      scope: 'user',
      state: 's',
      source: 'tw',
      medium: 'social',
      campaign: 'c1',
      origin: 'https://parent.test',
      hideLangChange: true,
      action: 'create_task',
      scene: 'share',
      sCode: '12ab',
      hideHeader: true,
      view: 'list',
      order: 'size_desc',
    });
  });

  it('drops invalid values', () => {
    const q = readSiteQuery(
      '?locale=xx&bridge_auth=true&from_source=evil&port=zz&origin=javascript:alert(1)&action=rm_rf&view=huge&order=random&code=a%0Ab',
    );
    expect(q.locale).toBeUndefined();
    expect(q.bridgeAuth).toBe(false);
    expect(q.fromSource).toBeUndefined();
    expect(q.port).toBeUndefined();
    expect(q.origin).toBeUndefined();
    expect(q.action).toBeUndefined();
    expect(q.view).toBeUndefined();
    expect(q.order).toBeUndefined();
    expect(q.code).toBeUndefined();
  });

  it.each([
    ['1f90', 8080],
    ['FFFF', 65535],
    ['0', undefined],
    ['10000', undefined],
    ['-1', undefined],
    ['8080x', undefined],
    ['', undefined],
  ])('hex port %p -> %p', (v, n) => expect(parseHexPort(v)).toBe(n));

  it.each([
    ['https://a.test', 'https://a.test'],
    ['http://127.0.0.1:5000', 'http://127.0.0.1:5000'],
    ['https://a.test/', undefined],
    ['https://a.test/path', undefined],
    ['null', undefined],
    ['*', undefined],
    ['file://x', undefined],
    ['https://user@a.test', undefined],
  ])('origin %p -> %p', (v, o) => expect(parseOrigin(v)).toBe(o));

  it('removes keys from a search string', () => {
    expect(withoutParams('?a=1&code=x&b=2', ['code'])).toBe('?a=1&b=2');
    expect(withoutParams('?code=x', ['code'])).toBe('');
  });
});
