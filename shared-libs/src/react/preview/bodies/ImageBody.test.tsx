import { fireEvent, screen } from '@testing-library/react';
import { driveFile } from 'shared-libs/testing';
import { fakeLoad, renderPreview, withLinks } from '../testing';

const photo = driveFile('beach.jpg', { id: 'p', thumbnail_link: 'https://api.test/thumb/p' });

describe('ImageBody', () => {
  it('shows the image from its content link, named by the file', async () => {
    renderPreview({ files: [photo], fileId: 'p' });
    const img = await screen.findByRole('img', { name: 'beach.jpg' });
    expect(img).toHaveAttribute('src', withLinks(photo, 1).web_content_link);
  });

  it('falls back to the thumbnail when there is no content link', async () => {
    renderPreview({ files: [photo], fileId: 'p', load: fakeLoad((f) => ({ data: f })) });
    expect(await screen.findByRole('img', { name: 'beach.jpg' })).toHaveAttribute(
      'src',
      'https://api.test/thumb/p',
    );
  });

  it('an image that fails loads the file once more (fresh link), then says it cannot be shown', async () => {
    const load = fakeLoad();
    renderPreview({
      files: [photo],
      fileId: 'p',
      load,
      fallbackActions: () => <button>Download</button>,
    });
    fireEvent.error(await screen.findByRole('img', { name: 'beach.jpg' }));
    // The second link (n=2) replaces the first.
    const again = await screen.findByRole('img', { name: 'beach.jpg' });
    await screen.findByText(
      (_, el) => el === again && /n=2$/.test(again.getAttribute('src') ?? ''),
    );
    expect(load).toHaveBeenCalledTimes(2);
    fireEvent.error(again);
    expect(await screen.findByText('This file cannot be shown here.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a refresh that fails says why, with Try again', async () => {
    const load = fakeLoad((f, call) =>
      call === 1 ? { data: withLinks(f) } : { error: { error: 'unreachable' } },
    );
    renderPreview({ files: [photo], fileId: 'p', load, describeError: () => 'Offline.' });
    fireEvent.error(await screen.findByRole('img', { name: 'beach.jpg' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The preview could not be loaded. Offline.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
