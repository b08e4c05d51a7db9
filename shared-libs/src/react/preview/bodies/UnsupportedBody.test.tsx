import { screen } from '@testing-library/react';
import { driveFile } from 'shared-libs/testing';
import { renderPreview } from '../testing';

describe('UnsupportedBody', () => {
  it.each([
    ['setup.exe', 'This type of file cannot be previewed.'],
    ['slides.pptx', 'This type of file cannot be previewed.'],
    ['track.eac3', 'This file uses EAC3 audio, which cannot be played in the browser.'],
  ])('%s: %s, with the fallback actions', async (name, text) => {
    renderPreview({
      files: [driveFile(name, { id: 'u' })],
      fileId: 'u',
      fallbackActions: (f) => <a href={`/download/${f.id}`}>Download</a>,
    });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('href', '/download/u');
  });

  it('without fallback actions, only says why', async () => {
    renderPreview({ files: [driveFile('a.bin', { id: 'u' })], fileId: 'u' });
    expect(await screen.findByText('This type of file cannot be previewed.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
