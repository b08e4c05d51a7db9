import { screen, within } from '@testing-library/react';
import { fakeProps, renderPage } from 'shared-libs/react-testing';
import { HomePage } from './HomePage';

const MIDDLEWARE = ['disable-mobile-platform-card-anchor'];
const home = (isMobile: boolean, middleware = MIDDLEWARE) =>
  fakeProps(
    { page: 'home', middleware },
    {
      layout: {
        isMobile,
        darkMode: false,
        sidebarMobileVisible: false,
        isCollapse: false,
        serverTime: 0,
        embedded: false,
      },
    },
  );

const platformList = () =>
  screen.getByRole('heading', { name: 'On every device you own' }).parentElement!;

describe('HomePage platform cards', () => {
  it('gives every card its anchor id', () => {
    renderPage(HomePage, home(false));
    const ids = within(platformList())
      .getAllByRole('listitem')
      .map((li) => li.id);
    expect(ids).toEqual(['ios', 'android', 'windows', 'mac', 'tv', 'browser-extension']);
  });

  it('links every card on desktop', () => {
    renderPage(HomePage, home(false));
    expect(within(platformList()).getAllByRole('link')).toHaveLength(6);
    expect(within(platformList()).getByRole('link', { name: /Windows/ })).toHaveAttribute(
      'href',
      '/en-US/desktop-app',
    );
  });

  it('on mobile with the middleware, desktop-only cards are text, not links', () => {
    renderPage(HomePage, home(true));
    const list = platformList();
    expect(within(list).queryByRole('link', { name: /Windows/ })).not.toBeInTheDocument();
    expect(within(list).getByText('Windows')).toBeInTheDocument();
    expect(within(list).queryByRole('link', { name: /Browser extension/ })).not.toBeInTheDocument();
    expect(within(list).getByRole('link', { name: /iPhone and iPad/ })).toBeInTheDocument();
    expect(within(list).getAllByRole('link')).toHaveLength(3);
  });

  it('on mobile without the middleware, every card stays a link', () => {
    renderPage(HomePage, home(true, []));
    expect(within(platformList()).getAllByRole('link')).toHaveLength(6);
  });

  it('sets the document title through the host', () => {
    const props = home(false);
    renderPage(HomePage, props);
    expect(props.setTitle).toHaveBeenCalledWith('Cloud drive for everything you save');
  });
});
