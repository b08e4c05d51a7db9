import { jsonReply, errorReply, networkError } from 'shared-libs/testing';
import { SHARE_STATUSES } from 'shared-libs';
import { file, flush, folder, makeHarness, okShare, statusShare } from '../testing/harness';
import { ShareStore } from './ShareStore';

function setup() {
  const h = makeHarness();
  return { ...h, store: new ShareStore(h.deps) };
}

describe('ShareStore: opening a share', () => {
  it('asks for page size 100 and large thumbnails, and lists the files of an OK share', async () => {
    const { store, transport } = setup();
    transport.on('GET', '/drive/v1/share', jsonReply(okShare([file('a.txt')])));
    await store.open('abc', []);
    expect(transport.calls[0]?.query).toMatchObject({
      share_id: 'abc',
      limit: '100',
      thumbnail_size: 'SIZE_LARGE',
    });
    expect(store.status).toBe('OK');
    expect(store.items.map((f) => f.name)).toEqual(['a.txt']);
    expect(store.info?.title).toBe('Holiday');
    expect(store.info?.expirationLeft).toBe(-1);
  });

  const unreadable = SHARE_STATUSES.filter((s) => s !== 'OK');
  it.each(unreadable)('%s is a status, never an empty folder', async (status) => {
    const { store, transport } = setup();
    // Even if a server sent files with a non-OK status, none are shown.
    transport.on(
      'GET',
      '/drive/v1/share',
      jsonReply(statusShare(status, { files: [file('leak.txt')] })),
    );
    await store.open('abc', []);
    expect(store.status).toBe(status);
    expect(store.readable).toBe(false);
    expect(store.items).toEqual([]);
    expect(store.listPhase).toBe('idle');
  });

  it('an unknown status string is treated as not found, not as OK', async () => {
    const { store, transport } = setup();
    transport.on('GET', '/drive/v1/share', jsonReply(statusShare('SOMETHING_NEW')));
    await store.open('abc', []);
    expect(store.status).toBe('NOT_FOUND');
  });

  it('a network failure is a failure page with retry, not a status', async () => {
    const { store, transport } = setup();
    transport.on('GET', '/drive/v1/share', [
      networkError,
      networkError,
      networkError,
      jsonReply(okShare([file('a')])),
    ]);
    await store.open('abc', []);
    expect(store.phase).toBe('failed');
    expect(store.failure?.error).toBeTruthy();
    await store.retry();
    expect(store.status).toBe('OK');
  });

  it('keeps the expiry of an expired share', async () => {
    const { store, transport } = setup();
    transport.on(
      'GET',
      '/drive/v1/share',
      jsonReply(
        statusShare('EXPIRED', {
          expiration_at: '2025-01-31T00:00:00.000+00:00',
          expiration_left: '0',
        }),
      ),
    );
    await store.open('abc', []);
    expect(store.info?.expirationAt).toBe('2025-01-31T00:00:00.000+00:00');
  });
});

