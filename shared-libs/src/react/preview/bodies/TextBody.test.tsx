import { screen } from '@testing-library/react';
import { driveFile } from 'shared-libs/testing';
import { fakeContent, fakeLoad, renderPreview, withLinks } from '../testing';

const notes = driveFile('notes.txt', { id: 't', size: '30' });

describe('TextBody', () => {
  it('shows the text as preformatted text in a focusable region named by the file', async () => {
    const content = fakeContent(() => ({ bytes: 'line one\n\tline <b>two</b>\n' }));
    renderPreview({ files: [notes], fileId: 't', services: content });
    const region = await screen.findByRole('region', { name: 'notes.txt' });
    expect(region).toHaveAttribute('tabindex', '0');
    const pre = region.querySelector('pre');
    expect(pre?.textContent).toBe('line one\n\tline <b>two</b>\n');
    expect(region.querySelector('b')).toBeNull();
    expect(content.requests).toEqual([withLinks(notes, 1).web_content_link]);
  });

  it('shows the first 1 MB of a longer file and says so', async () => {
    const big = driveFile('server.log', { id: 'big', size: String(3 * 1024 * 1024) });
    const content = fakeContent(() => ({
      bytes: 'x'.repeat(1024 * 1024 + 10),
      stream: true,
    }));
    renderPreview({ files: [big], fileId: 'big', services: content });
    expect(await screen.findByText('Only the first 1 MB of 3 MB are shown.')).toBeInTheDocument();
    expect(screen.getByRole('region').querySelector('pre')?.textContent).toHaveLength(1024 * 1024);
    expect(content.cancelled).toHaveLength(1);
  });

  it('an empty file says it is empty', async () => {
    const empty = driveFile('empty.txt', { id: 'e', size: '0' });
    renderPreview({ files: [empty], fileId: 'e', services: fakeContent(() => ({ bytes: '' })) });
    expect(await screen.findByText('This file is empty.')).toBeInTheDocument();
  });

  it('bytes that are not text are not shown as text', async () => {
    const content = fakeContent(() => ({ bytes: new Uint8Array([0x50, 0x4b, 0x00, 0x03]) }));
    renderPreview({
      files: [notes],
      fileId: 't',
      services: content,
      fallbackActions: () => <button>Download</button>,
    });
    expect(await screen.findByText('This file cannot be shown here.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
  });

  it('an expired link (403) is refreshed once through load; a second failure gives up', async () => {
    const load = fakeLoad();
    let first = true;
    const content = fakeContent(() => {
      const r = first ? { status: 403 } : { bytes: 'fresh' };
      first = false;
      return r;
    });
    renderPreview({ files: [notes], fileId: 't', load, services: content });
    expect(await screen.findByText('fresh')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(content.requests).toEqual([
      withLinks(notes, 1).web_content_link,
      withLinks(notes, 2).web_content_link,
    ]);
  });

  it('gives up after the refreshed link fails too', async () => {
    const load = fakeLoad();
    const content = fakeContent(() => ({ status: 403 }));
    renderPreview({ files: [notes], fileId: 't', load, services: content });
    expect(await screen.findByText('This file cannot be shown here.')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(content.requests).toHaveLength(2);
  });
});
