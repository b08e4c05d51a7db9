/**
 * @jest-environment node
 */
import {
  buildUrl,
  CONTRACT_VERSION,
  shareInfoRequest,
  type InitialResponse,
  type ShareQuery,
} from 'shared-libs';
import { fakeProps, file, folder, okShare, statusShare } from '../testing/harness';
import type * as Prerender from './prerender';

// The build defines __CONTRACT_VERSION__ (webpack DefinePlugin); jest does not.
(globalThis as unknown as { __CONTRACT_VERSION__: number }).__CONTRACT_VERSION__ = CONTRACT_VERSION;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { renderShareView } = require('./prerender') as typeof Prerender;

const API = 'https://api.test';

/** An answer as the host server writes it into the page (share-first-view.ts). */
function answer(q: ShareQuery, body: unknown, locale = 'en-US'): InitialResponse {
  const { path, query } = shareInfoRequest(q);
  const url = new URL(buildUrl(API, path, query));
  return { url: url.pathname + url.search, locale, status: 200, body: JSON.stringify(body) };
}

function view(
  responses: InitialResponse[],
  query: Record<string, string> = {},
  parentIds: string[] = [],
  posts: InitialResponse[] = [],
) {
  const { route } = fakeProps({ query, parentIds });
  return renderShareView({
    route,
    locale: 'en-US',
    hrefFor: (to) => to,
    responses,
    apiOrigin: API,
    posts,
  });
}

/** A GET answer of another path (a folder's page), as share-first-view.ts writes it. */
function answerAt(path: string, query: Record<string, string>, body: unknown): InitialResponse {
  const url = new URL(buildUrl(API, path, { limit: 100, thumbnail_size: 'SIZE_LARGE', ...query }));
  return {
    url: url.pathname + url.search,
    locale: 'en-US',
    status: 200,
    body: JSON.stringify(body),
  };
}

