import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ja from '../i18n/lang/ja.json';
import { driveFile } from 'shared-libs/testing';
import { fakeLoad, renderPreview, stubMedia, withLinks } from './testing';

beforeEach(() => stubMedia());
afterEach(() => jest.restoreAllMocks());

const files = [
  driveFile('cover.jpg', { id: 'a', size: '1536' }),
  driveFile('Big Buck.mp4', { id: 'b' }),
  driveFile('notes.zip', { id: 'c' }),
];

const dialog = () => screen.getByRole('dialog');

describe('FilePreview: the dialog', () => {
  it('is a modal dialog named by the file, with its size and position', async () => {
    renderPreview({ files, fileId: 'a' });
    const d = await screen.findByRole('dialog', { name: 'cover.jpg' });
    expect(d).toHaveAttribute('aria-modal', 'true');
    expect(within(d).getByRole('heading', { level: 2 })).toHaveTextContent('cover.jpg');
    expect(d).toHaveTextContent('1.5 KB · 1 of 3');
  });

  it('takes the focus, keeps Tab inside and gives the focus back on close', async () => {
    const user = userEvent.setup();
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { unmount } = renderPreview({ files, fileId: 'b', actions: () => <a href="#x">Act</a> });
    const d = await screen.findByRole('dialog');
    await waitFor(() => expect(d).toHaveFocus());
    const next = within(d).getByRole('button', { name: 'Next file' });
    await user.tab();
    expect(within(d).getByRole('link', { name: 'Act' })).toHaveFocus();
    next.focus();
    await user.tab(); // past the last control: back to the first
    expect(within(d).getByRole('link', { name: 'Act' })).toHaveFocus();
    await user.tab({ shift: true }); // before the first: to the last
    expect(next).toHaveFocus();
    unmount();
    expect(opener).toHaveFocus();
    opener.remove();
  });

  it('moves with the buttons and the arrow keys, closes with Escape', async () => {
    const user = userEvent.setup();
    const { props } = renderPreview({ files, fileId: 'b' });
    await screen.findByRole('dialog', { name: 'Big Buck.mp4' });
    await user.click(screen.getByRole('button', { name: 'Next file' }));
    expect(props.onNavigate).toHaveBeenLastCalledWith('c');
    await user.click(screen.getByRole('button', { name: 'Previous file' }));
    expect(props.onNavigate).toHaveBeenLastCalledWith('a');
    await user.keyboard('{ArrowRight}');
    expect(props.onNavigate).toHaveBeenLastCalledWith('c');
    await user.keyboard('{ArrowLeft}');
    expect(props.onNavigate).toHaveBeenLastCalledWith('a');
    await user.keyboard('{Escape}');
    expect(props.onClose).toHaveBeenCalledTimes(1);
  });

  it('the ends of the list disable previous / next and ignore their arrow key', async () => {
    const user = userEvent.setup();
    const { props, rerender } = renderPreview({ files, fileId: 'a' });
    await screen.findByRole('dialog', { name: 'cover.jpg' });
    expect(screen.getByRole('button', { name: 'Previous file' })).toBeDisabled();
    await user.keyboard('{ArrowLeft}');
    expect(props.onNavigate).not.toHaveBeenCalled();
    const next = screen.getByRole('button', { name: 'Next file' });
    next.focus();
    rerender({ fileId: 'c' });
    await screen.findByRole('dialog', { name: 'notes.zip' });
    expect(screen.getByRole('button', { name: 'Next file' })).toBeDisabled();
    // The focused button became disabled: the focus stays in the dialog.
    expect(dialog()).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(props.onNavigate).not.toHaveBeenCalled();
  });

  it("counts from the caller's position and moves through its nav (issue 31)", async () => {
    const user = userEvent.setup();
    const next = jest.fn();
    renderPreview({ files, fileId: 'c', position: { index: 8, total: 127 }, nav: { next } });
    const d = await screen.findByRole('dialog', { name: 'notes.zip' });
    expect(d).toHaveTextContent('8 of 127');
    expect(screen.getByRole('button', { name: 'Previous file' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next file' }));
    await user.keyboard('{ArrowRight}');
    expect(next).toHaveBeenCalledTimes(2);
  });

  it('a sideways swipe moves; a short or mostly vertical one does not', async () => {
    const { props } = renderPreview({ files, fileId: 'b' });
    await screen.findByRole('dialog', { name: 'Big Buck.mp4' });
    const stage = screen.getByTestId('preview-stage');
    const swipe = (x0: number, x1: number, y1 = 300) => {
      fireEvent.touchStart(stage, { touches: [{ clientX: x0, clientY: 300 }] });
      fireEvent.touchEnd(stage, { changedTouches: [{ clientX: x1, clientY: y1 }] });
    };
    swipe(300, 100);
    expect(props.onNavigate).toHaveBeenLastCalledWith('c');
    swipe(100, 300);
    expect(props.onNavigate).toHaveBeenLastCalledWith('a');
    swipe(300, 270);
    swipe(300, 200, 500);
    expect(props.onNavigate).toHaveBeenCalledTimes(2);
  });

  it('arrow keys in a control that uses them (the quality select) do not move', async () => {
    const user = userEvent.setup();
    const video = driveFile('v.mp4', {
      id: 'v',
      medias: [
        { media_name: '720P', link: { url: 'https://m/720', expire: '' } },
        { media_name: '1080P', link: { url: 'https://m/1080', expire: '' } },
      ],
    });
    const { props } = renderPreview({
      files: [files[0]!, video, files[2]!],
      fileId: 'v',
      load: fakeLoad((f) => ({ data: f })),
    });
    const select = await screen.findByRole('combobox', { name: 'Quality' });
    select.focus();
    await user.keyboard('{ArrowRight}{ArrowLeft}');
    expect(props.onNavigate).not.toHaveBeenCalled();
  });

  it('loads each file shown and renders the loaded one (with its links)', async () => {
    const load = fakeLoad();
    const { rerender } = renderPreview({ files, fileId: 'a', load });
    const img = await screen.findByRole('img', { name: 'cover.jpg' });
    expect(img).toHaveAttribute('src', withLinks(files[0]!, 1).web_content_link);
    rerender({ fileId: 'b' });
    await screen.findByRole('dialog', { name: 'Big Buck.mp4' });
    expect(load.calls).toEqual(['a', 'b']);
  });

  it('says "Loading preview…" while the file loads', async () => {
    let resolve!: () => void;
    const load = jest.fn(
      () =>
        new Promise<{ data: (typeof files)[0] }>(
          (r) => (resolve = () => r({ data: withLinks(files[0]!) })),
        ),
    );
    renderPreview({ files, fileId: 'a', load });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading preview…');
    await act(async () => resolve());
    expect(await screen.findByRole('img', { name: 'cover.jpg' })).toBeInTheDocument();
  });

  it("a failed load says why in the viewer's language, and Try again loads again", async () => {
    const user = userEvent.setup();
    const load = fakeLoad((f, call) =>
      call === 1
        ? { error: { error: 'unreachable', error_code: 8000, details: [] } }
        : { data: withLinks(f) },
    );
    renderPreview({ files, fileId: 'a', load });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^The preview could not be loaded\. .+/);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: 'cover.jpg' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('describeError replaces the default explanation', async () => {
    renderPreview({
      files,
      fileId: 'a',
      load: fakeLoad(() => ({ error: { error: 'file_not_found' } })),
      describeError: (e) => `Gone (${e.error}).`,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The preview could not be loaded. Gone (file_not_found).',
    );
  });

  it('a thrown load is a failure too, never a blank dialog', async () => {
    renderPreview({
      files,
      fileId: 'a',
      load: jest.fn(async () => {
        throw new Error('boom');
      }),
      describeError: (e) => e.error_description ?? '',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('boom');
  });

  it('a file missing from the list says the preview could not be loaded', async () => {
    const load = fakeLoad();
    renderPreview({ files, fileId: 'zzz', load });
    expect(await screen.findByRole('alert')).toHaveTextContent('The preview could not be loaded.');
    expect(load).not.toHaveBeenCalled();
  });

  it("renders the caller's header actions and, where nothing can be shown, its fallback", async () => {
    const user = userEvent.setup();
    const save = jest.fn();
    renderPreview({
      files,
      fileId: 'c',
      actions: (f) => <button onClick={() => save(f.id)}>Save to my drive</button>,
      fallbackActions: (f) => <button onClick={() => save(`fallback:${f.id}`)}>Download</button>,
    });
    expect(await screen.findByText('This type of file cannot be previewed.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save to my drive' }));
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(save.mock.calls).toEqual([['c'], ['fallback:c']]);
  });

  it("speaks the viewer's language with the kit's messages", async () => {
    renderPreview({ files, fileId: 'c' }, { locale: 'ja', messages: ja });
    expect(await screen.findByRole('button', { name: 'プレビューを閉じる' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '次のファイル' })).toBeDisabled();
    expect(dialog()).toHaveTextContent('3 / 3');
    expect(
      await screen.findByText('この種類のファイルはプレビューできません。'),
    ).toBeInTheDocument();
  });
});

describe('FilePreview: sensitive content', () => {
  const sensitive = driveFile('beach.jpg', {
    id: 's',
    audit: { status: 'STATUS_SENSITIVE_RESOURCE' },
  });

  it('is covered until revealed; the choice to remember goes to the caller', async () => {
    const user = userEvent.setup();
    const onReveal = jest.fn();
    const { rerender } = renderPreview({
      files: [sensitive, files[0]!],
      fileId: 's',
      sensitiveCover: { onReveal },
    });
    expect(await screen.findByText('This file may contain sensitive content')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    await user.click(
      screen.getByRole('checkbox', { name: 'Do not cover sensitive content again' }),
    );
    await user.click(screen.getByRole('button', { name: 'Show it' }));
    expect(onReveal).toHaveBeenCalledWith(expect.objectContaining({ id: 's' }), true);
    expect(screen.getByRole('img', { name: 'beach.jpg' })).toBeInTheDocument();
    // Shown again later: covered again (a reveal is for this showing only).
    rerender({ fileId: 'a' });
    await screen.findByRole('img', { name: 'cover.jpg' });
    rerender({ fileId: 's' });
    expect(await screen.findByText('This file may contain sensitive content')).toBeInTheDocument();
  });

  it('is not covered without the option', async () => {
    renderPreview({ files: [sensitive], fileId: 's' });
    expect(await screen.findByRole('img', { name: 'beach.jpg' })).toBeInTheDocument();
  });
});
