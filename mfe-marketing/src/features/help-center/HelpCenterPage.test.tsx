import { screen, within } from '@testing-library/react';
import { fakeProps, renderPage } from 'shared-libs/react-testing';
import { resolveHelpCenterSlug } from './helpCenterArticles';
import { HelpCenterPage } from './HelpCenterPage';

const at = (slug: string[]) =>
  fakeProps({ page: 'help-center', params: { slug }, path: `/help-center/${slug.join('/')}` });

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
    expect(resolveHelpCenterSlug('account')).toMatchObject({ kind: 'category' });
  });

  it('reports unknown categories, articles and too-deep paths as not found', () => {
    expect(resolveHelpCenterSlug(['nope']).kind).toBe('not-found');
    expect(resolveHelpCenterSlug(['sharing', 'premium']).kind).toBe('not-found');
    expect(resolveHelpCenterSlug(['sharing', 'share-links', 'x']).kind).toBe('not-found');
  });
});

describe('HelpCenterPage', () => {
  it('lists every category and its articles on the index', () => {
    const props = at([]);
    renderPage(HelpCenterPage, props);
    expect(screen.getByRole('heading', { level: 1, name: 'Help center' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Getting started' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Install the Cumulus apps/ })).toHaveAttribute(
      'href',
      '/en-US/help-center/getting-started/install-apps',
    );
    expect(props.setTitle).toHaveBeenCalledWith('Help center');
  });

  it('renders an article with its platform anchors and a breadcrumb', () => {
    renderPage(HelpCenterPage, at(['getting-started', 'install-apps']));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Install the Cumulus apps' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Android APK' }).closest('section')).toHaveAttribute(
      'id',
      'android-apk',
    );
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs).toHaveTextContent('Help center');
    expect(crumbs).toHaveTextContent('Getting started');
  });

  it('a category lists its articles and links to the other categories', () => {
    renderPage(HelpCenterPage, at(['getting-started']));
    expect(screen.getByRole('heading', { level: 1, name: 'Getting started' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /Save shared files to your drive/ }),
    ).toBeInTheDocument();
    const other = screen.getByRole('navigation', { name: 'Other topics' });
    expect(
      within(other)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/en-US/help-center/sharing', '/en-US/help-center/account']);
  });

  it('shows a not-found message inside the page for an unknown slug, with the index', () => {
    renderPage(HelpCenterPage, at(['getting-started', 'missing']));
    expect(screen.getByRole('status')).toHaveTextContent('We could not find that article');
    expect(screen.getByRole('heading', { level: 2, name: 'Sharing' })).toBeInTheDocument();
  });

  it('navigates through the host on a plain click', () => {
    const props = at([]);
    renderPage(HelpCenterPage, props);
    screen.getByRole('link', { name: /Premium plans and billing/ }).click();
    expect(props.navigate).toHaveBeenCalledWith('/help-center/account/premium');
  });
});
