import { reaction } from 'mobx';
import {
  configurePlatform,
  createEventBus,
  getPlatform,
  LOCALIZED_MESSAGE_TYPE,
  SITE_PATHS,
  type MountProps,
} from 'shared-libs';
import { fakeProps } from 'shared-libs/react-testing';
import {
  createFakeTransport,
  createMemoryCookieJar,
  createMemoryStorage,
  resetPlatformForTests,
} from 'shared-libs/testing';
import { DriveStore } from '../stores/DriveStore';
import { DriveRoot } from './DriveRoot';

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

const rootOf = (props: MountProps) => new DriveRoot(props, getPlatform());

describe('DriveRoot: internal events (spec §4)', () => {
  it('reloads the listing and tells the quota meter, until unmounted', () => {
    const refresh = jest.spyOn(DriveStore.prototype, 'refresh').mockResolvedValue(undefined);
    const changed = jest.spyOn(DriveStore.prototype, 'changed').mockImplementation(() => undefined);
    const events = createEventBus();
    const root = rootOf(fakeProps({ remote: 'mfe_drive', page: 'all' }, { events }));
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
    const root = rootOf(fakeProps({ remote: 'mfe_drive', page: 'all' }, { events }));
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
    const root = rootOf(fakeProps({ remote: 'mfe_drive', page: 'all' }, { events }));
    const here = root.store.location;
    root.store.setLocation({ ...here, preview: 'a' });
    root.store.setLocation({ ...here, preview: 'b' });
    root.store.setLocation({ ...here, preview: undefined });
    expect(heard).toEqual(['mount a', 'close b']);
    root.dispose();
  });
});

describe('DriveRoot.syncStore', () => {
  it('hands the new props to navigation and locale, observably', async () => {
    const first = fakeProps({ remote: 'mfe_drive', page: 'all' });
    const root = rootOf(first);
    const seen: string[] = [];
    const stop = reaction(
      () => root.props.locale,
      (locale) => seen.push(locale),
    );
    const next = fakeProps({ remote: 'mfe_drive', page: 'all' }, { locale: 'ja' });
    root.syncStore(next);
    expect(seen).toEqual(['ja']);
    stop();

    root.store.deps.navigate(SITE_PATHS.driveFeedback);
    expect(next.navigate).toHaveBeenCalledWith(SITE_PATHS.driveFeedback, undefined);
    expect(first.navigate).not.toHaveBeenCalled();

    // A failure is told in the new locale (the API's LocalizedMessage for it).
    jest.spyOn(root.store.deps.api, 'emptyTrash').mockResolvedValue({
      data: null,
      error: {
        error: 'internal',
        error_code: 10,
        error_description: '',
        error_uri: '',
        details: [
          { '@type': LOCALIZED_MESSAGE_TYPE, locale: 'en-US', message: 'Try again later.' },
          {
            '@type': LOCALIZED_MESSAGE_TYPE,
            locale: 'ja',
            message: '後でもう一度お試しください。',
          },
        ],
      },
    });
    await root.actions.emptyTrash();
    expect(root.store.notices.at(-1)?.values?.reason).toBe('後でもう一度お試しください。');
    root.dispose();
  });
});
