import path from 'node:path';
import { screen } from '@testing-library/react';
import { driveFile } from 'shared-libs/testing';
import { fakeContent, renderPreview } from '../testing';

// marked ships ES modules only and jest here runs CommonJS: use the same version's UMD build.
jest.mock('marked', () =>
  jest.requireActual(
    path.join(path.dirname(require.resolve('marked/package.json')), 'lib', 'marked.umd.js'),
  ),
);

const readme = driveFile('README.md', { id: 'md', size: '200' });

describe('MarkdownBody', () => {
  it('renders the document safely in a region named by the file', async () => {
    const content = fakeContent(() => ({
      bytes:
        '# Cumulus\n\nWelcome to **Cumulus**. <script>alert(1)</script>\n\n- one\n- two\n\nRead [the help](https://example.com/help).\n',
    }));
    renderPreview({ files: [readme], fileId: 'md', services: content });
    const region = await screen.findByRole('region', { name: 'README.md' });
    expect(await screen.findByRole('heading', { level: 3, name: 'Cumulus' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const link = screen.getByRole('link', { name: 'the help (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://example.com/help');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(region.querySelector('script')).toBeNull();
    expect(region).toHaveTextContent('<script>alert(1)</script>');
  });

  it('says when a long document is cut', async () => {
    const big = driveFile('BIG.md', { id: 'big', size: String(2 * 1024 * 1024) });
    const content = fakeContent(() => ({
      bytes: 'All work and no play. '.repeat(60_000),
      stream: true,
    }));
    renderPreview({ files: [big], fileId: 'big', services: content });
    expect(await screen.findByText('Only the first 1 MB of 2 MB are shown.')).toBeInTheDocument();
  });
});
