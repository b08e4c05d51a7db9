import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { MountProps } from 'shared-libs';
import { withDeclaredTitle } from 'shared-libs/react';
import { fakeProps, renderPage } from 'shared-libs/react-testing';
import ja from '../../i18n/lang/ja.json';
import { resolveHelpCenterSlug } from './helpCenterArticles';
import { HelpCenterPage } from './HelpCenterPage';

const at = (slug: string[], query: Record<string, string> = {}, extra: Partial<MountProps> = {}) =>
  fakeProps(
    { page: 'help-center', params: { slug }, query, path: `/help-center/${slug.join('/')}` },
    extra,
  );

describe('resolveHelpCenterSlug', () => {
  it('shows the index for an empty or missing slug', () => {
    expect(resolveHelpCenterSlug([]).kind).toBe('index');
    expect(resolveHelpCenterSlug(undefined).kind).toBe('index');
    expect(resolveHelpCenterSlug(['', ' ']).kind).toBe('index');
  });

  it('finds categories and articles case-insensitively', () => {
    expect(resolveHelpCenterSlug(['Getting-Started'])).toMatchObject({
      kind: 'category',
      category: { slug: 'getting-started' },
    });
    expect(resolveHelpCenterSlug(['sharing', 'SHARE-LINKS'])).toMatchObject({
      kind: 'article',
      article: { slug: 'share-links' },
    });
    expect(resolveHelpCenterSlug(['account', 'premium'])).toMatchObject({ kind: 'article' });
    expect(resolveHelpCenterSlug('account')).toMatchObject({ kind: 'category' });
  });

  it('reports unknown categories, articles and too-deep paths as not found', () => {
    expect(resolveHelpCenterSlug(['nope']).kind).toBe('not-found');
    expect(resolveHelpCenterSlug(['sharing', 'premium']).kind).toBe('not-found');
    expect(resolveHelpCenterSlug(['sharing', 'share-links', 'x']).kind).toBe('not-found');
  });
});

describe('HelpCenterPage', () => {
  it('a category: the search, the topics with the current one marked, its articles', async () => {
    const props = at(['getting-started']);
    renderPage(HelpCenterPage, props);
    expect(screen.getByRole('heading', { level: 1, name: 'Help center' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search the help center' })).toHaveValue('');
    const topics = screen.getByRole('navigation', { name: 'Topics' });
    expect(within(topics).getAllByRole('link')).toHaveLength(6);
    expect(within(topics).getByRole('link', { current: 'page' })).toHaveTextContent(
      'Getting started',
    );
    expect(await screen.findByRole('link', { name: /Install the Cumulus apps/ })).toHaveAttribute(
      'href',
      '/en-US/help-center/getting-started/install-apps',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Getting started' })).toBeInTheDocument();
    expect(props.setTitle).toHaveBeenCalledWith('Getting started');
  });

  it('an article: its sections with their anchors, a breadcrumb, links and its neighbours', async () => {
    const props = at(['getting-started', 'install-apps']);
    renderPage(HelpCenterPage, props);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Install the Cumulus apps' }),
    ).toBeInTheDocument();
    expect(
      screen
        .getByRole('heading', { name: 'Android without Google Play (APK file)' })
        .closest('section'),
    ).toHaveAttribute('id', 'android-apk');
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(toc).getByRole('link', { name: 'Mac' })).toHaveAttribute(
      'href',
      '/en-US/help-center/getting-started/install-apps#mac',
    );
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs).toHaveTextContent('Help center');
    expect(crumbs).toHaveTextContent('Getting started');
    expect(
      within(screen.getByRole('navigation', { name: 'Useful links' })).getByRole('link', {
        name: 'Get the TV app',
      }),
    ).toHaveAttribute('href', '/en-US/tv');
    expect(
      within(screen.getByRole('navigation', { name: 'More in Getting started' })).getAllByRole(
        'link',
      ),
    ).toHaveLength(3);
    expect(props.setTitle).toHaveBeenLastCalledWith('Install the Cumulus apps');
  });

  it('an article with steps lists them in order', async () => {
    renderPage(HelpCenterPage, at(['getting-started', 'install-apps']));
    const apk = (
      await screen.findByRole('heading', { name: /Android without Google Play/ })
    ).closest('section') as HTMLElement;
    expect(within(apk).getAllByRole('listitem')).toHaveLength(4);
  });

  it('a search from the URL lists the matching articles and announces how many', async () => {
    renderPage(HelpCenterPage, at(['getting-started'], { q: 'passcode' }));
    expect(screen.getByRole('searchbox')).toHaveValue('passcode');
    const results = await screen.findByRole('region', { name: 'Results for “passcode”' });
    const titles = within(results)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(titles).toEqual(
      expect.arrayContaining(['Open a share link', 'Create and manage share links']),
    );
    expect(screen.getByRole('status')).toHaveTextContent(`${titles.length} articles found`);
    expect(within(results).getAllByText('passcode', { selector: 'mark' }).length).toBeGreaterThan(
      0,
    );
    expect(screen.queryByRole('navigation', { name: 'Topics' })).toBeNull();
  });

  it('typing searches at once and keeps the query in the URL; clearing shows the topics', async () => {
    const props = at(['sharing']);
    renderPage(HelpCenterPage, props);
    await screen.findByRole('link', { name: /Open a share link/ });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zzzz nothing' } });
    expect(props.navigate).toHaveBeenLastCalledWith('/help-center/sharing?q=zzzz%20nothing', {
      replace: true,
      keepScroll: true,
    });
    expect(
      screen.getByRole('heading', { name: 'No articles match “zzzz nothing”' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No articles found');

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'trash' } });
    expect(await screen.findByRole('link', { name: 'Delete and restore files' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(/\d+ articles? found/);

    screen.getByRole('button', { name: 'Clear search' }).click();
    expect(props.navigate).toHaveBeenLastCalledWith('/help-center/sharing', {
      replace: true,
      keepScroll: true,
    });
    expect(await screen.findByRole('navigation', { name: 'Topics' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('the box follows the URL when it changes from outside (Back)', async () => {
    const Shown = withDeclaredTitle(HelpCenterPage);
    const page = (q: string) => (
      <IntlProvider locale="en-US" defaultLocale="en-US" messages={{}}>
        <Shown props={at(['sharing'], { q })} store={null} />
      </IntlProvider>
    );
    const { rerender } = render(page('trash'));
    expect(screen.getByRole('searchbox')).toHaveValue('trash');
    await act(async () => rerender(page('upload')));
    expect(screen.getByRole('searchbox')).toHaveValue('upload');
    expect(await screen.findByRole('link', { name: 'Upload files and folders' })).toBeVisible();
  });

  it('shows a not-found message inside the page for an unknown slug, with every topic', async () => {
    renderPage(HelpCenterPage, at(['getting-started', 'missing']));
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('We could not find that article');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Troubleshooting' }),
    ).toBeInTheDocument();
  });

  it('navigates through the host on a plain click', async () => {
    const props = at(['account']);
    renderPage(HelpCenterPage, props);
    (await screen.findByRole('link', { name: /Premium plans and billing/ })).click();
    expect(props.navigate).toHaveBeenCalledWith('/help-center/account/premium');
  });

  it('renders the articles and the search in the visitor’s language', async () => {
    renderPage(HelpCenterPage, at(['getting-started'], {}, { locale: 'ja' }), ja, 'ja');
    expect(
      await screen.findByRole('link', { name: /Cumulus アプリをインストール/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('searchbox', { name: ja['marketing.helpCenter.searchLabel'] }),
    ).toBeVisible();
  });
});
