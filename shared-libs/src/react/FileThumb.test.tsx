import { fireEvent, render, waitFor } from '@testing-library/react';
import { driveFile } from 'shared-libs/testing';
import { FileThumb } from './FileThumb';

const photo = driveFile('beach.jpg', {
  mime_type: 'image/jpeg',
  file_extension: '.jpg',
  thumbnail_link: 'https://api.test/thumb/beach.jpg?size=SIZE_LARGE',
});

/** What the browser says of an image: loaded (a width), still loading, or given up on. */
function imageState(complete: boolean, naturalWidth: number) {
  const proto = HTMLImageElement.prototype;
  const c = jest.spyOn(proto, 'complete', 'get').mockReturnValue(complete);
  const w = jest.spyOn(proto, 'naturalWidth', 'get').mockReturnValue(naturalWidth);
  return () => {
    c.mockRestore();
    w.mockRestore();
  };
}

describe("FileThumb (a file's thumbnail_link, its icon when the picture fails)", () => {
  it('shows the thumbnail the API gives', () => {
    const restore = imageState(true, 96);
    const { container } = render(<FileThumb file={photo} size={96} />);
    expect(container.querySelector('img')).toHaveAttribute('src', photo.thumbnail_link);
    restore();
  });

  it('keeps a picture still loading (lazy), and falls back when it then fails', () => {
    const restore = imageState(false, 0);
    const { container } = render(<FileThumb file={photo} size={96} />);
    const img = container.querySelector('img')!;
    expect(img).not.toBeNull();
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-file-type]')).not.toBeNull();
    restore();
  });

  it('drops a picture that failed before the code ran (server HTML) for the icon', async () => {
    const restore = imageState(true, 0);
    const { container } = render(<FileThumb file={photo} size={96} />);
    await waitFor(() => expect(container.querySelector('img')).toBeNull());
    expect(container.querySelector('[data-file-type]')).not.toBeNull();
    restore();
  });

  it('draws the type icon for a file without a thumbnail', () => {
    const { container } = render(<FileThumb file={driveFile('notes.txt')} size={32} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-file-type]')).not.toBeNull();
  });
});
