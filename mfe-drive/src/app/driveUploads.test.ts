import { configurePlatform, getPlatform } from 'shared-libs';
import { fakeProps } from 'shared-libs/react-testing';
import {
  createFakeTransport,
  createMemoryCookieJar,
  createMemoryStorage,
  resetPlatformForTests,
} from 'shared-libs/testing';
import { UploadStore } from '../features/uploads/UploadStore';
import { DriveStore } from '../stores/DriveStore';
import { DriveRoot } from './DriveRoot';
import { addUploads } from './driveUploads';

beforeEach(() => {
  jest.useFakeTimers();
  configurePlatform({
    apiOrigins: ['https://api.test'],
    clientId: 'cumulus-web',
    transport: createFakeTransport(),
    storage: createMemoryStorage(),
    cookieJar: createMemoryCookieJar(),
  });
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  resetPlatformForTests();
});

/** A root whose folder holds `a.txt` (id `old`) and whose person answers Replace. */
function replacing(trash: () => Promise<unknown>) {
  const root = new DriveRoot(fakeProps({ remote: 'mfe_drive', page: 'all' }), getPlatform());
  const api = root.store.deps.api;
  jest.spyOn(api, 'conflicts').mockResolvedValue({
    data: {
      conflicts: [{ name: 'a.txt', id: 'old', kind: 'drive#file', suggested_name: 'a (1).txt' }],
    },
    error: null,
  });
  jest.spyOn(root.actions.conflicts, 'resolve').mockResolvedValue(new Map([['a.txt', 'replace']]));
  const trashed = jest.spyOn(api, 'trash').mockImplementation(trash as never);
  jest.spyOn(UploadStore.prototype, 'add').mockImplementation(() => undefined);
  const refresh = jest.spyOn(DriveStore.prototype, 'refresh').mockResolvedValue(undefined);
  const notify = jest.spyOn(root.store, 'notify');
  return { root, trashed, refresh, notify };
}

const file = new File(['new'], 'a.txt', { type: 'text/plain' });
/** What the upload queue says when the new file is in. */
const uploaded = (root: DriveRoot) =>
  root.uploads!['deps'].onUploaded({ fileId: 'new', parentId: '', name: 'a.txt' });

describe('a Replace upload', () => {
  it('trashes the old item once the new one is in, then lists the folder again', async () => {
    let done: (v: unknown) => void = () => undefined;
    const { root, trashed, refresh } = replacing(() => new Promise((resolve) => (done = resolve)));
    await addUploads(root, [{ file }], 'My drive');
    expect(trashed).not.toHaveBeenCalled();
    uploaded(root);
    expect(trashed).toHaveBeenCalledWith({ ids: ['old'] });
    // A slow trash: the folder is not listed with both items meanwhile.
    jest.advanceTimersByTime(1_000);
    expect(refresh).not.toHaveBeenCalled();
    done({ data: { count: '1' }, error: null });
    await jest.runAllTimersAsync();
    expect(refresh).toHaveBeenCalledTimes(1);
    root.dispose();
  });

  it('says so when the old item could not be trashed, and lists both', async () => {
    const { root, refresh, notify } = replacing(async () => ({
      data: null,
      error: {
        error: 'internal',
        error_code: 10,
        error_description: 'Try again later.',
        error_uri: '',
        details: [],
      },
    }));
    await addUploads(root, [{ file }], 'My drive');
    uploaded(root);
    await jest.runAllTimersAsync();
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'drive.notice.replaceFailed' }),
      expect.objectContaining({ name: 'a.txt' }),
      'error',
    );
    expect(refresh).toHaveBeenCalledTimes(1);
    root.dispose();
  });
});
