import { act, renderHook, waitFor } from '@testing-library/react';
import { createEventBus } from 'shared-libs';
import { driveFile } from 'shared-libs/testing';
import { fakeLoad, renderPreview, stubMedia } from './testing';
import { useVideoFreeze } from './useMediaFreeze';

afterEach(() => jest.restoreAllMocks());

describe('useVideoFreeze (the bus side)', () => {
  it('freezes on set-video-freeze and thaws on its false or on file-manager-close', () => {
    const events = createEventBus();
    const { result, unmount } = renderHook(() => useVideoFreeze(events));
    expect(result.current).toBe(false);
    act(() => events.emit('set-video-freeze', { frozen: true }));
    expect(result.current).toBe(true);
    act(() => events.emit('set-video-freeze', { frozen: false }));
    expect(result.current).toBe(false);
    act(() => events.emit('set-video-freeze', { frozen: true }));
    act(() => events.emit('file-manager-close', {}));
    expect(result.current).toBe(false);
    unmount();
  });

  it('stays thawed without a bus (an older host)', () => {
    const { result } = renderHook(() => useVideoFreeze(undefined));
    expect(result.current).toBe(false);
  });
});

describe('FilePreview frozen (the player side)', () => {
  it('pauses a playing video and plays it again when thawed', async () => {
    const { play, pause } = stubMedia();
    const movie = driveFile('clip.mp4', { id: 'v', web_content_link: 'https://api.test/v' });
    const { container, rerender } = renderPreview({
      files: [movie],
      fileId: 'v',
      load: fakeLoad((f) => ({ data: f })),
    });
    await waitFor(() => expect(container.querySelector('video')).not.toBeNull());
    const video = container.querySelector('video')!;
    await act(() => video.play());
    play.mockClear();
    rerender({ frozen: true });
    expect(pause).toHaveBeenCalled();
    expect(video.paused).toBe(true);
    rerender({ frozen: false });
    expect(play).toHaveBeenCalledTimes(1);
    expect(video.paused).toBe(false);
  });

  it('does not start a video that was paused before the freeze', async () => {
    const { play } = stubMedia();
    const movie = driveFile('clip.mp4', { id: 'v', web_content_link: 'https://api.test/v' });
    const { container, rerender } = renderPreview({
      files: [movie],
      fileId: 'v',
      load: fakeLoad((f) => ({ data: f })),
    });
    await waitFor(() => expect(container.querySelector('video')).not.toBeNull());
    rerender({ frozen: true });
    rerender({ frozen: false });
    expect(play).not.toHaveBeenCalled();
  });
});
