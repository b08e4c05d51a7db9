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

afterEach(() => {
  jest.restoreAllMocks();
  resetPlatformForTests();
});

describe('createDriveRoot: after-login (spec §4)', () => {
  it('reloads the listing and tells the quota meter, until unmounted', () => {
    configurePlatform({
      apiOrigins: ['https://api.test'],
      clientId: 'cumulus-web',
      transport: createFakeTransport(),
      storage: createMemoryStorage(),
      cookieJar: createMemoryCookieJar(),
    });
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
});