describe('ShareStore: passcode', () => {
  it('PASS_CODE_EMPTY asks; a wrong code keeps the input; the right one opens and is remembered', async () => {
    const { store, transport, cookies } = setup();
    transport.on('GET', '/drive/v1/share', (call) => {
      if (!call.query.pass_code) return jsonReply(statusShare('PASS_CODE_EMPTY'));
      if (call.query.pass_code !== 'cu42') return jsonReply(statusShare('PASS_CODE_ERROR'));
      return jsonReply(okShare([file('secret.txt')], { pass_code_token: 'PCT' }));
    });
    await store.open('abc', []);
    expect(store.needsPasscode).toBe(true);
    expect(store.status).toBe('PASS_CODE_EMPTY');

    store.setPasscode('nope1');
    await store.submitPasscode();
    expect(store.status).toBe('PASS_CODE_ERROR');
    expect(store.passcode).toBe('nope1');
    expect(cookies.get('pp_share_passcode_token_abc')).toBeUndefined();

    store.setPasscode('cu42');
    await store.submitPasscode();
    expect(store.status).toBe('OK');
    expect(store.items[0]?.name).toBe('secret.txt');
    expect(cookies.get('pp_share_passcode_token_abc')).toBe('PCT');
    expect(cookies.get('pp_share_pwd_code_abc')).toBe('cu42');
  });

  it('too many wrong codes (429 with a retry delay): the form stays and says to wait', async () => {
    const { store, transport } = setup();
    const limited = errorReply('captcha_invalid', 4002, 429, 'Your operation is too frequent', [
      { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retry_delay: '60s' },
    ]);
    transport.on('GET', '/drive/v1/share', (call) =>
      call.query.pass_code ? limited : jsonReply(statusShare('PASS_CODE_EMPTY')),
    );
    await store.open('abc', []);
    store.setPasscode('nope1');
    await store.submitPasscode();
    expect(store.phase).toBe('ready');
    expect(store.needsPasscode).toBe(true);
    expect(store.passcodeProblem).toBe('limited');
    expect(store.passcode).toBe('nope1');
    // Typing again clears the message.
    store.setPasscode('nope2');
    expect(store.passcodeProblem).toBeNull();
  });

  it('checks the input before asking the server', async () => {
    const { store, transport } = setup();
    transport.on('GET', '/drive/v1/share', jsonReply(statusShare('PASS_CODE_EMPTY')));
    await store.open('abc', []);
    const before = transport.calls.length;
    store.setPasscode('  ');
    await store.submitPasscode();
    expect(store.passcodeProblem).toBe('empty');
    store.setPasscode('a!');
    await store.submitPasscode();
    expect(store.passcodeProblem).toBe('format');
    expect(transport.calls.length).toBe(before);
  });

  it('s_code from the URL fills the passcode and is sent', async () => {
    const { store, transport } = setup();
    transport.on('GET', '/drive/v1/share', jsonReply(statusShare('PASS_CODE_ERROR')));
    await store.open('abc', [], 'zz99');
    expect(transport.calls[0]?.query.pass_code).toBe('zz99');
    expect(store.passcode).toBe('zz99');
    expect(store.status).toBe('PASS_CODE_ERROR');
  });

  it('a stored token opens the share without asking; a refused one is forgotten', async () => {
    const { store, transport, cookies } = setup();
    cookies.set('pp_share_passcode_token_abc', 'OLD');
    transport.on('GET', '/drive/v1/share', [
      jsonReply(okShare([file('x')])),
      jsonReply(statusShare('PASS_CODE_EMPTY')),
    ]);
    await store.open('abc', []);
    expect(transport.calls[0]?.query.pass_code_token).toBe('OLD');
    expect(store.status).toBe('OK');
    await store.open('abc', []);
    expect(store.status).toBe('PASS_CODE_EMPTY');
    expect(cookies.get('pp_share_passcode_token_abc')).toBeUndefined();
  });
});

