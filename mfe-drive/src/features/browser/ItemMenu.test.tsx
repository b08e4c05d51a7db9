import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { createCookies } from 'shared-libs';
import { DisplayModeStore } from 'shared-libs/files';
import { createMemoryCookieJar, createMemoryStorage } from 'shared-libs/testing';
import { DriveActions } from '../../stores/DriveActions';
import { DriveStore } from '../../stores/DriveStore';
import { FakeDriveApi, file } from '../../testing/fakeDriveApi';
import { ItemMenu } from './ItemMenu';
import { selectionActions, type SelectionAction } from './selectionActions';

const tick = () => new Promise((r) => setTimeout(r, 0));

async function drive() {
  const api = new FakeDriveApi([
    file('d1', { kind: 'drive#folder', name: 'Photos' }),
    file('f1', { name: 'a.txt' }),
    file('f2', { name: 'b.txt' }),
  ]);
  const display = new DisplayModeStore(
    createMemoryStorage(),
    createCookies(createMemoryCookieJar()),
    'u1',
  );
  const store = new DriveStore({ api, display, navigate: jest.fn() });
  store.setLocation({ view: 'all', folderId: '', query: '' });
  await tick();
  return { api, store, actions: new DriveActions(store, () => 'en-US') };
}

describe('selectionActions', () => {
  it('offers Share link and a zip download for a folder, like the selection bar', async () => {
    const { api, store, actions } = await drive();
    store.selection.only(0);
    const list = selectionActions(store, actions);
    expect(list.map((a) => a.key)).toEqual([
      'download',
      'share',
      'rename',
      'move',
      'copy',
      'star',
      'trash',
      'details',
    ]);
    list.find((a) => a.key === 'share')!.run();
    expect(store.dialog).toEqual({ kind: 'share', items: [{ id: 'd1', name: 'Photos' }] });
    list.find((a) => a.key === 'download')!.run();
    await tick();
    expect(api.calls.at(-1)).toMatchObject({ name: 'archive', args: [['d1'], undefined] });
  });

  it('downloads one file as itself, and has no rename for several', async () => {
    const { api, store, actions } = await drive();
    store.selection.only(1);
    selectionActions(store, actions)[0]!.run();
    await tick();
    expect(api.calls.at(-1)).toMatchObject({ name: 'get', args: ['f1'] });
    store.selection.toggle(2);
    expect(selectionActions(store, actions).map((a) => a.key)).not.toContain('rename');
  });
});

describe('ItemMenu', () => {
  const run = jest.fn();
  const items: SelectionAction[] = [
    { key: 'download', label: { id: 'x.dl', defaultMessage: 'Download' }, icon: 'download', run },
    { key: 'share', label: { id: 'x.sh', defaultMessage: 'Share link' }, icon: 'link', run },
    {
      key: 'trash',
      label: { id: 'x.tr', defaultMessage: 'Move to trash' },
      icon: 'trash',
      danger: true,
      run,
    },
  ];

  function show(onClose = jest.fn()) {
    render(
      <IntlProvider locale="en-US" defaultLocale="en-US" messages={{}}>
        <button type="button">outside</button>
        <ItemMenu items={items} at={{ x: 10, y: 10 }} onClose={onClose} />
      </IntlProvider>,
    );
    return onClose;
  }

  it('is a menu: focus on the first item, arrows wrap, Home and End', async () => {
    const user = userEvent.setup();
    show();
    expect(screen.getByRole('menu', { name: 'Actions' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Download' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Share link' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Move to trash' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Download' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{Home}');
    expect(screen.getByRole('menuitem', { name: 'Download' })).toHaveFocus();
  });

  it('runs an item and closes; Escape closes and gives focus back; a click outside closes', async () => {
    const user = userEvent.setup();
    const onClose = show();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(run).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenLastCalledWith(true);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenLastCalledWith(true);
    onClose.mockClear();
    await user.click(screen.getByRole('button', { name: 'outside' }));
    expect(onClose).toHaveBeenCalledWith(false);
  });
});
