/**
 * App downloads (routes/downloads.ts): a download through the public statistics is counted and
 * answers the channel's stand-in installer, or the store's listing; the releases list comes from
 * the same table; bad channels, variants and paths are 4xx envelopes.
 */
import type { Static } from '@fastify/type-provider-typebox';
import { Wire } from 'shared-libs/contracts';
import { closeApp, expectError, makeApp, type TestApp } from './helpers';

type Stats = Static<typeof Wire.DownloadStats>;
type Releases = Static<typeof Wire.ReleaseList>;

const DOWNLOAD = '/drive/v1/statistics/pub/download';

let app: TestApp;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => closeApp(app));

const count = async (channel: Wire.DownloadChannel): Promise<number> => {
  const res = await app.http<Stats>({ url: `${DOWNLOAD}?channel=${channel}` });
  expect(res.statusCode).toBe(200);
  return Number(res.json().data.channels[channel] ?? 0);
};

const installers = Wire.RELEASES.filter((r): r is Wire.InstallerRelease => r.kind === 'file');
const stores = Wire.RELEASES.filter((r): r is Wire.StoreRelease => r.kind === 'store');
const urlOf = (r: Wire.Release) => `${DOWNLOAD}/${r.channel}${r.arch ? `?arch=${r.arch}` : ''}`;

describe('the table', () => {
  it('has a release for every channel, both Mac builds, and unique file names', () => {
    expect(new Set(Wire.RELEASES.map((r) => r.channel))).toEqual(new Set(Wire.DOWNLOAD_CHANNELS));
    expect(
      Wire.RELEASES.filter((r) => r.channel === 'mac')
        .map((r) => r.arch)
        .sort(),
    ).toEqual([...Wire.MAC_ARCHS].sort());
    expect(new Set(installers.map((r) => r.file)).size).toBe(installers.length);
    expect(stores.map((r) => [r.channel, r.store])).toEqual(
      expect.arrayContaining([
        ['ios', 'App Store'],
        ['gp', 'Google Play'],
      ]),
    );
  });
});

describe('a download', () => {
  it.each(installers.map((r) => [`${r.channel}${r.arch ? ` ${r.arch}` : ''}`, r] as const))(
    '%s answers its installer as an attachment and is counted',
    async (_name, r) => {
      const before = await count(r.channel);
      const res = await app.http({ url: urlOf(r) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(r.contentType);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="${r.file}"; filename*=UTF-8''${r.file}`,
      );
      expect(res.headers['content-length']).toBe(String(r.size));
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload.length).toBe(r.size);
      expect(res.body.startsWith(`Cumulus ${r.version} for ${r.channel}`)).toBe(true);
      expect(res.body).toContain(r.file);
      expect(await count(r.channel)).toBe(before + 1);
    },
  );

  it('the extensions match the platforms, and the two Mac builds differ', () => {
    const file = (c: Wire.DownloadChannel, arch = '') =>
      installers.find((r) => r.channel === c && r.arch === arch)?.file;
    expect(file('android')).toMatch(/\.apk$/);
    expect(file('tv')).toMatch(/\.apk$/);
    expect(file('windows')).toMatch(/\.exe$/);
    expect(file('mac', 'arm64')).toMatch(/-arm64\.dmg$/);
    expect(file('mac', 'x64')).toMatch(/-x64\.dmg$/);
  });

  it.each(stores.map((r) => [r.channel, r] as const))(
    '%s goes to its store listing and is counted',
    async (_channel, r) => {
      const before = await count(r.channel);
      const res = await app.http({ url: urlOf(r) });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(r.url);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(await count(r.channel)).toBe(before + 1);
    },
  );

  it('a HEAD describes the installer without counting it', async () => {
    const r = installers[0]!;
    const before = await count(r.channel);
    const res = await app.http({ method: 'HEAD', url: urlOf(r) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(r.size));
    expect(res.rawPayload.length).toBe(0);
    expect(await count(r.channel)).toBe(before);
  });

  it('answers the same bytes every time', async () => {
    const r = installers[0]!;
    const a = await app.http({ url: urlOf(r) });
    const b = await app.http({ url: urlOf(r) });
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
  });
});

describe('bad downloads are 4xx envelopes, and count nothing', () => {
  it.each([
    ['an unknown channel', `${DOWNLOAD}/linux`, 400, 'invalid_argument'],
    ['a channel in another case', `${DOWNLOAD}/Android`, 400, 'invalid_argument'],
    ['the Mac without its build', `${DOWNLOAD}/mac`, 400, 'invalid_argument'],
    ['an unknown Mac build', `${DOWNLOAD}/mac?arch=ppc`, 400, 'invalid_argument'],
    [
      'a build for a channel without builds',
      `${DOWNLOAD}/windows?arch=arm64`,
      400,
      'invalid_argument',
    ],
    ['a path up the tree', `${DOWNLOAD}/..%2F..%2Fpackage.json`, 400, 'invalid_argument'],
    ['an encoded file name', `${DOWNLOAD}/android%2Fcumulus-3.4.1.apk`, 400, 'invalid_argument'],
    ['junk', `${DOWNLOAD}/%00%FF`, 400, 'invalid_argument'],
    ['a file below a channel', `${DOWNLOAD}/android/cumulus-3.4.1.apk`, 404, 'not_found'],
  ] as const)('%s', async (_what, url, status, error) => {
    const before = (await app.http<Stats>({ url: DOWNLOAD })).json().data.total;
    const res = await app.http({ url });
    expectError(res, status, error);
    expect((await app.http<Stats>({ url: DOWNLOAD })).json().data.total).toBe(before);
  });
});

describe('the releases', () => {
  it('list every channel from the table: version, size, file name, store', async () => {
    const res = await app.http<Releases>({ url: '/drive/v1/releases' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const { releases } = res.json().data;
    expect(releases).toHaveLength(Wire.RELEASES.length);
    expect(releases).toContainEqual({
      channel: 'mac',
      arch: 'arm64',
      kind: 'file',
      version: '3.2.0',
      size: '245760',
      file_name: 'cumulus-3.2.0-arm64.dmg',
      content_type: 'application/x-apple-diskimage',
      store: '',
      store_url: '',
    });
    expect(releases).toContainEqual(
      expect.objectContaining({
        channel: 'ios',
        kind: 'store',
        size: '',
        file_name: '',
        store: 'App Store',
        store_url: expect.stringMatching(/^https:\/\/apps\.apple\.com\//),
      }),
    );
    for (const r of releases) expect(r.version).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