describe('ShareStore: folders and paging', () => {
  it('loads a deep link with the token, names the path through batch_file_info', async () => {
    const { store, transport, session } = setup();
    transport.on(
      'GET',
      '/drive/v1/share',
      jsonReply(okShare([folder('Photos', { id: 'p1' })], { pass_code_token: 'PCT' })),
    );
    transport.on(
      'GET',
      '/drive/v1/share/detail',
      jsonReply({ share_status: 'OK', files: [file('lake.jpg')], next_page_token: '' }),
    );
    transport.on(
      'POST',
      '/drive/v1/share:batch_file_info',
      jsonReply({
        share_status: 'OK',
        files: [folder('Photos', { id: 'p1' }), folder('2024', { id: 'p2' })],
      }),
    );
    await store.open('abc', ['p1', 'p2']);
    await new Promise((r) => setTimeout(r, 0));
    const detail = transport.callsTo('GET', '/drive/v1/share/detail')[0];
    expect(detail?.query).toMatchObject({ parent_id: 'p2', pass_code_token: 'PCT', limit: '100' });
    expect(store.items[0]?.name).toBe('lake.jpg');
    expect(store.breadcrumb).toEqual([
      { id: 'p1', name: 'Photos' },
      { id: 'p2', name: '2024' },
    ]);
    expect(session.getJSON('pp_nav_folders')).toEqual({
      share_id: 'abc',
      folders: [
        { id: 'p1', name: 'Photos' },
        { id: 'p2', name: '2024' },
      ],
    });
  });

  it('pages a big top level by next_page_token until the end', async () => {
    const { store, transport } = setup();
    transport.on('GET', '/drive/v1/share', (call) =>
      jsonReply(
        call.query.page_token === 'T2'
          ? okShare([file('c')], { next_page_token: '', file_num: '501' })
          : okShare([file('a'), file('b')], { next_page_token: 'T2', file_num: '501' }),
      ),
    );
    await store.open('abc', []);
    expect(store.hasMore).toBe(true);
    await store.loadMore();
    expect(store.items.map((f) => f.name)).toEqual(['a', 'b', 'c']);
    expect(store.hasMore).toBe(false);
    await store.loadMore();
    expect(transport.calls).toHaveLength(2);
  });

  it('shows a small top level once all its pages arrived (it is sorted here)', async () => {
    const { store, transport } = setup();
    transport.on('GET', '/drive/v1/share', (call) =>
      jsonReply(
        call.query.page_token === 'T2'
          ? okShare([file('c')], { next_page_token: '', file_num: '3' })
          : okShare([file('a'), file('b')], { next_page_token: 'T2', file_num: '3' }),
      ),
    );
    const opened = store.open('abc', []);
    await Promise.resolve();
    expect(store.listPhase).toBe('loading');
    await opened;
    expect(store.listPhase).toBe('ready');
    expect(store.items.map((f) => f.name)).toEqual(['a', 'b', 'c']);
    expect(transport.callsTo('GET', '/drive/v1/share')[1]?.query).toMatchObject({
      page_token: 'T2',
      pass_code_token: 'tok-1',
    });
  });

  it('a small top level whose later page fails shows what arrived, with the retry', async () => {
    const { store, transport } = setup();
    transport.on('GET', '/drive/v1/share', (call) =>
      call.query.page_token === 'T2'
        ? errorReply('internal', 13, 500)
        : jsonReply(okShare([file('a')], { next_page_token: 'T2', file_num: '2' })),
    );
    await store.open('abc', []);
    expect(store.listPhase).toBe('ready');
    expect(store.items.map((f) => f.name)).toEqual(['a']);
    expect(store.moreFailure).not.toBeNull();
    expect(store.hasMore).toBe(true);
  });

  it('a folder answer with another status shows that status', async () => {
    const { store, transport } = setup();
    transport.on('GET', '/drive/v1/share', jsonReply(okShare([folder('A', { id: 'a' })])));
    transport.on(
      'GET',
      '/drive/v1/share/detail',
      jsonReply({ share_status: 'DELETED', files: [], next_page_token: '' }),
    );
    await store.open('abc', []);
    await store.showFolder(['a']);
    expect(store.status).toBe('DELETED');
    expect(store.items).toEqual([]);
  });
});

