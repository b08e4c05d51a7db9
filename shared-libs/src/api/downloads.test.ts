import { createHttpClient } from '../http/request';
import { createFakeTransport, jsonReply } from '../testing/fakeTransport';
import { downloadUrl, getReleases } from './downloads';

describe('app downloads', () => {
  it('a download link is the counted statistics path of its channel on the API origin', () => {
    expect(downloadUrl('https://api.test/', 'android')).toBe(
      'https://api.test/drive/v1/statistics/pub/download/android',
    );
    expect(downloadUrl('https://api.test', 'mac', 'arm64')).toBe(
      'https://api.test/drive/v1/statistics/pub/download/mac?arch=arm64',
    );
  });

  it('reads the releases list', async () => {
    const transport = createFakeTransport();
    const releases = [
      {
        channel: 'windows',
        arch: '',
        kind: 'file',
        version: '3.2.0',
        size: '262144',
        file_name: 'cumulus-setup-3.2.0.exe',
        content_type: 'application/vnd.microsoft.portable-executable',
        store: '',
        store_url: '',
      },
    ];
    transport.on('GET', '/drive/v1/releases', jsonReply({ data: { releases } }));
    const http = createHttpClient({
      origins: ['https://api.test'],
      transport,
      getLocale: () => 'en-US',
      clientId: 'c',
      getDeviceId: () => 'd',
      logger: { warn: () => {}, error: () => {} },
    });
    const res = await getReleases(http);
    expect(res.error).toBeNull();
    expect(res.data?.data.releases).toEqual(releases);
  });
});
