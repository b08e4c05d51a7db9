import { apiError } from '../testing/fakeDriveApi';
import { FakeShareLinksApi, shareLink } from '../testing/fakeShareLinksApi';
import { ShareLinksStore } from './ShareLinksStore';

const NOW = new Date('2026-11-28T09:00:00.000Z');

function setup(n = 3) {
  const api = new FakeShareLinksApi(Array.from({ length: n }, (_, i) => shareLink(`s${i}`)));
  const store = new ShareLinksStore({ api, now: () => NOW });
  return { api, store };
}

describe('ShareLinksStore', () => {
  it('lists my links page by page with the list token, without repeating one', async () => {
    const { api, store } = setup(5);
    await store.load();
    expect(store.status).toBe('ready');
    expect(store.links.map((l) => l.share_id)).toEqual(['s0', 's1']);
    expect(store.next).toBe('2');
    await store.loadMore();
    expect(store.links.map((l) => l.share_id)).toEqual(['s0', 's1', 's2', 's3']);
    await store.loadMore();
    expect(store.links).toHaveLength(5);
    expect(store.next).toBe('');
    expect(api.calls.filter((c) => c.name === 'list').map((c) => c.args[0])).toEqual([
      '',
      '2',
      '4',
    ]);
  });

  it('is empty when there is no link, and keeps the failure of a first load', async () => {
    const { store } = setup(0);
    await store.load();
    expect(store.isEmpty).toBe(true);

    const failing = setup(1);
    failing.api.failNext = apiError('unavailable', 14);
    await failing.store.load();
    expect(failing.store.status).toBe('failed');
    expect(failing.store.error?.error).toBe('unavailable');
    await failing.store.load();
    expect(failing.store.links).toHaveLength(1);
  });

  it('keeps the list when a next page fails, and says so', async () => {
    const { api, store } = setup(4);
    await store.load();
    api.failNext = apiError('unavailable', 14);
    await store.loadMore();
    expect(store.links).toHaveLength(2);
    expect(store.moreError?.error).toBe('unavailable');
    expect(store.next).toBe('2');
  });

  it('"End now" sends the current time: the link shows expired', async () => {
    const { api, store } = setup(1);
    await store.load();
    expect(await store.endNow('s0')).toBe(true);
    expect(api.calls.at(-1)).toEqual({
      name: 'update',
      args: ['s0', { expiration_at: '2026-11-28T09:00:00.000Z' }],
    });
    expect(store.links[0]!.share_status).toBe('EXPIRED');
    expect(store.feedback?.tone).toBe('info');
  });

  it('changes the expiry in days, the downloads and the passcode (typed, made, removed)', async () => {
    const { api, store } = setup(1);
    await store.load();
    await store.setExpiry('s0', 7);
    await store.setAllowDownload('s0', false);
    await store.setPassCode('s0', 'abcd12');
    expect(store.links[0]!.pass_code).toBe('abcd12');
    await store.setPassCode('s0', undefined);
    expect(store.links[0]!.pass_code).toBe('srv123');
    await store.setPassCode('s0', null);
    expect(store.links[0]!.pass_code_option).toBe('NOT_REQUIRED');
    expect(api.calls.filter((c) => c.name === 'update').map((c) => c.args[1])).toEqual([
      { expiration_days: 7 },
      { allow_download: false },
      { pass_code_option: 'REQUIRED', pass_code: 'abcd12' },
      { pass_code_option: 'REQUIRED' },
      { pass_code_option: 'NOT_REQUIRED' },
    ]);
    expect(store.links[0]!.allow_download).toBe(false);
    expect(store.links[0]!.expiration_left).toBe('604800');
  });

  it('keeps the link as it was when a change is refused, with the reason', async () => {
    const { api, store } = setup(1);
    await store.load();
    api.failNext = apiError('invalid_argument', 3);
    expect(await store.setAllowDownload('s0', false)).toBe(false);
    expect(store.links[0]!.allow_download).toBe(true);
    expect(store.feedback).toMatchObject({ tone: 'error', error: { error: 'invalid_argument' } });
    expect(store.isBusy('s0')).toBe(false);
  });

  it('revokes at once, and puts the link back where it was when refused', async () => {
    const { api, store } = setup(2);
    await store.load();
    api.hold = true;
    const pending = store.revoke('s0');
    expect(store.links.map((l) => l.share_id)).toEqual(['s1']);
    expect(store.isBusy('s0')).toBe(true);
    api.failNext = apiError('not_found', 5);
    api.release();
    expect(await pending).toBe(false);
    expect(store.links.map((l) => l.share_id)).toEqual(['s0', 's1']);

    api.hold = false;
    expect(await store.revoke('s1')).toBe(true);
    expect(store.links.map((l) => l.share_id)).toEqual(['s0']);
    expect(api.links.map((l) => l.share_id)).toEqual(['s0']);
  });

  it('puts a link made in the drive on top of a loaded list', async () => {
    const { store } = setup(1);
    await store.load();
    const res = await store.create({ file_ids: ['f1', 'f2'], expiration_days: 7 });
    expect(res.error).toBeNull();
    expect(store.links.map((l) => l.share_id)).toEqual([res.data!.share_id, 's0']);
  });
});
