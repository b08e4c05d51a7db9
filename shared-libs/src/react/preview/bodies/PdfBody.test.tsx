import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { driveFile } from 'shared-libs/testing';
import { fakeContent, fakePdfEngine, renderPreview } from '../testing';

const manual = driveFile('manual.pdf', { id: 'pdf', size: '1000' });
const pdfBytes = () => ({ bytes: '%PDF-1.4 fake' });

describe('PdfBody', () => {
  it('draws the pages with the PDF engine, each a group named by its number', async () => {
    const pdf = fakePdfEngine(3);
    renderPreview({
      files: [manual],
      fileId: 'pdf',
      services: { ...fakeContent(pdfBytes), loadPdfEngine: async () => pdf.engine },
    });
    const region = await screen.findByRole('region', { name: 'manual.pdf' });
    expect(region).toHaveTextContent('3 pages');
    const pages = await screen.findAllByRole('group');
    expect(pages.map((g) => g.getAttribute('aria-label'))).toEqual([
      'Page 1 of 3',
      'Page 2 of 3',
      'Page 3 of 3',
    ]);
    await waitFor(() => expect([...pdf.rendered].sort()).toEqual([1, 2, 3]));
    expect(pdf.opened).toEqual([13]);
    // Each page's text is there for screen readers.
    expect(await screen.findByText('Text of page 2')).toBeInTheDocument();
  });

  it('closes the document when the preview moves on', async () => {
    const pdf = fakePdfEngine(1);
    const { rerender } = renderPreview({
      files: [manual, driveFile('x.zip', { id: 'z' })],
      fileId: 'pdf',
      services: { ...fakeContent(pdfBytes), loadPdfEngine: async () => pdf.engine },
    });
    await screen.findByText('1 page');
    rerender({ fileId: 'z' });
    await screen.findByText('This type of file cannot be previewed.');
    expect(pdf.destroyed).toBe(1);
  });

  it('bytes the engine cannot read say the file cannot be shown', async () => {
    const pdf = fakePdfEngine(1, { unreadable: true });
    renderPreview({
      files: [manual],
      fileId: 'pdf',
      services: { ...fakeContent(pdfBytes), loadPdfEngine: async () => pdf.engine },
      fallbackActions: () => <button>Download</button>,
    });
    expect(await screen.findByText('This file cannot be shown here.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
  });

  it('a PDF over 100 MB is not downloaded: too large to preview', async () => {
    const huge = driveFile('scan.pdf', { id: 'huge', size: String(150 * 1024 * 1024) });
    const content = fakeContent(pdfBytes);
    renderPreview({ files: [huge], fileId: 'huge', services: content });
    expect(
      await screen.findByText('This file is too large to preview (150 MB).'),
    ).toBeInTheDocument();
    expect(content.requests).toEqual([]);
  });

  it('an engine chunk that fails to load keeps the dialog: Try again loads it again', async () => {
    const user = userEvent.setup();
    const pdf = fakePdfEngine(2);
    const loadPdfEngine = jest
      .fn()
      .mockRejectedValueOnce(new Error('Loading chunk kit-pdfjs failed'))
      .mockResolvedValue(pdf.engine);
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderPreview({
      files: [manual],
      fileId: 'pdf',
      services: { ...fakeContent(pdfBytes), loadPdfEngine },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The preview could not be loaded.');
    expect(screen.getByRole('dialog', { name: 'manual.pdf' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('2 pages')).toBeInTheDocument();
    expect(loadPdfEngine).toHaveBeenCalledTimes(2);
    jest.restoreAllMocks();
  });
});
