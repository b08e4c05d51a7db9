import type { ShareInfo, ShareStatus } from 'shared-libs';
import { jsonReply, errorReply } from 'shared-libs/testing';
import { file, makeHarness, okShare } from '../testing/harness';
import { ListingStore, type ListingPlace } from './ListingStore';

function setup(at: Partial<ListingPlace> = {}) {
  const h = makeHarness();
  const place: ListingPlace = {
    shareId: 'abc',
    folderId: '',
    passCodeToken: 'PCT',
    readable: true,
    ...at,
  };
  const refused: ShareStatus[] = [];
  const listing = new ListingStore(
    h.deps.api,
    () => place,
    (status) => refused.push(status),
  );
  return { ...h, listing, place, refused };
}

/** The share's own answer, as the listing is given it. */
const answer = (...args: Parameters<typeof okShare>) => okShare(...args) as unknown as ShareInfo;

/** A reply held back until the test lets it through. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((r) => (open = r));
  return { open, opened };
}

const detail = (files = [file('x')], extra: Record<string, unknown> = {}) =>
  jsonReply({ share_status: 'OK', files, next_page_token: '', ...extra });

describe('ListingStore: the top level', () => {
  it('a big top level is shown at once, then paged by next_page_token with the token', async () => {
    const { listing, transport } = setup();
    transport.on('GET', '/drive/v1/share', jsonReply(okShare([file('c')], { file_num: '900' })));
    await listing.loadTop(
      answer([file('a'), file('b')], { next_page_token: 'T2', file_num: '900' }),
    );
    expect(listing.listPhase).toBe('ready');
    expect(listing.hasMore).toBe(true);
    expect(transport.calls).toHaveLength(0);
    await listing.loadMore();
    expect(transport.calls[0]?.query).toMatchObject({ page_token: 'T2', pass_code_token: 'PCT' });
    expect(listing.items.map((f) => f.name)).toEqual(['a', 'b', 'c']);
    expect(listing.hasMore).toBe(false);
  });

  it('a small top level is shown once whole', async () => {
    const { listing, transport } = setup();
    transport.on('GET', '/drive/v1/share', jsonReply(okShare([file('c')], { file_num: '3' })));
    const loading = listing.loadTop(
      answer([file('a'), file('b')], { next_page_token: 'T2', file_num: '3' }),
    );
    expect(listing.listPhase).toBe('loading');
    await loading;
    expect(listing.listPhase).toBe('ready');
    expect(listing.items.map((f) => f.name)).toEqual(['a', 'b', 'c']);
  });
});

describe('ListingStore: a folder', () => {
  it('a deep link to a missing folder says so', async () => {
    const { listing, transport } = setup({ folderId: 'gone' });
    transport.on('GET', '/drive/v1/share/detail', errorReply('file_not_found', 5, 404));
    await listing.loadFolder();
    expect(listing.folderMissing).toBe(true);
  });

  it("asks the folder's first page with the token, and counts the folder's total", async () => {
    const { listing, transport } = setup({ folderId: 'p1' });
    transport.on(
      'GET',
      '/drive/v1/share/detail',
      detail([file('a')], { file_num: '57', next_page_token: 'N' }),
    );
    await listing.loadFolder();
    expect(transport.calls[0]?.query).toMatchObject({ parent_id: 'p1', pass_code_token: 'PCT' });
    expect(listing.folderTotal).toBe(57);
    expect(listing.hasMore).toBe(true);
  });

  it('a failed first page fails the listing; a failed next page keeps what arrived', async () => {
    const { listing, transport } = setup({ folderId: 'p1' });
    // 400s: not retried by the client.
    transport.on('GET', '/drive/v1/share/detail', [
      errorReply('invalid_argument', 3, 400),
      detail([file('a')], { next_page_token: 'N' }),
      errorReply('invalid_argument', 3, 400),
    ]);
    await listing.loadFolder();
    expect(listing.listPhase).toBe('failed');
    expect(listing.failure).not.toBeNull();
    listing.start();
    await listing.loadFolder();
    await listing.loadMore();
    expect(listing.items.map((f) => f.name)).toEqual(['a']);
    expect(listing.moreFailure).not.toBeNull();
    expect(listing.listPhase).toBe('ready');
  });

  it('a page with another status clears the listing and says so', async () => {
    const { listing, transport, refused } = setup({ folderId: 'p1' });
    transport.on('GET', '/drive/v1/share/detail', detail([], { share_status: 'PASS_CODE_EMPTY' }));
    await listing.loadFolder();
    expect(refused).toEqual(['PASS_CODE_EMPTY']);
    expect(listing.items).toEqual([]);
    expect(listing.listPhase).toBe('idle');
  });
});

describe('ListingStore: next pages', () => {
  it('one request at a time, and none for a share that is not readable', async () => {
    const { listing, transport, place } = setup({ folderId: 'p1' });
    transport.on('GET', '/drive/v1/share/detail', [
      detail([file('a')], { next_page_token: 'N' }),
      detail([file('b')]),
    ]);
    await listing.loadFolder();
    place.readable = false;
    await listing.loadMore();
    expect(transport.calls).toHaveLength(1);
    place.readable = true;
    const more = listing.loadMore();
    await listing.loadMore();
    await more;
    expect(transport.calls).toHaveLength(2);
    expect(listing.items.map((f) => f.name)).toEqual(['a', 'b']);
  });

  it('loadAll loads every page; it stops at a failed one', async () => {
    const { listing, transport } = setup({ folderId: 'p1' });
    transport.on('GET', '/drive/v1/share/detail', [
      detail([file('a')], { next_page_token: 'N1' }),
      detail([file('b')], { next_page_token: 'N2' }),
      detail([file('c')]),
    ]);
    await listing.loadFolder();
    expect(await listing.loadAll()).toBe(true);
    expect(listing.items.map((f) => f.name)).toEqual(['a', 'b', 'c']);

    const failing = setup({ folderId: 'p1' });
    failing.transport.on('GET', '/drive/v1/share/detail', [
      detail([file('a')], { next_page_token: 'N1' }),
      errorReply('invalid_argument', 3, 400),
    ]);
    await failing.listing.loadFolder();
    expect(await failing.listing.loadAll()).toBe(false);
  });

  it('a new listing drops the next page on its way: it is never applied', async () => {
    const { listing, transport } = setup({ folderId: 'p1' });
    const slow = gate();
    transport.on('GET', '/drive/v1/share/detail', async (call) => {
      if (!call.query.page_token) return detail([file('a')], { next_page_token: 'N' });
      await slow.opened;
      return detail([file('late')]);
    });
    await listing.loadFolder();
    const more = listing.loadMore();
    expect(listing.loadingMore).toBe(true);
    listing.start();
    expect(listing.loadingMore).toBe(false);
    slow.open();
    await more; // cancelled: settles quietly
    expect(listing.items).toEqual([]);
    expect(listing.listPhase).toBe('loading');
  });
});