describe('renderShareView (a share first view, rendered by the host server)', () => {
  it("renders a folder's listing, its named breadcrumb, and every row as a link", async () => {
    const sub = folder('Docs', { id: 'dir-2' });
    const page = await view(
      [
        answer({ share_id: 'abc' }, okShare([folder('Top', { id: 'dir-1' })])),
        answerAt(
          '/drive/v1/share/detail',
          { share_id: 'abc', parent_id: 'dir-1', pass_code_token: 'tok-1' },
          okShare([sub, file('a.png', { id: 'f-1' })]),
        ),
      ],
      {},
      ['dir-1'],
      [
        {
          url: '/drive/v1/share:batch_file_info',
          locale: 'en-US',
          status: 200,
          body: JSON.stringify({ share_status: 'OK', files: [folder('Top', { id: 'dir-1' })] }),
        },
      ],
    );
    expect(page).not.toBeNull();
    const html = page!.html;
    // The breadcrumb names the folder and links back to the top.
    expect(html).toMatch(/<a[^>]* href="\/s\/abc"[^>]*>/);
    expect(html).toContain('aria-current="page"');
    expect(html).toContain('>Top</span>');
    // A folder row opens the folder, a file row its preview page, as plain links.
    expect(html).toMatch(/<a[^>]*href="\/s\/abc\/dir-1\/dir-2"[^>]*role="option"/);
    expect(html).toMatch(/<a[^>]*href="\/s\/abc\/dir-1\?preview=f-1"[^>]*role="option"/);
  });

  it("renders a file's preview page as the file's view above its folder", async () => {
    const page = await view(
      [answer({ share_id: 'abc' }, okShare([file('a.png', { id: 'f-1' }), file('b.txt')]))],
      { preview: 'f-1' },
    );
    const html = page!.html;
    expect(html).toContain('data-testid="share-file-view"');
    expect(html).toContain('aria-label="File: a.png"');
    expect(html).toContain('Back to the folder');
    expect(html).toContain('data-mode="SHARE_PREVIEW_WINDOW"');
  });

  it("renders a file's download as a plain link when the share allows downloads", async () => {
    const files = [file('a.png', { id: 'f-1' }), file('b.txt')];
    const allowed = await view(
      [answer({ share_id: 'abc' }, okShare(files, { allow_download: true }))],
      { preview: 'f-1' },
    );
    const html = allowed!.html;
    // Works before the page's code runs, and without it: the API answers the file itself.
    expect(html).toContain(
      'href="https://api.test/drive/v1/share/download?share_id=abc&amp;file_id=f-1&amp;pass_code_token=tok-1" download="a.png"',
    );
    expect(html).toMatch(/<button[^>]*>Download all<\/button>/);

    const closed = await view(
      [answer({ share_id: 'abc' }, okShare(files, { allow_download: false }))],
      { preview: 'f-1' },
    );
    expect(closed!.html).not.toContain('/drive/v1/share/download');
    expect(closed!.html).not.toContain('Download all');
  });

  it('links a file it cannot preview to its download (it has no preview page)', async () => {
    const files = [file('a.png', { id: 'f-1' }), file('pack.zip', { id: 'z-1' })];
    const allowed = await view([
      answer({ share_id: 'abc' }, okShare(files, { allow_download: true })),
    ]);
    expect(allowed!.html).toMatch(
      /<a[^>]*href="https:\/\/api\.test\/drive\/v1\/share\/download\?share_id=abc&amp;file_id=z-1&amp;pass_code_token=tok-1"[^>]*role="option"/,
    );
    expect(allowed!.html).toMatch(/<a[^>]*href="\/s\/abc\?preview=f-1"[^>]*role="option"/);
    const closed = await view([
      answer({ share_id: 'abc' }, okShare(files, { allow_download: false })),
    ]);
    expect(closed!.html).toMatch(/<a[^>]*href="\/s\/abc\?preview=z-1"[^>]*role="option"/);
  });

  it('renders a whole listing from the first answers, with the view it shows', async () => {
    const page = await view(
      [
        answer(
          { share_id: 'abc' },
          okShare([file('b.txt'), file('a.txt')], { next_page_token: 'p2' }),
        ),
        answer(
          { share_id: 'abc', pass_code_token: 'tok-1', page_token: 'p2' },
          okShare([file('c.txt')]),
        ),
      ],
      { view: 'list', order: 'name_asc' },
    );
    expect(page).not.toBeNull();
    const html = page!.html;
    // Every file, sorted as the page sorts them (name, ascending).
    expect(html.indexOf('a.txt')).toBeLessThan(html.indexOf('b.txt'));
    expect(html.indexOf('b.txt')).toBeLessThan(html.indexOf('c.txt'));
    expect(html).toContain('data-first-view="ready|OK||ready|||3|all|||list|');
    // List rows are placed where the browser's unmeasured first render puts them.
    expect(html).toContain('style="top:0;height:56px;left:0;width:100%"');
    expect(html).toContain('data-remote="mfe_share"');
    expect(html).not.toMatch(/<script/i);
    // The document title is the share's, from the first render.
    expect(page!.title).toBe('Holiday');
    // Dates in UTC: the server does not know the visitor's zone.
    expect(html).toMatch(/25-01-01 00:\d\d/);
  });

  it('renders a share status page', async () => {
    const page = await view([answer({ share_id: 'abc' }, statusShare('EXPIRED'))]);
    expect(page?.html).toContain('data-share-status="EXPIRED"');
    expect(page?.html).toContain('data-first-view="ready|EXPIRED|"');
  });

  it('renders nothing the answers do not settle', async () => {
    const first = answer({ share_id: 'abc' }, okShare([file('a.txt')], { next_page_token: 'p2' }));
    // A whole listing whose next page is not among the answers.
    expect(await view([first])).toBeNull();
    // No answer at all, or a refusal.
    expect(await view([])).toBeNull();
    expect(await view([{ ...first, status: 500, body: '{}' }])).toBeNull();
    // A folder's listing is a request of its own, not asked by the server.
    expect(await view([first], {}, ['f1' as never])).toBeNull();
  });

  it('leaves a grid to CSS: its columns follow a width only the browser knows', async () => {
    const files = Array.from({ length: 60 }, (_, i) => file(`f${String(i).padStart(2, '0')}.txt`));
    const page = await view([answer({ share_id: 'abc' }, okShare(files))]);
    const html = page!.html;
    expect(html).toContain('data-view="grid"');
    expect(html).not.toMatch(/role="option"[^>]*style=/);
    // The first view's tiles (enough for a wide screen), not the whole folder.
    expect(html.match(/role="option"/g)).toHaveLength(48);
  });
});
