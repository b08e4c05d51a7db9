/**
 * @jest-environment node
 */
import { fakeProps } from 'shared-libs/react-testing';
import { prerender, prerenderPaths } from './prerender';

/** The drive's shell of `/drive/{section}` in a locale, as infra/prerender renders it. */
async function shell(section: string[], locale: 'en-US' | 'ja' = 'en-US') {
  const { route } = fakeProps({
    remote: 'mfe_drive',
    page: 'drive',
    path: `/drive/${section.join('/')}`,
    params: { section },
    layout: 'drive',
    middleware: ['login-required'],
  });
  const page = await prerender({ route, locale, hrefFor: (to) => to });
  if (!page) throw new Error('not prerendered');
  return page;
}

describe('the drive shells (decision 0035)', () => {
  it('one per section with a first view, besides the sign-in, search and unknown paths', () => {
    expect(prerenderPaths()).toEqual(
      expect.arrayContaining(['/drive/all', '/drive/trash', '/drive/payment/storage']),
    );
    for (const p of ['/drive/login', '/drive/search']) expect(prerenderPaths()).not.toContain(p);
  });

  it("a file view: its heading from the path, the list's placeholders, marked as a shell", async () => {
    const page = await shell(['all']);
    expect(page.shell).toBe(true);
    expect(page.title).toBe('My drive');
    expect(page.html).toContain('data-shell=""');
    expect(page.html).toMatch(/<h1[^>]*>My drive<\/h1>/);
    expect(page.html).toContain('data-testid="file-list-skeleton"');
    // Said once to screen readers; no control that would need the page's code.
    expect(page.html).toContain('role="status">Loading your files…</p>');
    expect(page.html).not.toMatch(/<(button|input|select|a)\b/);
  });

  it("a titled page: the page's title and intro, in the page's language", async () => {
    const page = await shell(['payment', 'storage'], 'ja');
    expect(page.locale).toBe('ja');
    expect(page.html).toMatch(/<h1[^>]*>[^<]+<\/h1><p[^>]*>[^<]+<\/p>/);
    expect(page.html).not.toContain('Loading your files');
    expect(page.html).not.toMatch(/<(button|input|select|a)\b/);
  });
});
