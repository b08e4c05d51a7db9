import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Media } from 'shared-libs';
import { driveFile } from 'shared-libs/testing';
import { fakeLoad, renderPreview, stubMedia } from '../testing';

const rendition = (name: string, codec = 'aac'): Media => ({
  media_name: name,
  video: { width: 1280, height: 720, duration: 60, video_codec: 'h264', audio_codec: codec },
  link: { url: `https://api.test/media/v1/d/v?v=${name}`, expire: '' },
});
const movie = driveFile('Big Buck.mp4', {
  id: 'v',
  thumbnail_link: 'https://api.test/thumb/v',
  medias: [rendition('720P'), rendition('1080P')],
});
const load = () => fakeLoad((f) => ({ data: f }));
const video = (container: HTMLElement) => container.querySelector('video') as HTMLVideoElement;

beforeEach(() => stubMedia());
afterEach(() => jest.restoreAllMocks());

describe('VideoBody', () => {
  it('plays the first rendition with the poster; Quality switches renditions', async () => {
    const user = userEvent.setup();
    const { container } = renderPreview({ files: [movie], fileId: 'v', load: load() });
    const select = await screen.findByRole('combobox', { name: 'Quality' });
    expect(video(container)).toHaveAttribute('src', 'https://api.test/media/v1/d/v?v=720P');
    expect(video(container)).toHaveAttribute('poster', 'https://api.test/thumb/v');
    expect(video(container)).toHaveAccessibleName('Big Buck.mp4');
    await user.selectOptions(select, '1080P');
    expect(video(container)).toHaveAttribute('src', 'https://api.test/media/v1/d/v?v=1080P');
  });

  it('has no Quality select with one rendition', async () => {
    const one = { ...movie, id: 'one', medias: [rendition('720P')] };
    const { container } = renderPreview({ files: [one], fileId: 'one', load: load() });
    await waitFor(() => expect(video(container)).toBeInTheDocument());
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('tells the caller when playback starts; Space plays and pauses', async () => {
    const user = userEvent.setup();
    const onPlay = jest.fn();
    const { container } = renderPreview({ files: [movie], fileId: 'v', load: load(), onPlay });
    await screen.findByRole('combobox', { name: 'Quality' });
    fireEvent.play(video(container));
    expect(onPlay).toHaveBeenCalledWith(expect.objectContaining({ id: 'v' }));
    screen.getByRole('dialog').focus();
    await user.keyboard(' ');
    expect(video(container).paused).toBe(false);
    await user.keyboard(' ');
    expect(video(container).paused).toBe(true);
  });

  it('EAC3 audio says it cannot play, with no player, and offers the fallback', async () => {
    const eac3 = { ...movie, id: 'e', medias: [rendition('720P', 'eac3')] };
    const { container } = renderPreview({
      files: [eac3],
      fileId: 'e',
      load: load(),
      fallbackActions: () => <button>Save to my drive</button>,
    });
    expect(
      await screen.findByText('This file uses EAC3 audio, which cannot be played in the browser.'),
    ).toBeInTheDocument();
    expect(video(container)).toBeNull();
    expect(screen.getByRole('button', { name: 'Save to my drive' })).toBeInTheDocument();
  });

  it('a player error refreshes the link once, then says it cannot be played here', async () => {
    const loads = load();
    const { container } = renderPreview({ files: [movie], fileId: 'v', load: loads });
    await screen.findByRole('combobox', { name: 'Quality' });
    fireEvent.error(video(container));
    await screen.findByRole('combobox', { name: 'Quality' });
    expect(loads).toHaveBeenCalledTimes(2);
    fireEvent.error(video(container));
    expect(await screen.findByText('This file cannot be played here.')).toBeInTheDocument();
    expect(video(container)).toBeNull();
  });
});
