import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorReply, jsonReply } from 'shared-libs/testing';
import type { ShareRootStore } from '../stores/ShareRootStore';
import { fakeProps, file, flush, makeHarness, okShare } from '../testing/harness';
import { renderSharePage } from '../testing/renderSharePage';

// jsdom does not implement scrolling; the list calls it to reveal the focused item.
window.scrollBy = jest.fn();

const link = (id: string) => `https://api.test/media/v1/s/${id}?v=download`;
const files = [
  file('cover.jpg', { id: 'img' }),
  file('notes.zip', { id: 'zip' }),
  file('Concert.mkv', {
    id: 'eac3',
    medias: [
      {
        media_name: '720P',
        video: {
          width: 1280,
          height: 720,
          duration: 60,
          video_codec: 'h264',
          audio_codec: 'eac3',
        },
      },
    ],
  }),
  file('private.jpg', { id: 'sens', audit: { status: 'STATUS_SENSITIVE_RESOURCE' } }),
];

async function openShare() {
  const h = makeHarness();
  h.transport.on('GET', '/drive/v1/share', jsonReply(okShare(files)));
  h.transport.on('GET', '/drive/v1/share/file_info', (call) => {
    const f = files.find((x) => x.id === call.query.file_id);
    return f
      ? jsonReply({ share_status: 'OK', file_info: { ...f, web_content_link: link(f.id) } })
      : errorReply('file_not_found', 5, 404);
  });
  const props = fakeProps({ query: { view: 'list', order: 'name_asc' } });
  const { store } = await renderSharePage(props, h.deps);
  return { ...h, store };
}

const openFile = async (store: ShareRootStore, name: string) => {
  const index = store.visibleItems.findIndex((f) => f.name === name);
  act(() => store.openItem(index));
  return screen.findByRole('dialog', { name });
};

describe('SharePreview', () => {
  it('previews through file_info with the passcode token and moves among previewable files', async () => {
    const user = userEvent.setup();
    const { store, transport } = await openShare();
    const dialog = await openFile(store, 'Concert.mkv');
    expect(store.mode).toBe('SHARE_PREVIEW_WINDOW');
    // The counter counts the whole listing (decision 0025), the sensitive file included.
    expect(dialog).toHaveTextContent('1 of 4');
    await user.click(within(dialog).getByRole('button', { name: 'Next file' }));
    const next = await screen.findByRole('dialog', { name: 'cover.jpg' });
    expect(await within(next).findByRole('img', { name: 'cover.jpg' })).toHaveAttribute(
      'src',
      link('img'),
    );
    expect(
      transport.callsTo('GET', '/drive/v1/share/file_info').map((c) => c.query.file_id),
    ).toEqual(['eac3', 'img']);
    expect(transport.callsTo('GET', '/drive/v1/share/file_info')[0]?.query.pass_code_token).toBe(
      'tok-1',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.mode).toBe('SHARE');
  });

  it('EAC3 audio offers saving to the drive, in the body and the header', async () => {
    const user = userEvent.setup();
    const { store } = await openShare();
    const dialog = await openFile(store, 'Concert.mkv');
    expect(
      await within(dialog).findByText(
        'This file uses EAC3 audio, which cannot be played in the browser.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Save it to your drive to open it in the app.')).toBeVisible();
    const save = within(dialog).getAllByRole('button', { name: 'Save to my drive' });
    expect(save).toHaveLength(2);
    await user.click(save[1]!);
    // Saving closes the preview and starts the save of that file (signed out: the host signs in).
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(flush);
    expect(store.props.requireLogin).toHaveBeenCalled();
  });

  it('covers sensitive files; "do not cover again" is remembered (hidden_shared_content_cover)', async () => {
    const user = userEvent.setup();
    const { store, localRaw } = await openShare();
    const dialog = await openFile(store, 'private.jpg');
    expect(
      await within(dialog).findByText('This file may contain sensitive content'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Show it' }));
    expect(within(dialog).getByRole('img', { name: 'private.jpg' })).toBeInTheDocument();
    expect(localRaw.getItem('pp_hidden_shared_content_cover')).toBe('1');
    expect(store.preview.coverHidden).toBe(true);
  });

  it('a file_info failure is explained with the share page words', async () => {
    const { store, transport } = await openShare();
    transport.on('GET', '/drive/v1/share/file_info', errorReply('file_not_found', 5, 404));
    const dialog = await openFile(store, 'cover.jpg');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The preview could not be loaded. Some of these files are no longer in the share.',
    );
  });

  it('a file that cannot be previewed is selected, not previewed', async () => {
    const { store } = await openShare();
    const index = store.visibleItems.findIndex((f) => f.name === 'notes.zip');
    act(() => store.openItem(index));
    expect(store.preview.isOpen).toBe(false);
    expect(store.selection.count).toBe(1);
  });
});
