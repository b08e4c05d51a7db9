/** Reading shares: statuses, passcodes, folders, paging, file_info, media links and their bytes. */
import { thumbnailSvg } from '../src/media';
import {
  makeApp,
  closeApp,
  expectEnvelope,
  defined,
  type DriveFile,
  type ShareBatchFileInfo,
  type ShareDetail,
  type ShareFileInfo,
  type ShareInfo,
  type TestApp,
} from './helpers';

let app: TestApp;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => closeApp(app));

/** A GET; `T` is the shape of the JSON answer. */
const get = async <T = unknown>(url: string) => app.http<T>({ url });
/** The file_info of a share item (absent when the share cannot be read). */
const fileInfo = async (query: string) =>
  (await get<ShareFileInfo>(`/drive/v1/share/file_info?${query}`)).json().file_info;

describe('GET /drive/v1/share', () => {
  test('demo-public: OK, first page of 100 of 130 top-level items, with a token for the next', async () => {
    const r = await get<ShareInfo>('/drive/v1/share?share_id=demo-public');
    expect(r.statusCode).toBe(200);
    const b = r.json();
    expect(b).toMatchObject({
      share_status: 'OK',
      share_status_text: '',
      title: 'Cumulus demo files',
      file_num: '130',
      expiration_at: '',
      expiration_left: '-1',
      restore_count_left: '1000',
      user_info: { user_id: 'u-vip', nickname: 'Victor VIP' },
    });
    expect(b.pass_code_token).toMatch(/^[\w-]{20,}$/);
    expect(b.files).toHaveLength(100);
    expect(b.next_page_token).not.toBe('');
    // folders first
    expect(b.files.slice(0, 3).map((f) => f.kind)).toEqual([
      'drive#folder',
      'drive#folder',
      'drive#folder',
    ]);
    const f = defined(b.files.find((x) => x.id === 'pub-img-cover'));
    expect(f).toMatchObject({
      kind: 'drive#file',
      size: '1048576',
      mime_type: 'image/jpeg',
      file_extension: '.jpg',
      trashed: false,
      web_content_link: '',
      medias: [],
    });
    expect(f.created_time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+00:00$/);
    expect(f.thumbnail_link).toContain('/media/v1/s/pub-img-cover?');

    const r2 = await get<ShareInfo>(
      `/drive/v1/share?share_id=demo-public&page_token=${encodeURIComponent(b.next_page_token)}`,
    );
    const b2 = r2.json();
    expect(b2.files).toHaveLength(30);
    expect(b2.next_page_token).toBe('');
    const all = [...b.files, ...b2.files].map((x) => x.id);
    expect(new Set(all).size).toBe(130);
  });

  test('the seed has the promised oddities', async () => {
    const r = await get<ShareInfo>('/drive/v1/share?share_id=demo-public&limit=100');
    const r2 = await get<ShareInfo>(
      `/drive/v1/share?share_id=demo-public&page_token=${encodeURIComponent(r.json().next_page_token)}`,
    );
    const files = [...r.json().files, ...r2.json().files];
    const names = files.map((f) => f.name);
    expect(names.filter((n) => n === 'notes.txt')).toHaveLength(2);
    expect(names).toContain('<img src=x onerror=alert(1)>.txt');
    expect(files.find((f) => f.name === 'empty.txt')?.size).toBe('0');
    for (const ext of ['.zip', '.7z', '.rar', '.epub', '.torrent', '.eac3', '.mp4', '.svg']) {
      expect(files.some((f) => f.file_extension === ext)).toBe(true);
    }
  });

  test.each([
    ['demo-expired', 'EXPIRED'],
    ['demo-deleted', 'DELETED'],
    ['demo-auditing', 'AUDITING'],
    ['demo-sensitive-resource', 'SENSITIVE_RESOURCE'],
    ['demo-sensitive-word', 'SENSITIVE_WORD'],
    ['demo-prohibited', 'PROHIBITED'],
    ['demo-max-restore', 'MAX_RESTORE_COUNT'],
    ['demo-passcode', 'PASS_CODE_EMPTY'],
    ['no-such-share', 'NOT_FOUND'],
  ])('%s answers HTTP 200 with %s and no files', async (id, status) => {
    const r = await get<ShareInfo>(`/drive/v1/share?share_id=${id}`);
    expect(r.statusCode).toBe(200);
    const b = r.json();
    expect(b.share_status).toBe(status);
    expect(b.share_status_text).not.toBe('');
    expect(b.files).toEqual([]);
    expect(b.next_page_token).toBe('');
    expect(b.pass_code_token).toBe('');
  });

  test('expired share carries its expiration in the past', async () => {
    const b = (await get<ShareInfo>('/drive/v1/share?share_id=demo-expired')).json();
    expect(Date.parse(b.expiration_at)).toBeLessThan(Date.now());
    expect(b.expiration_left).toBe('0');
  });

  test('passcode: wrong code, right code, then the token opens detail and file_info', async () => {
    expect(
      (await get<ShareInfo>('/drive/v1/share?share_id=demo-passcode&pass_code=nope1')).json()
        .share_status,
    ).toBe('PASS_CODE_ERROR');
    const ok = (
      await get<ShareInfo>('/drive/v1/share?share_id=demo-passcode&pass_code=cu42')
    ).json();
    expect(ok.share_status).toBe('OK');
    expect(ok.files.map((f) => f.id)).toEqual(['pc-dir', 'pc-secret']);
    const token = encodeURIComponent(ok.pass_code_token);
    expect(
      (
        await get<ShareInfo>(`/drive/v1/share?share_id=demo-passcode&pass_code_token=${token}`)
      ).json().share_status,
    ).toBe('OK');

    const noToken = (
      await get<ShareDetail>('/drive/v1/share/detail?share_id=demo-passcode&parent_id=pc-dir')
    ).json();
    expect(noToken).toMatchObject({ share_status: 'PASS_CODE_EMPTY', files: [] });
    const tampered = (
      await get<ShareDetail>(
        `/drive/v1/share/detail?share_id=demo-passcode&parent_id=pc-dir&pass_code_token=${token}x`,
      )
    ).json();
    expect(tampered.share_status).toBe('PASS_CODE_EMPTY');
    const detail = (
      await get<ShareDetail>(
        `/drive/v1/share/detail?share_id=demo-passcode&parent_id=pc-dir&pass_code_token=${token}`,
      )
    ).json();
    expect(detail.files.map((f) => f.name)).toEqual(['grandma.jpg', 'picnic.png']);
    expect(detail.file_num).toBe('2');

    expect(
      (await get('/drive/v1/share/file_info?share_id=demo-passcode&file_id=pc-secret')).json(),
    ).toMatchObject({
      share_status: 'PASS_CODE_EMPTY',
      file_info: null,
    });
    const info = await fileInfo(
      `share_id=demo-passcode&file_id=pc-secret&pass_code_token=${token}`,
    );
    expect(info?.name).toBe('secret.txt');

    // A token of another share does not open this one.
    const pub = (await get<ShareInfo>('/drive/v1/share?share_id=demo-public&limit=1')).json();
    const foreign = (
      await get<ShareDetail>(
        `/drive/v1/share/detail?share_id=demo-passcode&pass_code_token=${encodeURIComponent(pub.pass_code_token)}`,
      )
    ).json();
    expect(foreign.share_status).toBe('PASS_CODE_EMPTY');
  });
});

