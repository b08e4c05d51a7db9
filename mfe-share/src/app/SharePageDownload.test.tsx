import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { errorReply, jsonReply } from 'shared-libs/testing';
import { ShareRootStore } from '../stores/ShareRootStore';
import { fakeProps, file, flush, folder, makeHarness, okShare } from '../testing/harness';
import { SharePage } from './SharePage';

// jsdom does not implement scrolling; the list calls it to reveal the focused item.
window.scrollBy = jest.fn();

const files = [
  folder('Docs', { id: 'd' }),
  file('a.txt', { id: 'a', size: '1024' }),
  file('b.png', { id: 'b', size: '1024' }),
];
const ARCHIVE = {
  url: 'https://api.test/drive/v1/archives/z1?sig=abc',
  expire: '2026-01-01T00:05:00.000+00:00',
  name: 'Holiday.zip',
  size: '2048',
  file_count: '2',
};
const FILE_URL = (id: string) =>
  `https://api.test/drive/v1/share/download?share_id=abc&file_id=${id}&pass_code_token=tok-1`;

function storeFor(allow: boolean | undefined, query: Record<string, string> = {}) {
  const h = makeHarness();
  const opened: string[] = [];
  const extra = allow === undefined ? {} : { allow_download: allow };
  h.transport.on('GET', '/drive/v1/share', jsonReply(okShare(files, extra)));
  h.transport.on('POST', '/drive/v1/share:archive', jsonReply(ARCHIVE));
  const props = fakeProps({ query: { view: 'list', order: 'name_asc', ...query } });
  const store = new ShareRootStore(props, { ...h.deps, openUrl: (u) => opened.push(u) });
  store.sync(props);
  return { ...h, store, opened };
}

const page = (store: ShareRootStore) => (
  <IntlProvider locale="en-US" defaultLocale="en-US" messages={{}}>
    <SharePage store={store} />
  </IntlProvider>
);

async function renderShare(allow: boolean | undefined, query: Record<string, string> = {}) {
  const s = storeFor(allow, query);
  render(page(s.store));
  await act(flush);
  return s;
}

const bar = () => screen.getByRole('region', { name: 'Save' });
const check = async (name: string) =>
  userEvent.click(
    within(screen.getByRole('option', { name: new RegExp(name) })).getByText('', {
      selector: '[data-check] span',
    }),
  );

