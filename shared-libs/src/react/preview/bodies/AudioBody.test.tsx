import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { driveFile } from 'shared-libs/testing';
import { renderPreview, stubMedia, withLinks } from '../testing';

const song = driveFile('Song.flac', { id: 's', size: String(3 * 1024 * 1024) });
const audio = (container: HTMLElement) => container.querySelector('audio') as HTMLAudioElement;

let media: ReturnType<typeof stubMedia>;
beforeEach(() => (media = stubMedia()));
afterEach(() => jest.restoreAllMocks());

describe('AudioBody', () => {
  it('shows the title and size over native controls named by the title', async () => {
    const { container } = renderPreview({ files: [song], fileId: 's' });
    expect(await screen.findByText('Press Space to play or pause.')).toBeInTheDocument();
    const player = audio(container);
    expect(player).toHaveAttribute('controls');
    expect(player).toHaveAttribute('src', withLinks(song, 1).web_content_link);
    expect(player).toHaveAccessibleName('Song.flac');
    expect(player).toHaveAccessibleDescription('Press Space to play or pause.');
    expect(screen.getAllByText('3 MB').length).toBeGreaterThan(0);
  });

  it('Space plays and pauses, except on a button (which Space presses)', async () => {
    const user = userEvent.setup();
    const { container } = renderPreview({ files: [song], fileId: 's' });
    await screen.findByText('Press Space to play or pause.');
    screen.getByRole('dialog').focus();
    await user.keyboard(' ');
    expect(media.play).toHaveBeenCalledTimes(1);
    expect(audio(container).paused).toBe(false);
    await user.keyboard(' ');
    expect(audio(container).paused).toBe(true);
    screen.getByRole('button', { name: 'Close preview' }).focus();
    media.play.mockClear();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Close preview' }), { key: ' ' });
    expect(media.play).not.toHaveBeenCalled();
  });

  it('stops playing when the preview closes', async () => {
    const { unmount } = renderPreview({ files: [song], fileId: 's' });
    await screen.findByText('Press Space to play or pause.');
    media.pause.mockClear();
    unmount();
    expect(media.pause).toHaveBeenCalled();
  });
});
