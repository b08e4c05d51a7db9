import { jsonReply, errorReply } from 'shared-libs/testing';
import { flush, folder, makeHarness } from '../testing/harness';
import { FolderTrailStore } from './FolderTrailStore';

function setup() {
  const h = makeHarness();
  return { ...h, trail: new FolderTrailStore(h.deps.api, h.session) };
}

/** A reply held back until the test lets it through. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((r) => (open = r));
  return { open, opened };
}

describe('FolderTrailStore', () => {
  it('uses nav_folders names without asking again', async () => {
    const { trail, transport, session } = setup();
    session.setJSON('pp_nav_folders', { share_id: 'abc', folders: [{ id: 'p1', name: 'Photos' }] });
    trail.open('abc', ['p1']);
    trail.askNames('PCT');
    await trail.namesAsked;
    expect(transport.callsTo('POST', '/drive/v1/share:batch_file_info')).toHaveLength(0);
    expect(trail.breadcrumb[0]?.name).toBe('Photos');
  });

  it("asks only the folders the stack does not know, with the share's token, and keeps them", async () => {
    const { trail, transport, session } = setup();
    session.setJSON('pp_nav_folders', { share_id: 'abc', folders: [{ id: 'p1', name: 'Photos' }] });
    transport.on(
      'POST',
      '/drive/v1/share:batch_file_info',
      jsonReply({ share_status: 'OK', files: [folder('2024', { id: 'p2' })] }),
    );
    trail.open('abc', ['p1', 'p2']);
    expect(trail.currentFolderId).toBe('p2');
    trail.askNames('PCT');
    await trail.namesAsked;
    expect(transport.callsTo('POST', '/drive/v1/share:batch_file_info')[0]?.body).toMatchObject({
      share_id: 'abc',
      file_ids: ['p2'],
      pass_code_token: 'PCT',
    });
    expect(trail.breadcrumb).toEqual([
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

  it("another share's stack is not used; a failed answer leaves the names blank", async () => {
    const { trail, transport, session } = setup();
    session.setJSON('pp_nav_folders', { share_id: 'xyz', folders: [{ id: 'p1', name: 'Photos' }] });
    transport.on('POST', '/drive/v1/share:batch_file_info', errorReply('internal', 13, 500));
    trail.open('abc', ['p1']);
    trail.askNames('');
    await trail.namesAsked;
    expect(trail.breadcrumb).toEqual([{ id: 'p1', name: '' }]);
  });

  it('a folder entered from the listing is named at once and kept on the stack', () => {
    const { trail, session } = setup();
    trail.open('abc', []);
    expect(trail.enterFolder({ id: 'p1', name: 'Photos' })).toEqual(['p1']);
    trail.go(['p1']);
    expect(trail.breadcrumb).toEqual([{ id: 'p1', name: 'Photos' }]);
    expect(session.getJSON('pp_nav_folders')).toEqual({
      share_id: 'abc',
      folders: [{ id: 'p1', name: 'Photos' }],
    });
  });

  it('names asked for a path left before they came are never applied', async () => {
    const { trail, transport, session } = setup();
    const slow = gate();
    transport.on('POST', '/drive/v1/share:batch_file_info', async (call) => {
      const ids = (call.body as { file_ids: string[] }).file_ids;
      if (ids.includes('old')) {
        await slow.opened;
        return jsonReply({ share_status: 'OK', files: [folder('Old', { id: 'old' })] });
      }
      return jsonReply({ share_status: 'OK', files: [folder('New', { id: 'new' })] });
    });
    trail.open('abc', ['old']);
    trail.askNames('');
    const first = trail.namesAsked;
    trail.go(['new']);
    trail.askNames('');
    await trail.namesAsked;
    slow.open();
    await first; // cancelled: settles quietly
    await flush();
    expect(trail.folderNames.has('old')).toBe(false);
    expect(trail.breadcrumb).toEqual([{ id: 'new', name: 'New' }]);
    expect(session.getJSON('pp_nav_folders')).toEqual({
      share_id: 'abc',
      folders: [{ id: 'new', name: 'New' }],
    });
  });

  it('cancel drops the names being asked', async () => {
    const { trail, transport } = setup();
    const slow = gate();
    transport.on('POST', '/drive/v1/share:batch_file_info', async () => {
      await slow.opened;
      return jsonReply({ share_status: 'OK', files: [folder('Late', { id: 'p1' })] });
    });
    trail.open('abc', ['p1']);
    trail.askNames('');
    trail.cancel();
    slow.open();
    await trail.namesAsked;
    await flush();
    expect(trail.breadcrumb).toEqual([{ id: 'p1', name: '' }]);
  });
});