describe('share page downloads (a share that allows them)', () => {
  it('offers everything here as a zip, one selected file as a plain link', async () => {
    await renderShare(true);
    expect(within(bar()).getByRole('button', { name: 'Download all' })).toBeEnabled();

    await check('a.txt');
    const link = within(bar()).getByRole('link', { name: 'Download' });
    expect(link).toHaveAttribute('href', FILE_URL('a'));
    expect(link).toHaveAttribute('download', 'a.txt');
    expect(within(bar()).queryByRole('button', { name: /Download/ })).toBeNull();
    // Saving stays beside it.
    expect(within(bar()).getByRole('button', { name: 'Save to my drive' })).toBeInTheDocument();
  });

  it('zips a selection: the browser goes to the link, the bar says what is downloading', async () => {
    const { transport, opened } = await renderShare(true);
    await check('a.txt');
    await check('b.png');
    await userEvent.click(within(bar()).getByRole('button', { name: 'Download as zip' }));
    await act(flush);
    expect(transport.callsTo('POST', '/drive/v1/share:archive')[0]?.body).toEqual({
      share_id: 'abc',
      pass_code_token: 'tok-1',
      file_ids: ['a', 'b'],
    });
    expect(opened).toEqual([ARCHIVE.url]);
    expect(screen.getByTestId('share-download-notice')).toHaveTextContent(
      'Your download has started: Holiday.zip (2 files, 2 KB).',
    );
    await userEvent.click(within(bar()).getByRole('button', { name: 'Close' }));
    expect(screen.getByTestId('share-download-notice')).toBeEmptyDOMElement();
  });

  it('a folder alone is a zip too', async () => {
    await renderShare(true);
    await check('Docs');
    expect(within(bar()).getByRole('button', { name: 'Download as zip' })).toBeInTheDocument();
    expect(within(bar()).queryByRole('link', { name: 'Download' })).toBeNull();
  });

  it("shows the API's words when a selection is over its cap (out_of_range)", async () => {
    const { transport, opened } = await renderShare(true);
    transport.on(
      'POST',
      '/drive/v1/share:archive',
      errorReply(
        'out_of_range',
        11,
        400,
        'An archive holds at most 2 GB; this one would be 3 GB.',
        [
          {
            '@type': 'type.googleapis.com/google.rpc.LocalizedMessage',
            locale: 'en',
            message: 'An archive holds at most 2 GB; this one would be 3 GB.',
          },
        ],
      ),
    );
    await userEvent.click(within(bar()).getByRole('button', { name: 'Download all' }));
    await act(flush);
    const notice = screen.getByTestId('share-download-notice');
    expect(notice).toHaveAttribute('role', 'status');
    expect(notice).toHaveTextContent('This selection is too large to download as one zip.');
    expect(notice).toHaveTextContent('An archive holds at most 2 GB; this one would be 3 GB.');
    expect(opened).toEqual([]);
  });

  it('says so when the owner stopped allowing downloads meanwhile', async () => {
    const { transport } = await renderShare(true);
    transport.on(
      'POST',
      '/drive/v1/share:archive',
      errorReply('permission_denied', 7, 403, 'Downloads are off'),
    );
    await userEvent.click(within(bar()).getByRole('button', { name: 'Download all' }));
    await act(flush);
    expect(screen.getByTestId('share-download-notice')).toHaveTextContent(
      'The download did not start. The owner of this share does not allow downloads any more.',
    );
  });

  it.each([false, undefined])('shows no download control when allow_download is %p', async (a) => {
    await renderShare(a);
    expect(within(bar()).queryByRole('button', { name: /Download/ })).toBeNull();
    await check('a.txt');
    expect(within(bar()).queryByRole('link', { name: 'Download' })).toBeNull();
    expect(screen.queryByTestId('share-download-file')).toBeNull();
  });
});

describe("a file's download link before and after the page's code runs", () => {
  const env = globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnv = env.IS_REACT_ACT_ENVIRONMENT;
  beforeAll(() => (env.IS_REACT_ACT_ENVIRONMENT = false));
  afterAll(() => (env.IS_REACT_ACT_ENVIRONMENT = actEnv));

  it("is a plain link in the server's file view, and the page hydrates it as it is", async () => {
    // The server's render (from the same answers), then the browser's store hydrating it.
    const server = storeFor(true, { preview: 'b' });
    await flush();
    const el = document.createElement('div');
    el.innerHTML = renderToString(page(server.store));
    document.body.append(el);
    const view = el.querySelector('[data-testid="share-file-view"]');
    const link = view?.querySelector('a[download]');
    expect(link?.getAttribute('href')).toBe(FILE_URL('b'));
    expect(link?.getAttribute('download')).toBe('b.png');
    expect(link?.textContent).toBe('Download');
    const zip = [...el.querySelectorAll('button')].find((b) => b.textContent === 'Download all');
    expect(zip).toBeDefined();

    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = jest.fn();
    const browser = storeFor(true, { preview: 'b' });
    await browser.store.opened;
    const root = hydrateRoot(el, page(browser.store), { onRecoverableError: recoverable });
    // Hydrated, not rendered again: the server's nodes are kept.
    await waitFor(() => expect(el.querySelector('[role="dialog"]')).not.toBeNull());
    expect([...el.querySelectorAll('button')]).toContain(zip);
    // Then the preview dialog opens in the file view's place, with the same download link.
    const dialog = el.querySelector<HTMLElement>('[role="dialog"]')!;
    await waitFor(() =>
      expect(within(dialog).getByRole('link', { name: 'Download' })).toHaveAttribute(
        'href',
        FILE_URL('b'),
      ),
    );
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    root.unmount();
    el.remove();
  });
});