describe('GET /drive/v1/share/detail', () => {
  test('a tree three folders deep', async () => {
    const photos = (
      await get<ShareDetail>('/drive/v1/share/detail?share_id=demo-public&parent_id=pub-dir-photos')
    ).json();
    expect(photos.share_status).toBe('OK');
    expect(photos.files.map((f) => f.name)).toEqual(['2024', 'beach.jpg', 'mountains.png']);
    const y = (
      await get<ShareDetail>('/drive/v1/share/detail?share_id=demo-public&parent_id=pub-dir-2024')
    ).json();
    expect(y.files.map((f) => f.name)).toEqual(['Summer', 'party.jpg']);
    const s = (
      await get<ShareDetail>('/drive/v1/share/detail?share_id=demo-public&parent_id=pub-dir-summer')
    ).json();
    expect(s.files.map((f) => f.parent_id)).toEqual(['pub-dir-summer', 'pub-dir-summer']);
  });

  test('demo-big: pages through 10,000 files, 100 per page, to the end', async () => {
    const ids = new Set<string>();
    let token = '';
    let pages = 0;
    do {
      const r = await get<ShareDetail>(
        `/drive/v1/share/detail?share_id=demo-big&parent_id=big-folder&limit=100&page_token=${encodeURIComponent(token)}`,
      );
      expect(r.statusCode).toBe(200);
      const b = r.json();
      expect(b.files.length).toBeLessThanOrEqual(100);
      for (const f of b.files) ids.add(f.id);
      token = b.next_page_token;
      pages += 1;
    } while (token);
    expect(pages).toBe(100);
    expect(ids.size).toBe(10000);
    expect(ids.has('big-00001')).toBe(true);
    expect(ids.has('big-10000')).toBe(true);
  });

  test('page tokens are stable and bound to their listing', async () => {
    const a = (
      await get<ShareDetail>(
        '/drive/v1/share/detail?share_id=demo-big&parent_id=big-folder&limit=5',
      )
    ).json();
    const b = (
      await get<ShareDetail>(
        '/drive/v1/share/detail?share_id=demo-big&parent_id=big-folder&limit=5',
      )
    ).json();
    expect(a.next_page_token).toBe(b.next_page_token);
    const other = await get(
      `/drive/v1/share/detail?share_id=demo-public&page_token=${encodeURIComponent(a.next_page_token)}`,
    );
    expectEnvelope(other, 'invalid_argument', 3, 400);
  });

  test('an unknown folder is file_not_found', async () => {
    expectEnvelope(
      await get('/drive/v1/share/detail?share_id=demo-public&parent_id=nope'),
      'file_not_found',
      5,
      404,
    );
    expectEnvelope(
      await get('/drive/v1/share/detail?share_id=demo-public&parent_id=pub-img-cover'),
      'file_not_found',
      5,
      404,
    );
  });
});