/** A reply held back until the test lets it through. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((r) => (open = r));
  return { open, opened };
}

describe('ShareStore: a newer load supersedes the one running', () => {
  it('share B opened while share A still loads: A’s late answer is never applied', async () => {
    const { store, transport, cookies, target } = setup();
    const slow = gate();
    transport.on('GET', '/drive/v1/share', async (call) => {
      if (call.query.share_id !== 'A') return jsonReply(okShare([file('b.txt')]));
      await slow.opened;
      return jsonReply(okShare([file('a.txt')], { title: 'Old', pass_code_token: 'OLD' }));
    });
    const first = store.open('A', [], 'code1');
    await store.open('B', []);
    slow.open();
    await first; // cancelled: settles quietly
    await flush();
    expect(transport.callsTo('GET', '/drive/v1/share')).toHaveLength(2);
    expect(store.shareId).toBe('B');
    expect(store.items.map((f) => f.name)).toEqual(['b.txt']);
    expect(store.info?.title).toBe('Holiday');
    expect(store.access.passCodeToken).toBe('tok-1');
    expect(cookies.get('pp_share_passcode_token_A')).toBeUndefined();
    expect(target.ppa?.filter(([e]) => e === 'share_page_show').map(([, p]) => p)).toEqual([
      { share_id: 'B', status: 'OK' },
    ]);
  });

  it('a second folder shown while the first still loads: the first listing is never applied', async () => {
    const { store, transport } = setup();
    const slow = gate();
    transport.on('GET', '/drive/v1/share', jsonReply(okShare([folder('A', { id: 'a' })])));
    transport.on('GET', '/drive/v1/share/detail', async (call) => {
      if (call.query.parent_id !== 'a') {
        return jsonReply({ share_status: 'OK', files: [file('new.txt')], next_page_token: '' });
      }
      await slow.opened;
      return jsonReply({ share_status: 'OK', files: [file('old.txt')], next_page_token: 'N' });
    });
    await store.open('abc', []);
    const first = store.showFolder(['a']);
    expect(store.listPhase).toBe('loading');
    await store.showFolder(['b']);
    slow.open();
    await first;
    await flush();
    expect(store.parentIds).toEqual(['b']);
    expect(store.items.map((f) => f.name)).toEqual(['new.txt']);
    expect(store.hasMore).toBe(false);
    expect(store.listPhase).toBe('ready');
  });

  it('a next page still on its way when another folder opens is dropped', async () => {
    const { store, transport } = setup();
    const slow = gate();
    transport.on('GET', '/drive/v1/share', async (call) => {
      if (!call.query.page_token) {
        return jsonReply(okShare([file('a')], { next_page_token: 'T2', file_num: '900' }));
      }
      await slow.opened;
      return jsonReply(okShare([file('late')], { file_num: '900' }));
    });
    transport.on(
      'GET',
      '/drive/v1/share/detail',
      jsonReply({ share_status: 'OK', files: [file('inside')], next_page_token: '' }),
    );
    await store.open('abc', []);
    const more = store.loadMore();
    expect(store.loadingMore).toBe(true);
    await store.showFolder(['p1']);
    expect(store.loadingMore).toBe(false);
    slow.open();
    await more;
    await flush();
    expect(store.items.map((f) => f.name)).toEqual(['inside']);
  });
});

describe('ShareStore: analytics', () => {
  it('a passcode sent: the click, then the page shown with its status', async () => {
    const { store, transport, target } = setup();
    transport.on('GET', '/drive/v1/share', (call) =>
      jsonReply(call.query.pass_code ? okShare([]) : statusShare('PASS_CODE_EMPTY')),
    );
    await store.open('abc', []);
    store.setPasscode('cu42');
    await store.submitPasscode();
    expect(target.ppa).toEqual([
      ['share_page_show', { share_id: 'abc', status: 'PASS_CODE_EMPTY' }],
      ['share_page_click', { action: 'passcode_submit', share_id: 'abc' }],
      ['share_page_show', { share_id: 'abc', status: 'OK' }],
    ]);
  });

  it('a share under review: the page shown, then the review panel', async () => {
    const { store, transport, target } = setup();
    transport.on('GET', '/drive/v1/share', jsonReply(statusShare('AUDITING')));
    await store.open('abc', []);
    expect(target.ppa).toEqual([
      ['share_page_show', { share_id: 'abc', status: 'AUDITING' }],
      ['review_panel_show', { share_id: 'abc' }],
    ]);
  });
});

describe('ShareStore: the listing after a passcode', () => {
  it('a small top level of several pages is loaded whole once the code opens it', async () => {
    const { store, transport } = setup();
    transport.on('GET', '/drive/v1/share', (call) => {
      if (call.query.page_token === 'T2') {
        return jsonReply(okShare([file('c')], { next_page_token: '', file_num: '3' }));
      }
      if (!call.query.pass_code) return jsonReply(statusShare('PASS_CODE_EMPTY'));
      return jsonReply(okShare([file('a'), file('b')], { next_page_token: 'T2', file_num: '3' }));
    });
    await store.open('abc', []);
    store.setPasscode('cu42');
    await store.submitPasscode();
    expect(store.listPhase).toBe('ready');
    expect(store.items.map((f) => f.name)).toEqual(['a', 'b', 'c']);
    expect(store.checkingPasscode).toBe(false);
  });
});
