import { configurePlatform, createEventBus } from 'shared-libs';
import { fakeProps } from 'shared-libs/react-testing';
import {
  createFakeTransport,
  createMemoryCookieJar,
  createMemoryStorage,
  resetPlatformForTests,
} from 'shared-libs/testing';
import { DriveStore } from '../stores/DriveStore';
import { createDriveRoot } from './createDriveRoot';

beforeEach(() => {
  configurePlatform({
    apiOrigins: ['https://api.test'],
    clientId: 'cumulus-web',
    transport: createFakeTransport(),
    storage: createMemoryStorage(),
    cookieJar: createMemoryCookieJar(),
  });
});

afterEach(() => {
  jest.restoreAllMocks();
  resetPlatformForTests();
});

describe('createDriveRoot: internal events (spec §4)', () => {
  it('reloads the listing and tells the quota meter, until unmounted', () => {
    const refresh = jest.spyOn(DriveStore.prototype, 'refresh').mockResolvedValue(undefined);
    const changed = jest.spyOn(DriveStore.prototype, 'changed').mockImplementation(() => undefined);
    const events = createEventBus();
    const root = createDriveRoot(fakeProps({ remote: 'mfe_drive', page: 'all' }, { events }));
    events.emit('after-login', { userId: 'u1', premium: false });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(changed).toHaveBeenCalledTimes(1);
    root.dispose();
    events.emit('after-login', { userId: 'u1', premium: false });
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('freezes videos while the file manager is open and says when it closes', () => {
    const events = createEventBus();
    const heard: string[] = [];
    events.on('set-video-freeze', (p) => heard.push(`freeze ${p.frozen}`));
    events.on('file-manager-close', () => heard.push('close'));
    const root = createDriveRoot(fakeProps({ remote: 'mfe_drive', page: 'all' }, { events }));
    root.store.openDialog({ kind: 'new-folder' });
    root.store.closeDialog();
    root.store.openDialog({ kind: 'move' });
    root.store.closeDialog();
    expect(heard).toEqual(['freeze true', 'close']);
    root.dispose();
  });

  it('tells when its preview player opens and closes (not at each next file)', () => {
    const events = createEventBus();
    const heard: string[] = [];
    events.on('player-mount-and-restore', (p) => heard.push(`mount ${p.fileId}`));
    events.on('close-player', (p) => heard.push(`close ${p.fileId}`));
    const root = createDriveRoot(fakeProps({ remote: 'mfe_drive', page: 'all' }, { events }));
    const here = root.store.location;
    root.store.setLocation({ ...here, preview: 'a' });
    root.store.setLocation({ ...here, preview: 'b' });
    root.store.setLocation({ ...here, preview: undefined });
    expect(heard).toEqual(['mount a', 'close b']);
    root.dispose();
  });
});