describe('file_info, batch_file_info and media links', () => {
  test('file_info fills web_content_link and medias with signed, expiring links that serve bytes', async () => {
    const b = (
      await get<ShareFileInfo>('/drive/v1/share/file_info?share_id=demo-public&file_id=pub-video')
    ).json();
    expect(b.share_status).toBe('OK');
    const f = defined(b.file_info);
    expect(f.web_content_link).toContain('/media/v1/s/pub-video?');
    expect(f.medias.map((m) => m.media_name)).toEqual(['1080P', '720P', '480P']);
    expect(f.medias[0]?.video).toMatchObject({ width: 1920, height: 1080, video_codec: 'h264' });
    expect(Date.parse(defined(f.medias[0]).link.expire)).toBeGreaterThan(Date.now());
    const m = await app.http({
      url: defined(f.medias[1]).link.url.replace(/^https?:\/\/[^/]+/, ''),
    });
    expect(m.statusCode).toBe(200);
    expect(m.headers['content-type']).toMatch(/^video\//);
    expect(m.rawPayload.length).toBeGreaterThan(0);
  });

  test('eac3 audio is reported in medias', async () => {
    const f = await fileInfo('share_id=demo-public&file_id=pub-audio-eac3');
    expect(f?.medias[0]?.video?.audio_codec).toBe('eac3');
    const v = await fileInfo('share_id=demo-public&file_id=pub-video-eac3');
    expect(v?.medias[0]?.video?.audio_codec).toBe('eac3');
  });

  test('content: PNG for images, WAV for audio, real zip, PDF, empty file, Range requests', async () => {
    const link = async (id: string) =>
      defined(await fileInfo(`share_id=demo-public&file_id=${id}`)).web_content_link.replace(
        /^https?:\/\/[^/]+/,
        '',
      );
    const img = await app.http({ url: await link('pub-img-cover') });
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(img.headers['content-disposition']).toMatch(/^attachment; filename="cover.jpg"/);
    const wav = await app.http({ url: await link('pub-audio') });
    expect(wav.headers['content-type']).toBe('audio/wav');
    expect(wav.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    const zip = await app.http({ url: await link('pub-zip') });
    expect(zip.rawPayload.readUInt32LE(0)).toBe(0x04034b50);
    const pdf = await app.http({ url: await link('pub-doc-manual') });
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const empty = await app.http({ url: await link('pub-empty') });
    expect(empty.statusCode).toBe(200);
    expect(empty.rawPayload.length).toBe(0);
    const part = await app.http({ url: await link('pub-audio'), headers: { range: 'bytes=0-3' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toMatch(/^bytes 0-3\/\d+$/);
    expect(part.rawPayload.toString()).toBe('RIFF');
  });

  test('thumbnails are PNG images; a tampered or expired link is refused', async () => {
    const f: DriveFile = defined(
      (
        await get<ShareInfo>(
          '/drive/v1/share?share_id=demo-public&limit=100&thumbnail_size=SIZE_SMALL',
        )
      )
        .json()
        .files.find((x) => x.id === 'pub-img-cover'),
    );
    const url = f.thumbnail_link.replace(/^https?:\/\/[^/]+/, '');
    const t = await app.http({ url });
    expect(t.statusCode).toBe(200);
    expect(t.headers['content-type']).toBe('image/png');
    // PNG signature, then IHDR: 128 x 128 for SIZE_SMALL.
    expect(t.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(t.rawPayload.readUInt32BE(16)).toBe(128);
    expect(t.rawPayload.readUInt32BE(20)).toBe(128);
    expectEnvelope(
      await app.http({ url: url.replace('pub-img-cover', 'pub-img-diagram') }),
      'permission_denied',
      7,
      403,
    );
    const u = new URL(`http://x${url}`);
    u.searchParams.set('exp', '1000');
    expectEnvelope(await app.http({ url: u.pathname + u.search }), 'permission_denied', 7, 403);
  });

  test('XSS-looking names are escaped in thumbnails', async () => {
    expect(thumbnailSvg('<img src=x onerror=alert(1)>.svg', 'SIZE_LARGE')).not.toContain('<img');
  });

  test('POST /drive/v1/share:batch_file_info (the colon path) returns files with links', async () => {
    const r = await app.http<ShareBatchFileInfo>({
      method: 'POST',
      url: '/drive/v1/share:batch_file_info',
      payload: { share_id: 'demo-public', file_ids: ['pub-img-cover', 'pub-audio', 'missing'] },
    });
    expect(r.statusCode).toBe(200);
    const b = r.json();
    expect(b.share_status).toBe('OK');
    expect(b.files.map((f) => f.id)).toEqual(['pub-img-cover', 'pub-audio']);
    expect(b.files[0]?.web_content_link).not.toBe('');
    const coded = await app.http({
      method: 'POST',
      url: '/drive/v1/share:batch_file_info',
      payload: { share_id: 'demo-passcode', file_ids: ['pc-secret'] },
    });
    expect(coded.json()).toMatchObject({ share_status: 'PASS_CODE_EMPTY', files: [] });
  });

  test('the unescaped param route does not exist: /drive/v1/share<anything> is not batch_file_info', async () => {
    const r = await app.http({
      method: 'POST',
      url: '/drive/v1/shareXbatch_file_info',
      payload: {},
    });
    expectEnvelope(r, 'not_found', 5, 404);
  });

  test('icons and avatars', async () => {
    const icon = await get('/media/v1/icon/folder');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/svg/);
    const avatar = await get('/v1/user/avatar/u-vip');
    expect(avatar.body).toContain('<svg');
  });
});
